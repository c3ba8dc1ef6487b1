import Testing
@testable import LocationButtonLint

/// A long theme read in parts on several threads must give the very tree libyaml gives for the
/// whole file (the independent reading here), or nothing, so the caller reads the whole file.
@Suite struct ThemeFileSplitTests {
    private func outline(_ tree: ThemeFileTree, _ root: Int) -> String { themeTreeOutline(tree, root) }

    private func whole(_ text: String) throws -> String {
        let (tree, root) = try #require(try ThemeFileComposer.compose(text, file: "t.yaml"))
        return outline(tree, root)
    }

    private func split(_ text: String, parts: Int) -> String? {
        ThemeFileSplit.compose(Array(text.utf8), file: "t.yaml", parts: parts).map { outline($0.0, $0.root) }
    }

    /// A theme of `count` buttons in the styles people write: comments, blank lines, quoted and
    /// plain values, a one-line list, keys before and after the list.
    private func theme(_ count: Int, indent: String = "  ", tail: String = "profile: hig\n") -> String {
        var text = "# A theme\nappearances: [light, dark]\nboldText: true\nbuttons:\n"
        for i in 0..<count {
            text += "\(indent)- id: button-\(i)   # trailing comment\n"
            text += "\(indent)  title: \(["currentLocation", "shareCurrentLocation"][i % 2])\n"
            text += "\(indent)  background: \"#00\(String(i % 100, radix: 16))FF\"\n"
            if i % 3 == 0 { text += "\n\(indent)  # a comment inside\n\(indent)  backdrops: ['#000000', systemBackground]\n" }
            text += "\(indent)  fontSize: \(15 + i % 4)\n"
        }
        return text + tail
    }

    @Test("parts join into the whole files tree", arguments: [2, 3, 8])
    func partsJoinIntoTheWholeFilesTree(parts: Int) throws {
        for text in [theme(40), theme(40, indent: ""), theme(40, tail: ""), theme(40, tail: "target: ios26\n# end\n")] {
            let joined = try #require(split(text, parts: parts), "the theme is cut")
            #expect(joined == (try whole(text)))
        }
    }

    /// The reader every check uses cuts a theme past its size threshold, and the tree is the one
    /// a single thread reads.
    @Test("parse reads a long theme in parts as one") func parseReadsALongThemeInPartsAsOne() throws {
        let text = theme(1500)
        #expect(text.utf8.count >= ThemeFileSplit.minimumBytes)
        #expect(ThemeFileSplit.cuts(Array(text.utf8), parts: 2) != nil)
        let parts = try ThemeFileSyntax.parse(text, file: "t.yaml", threads: 2)
        let one = try ThemeFileSyntax.parse(text, file: "t.yaml", threads: 1)
        #expect(outline(parts.tree, parts.index) == outline(one.tree, one.index))
    }

    @Test("a button keeps its line in a later part") func aButtonKeepsItsLineInALaterPart() throws {
        let text = theme(40)
        let (tree, root) = try #require(ThemeFileSplit.compose(Array(text.utf8), file: "t.yaml", parts: 4))
        let node = ThemeFileNode(tree: tree, index: root)
        let buttons = try node.fields(of: "a theme", keys: ThemeFileDecoder.themeMappingKeys, problems: ThemeFileProblems())
            .required("buttons").nonEmptyList(of: "button")
        // Counted in the text: the line of `- id: button-37`, from 1.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.hasPrefix("  - id: button-37 ") }) + 1
        #expect(buttons.count == 40)
        #expect(buttons[37].location.line == line)
        #expect(buttons[37].location.column == 5)
    }

    /// What a cut could change is never cut: the whole file is read instead.
    @Test("files a cut could change are not cut") func filesACutCouldChangeAreNotCut() {
        let anchored = theme(40).replacingOccurrences(of: "fontSize: 15", with: "fontSize: &size 15")
        let repeatedKey = theme(40, tail: "boldText: false\n")
        let flowTheme = "{\"buttons\": [" + (0..<40).map { "{\"id\": \"b\($0)\"}" }.joined(separator: ",\n") + "]}\n"
        let blockScalar = theme(40).replacingOccurrences(of: "id: button-5 ", with: "id: |\n      button-5\n ")
        for text in [anchored, repeatedKey, flowTheme, blockScalar, theme(3)] {
            #expect(split(text, parts: 2) == nil)
        }
    }

    /// A quoted text that spans lines and a broken item leave a part unfinished: no tree, never a
    /// different one. Random damage anywhere must give the whole file's tree or nothing.
    @Test("damaged files give the whole tree or nothing") func damagedFilesGiveTheWholeTreeOrNothing() throws {
        let text = theme(24)
        var generator = SeededGenerator(seed: 7)
        let damage = ["\"", "'", "[", "]", "{", ":", "- ", "\n", "  ", "#", ","]
        var cut = 0, notCut = 0
        for _ in 0..<300 {
            var bytes = Array(text.utf8)
            let at = Int(generator.next() % UInt64(bytes.count))
            bytes.insert(contentsOf: Array(damage[Int(generator.next() % UInt64(damage.count))].utf8), at: at)
            let damaged = String(decoding: bytes, as: UTF8.self)
            guard let joined = split(damaged, parts: 3) else { notCut += 1; continue }
            cut += 1
            #expect(joined == (try whole(damaged)), "damage at byte \(at)")
        }
        // Both answers occur: most damage is harmless to the cut, some breaks a part.
        #expect(cut > 100 && notCut > 20, "\(cut) cut, \(notCut) not")
    }
}
