import Testing
@testable import LocationButtonLint

/// Results that rest on a setting a scan could not read are `uncertain`, whatever the default
/// would give, and the others stay exact. With the fake measurer a title of 7 em at 18 pt needs
/// (7 + 2.5 ± 0.2) × 18 = 167.4–174.6 pt: surely clipped in a 100 pt frame whatever the fill.
/// Yellow under white is 1.41:1 in dark (WCAG, #FFD60A): disabled by the default colors' own
/// numbers if they were used — they must not be.
@Suite struct UnknownSettingsTests {
    let engine = RuleEngine(measurer: FakeMeasurer(em: 7), titles: [titles("en")])
    let options = RunOptions(appearances: [.light, .dark], categories: [.large], threads: 1)

    func spec(_ unresolved: [UnresolvedValue], width: Double? = nil) -> ButtonSpec {
        var spec = ButtonSpec(id: "b", background: "systemYellow", foreground: "white", frame: ButtonFrame(width: width))
        spec.unresolved = unresolved
        return spec
    }

    @Test("an unknown fill makes every color result uncertain and prints no rows") func anUnknownFillMakesEveryColorResultUncertainAndPrintsNoRows() throws {
        let fill = UnresolvedValue(key: "background", expression: "theme.accent", reason: "a property or constant")
        let result = try engine.run([spec([fill])], options: options).buttons[0]
        #expect(result.verdict == .uncertain)
        #expect(result.appearances.isEmpty)
        #expect(!result.findings.contains { $0.verdict == .disabled || $0.verdict == .guideline })
        let contrast = result.findings.filter { $0.rule == "LB001" }
        #expect(contrast.map(\.headline) == ["contrast unknown: `theme.accent`"] && contrast[0].measured == nil)
        #expect(result.fixHints.colorSuggestions.isEmpty)
        // Two appearances × one size × one locale, all uncertain.
        #expect(result.counts.uncertain == 2 && result.counts.total == 2)
    }

    @Test("an independent result stays exact") func anIndependentResultStaysExact() throws {
        let fill = UnresolvedValue(key: "background", expression: "theme.accent", reason: "a property or constant")
        let result = try engine.run([spec([fill], width: 100)], options: options).buttons[0]
        // The clipped title does not depend on the fill: still disabled, with its measurement.
        let clipped = try #require(result.findings.first { $0.rule == "LB004" })
        #expect(clipped.verdict == .disabled && clipped.limit == 100)
        #expect(result.counts.disabled == 2)
    }

    @Test("an unknown width makes the fit uncertain but not the colors") func anUnknownWidthMakesTheFitUncertainButNotTheColors() throws {
        let width = UnresolvedValue(key: "width", expression: "Layout.width", reason: "a property or constant")
        let result = try engine.run([spec([width], width: 100)], options: options).buttons[0]
        // Without the unknown, 100 pt would clip it: that default's verdict is not given.
        #expect(!result.findings.contains { ["LB004", "LB005"].contains($0.rule) && $0.verdict == .disabled })
        #expect(result.findings.contains { $0.rule == "LB004" && $0.headline == "title fit unknown: `Layout.width`" })
        #expect(result.text.isEmpty)
        // The colors are known: dark yellow under white fails CoreLocationUI's rule, exactly.
        #expect(result.findings.contains { $0.rule == "LB001" && $0.appearance == .dark && $0.verdict == .disabled })
    }

    @Test("an exempted LB014 acknowledges the unknowns") func anExemptedLB014AcknowledgesTheUnknowns() throws {
        let custom = UnresolvedValue(key: nil, expression: ".brandBadge()", reason: "a custom modifier or view extension")
        let exempted = RunAcceptance(exemptions: ["b": ["LB014": "brandBadge() only adds a dot in a corner"]])
        let result = try engine.run([spec([custom])], options: options, acceptance: exempted).buttons[0]
        #expect(result.appearances.count == 2)
        #expect(result.findings.contains { $0.rule == "LB001" && $0.appearance == .dark && $0.verdict == .disabled })
    }

    /// Recording a baseline accepts every finding, and the exemption still acknowledges the
    /// unknowns: the findings recorded are those measured, not the one that names the unknowns.
    @Test("an exempted LB014 acknowledges the unknowns while a baseline is recorded")
    func anExemptedLB014AcknowledgesTheUnknownsWhileABaselineIsRecorded() throws {
        let custom = UnresolvedValue(key: nil, expression: ".brandBadge()", reason: "a custom modifier or view extension")
        let recording = RunAcceptance(acceptsEveryFinding: true, exemptions: ["b": ["LB014": "brandBadge() only adds a dot in a corner"]])
        let result = try engine.run([spec([custom])], options: options, acceptance: recording).buttons[0]
        #expect(result.appearances.count == 2 && result.findings.isEmpty)
        #expect(result.suppressedFindings.contains { $0.rule == "LB001" && $0.appearance == .dark && $0.verdict == .disabled })
    }

    /// What each key feeds, worked out from what the rules measure (docs/system-model.md): the
    /// colors, the title's fit (its size, the frame), the size rules LB004/LB005 and LB010/LB012,
    /// the frame's LB007/LB008, the tap-time LB013; a key-less unknown or a key no rule reads may
    /// change any of them. The table the rules' declarations (`Rule.dependsOn`) must give.
    @Test("each key reaches the results of the rules that depend on it") func eachKeyReachesTheResultsOfTheRulesThatDependOnIt() {
        let size: Set<String> = ["LB004", "LB005", "LB010", "LB012"]
        let frame: Set<String> = ["LB004", "LB005", "LB007", "LB008"]
        let expected: [(String?, colors: Bool, text: Bool, rules: Set<String>)] = [
            ("background", true, false, []), ("foreground", true, false, []), ("alpha", true, false, []),
            ("ancestorAlpha", true, false, []), ("colorScheme", true, false, []), ("backdrops", true, false, []),
            ("title", true, true, size), ("glyph", true, true, size), ("fontSize", true, true, size),
            ("textStyle", true, true, size), ("dynamicType", true, true, size),
            ("width", false, true, frame), ("height", false, true, frame), ("maxWidth", false, true, frame),
            ("device", false, true, frame), ("cornerRadius", false, false, ["LB007"]),
            ("scale", false, false, ["LB013"]), ("rotation", false, false, ["LB013"]),
            ("occluded", false, false, ["LB013"]), ("filter", false, false, ["LB013"]),
            (nil, true, true, size.union(["LB007", "LB008", "LB013"])),
            ("platform", true, true, size.union(["LB007", "LB008", "LB013"])),
        ]
        for (key, colors, text, rules) in expected {
            let reach = UnknownSettings.reach(of: key)
            #expect(reach.colors == colors && reach.text == text && reach.rules == rules, "\(key ?? "no key")")
        }
    }
}
