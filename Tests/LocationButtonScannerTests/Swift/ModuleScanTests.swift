import Foundation
import Testing
@testable import LocationButtonScanner

/// `ModuleScan` (each Swift file read once, parsed at most once as a rule, other files parsed
/// only when they write a name a button looks up) against the in-memory whole-module scan
/// (`SwiftSourceScanner.scan(module:context:)`), which parses every file and lends every
/// declaration: the buttons must be the same. The constants' values are literals in the sources.
@Suite struct ModuleScanTests {
    /// Writes the files into a fresh folder; paths in the given order.
    func write(_ files: [(name: String, source: String)]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("module-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try Data(file.source.utf8).write(to: url)
            return url.path
        }
    }

    /// ModuleScan's buttons and parse counts, and the whole-module scan's buttons, of the same files.
    func both(_ files: [(name: String, source: String)], context: [(name: String, source: String)] = [],
              keptTreeBudget: Int = ModuleScan.keptTreeBudget) throws -> (scanned: [[ScannedButton]], parses: [Int], whole: [[ScannedButton]]) {
        let paths = try write(files + context)
        let outcome = ModuleScan.scan(files: Array(paths.prefix(files.count)), context: Array(paths.dropFirst(files.count)),
                                      named: { _ in false }, assetNames: [], threads: 2, keptTreeBudget: keptTreeBudget)
        let scanned = try outcome.results.map { try $0.get() }
        let whole = SwiftSourceScanner().scan(module: zip(files, paths).map { ($0.source, $1) },
                                              context: zip(context, paths.dropFirst(files.count)).map { ($0.source, $1) })
        return (scanned, outcome.parses, whole)
    }

    static let view = """
        import CoreLocationUI
        import SwiftUI
        struct V: View {
            var body: some View {
                LocationButton(.shareCurrentLocation) { }
                    .tint(Brand.sun)
                    .frame(width: Layout.side * 4, height: 44)
                    .foregroundStyle(.deep)
            }
        }
        """
    static let brand = "import SwiftUI\nenum Brand { static let sun = Color(red: 1, green: 1, blue: 0) }\n"
    /// `side` is made from `base`, declared in a third file.
    static let layout = "enum Layout { static let side = Metrics.base / 2 }\n"
    static let metrics = "enum Metrics { static let base: CGFloat = 96 }\n"
    static let deep = "import SwiftUI\nextension Color { static let deep = Color(red: 0, green: 0, blue: 1) }\n"
    static let unrelated = "struct Unrelated { let x = 1\n func f() -> Int { x } }\n"

    @Test("constants of files before and after and through another") func constantsOfFilesBeforeAndAfterAndThroughAnother() throws {
        let files = [("A.swift", Self.brand), ("B.swift", Self.view), ("C.swift", Self.layout), ("D.swift", Self.unrelated),
                     ("E.swift", Self.metrics), ("F.swift", Self.deep)]
        let (scanned, parses, whole) = try both(files)
        #expect(scanned == whole)
        let button = try #require(scanned[1].first)
        // (1, 1, 0) is #FFFF00; 96 / 2 × 4 = 192; (0, 0, 1) is #0000FF.
        #expect(button["background"] == .text("#FFFF00FF"))
        #expect(button["width"] == .number(192))
        #expect(button["foreground"] == .text("#0000FFFF"))
        // Each file that declares a name the button reads, parsed once; the view once (its tree
        // kept for the second reading); the file that writes none of the names never.
        #expect(parses == [1, 1, 1, 0, 1, 1])
    }

    @Test("without kept trees the view is parsed again") func withoutKeptTreesTheViewIsParsedAgain() throws {
        let files = [("A.swift", Self.view), ("B.swift", Self.brand), ("C.swift", Self.layout), ("D.swift", Self.metrics),
                     ("E.swift", Self.deep)]
        let (scanned, parses, whole) = try both(files, keptTreeBudget: 0)
        #expect(scanned == whole)
        // Read again in each round that changes an answer: once Brand, Layout and Color's
        // names are found, and once more when Layout's value names Metrics.base.
        #expect(parses == [3, 1, 1, 1, 1])
    }

    @Test("a button file reading only its own declarations is parsed once") func aButtonFileReadingOnlyItsOwnDeclarationsIsParsedOnce() throws {
        let own = "import CoreLocationUI\nimport SwiftUI\nstruct V: View {\n static let side: CGFloat = 180\n var body: some View { LocationButton { }.frame(width: Self.side, height: 44) }\n}\n"
        let (scanned, parses, whole) = try both([("V.swift", own), ("U.swift", Self.unrelated)], keptTreeBudget: 0)
        #expect(scanned == whole)
        #expect(scanned[0].first?["width"] == .number(180))
        #expect(parses == [1, 0])
    }

    /// A name declared twice (another file's `#if` branches), or as a variable elsewhere, is no
    /// constant: what the whole module says, not what the button's own file says.
    @Test("another file can make a name ambiguous or variable") func anotherFileCanMakeANameAmbiguousOrVariable() throws {
        let view = """
            import CoreLocationUI
            import SwiftUI
            enum Local { static let size: CGFloat = 20 }
            struct V: View {
                var body: some View {
                    LocationButton { }.font(.system(size: Local.size)).tint(Palette.live)
                }
            }
            """
        let twice = "extension Local {\n#if DEBUG\n static let size: CGFloat = 10\n#endif\n}\n"
        let variable = "import SwiftUI\nenum Palette { static var live = Color.red }\n"
        let (scanned, parses, whole) = try both([("V.swift", view), ("W.swift", twice), ("X.swift", variable)])
        #expect(scanned == whole)
        let button = try #require(scanned[0].first)
        #expect(button.settings["fontSize"] == nil && button.settings["background"] == nil)
        #expect(parses == [1, 1, 1])
    }

    /// Context files (a single file checked) lend their constants the same way.
    @Test("context files lend and unneeded ones stay unparsed") func contextFilesLendAndUnneededOnesStayUnparsed() throws {
        let (scanned, parses, whole) = try both([("B.swift", Self.view)],
                                                context: [("A.swift", Self.brand), ("C.swift", Self.layout), ("D.swift", Self.unrelated),
                                                          ("E.swift", Self.metrics), ("F.swift", Self.deep)])
        #expect(scanned == whole)
        #expect(scanned[0].first?["width"] == .number(192))
        #expect(parses == [1, 1, 1, 0, 1, 1])
    }

    @Test("word search finds whole words only") func wordSearchFindsWholeWordsOnly() {
        let search = WordSearch(["sun", "`default`", "café"])
        #expect(search.occurs(in: Data("static let sun = 1".utf8)))
        #expect(search.occurs(in: Data("x.sun)".utf8)))
        #expect(!search.occurs(in: Data("let sunny = 1; let _sun = 2; let sun2 = 3".utf8)))
        #expect(search.occurs(in: Data("static let `default` = 1".utf8)))
        #expect(search.occurs(in: Data("let café = 1".utf8)))
        #expect(!search.occurs(in: Data("let cafés_x = 1".utf8)))
        // Next to a non-ASCII byte counts (too much found is safe; too little would not be).
        #expect(search.occurs(in: Data("let sunß = 1".utf8)))
        #expect(!WordSearch([]).occurs(in: Data("sun".utf8)))
    }

    /// `oneLineShort` stops reading lines once the text is long enough: the same as joining
    /// every line first (the definition, restated here).
    @Test("one line short reads only the lines it shows") func oneLineShortReadsOnlyTheLinesItShows() {
        func joinedFirst(_ text: String) -> String {
            let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            return line.count > 60 ? String(line.prefix(59)) + "…" : line
        }
        let row = "    Text(\"Row\").padding(.horizontal, 4)\n"
        for text in ["", "\n\n", "a", "  a  \n\n  b  ", String(repeating: row, count: 200), "VStack {\n" + String(repeating: row, count: 3) + "}",
                     String(repeating: "x", count: 59), String(repeating: "x", count: 60), String(repeating: "x", count: 61),
                     String(repeating: "é\r\n", count: 40), "   \n" + String(repeating: "ab\u{2028}", count: 30), "🇺🇸\n🇫🇷 " + String(repeating: "👍🏽", count: 70)] {
            #expect(text.oneLineShort == joinedFirst(text), "\(text.debugDescription)")
        }
    }

    /// `trimmingSpaces` trims what Foundation's `trimmingCharacters` trims.
    @Test("trimming spaces as foundation trims") func trimmingSpacesAsFoundationTrims() {
        for text in ["", "   ", " a ", "\t.tint(.red)\n", "\u{A0}\u{2003}x\u{3000}", "\n\r\u{85}\u{2028}x\u{2029}\u{0B}",
                     " \u{301}é ", "\u{FEFF}x\u{FEFF}", "\u{200B}x", "\u{85}x\u{85}", "x\u{2028}", "\u{1680}x\u{205F}\u{202F}", "x\u{1F600} "] {
            #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text.trimmingSpaces(newlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }
}
