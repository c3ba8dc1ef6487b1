import Foundation
import Testing
@testable import LocationButtonLint

/// The reader for plain block YAML must give the very tree libyaml gives (the independent reading
/// here, through `ThemeFileComposer`), or nothing, so the caller reads the text with libyaml; and
/// the one seam in front of both (`ThemeFileReader`) must answer as libyaml does, tree or problem.
@Suite struct ThemeFileBlockReaderTests {
    /// Node indexes included: the reader must store nodes in libyaml's order too.
    private func outline(_ tree: ThemeFileTree, _ root: Int) -> String { themeTreeOutline(tree, root, indexes: true) }

    /// libyaml's tree, or nil when it refuses the text or finds it empty.
    private func libyaml(_ text: String) -> String? {
        guard let (tree, root) = try? ThemeFileComposer.compose(text, file: "t.yaml") else { return nil }
        return outline(tree, root)
    }

    private func fast(_ text: String) -> String? {
        ThemeFileBlockReader.read(Array(text.utf8))
            .map { outline(ThemeFileTree(file: "t.yaml", builder: $0.0), $0.root) }
    }

    /// libyaml's answer for `text`: its tree, `empty` for no document, or its problem.
    private func libyamlAnswer(_ text: String) -> String {
        answer { () throws(ThemeFileComposer.Problem) in try ThemeFileComposer.compose(Array(text.utf8)) }
    }

    /// The seam's answer for `text`, in the same words.
    private func seamAnswer(_ text: String) -> String {
        answer { () throws(ThemeFileComposer.Problem) in try ThemeFileReader.read(Array(text.utf8)) }
    }

    private func answer(_ read: () throws(ThemeFileComposer.Problem) -> (ThemeFileTree.Builder, root: Int)?) -> String {
        do {
            guard let (builder, root) = try read() else { return "empty" }
            return outline(ThemeFileTree(file: "t.yaml", builder: builder), root)
        } catch {
            return "problem: \(error)"
        }
    }

    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every YAML file of the repository (hidden ones such as `.locbutton.yml` included): the
    /// example, the test fixtures and fixture apps, the fuzz seeds and regressions, the workflows.
    private static func projectYAML() -> [URL] {
        let skipped: Set<String> = [".build", ".git", ".swiftpm"]
        var files: [URL] = []
        let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = walk?.nextObject() as? URL {
            if skipped.contains(url.lastPathComponent) { walk?.skipDescendants(); continue }
            if ["yaml", "yml"].contains(url.pathExtension) { files.append(url) }
        }
        return files
    }

    /// The styles people write: comments, blank lines, quoted and plain values, one-line lists,
    /// a list at its key's column and one indented under it, nested mappings, negative numbers.
    private static let theme = """
        # A theme — any text in a comment: `x`, 40 %, café
        appearances: [light, dark]   # two of four
        boldText: true
        policy:
          contrast: 3.0
          margin: -0.5
        buttons:
        - id: button-1
          title: "currentLocation"
          background: '#007AFF'
          backdrops: ['#000000', systemBackground, "#FFFFFF"]

          # a comment inside
          url: http://example.com/a#b
          empty: []
          sizes:
            - large
            - AX1
        -   id: button-2
            offset: -12
            note: time 12:30 (local)
            exempt:
            - LB010
            - LB011
        profile: hig
        """

    @Test("reads plain themes as libyaml does") func readsPlainThemesAsLibyamlDoes() throws {
        let expected = try #require(libyaml(Self.theme))
        #expect(fast(Self.theme) == expected)
        let example = try String(contentsOf: Self.root.appendingPathComponent("Examples/trailhead.yaml"), encoding: .utf8)
        #expect(fast(example) != nil, "the bundled example is plain block YAML")
        #expect(fast(example) == libyaml(example))
    }

    @Test("every project file gives libyamls tree or nothing") func everyProjectFileGivesLibyamlsTreeOrNothing() throws {
        let files = Self.projectYAML()
        #expect(files.count > 20)
        var read = 0
        for file in files {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            guard let tree = fast(text) else { continue }
            read += 1
            #expect(tree == libyaml(text), "\(file.lastPathComponent)")
        }
        #expect(read > 10, "most fixtures are plain block YAML")
    }

    /// The seam answers as libyaml does for every YAML file of the repository: the same tree
    /// (read fast or not), no document, or the same problem.
    @Test("every project file reads through the seam as through libyaml") func everyProjectFileReadsThroughTheSeamAsThroughLibyaml() throws {
        let files = Self.projectYAML()
        let folders = Set(files.map { $0.path.dropFirst(Self.root.path.count + 1).split(separator: "/").first.map(String.init) ?? "" })
        #expect(folders.isSuperset(of: ["Examples", "Tests", "Fuzz"]), "\(folders)")
        #expect(files.contains { $0.path.contains("/Fuzz/Regressions/") })
        var problems = 0
        for file in files {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let expected = libyamlAnswer(text)
            if expected.hasPrefix("problem:") { problems += 1 }
            #expect(seamAnswer(text) == expected, "\(file.path)")
        }
        // The regressions hold refused files (an alias bomb, aliases as keys): both answers are compared.
        #expect(problems >= 2)
    }

    /// Themes made from every combination of a key, a value written in one of the ways people
    /// (and mistakes) write it, and a list style, around a fixed head and tail: the fast reader
    /// gives libyaml's tree or nothing, and the seam libyaml's answer, for each.
    @Test("generated edge cases give libyamls answer") func generatedEdgeCasesGiveLibyamlsAnswer() {
        let keys = ["title", "max.width", "x-y", "_k", "9lives", "\"quoted\"", "two words", "k:"]
        let values = [
            "plain", "'single'", "\"double\"", "[a, b]", "[\"a\", 'b', c]", "[]", "[ a ]", "[a,b]", "[a, ]",
            "[a, [b]]", "{a: 1}", "-12", "-.5", "-x", "-", "12:30", "a:b", "a: b", "http://x.com/a#b",
            "x # note", "x#y", "x   ", "'a # b'", "\"a: b\"", "'it''s'", "\"x\\\"y\"", "&a x", "*a", "!t x", "|",
            ">", "@x", "`x`", "%x", "? x", ": x", "true", "~", "1e3", "café", "", "'unclosed", "[open",
            "x ]", "a, b", "#not a value",
        ]
        // (before the button's first key, its indentation, the text after the key line)
        let lists = [("- ", "  ", ""), ("  - ", "    ", ""), ("-   ", "    ", ""), ("- ", "  ", "  # after\n\n"),
                     ("- ", "  ", "  nested:\n    - [1, 2]\n    - deep: 'v'\n")]
        var read = 0, declined = 0, refused = 0
        for key in keys {
            for value in values {
                for (item, indent, after) in lists {
                    let text = "# head\nprofile: hig\nbuttons:\n\(item)id: a\n\(indent)\(key): \(value)\n\(after)target: ios18\n"
                    let libyaml = libyamlAnswer(text)
                    if libyaml.hasPrefix("problem:") { refused += 1 }
                    #expect(seamAnswer(text) == libyaml, "\(text)")
                    guard let tree = fast(text) else { declined += 1; continue }
                    read += 1
                    #expect(tree == libyaml, "\(text)")
                }
            }
        }
        // Each kind of answer occurs, so the comparison covers both readers and libyaml's refusals.
        #expect(read > 300 && declined > 300 && refused > 100, "\(read) read, \(declined) declined, \(refused) refused")
    }

    /// What this reader leaves to libyaml, for its own tree or its own message.
    @Test("leaves other syntax to libyaml", arguments: [
        "a: 1\na: 2\n",                   // a repeated key: libyaml's message
        "a:\nb: 1\n",                      // an empty value (null)
        "a: 1\n  b: 2\n",                  // a line deeper than its mapping
        "a: some\n  text\n",               // a plain text over two lines
        "a: [1,\n  2]\n",                  // a list over two lines
        "a: \"x\\\"y\"\n",                 // an escape
        "a: 'it''s'\n",                    // a quote in single quotes
        "a: &x 1\nb: *x\n",                // anchors and aliases
        "a: |\n  text\n",                  // a block scalar
        "--- \na: 1\n",                    // a document marker
        "{\"a\": 1}\n",                    // JSON
        "a:\tb\n",                         // a tab
        "a: é\n",                          // not ASCII
        "a: 1 # \u{FFFE}\n",               // a character libyaml refuses, even in a comment
        "a: 1 # \u{9F}\n",                 // a control character
        "\"a\": 1\n",                      // a quoted key
        "- - a\n",                         // a list in a list on one line
        "a: b: c\n",                       // a mapping where a value is due
        "  a: 1\n",                        // an indented root
        "",                                // nothing
    ])
    func leavesOtherSyntaxToLibyaml(text: String) {
        #expect(fast(text) == nil)
    }

    /// Random damage anywhere must give libyaml's tree or nothing, never another tree and never a
    /// tree where libyaml refuses the text.
    @Test("damaged themes give libyamls tree or nothing") func damagedThemesGiveLibyamlsTreeOrNothing() throws {
        var generator = SeededGenerator(seed: 11)
        let damage = ["\"", "'", "[", "]", ":", "- ", "-", "\n", "  ", " ", "#", ",", "x", "? ", "1"]
        var same = 0, left = 0
        for _ in 0..<1500 {
            var bytes = Array(Self.theme.utf8)
            for _ in 0..<(1 + Int(generator.next() % 2)) {
                let at = Int(generator.next() % UInt64(bytes.count))
                if generator.next() % 3 == 0 {
                    bytes.remove(at: at)
                } else {
                    bytes.insert(contentsOf: Array(damage[Int(generator.next() % UInt64(damage.count))].utf8), at: at)
                }
            }
            let damaged = String(decoding: bytes, as: UTF8.self)
            guard let tree = fast(damaged) else { left += 1; continue }
            same += 1
            #expect(tree == libyaml(damaged), "\(damaged)")
        }
        // Both answers occur: much damage keeps the file plain, some makes it another syntax.
        #expect(same > 300 && left > 300, "\(same) read, \(left) left to libyaml")
    }
}
