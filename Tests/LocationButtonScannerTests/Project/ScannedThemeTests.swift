import LocationButtonLint
import LocationButtonScanner
import Testing

/// The `TrailSwiftUI` project turned into the engine's theme: specs, key locations, the
/// configuration echo, exemptions and unresolved settings, read off the fixture by hand.
@Suite struct ScannedThemeTests {
    let root = ScannerFixtures.path("TrailSwiftUI")

    func theme() throws -> ThemeFile {
        let config = try ProjectConfigReader.load(path: root + "/.locbutton.yml")
        let layout = try ProjectDiscovery.discover(root: root, included: config.included, excluded: config.excluded)
        return try ScannedTheme.make(from: try ProjectScan.scan(layout, config: config))
    }

    @Test("specs carry the scanned values") func specsCarryTheScannedValues() throws {
        let theme = try theme()
        let share = try #require(theme.buttons.first { $0.id == "ShareView.swift › ShareView.body #1" })
        #expect(share.api == .swiftui && share.title == .shareCurrentLocation && share.glyph == .arrowFilled)
        #expect(share.background == "systemGray" && share.foreground == "white")
        #expect(share.fontSize == 15 && share.frame.width == 220 && share.frame.height == 44 && share.frame.maxWidth == 320)
        #expect(share.source?.line == 11)
        #expect(theme.languages == ["de", "en", "fr", "zh-Hans"])
        #expect(theme.assets == root + "/Trail/Assets.xcassets")
    }

    @Test("findings are located at the expressions") func findingsAreLocatedAtTheExpressions() throws {
        let keys = try #require(try theme().keyLocations["ShareView.swift › ShareView.body #1"])
        #expect(keys["background"].map { "\($0.line):\($0.column ?? 0)" } == "16:13")
        #expect(keys["width"].map { "\($0.line):\($0.column ?? 0)" } == "19:20")
    }

    @Test("the configuration echo says where each value came from") func theConfigurationEchoSaysWhereEachValueCameFrom() throws {
        let theme = try theme()
        let share = try #require(theme.configurations["ShareView.swift › ShareView.body #1"])
        #expect(share["background"] == ConfiguredValue(value: "systemGray",
            source: SourceLocation(file: root + "/Trail/ShareView.swift", line: 16, column: 13), expression: ".tint(.gray)"))
        // pinned in .locbutton.yml: the value and its line there
        let forEach = try #require(theme.configurations["ShareView.swift › ShareView.body #3"])
        #expect(forEach["title"]?.value == "sendCurrentLocation")
        #expect(forEach["title"]?.source == SourceLocation(file: root + "/.locbutton.yml", line: 8, column: 12))
    }

    @Test("pinned values close questions and open ones reach the spec") func pinnedValuesCloseQuestionsAndOpenOnesReachTheSpec() throws {
        let theme = try theme()
        #expect(theme.buttons.first { $0.id == "ShareView.swift › ShareView.body #3" }?.unresolved == [])
        let map = try #require(theme.buttons.first { $0.id == "MapScreen.swift › MapScreen.locateButton #1" })
        #expect(map.unresolved.map(\.expression) == [".brandBadge()"])
        #expect(map.background == "systemIndigo.opacity(0.5)")
        #expect(theme.keyLocations["MapScreen.swift › MapScreen.locateButton #1"]?["unresolved"]?.line == 22)
    }

    @Test("exemptions by rule id or name with their reasons") func exemptionsByRuleIdOrNameWithTheirReasons() throws {
        let exemptions = try theme().exemptions
        #expect(exemptions["trail-send"] == ["LB010": "size fixed on purpose", "LB004": "icon only: the title never shows"])
        #expect(exemptions["MapScreen.swift › MapScreen.locateButton #1"] == ["LB014": "brandBadge() only adds a dot in a corner"])
    }

    @Test("an unknown rule is a problem at its directive") func anUnknownRuleIsAProblemAtItsDirective() throws {
        var scan = try ProjectScan.scan(try ProjectDiscovery.discover(root: ScannerFixtures.path("Mixed")), config: nil)
        let place = SourceLocation(file: "x.swift", line: 3, column: 5)
        scan.buttons[0].directive = ButtonDirective(disabledRules: [DisabledRule(rule: "LB099", reason: "r", location: place)],
                                                    location: place)
        #expect(throws: ThemeFileErrors.self) { try ScannedTheme.make(from: scan) }
    }
}
