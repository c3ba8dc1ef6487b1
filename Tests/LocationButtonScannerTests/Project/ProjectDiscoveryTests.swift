import Foundation
import LocationButtonLint
import LocationButtonScanner
import Testing

/// Discovery and `.locbutton.yml` on the `TrailSwiftUI` fixture app, whose files are listed by
/// hand below.
@Suite struct ProjectDiscoveryTests {
    let root = ScannerFixtures.path("TrailSwiftUI")

    func relative(_ paths: [String]) -> [String] { paths.map { String($0.dropFirst(root.count + 1)) } }

    @Test("finds sources catalogs languages and honours exclusions") func findsSourcesCatalogsLanguagesAndHonoursExclusions() throws {
        let layout = try ProjectDiscovery.discover(root: root, excluded: ["Trail/Preview Content"])
        #expect(relative(layout.swiftFiles) == ["Trail/DebugPanel.swift", "Trail/MapScreen.swift", "Trail/ShareView.swift"])
        #expect(relative(layout.assetCatalogs) == ["Trail/Assets.xcassets"])
        #expect(relative(layout.xcodeProjects) == ["Trail.xcodeproj/project.pbxproj"])
        #expect(layout.lprojLanguages == ["de"])
        // knownRegions (en, Base, de, fr, zh-Hans) without Base wins over the single de.lproj
        #expect(try ProjectLanguages.of(layout) == ["de", "en", "fr", "zh-Hans"])
        let everything = try ProjectDiscovery.discover(root: root)
        #expect(relative(everything.swiftFiles).contains("Trail/Preview Content/PreviewButtons.swift"))
        let included = try ProjectDiscovery.discover(root: root, included: ["Trail/MapScreen.swift"])
        #expect(relative(included.swiftFiles) == ["Trail/MapScreen.swift"])
    }

    @Test("a missing folder is an input error") func aMissingFolderIsAnInputError() {
        #expect(throws: InputError.self) { try ProjectDiscovery.discover(root: root + "/Nowhere") }
    }

    @Test("config is found in the folder or its parents") func configIsFoundInTheFolderOrItsParents() throws {
        #expect(ProjectConfigReader.find(from: root + "/Trail") == root + "/.locbutton.yml")
        #expect(ProjectConfigReader.find(from: root) == root + "/.locbutton.yml")
        #expect(ProjectConfigReader.find(from: ScannerFixtures.path("StationUIKit/Station")) == nil)
    }

    @Test("reads the fixture config") func readsTheFixtureConfig() throws {
        let config = try ProjectConfigReader.load(path: root + "/.locbutton.yml")
        #expect(config.excluded == ["Trail/Preview Content"])
        #expect(config.profile == .hig && config.target == .ios18)
        #expect(Set(config.buttons.keys) == ["ShareView.swift:29", "trail-send", "MapScreen.swift:16"])
        let forEach = try #require(config.buttons["ShareView.swift:29"])
        #expect(forEach.assumptions["title"]?.value == .text("sendCurrentLocation"))
        #expect(forEach.assumptions["title"]?.location.line == 8)
        let send = try #require(config.buttons["trail-send"])
        #expect(send.disabledRules.map(\.rule) == ["LB004"])
        #expect(send.disabledRules.first?.reason == "icon only: the title never shows")
    }

    @Test("every config problem is reported with its place") func everyConfigProblemIsReportedWithItsPlace() {
        let text = """
        exclude: [Tests]
        profile: wcag
        buttons:
          a:
            maxWidht: 200
            disable:
              LB004:
        """
        #expect(throws: ThemeFileErrors.self) { try ProjectConfigReader.parse(text, path: "c.yml") }
        do {
            _ = try ProjectConfigReader.parse(text, path: "c.yml")
        } catch {
            #expect(error.problems.map(\.description) == [
                "c.yml:1:1: expected a key of the configuration, found \"exclude\" (did you mean \"excluded\"?)",
                "c.yml:2:10: expected an accessibility profile (hig, wcag-aa, wcag-aaa), found \"wcag\"",
                "c.yml:5:5: expected a key of a button, found \"maxWidht\" (did you mean \"maxWidth\"?)",
                "c.yml:7:13: expected the reason the rule is off for this button, found nothing",
            ])
        }
    }
}

/// The whole `TrailSwiftUI` project scanned with its `.locbutton.yml`.
@Suite struct ProjectScanTests {
    let root = ScannerFixtures.path("TrailSwiftUI")

    func scan() throws -> ProjectScan {
        let config = try ProjectConfigReader.load(path: root + "/.locbutton.yml")
        let layout = try ProjectDiscovery.discover(root: root, included: config.included, excluded: config.excluded)
        return try ProjectScan.scan(layout, config: config)
    }

    @Test("finds every shipped button with the projects languages") func findsEveryShippedButtonWithTheProjectsLanguages() throws {
        let project = try scan()
        #expect(project.buttons.map(\.id) == [
            "DebugPanel.swift › DebugPanel.body #1", "MapScreen.swift › MapScreen.locateButton #1",
            "ShareView.swift › ShareView.body #1", "trail-send", "ShareView.swift › ShareView.body #3",
        ])
        #expect(project.languages == ["de", "en", "fr", "zh-Hans"])
    }

    @Test("config entries join the comments directives") func configEntriesJoinTheCommentsDirectives() throws {
        let buttons = try scan().buttons
        let send = try #require(buttons.first { $0.id == "trail-send" }?.directive)
        #expect(send.assumptions.mapValues(\.value) == ["maxWidth": .number(300), "device": .text("iphone-se-portrait")])
        #expect(send.disabledRules.map(\.rule) == ["LB010", "LB004"])
        let forEach = try #require(buttons.first { $0.id == "ShareView.swift › ShareView.body #3" }?.directive)
        #expect(forEach.assumptions["background"]?.value == .text("systemBlue"))
        #expect(forEach.assumptions["background"]?.location.file.hasSuffix(".locbutton.yml") == true)
    }

    @Test("a config entry naming no button is a problem") func aConfigEntryNamingNoButtonIsAProblem() throws {
        let layout = try ProjectDiscovery.discover(root: root, excluded: ["Trail/Preview Content"])
        let config = try ProjectConfigReader.parse("buttons:\n  ShareView.swift:12:\n    maxWidth: 100\n", path: "l.yml")
        #expect(throws: ThemeFileErrors.self) { try ProjectScan.scan(layout, config: config) }
        do { _ = try ProjectScan.scan(layout, config: config) } catch {
            #expect(error.problems.map(\.description)
                    == ["l.yml:3:5: expected the id or File.swift:line of a scanned button, found \"ShareView.swift:12\""])
        }
    }
}
