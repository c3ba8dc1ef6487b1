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

    @Test("info plist localizations count and a build setting does not") func infoPlistLocalizationsCountAndABuildSettingDoesNot() throws {
        let found = try found(["App/Info.plist": Self.plist, "App/View.swift": ""])
        #expect(found.languages == ["en", "nl"])
        #expect(found.source == "CFBundleLocalizations in App/Info.plist")
    }

    @Test("a packages default localization and resource folders") func aPackagesDefaultLocalizationAndResourceFolders() throws {
        let found = try found([
            "Package.swift": "let package = Package(\n    name: \"Kit\",\n    defaultLocalization: \"de\",\n    targets: [])\n",
            "Sources/Kit/Resources/Base.lproj/Main.strings": "",
            "Sources/Kit/Resources/pt-BR.lproj/Localizable.strings": "",
        ])
        #expect(found.languages == ["de", "pt-BR"])
        #expect(found.source == ".lproj folders, defaultLocalization in Package.swift")
    }

    @Test("an old projects language names are codes") func anOldProjectsLanguageNamesAreCodes() throws {
        let found = try found(["App/English.lproj/MainWindow.xib": "", "App/German.lproj/Localizable.strings": "",
                               "App/View.swift": ""])
        #expect(found.languages == ["de", "en"])
    }

    @Test("no evidence is the development region Xcode sets") func noEvidenceIsTheDevelopmentRegionXcodeSets() throws {
        let found = try found(["Sources/View.swift": "", "Package.swift": "let package = Package(name: \"Kit\")\n"])
        // A new Xcode project's developmentRegion is en (docs/languages.md, "No evidence").
        #expect(found.languages == ["en"] && found.isDefault && found.source == ProjectLanguages.defaultSource)
    }

    @Test("a broken info plist is a note naming it") func aBrokenInfoPlistIsANoteNamingIt() throws {
        let root = try project(["App/Info.plist": "<plist><dict><key>", "App/fr.lproj/Main.strings": "", "App/View.swift": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = ProjectLanguages.find(try ProjectDiscovery.discover(root: root))
        #expect(found.languages == ["fr"])
        #expect(found.notes == ["\(root)/App/Info.plist: expected an Info.plist (a property list), found a file that does not parse; the languages it would add are unknown"])
    }

    @Test("names that are no language are skipped and bad ones are notes") func namesThatAreNoLanguageAreSkippedAndBadOnesAreNotes() throws {
        let root = try project([
            "App/mul.lproj/Localizable.strings": "", "App/Base.lproj/Main.strings": "", "App/Portuguese.lproj/A.strings": "",
            "App/Chinese.lproj/A.strings": "", "App/x y.lproj/A.strings": "", "App/eo.lproj/A.strings": "", "App/View.swift": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = ProjectLanguages.find(try ProjectDiscovery.discover(root: root))
        // Portuguese is pt, Chinese the classic list's Traditional Chinese; mul and Base are no language.
        #expect(found.languages == ["pt", "zh-Hant"])
        #expect(found.notes == ["\(root)/App/x y.lproj: expected a language name such as de or zh-Hans, found \"x y\"; skipped",
                                "no system title for eo (\(root)/App/eo.lproj) (iOS does not offer it as a system language); skipped"])
    }

    @Test("Xcode gen and Tuist manifests give the development language") func xcodeGenAndTuistManifestsGiveTheDevelopmentLanguage() throws {
        #expect(try found(["project.yml": "name: App\noptions:\n  developmentLanguage: \"nl\"\n", "App/View.swift": ""]).languages == ["nl"])
        let tuist = try found(["Project.swift": "let project = Project(name: \"App\", options: .options(developmentRegion: \"sv\"))\n"])
        #expect(tuist.languages == ["sv"] && tuist.source == "developmentRegion in Project.swift")
    }
}
