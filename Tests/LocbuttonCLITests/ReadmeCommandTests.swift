import Foundation
import Testing

/// README.md and docs/ tell the truth: every `locbutton` line of their shell blocks runs (theme names it
/// invents stand for the bundled example) and does what its comment claims (`exit N`, a ratio
/// `N.NN:1`), or at least is valid usage; every `$ locbutton …` transcript prints what it shows;
/// the closing line it quotes for the bundled example is the one the run prints.
@Suite struct ReadmeCommandTests {
    typealias Runner = LocbuttonRunner

    static let root = URL(fileURLWithPath: #filePath)  // Tests/LocbuttonCLITests/<this file>
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The user's documents: the README and the details it points to in docs/.
    static func documents() throws -> [URL] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
    }

    /// Fenced blocks of every document as (info string, lines).
    static func blocks() throws -> [(kind: String, lines: [String])] {
        try documents().flatMap { try blocks(in: $0) }
    }

    static func blocks(in document: URL) throws -> [(kind: String, lines: [String])] {
        let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [(String, [String])] = []
        var open: (kind: String, lines: [String])?
        for line in lines {
            if line.hasPrefix("```") {
                if let block = open { blocks.append((block.kind, block.lines)); open = nil } else { open = (String(line.dropFirst(3)), []) }
            } else if open != nil {
                open?.lines.append(line)
            }
        }
        return blocks
    }

    /// Shell words: spaces split, double and single quotes group; a `#` word starts the comment.
    static func words(_ line: String) -> (words: [String], comment: String) {
        var words: [String] = [], current = "", quote: Character?, inWord = false
        var rest = Substring(line)
        while let c = rest.first {
            rest = rest.dropFirst()
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c; inWord = true
            } else if c == " " {
                if inWord { words.append(current); current = ""; inWord = false }
            } else if c == "#", !inWord {
                return (words, String(rest).trimmingCharacters(in: .whitespaces))
            } else {
                current.append(c); inWord = true
            }
        }
        if inWord { words.append(current) }
        return (words, "")
    }

    /// A folder where the README's invented paths exist: its theme names are the bundled example
    /// (with its asset catalog beside it), the project's folders are linked.
    private func workspace() throws -> URL {
        let folder = try Runner.temporaryFolder()
        let fm = FileManager.default
        for name in ["Examples", "Fonts", "Locales", "schema"] {
            try fm.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: Self.root.appendingPathComponent(name))
        }
        let example = Self.root.appendingPathComponent("Examples")
        for theme in ["theme.yaml", "theme.yml", "App/locbutton.yaml", "App/Theme.yaml"] {
            let url = folder.appendingPathComponent(theme)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fm.copyItem(at: example.appendingPathComponent("trailhead.yaml"), to: url)
            let assets = url.deletingLastPathComponent().appendingPathComponent("Assets.xcassets")
            if !fm.fileExists(atPath: assets.path) {
                try fm.createSymbolicLink(at: assets, withDestinationURL: example.appendingPathComponent("Assets.xcassets"))
            }
        }
        // An app's sources (`MyApp`, also written `~/Code/MyApp`): the scanner tests' SwiftUI fixture app.
        try fm.copyItem(at: Self.root.appendingPathComponent("Tests/LocationButtonScannerTests/Fixtures/Apps/TrailSwiftUI/Trail"),
                        to: folder.appendingPathComponent("MyApp"))
        // An app's String Catalog: its languages are the bundled catalog's.
        try fm.copyItem(at: Self.root.appendingPathComponent("Locales/LocationButtonTitles.xcstrings"),
                        to: folder.appendingPathComponent("App/Localizable.xcstrings"))
        return folder
    }

    @Test("every shell line does what its comment claims") func everyShellLineDoesWhatItsCommentClaims() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        var ran = 0
        for block in try Self.blocks() where block.kind == "sh" {
            for line in block.lines {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("locbutton ") || trimmed.hasPrefix("$B ") || trimmed == "locbutton" else { continue }
                let (words, comment) = Self.words(trimmed)
                // Lines that need a Mac (Apple's fonts) or shell variables are for people to run.
                if words.dropFirst().contains(where: { $0.contains("$") || $0.contains("macos-system-fonts") }) || words.contains(">") { continue }
                // `~/Code/MyApp` stands for the workspace's copy of the app.
                let arguments = words.dropFirst().map { $0 == "~/Code/MyApp" ? "MyApp" : $0 }
                let result = try Runner.run(arguments, in: folder)
                ran += 1
                #expect(result.status != 2, "\(trimmed): \(result.stderr)")
                if let range = comment.range(of: #"exit \d"#, options: .regularExpression) {
                    #expect(result.status == Int32(comment[range].dropFirst(5))!, "\(trimmed)")
                }
                if let range = comment.range(of: #"\d+\.\d+:1"#, options: .regularExpression) {
                    #expect(result.stdout.contains(String(comment[range].dropLast(2))), "\(trimmed): \(result.stdout)")
                }
                if comment.contains("in CI") {  // right after recording the baseline: nothing new fails
                    #expect(result.status == 0, "\(trimmed)")
                }
            }
        }
        #expect(ran >= 14)
    }

    /// `$ locbutton …` transcripts in text blocks; their theme.yaml is the fixture written to
    /// produce exactly the mistakes shown (structural ones and a misspelled color, all at once).
    @Test("transcripts print what they show") func transcriptsPrintWhatTheyShow() throws {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: try Runner.fixture("readme-mistakes.yaml"), toPath: folder.appendingPathComponent("theme.yaml").path)
        var ran = 0
        for block in try Self.blocks() where block.kind == "text" {
            guard let first = block.lines.first, first.hasPrefix("$ locbutton ") else { continue }
            let shown = block.lines.dropFirst().filter { !$0.isEmpty }
            let result = try Runner.run(Array(Self.words(String(first.dropFirst(2))).words.dropFirst()), in: folder)
            ran += 1
            #expect((result.stdoutLines + result.stderrLines).filter { !$0.isEmpty } == Array(shown))
            #expect(result.status == 2)
        }
        #expect(ran >= 1)
    }

    @Test("the bundled example ends as the readme says") func theBundledExampleEndsAsTheReadmeSays() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let claim = try #require(readme.range(of: #"`\d+ passed, \d+ failed[^`]*` \(exit \d\)"#, options: .regularExpression))
        let text = readme[claim]
        let result = try Runner.run(["check", Runner.exampleTheme])
        #expect("`\(result.stdoutLines.dropLast().last ?? "")` (exit \(result.status))" == text)
    }
}
