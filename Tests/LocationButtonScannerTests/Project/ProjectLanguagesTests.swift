import Foundation
import LocationButtonLint
import LocationButtonScanner
import Testing

/// The languages an app ships, from each kind of evidence (written here, so each test states
/// what the project holds) and where they came from.
@Suite struct ProjectLanguagesTests {
    /// A project folder holding `files` (path → text).
    func project(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("languages-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root.path
    }

    func found(_ files: [String: String]) throws -> ProjectLanguages.Found {
        let root = try project(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try ProjectLanguages.find(ProjectDiscovery.discover(root: root))
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string>
        <key>CFBundleLocalizations</key><array><string>en</string><string>nl</string></array>
        </dict></plist>
        """

    @Test func infoPlistLocalizationsCountAndABuildSettingDoesNot() throws {
        let found = try found(["App/Info.plist": Self.plist, "App/View.swift": ""])
        #expect(found.languages == ["en", "nl"])
        #expect(found.source == "CFBundleLocalizations in App/Info.plist")
    }

    @Test func aPackagesDefaultLocalizationAndResourceFolders() throws {
        let found = try found([
            "Package.swift": "let package = Package(\n    name: \"Kit\",\n    defaultLocalization: \"de\",\n    targets: [])\n",
            "Sources/Kit/Resources/Base.lproj/Main.strings": "",
            "Sources/Kit/Resources/pt-BR.lproj/Localizable.strings": "",
        ])
        #expect(found.languages == ["de", "pt-BR"])
        #expect(found.source == ".lproj folders, defaultLocalization in Package.swift")
    }

    @Test func anOldProjectsLanguageNamesAreCodes() throws {
        let found = try found(["App/English.lproj/MainWindow.xib": "", "App/German.lproj/Localizable.strings": "",
                               "App/View.swift": ""])
        #expect(found.languages == ["de", "en"])
    }

    @Test func noEvidenceFindsNothing() throws {
        let found = try found(["Sources/View.swift": "", "Package.swift": "let package = Package(name: \"Kit\")\n"])
        #expect(found.languages.isEmpty && found.source.isEmpty)
    }

    @Test func aBrokenInfoPlistIsAnInputErrorNamingIt() throws {
        let root = try project(["App/Info.plist": "<plist><dict><key>", "App/View.swift": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: InputError.self) { try ProjectLanguages.find(ProjectDiscovery.discover(root: root)) }
    }
}
