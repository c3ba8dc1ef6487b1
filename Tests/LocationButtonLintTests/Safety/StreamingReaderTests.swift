import Foundation
import Testing
@testable import LocationButtonLint

/// Issue 35: the readers that keep only what a check needs (a catalog's languages, a baseline's
/// fingerprints, a project's regions) read what Foundation's whole-file parsers read. The expected
/// values come from JSONSerialization and PropertyListSerialization on the same bytes.
@Suite struct StreamingReaderTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file below `folders` of the repository ending in `suffix`.
    static func files(ending suffix: String, in folders: [String]) -> [URL] {
        folders.flatMap { folder -> [URL] in
            let root = repository.appendingPathComponent(folder)
            let all = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
            return all.filter { $0.lastPathComponent.hasSuffix(suffix) }
        }.sorted { $0.path < $1.path }
    }

    /// The languages as the reader before issue 35 found them, through JSONSerialization.
    static func referenceLanguages(_ data: Data) -> Set<String>? {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        var languages: Set<String> = []
        if let source = root["sourceLanguage"] as? String { languages.insert(source) }
        for case let entry as [String: Any] in (root["strings"] as? [String: Any])?.values.map({ $0 }) ?? [] {
            languages.formUnion((entry["localizations"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        return languages
    }

    static func bytes(_ text: String) -> InputBytes { InputBytes(data: Data(text.utf8), name: "t.json", as: .stringCatalog) }

    @Test("every catalog in the repository gives foundations languages") func everyCatalogInTheRepositoryGivesFoundationsLanguages() throws {
        let catalogs = Self.files(ending: ".xcstrings", in: ["Tests", "Locales", "Examples"])
        #expect(catalogs.count >= 10)
        for url in catalogs {
            let data = try Data(contentsOf: url)
            let reference = Self.referenceLanguages(data)
            let streamed = try? StringCatalogLanguages.read(InputBytes(data: data, name: url.path, as: .stringCatalog))
            #expect(streamed == reference, "\(url.lastPathComponent)")
        }
    }

    /// Escapes, nesting, every kind of value, and keys in any order: a document made here,
    /// serialized by JSONSerialization, read back by both.
    @Test("a generated catalog gives foundations languages") func aGeneratedCatalogGivesFoundationsLanguages() throws {
        var strings: [String: Any] = [:]
        for index in 0..<200 {
            var localizations: [String: Any] = [:]
            for language in ["de", "fr-CA", "zh-Hant", "x\u{0}\"\\\u{1F600}é", "sr-Latn-\(index % 7)"] where (index + language.count) % 3 != 0 {
                localizations[language] = ["stringUnit": ["state": "translated", "value": "v \(index) \"\\ \u{2028}"],
                                           "variations": ["plural": ["one": ["x": [1, 2.5e-3, true, NSNull(), [[[]]]]]]]]
            }
            strings["key \(index) \u{1}"] = ["comment": "c", "localizations": localizations, "extra": [["localizations": ["no": 1]]]]
        }
        strings["not an entry"] = [1, 2]
        let root: [String: Any] = ["version": "1.0", "strings": strings, "sourceLanguage": "en-GB", "after": ["sourceLanguage": "xx"]]
        let data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted])
        let reference = try #require(Self.referenceLanguages(data))
        #expect(reference.count == 12)  // en-GB, de, fr-CA, zh-Hant, the escaped one, sr-Latn-0 … sr-Latn-6
        #expect(try StringCatalogLanguages.read(InputBytes(data: data, name: "g", as: .stringCatalog)) == reference)
    }

    @Test("a document that does not parse is refused at its line", arguments: [
        ("", "t.json:line 1: expected a JSON value, found the end of the file"),
        ("{\"strings\": {\"a\" 1}}", "t.json:line 1: expected a colon after the key, found \"1\""),
        ("{\"sourceLanguage\": \"en\"}\n[]", "t.json:line 2: expected the end of the JSON document, found \"[\""),
        ("{\"x\": [1 2]}", "t.json:line 1: expected a comma or ], found \"2\""),
        ("{\"x\": tru}", "t.json:line 1: expected a number or true, false, null, found \"tru\""),
        ("{\"x\": \"a\u{1}\"}", "t.json:line 1: expected a string without raw control characters, found U+1"),
        ("[1]", "t.json:line 1: expected a String Catalog (a JSON object), found another value"),
        ("{\n\n\"x\": \"open", "t.json:line 3: expected the end of a string, found the end of the file"),
    ])
    func aDocumentThatDoesNotParseIsRefusedAtItsLine(text: String, message: String) {
        #expect(Self.referenceLanguages(Data(text.utf8)) == nil)
        #expect { try StringCatalogLanguages.read(Self.bytes(text)) } throws: { ($0 as? InputError)?.description == message }
    }

    /// 100,000 open brackets would overflow a recursive reader's stack: refused at the limit.
    @Test("nesting past the limit is refused") func nestingPastTheLimitIsRefused() {
        let text = "{\"x\": " + String(repeating: "[", count: 100_000)
        #expect { try StringCatalogLanguages.read(Self.bytes(text)) } throws: {
            ($0 as? InputError)?.message == "expected JSON nested at most 10000 deep, found deeper"
        }
    }

    /// A key longer than 256 bytes is kept cut, ending in `…` (no language tag then).
    @Test("a long language key is kept cut") func aLongLanguageKeyIsKeptCut() throws {
        let long = String(repeating: "a", count: 10_000)
        let languages = try StringCatalogLanguages.read(Self.bytes("{\"strings\": {\"k\": {\"localizations\": {\"\(long)\": {}}}}}"))
        #expect(languages == [String(repeating: "a", count: 256) + "…"])
    }

    // MARK: baselines

    @Test("a baseline keeps its fingerprints") func aBaselineKeepsItsFingerprints() throws {
        let text = """
        {"schemaVersion": 1, "findings": [{"button": "b", "fingerprint": "00000000000000aa"},
         {"fingerprint": "00000000000000bb", "rule": "LB001"}], "tool": "locbutton"}
        """
        #expect(try Baseline(reading: Self.bytes(text)).fingerprints == ["00000000000000aa", "00000000000000bb"])
        #expect { try Baseline(reading: Self.bytes("{\"findings\": [{\"rule\": \"x\"}]}")) } throws: {
            ($0 as? InputError)?.description == "t.json:$.findings[0]: expected a \"fingerprint\" string, found none"
        }
        #expect { try Baseline(reading: Self.bytes("{\"other\": []}")) } throws: {
            ($0 as? InputError)?.message == "expected a baseline (JSON with a \"findings\" list), found something else"
        }
    }

    // MARK: Xcode projects

    /// The regions PropertyListSerialization finds in the project object of every fixture project.
    @Test("every project in the repository gives foundations regions") func everyProjectInTheRepositoryGivesFoundationsRegions() throws {
        let projects = Self.files(ending: "project.pbxproj", in: ["Tests"])
        #expect(projects.count >= 5)
        for url in projects {
            let data = try Data(contentsOf: url)
            let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            let objects = try #require(plist["objects"] as? [String: Any])
            let rootID = try #require(plist["rootObject"] as? String)
            let project = try #require(objects[rootID] as? [String: Any])
            let read = try XcodeProjectRegions.read(InputBytes(data: data, name: url.path, as: .xcodeProject))
            #expect(read.known == project["knownRegions"] as? [String] ?? [], "\(url.path)")
            #expect(read.development == project["developmentRegion"] as? String, "\(url.path)")
        }
    }

    /// Comments, quoted keys with escapes, bare strings with slashes, data, nested arrays, and
    /// the root object after the objects.
    @Test("a hand written project gives foundations regions") func aHandWrittenProjectGivesFoundationsRegions() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1; /* a comment with ; and } inside */
        \tobjects = {
        \t\tAA /* Sources */ = {isa = PBXGroup; path = /usr/local/x; children = (BB, "C\\"C", ( ), ); data = <0fA1 22>; };
        \t\t"P\\U00e9" = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, "zh-Hans", de, ); };
        \t};
        \trootObject = "P\\U00e9";
        }
        """
        let data = Data(text.utf8)
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let project = try #require((plist["objects"] as? [String: Any])?["Pé"] as? [String: Any])
        let read = try XcodeProjectRegions.read(InputBytes(data: data, name: "p", as: .xcodeProject))
        #expect(read.known == project["knownRegions"] as? [String])
        #expect(read.known == ["en", "Base", "zh-Hans", "de"])
        #expect(read.development == "en")
    }

    @Test("a project that does not parse is refused at its line", arguments: [
        ("{ objects = { A = { x = 1 }; }; }", "p:line 1: expected ; after the value, found \"}\""),
        ("{ a = (1 2); }", "p:line 1: expected a comma or ), found \"2\""),
        ("{ a = 1; } x", "p:line 1: expected the end of the property list, found \"x\""),
        ("{ a = \"open; }", "p:line 1: expected the end of a quoted string, found the end of the file"),
        ("{ /* open", "p:line 1: expected the end of a /* comment */, found the end of the file"),
    ])
    func aProjectThatDoesNotParseIsRefusedAtItsLine(text: String, message: String) {
        #expect(throws: (any Error).self) { try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) }
        #expect { try XcodeProjectRegions.read(InputBytes(data: Data(text.utf8), name: "p", as: .xcodeProject)) } throws: {
            ($0 as? InputError)?.description == message
        }
    }

    // MARK: the window

    /// A file read through a window of 7 bytes gives what one read gives: values split across
    /// refills, and `/` looked past at a window's end.
    @Test("a small window reads the same") func aSmallWindowReadsTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("project.pbxproj").path
        try "{ /* c */ objects = { R = { knownRegions = (en, /x/y, \"d\\\"e\"); }; }; // end\n rootObject = R; }".write(toFile: path, atomically: false, encoding: .utf8)
        let read = try XcodeProjectRegions.read(InputBytes(path, as: .xcodeProject, windowSize: 7))
        #expect(read.known == ["en", "/x/y", "d\"e"])
    }
}
