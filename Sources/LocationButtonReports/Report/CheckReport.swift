import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// What every reporter renders: the engine's result for one `locbutton check` run (judged after
/// the baseline's suppressions) with the rules that ran and the gate's threshold.
public struct CheckReport: Sendable {
    public var result: RunResult
    /// Metadata of every rule that ran, for SARIF's rule table.
    public var rules: [RuleInfo]
    /// The lowest verdict that fails the run (`--fail-on`); nil for `never`.
    public var failOn: Verdict?
    /// Findings the baseline suppressed.
    public var suppressed: Int { buttons.reduce(0) { $0 + $1.suppressedFindings.count } }
    /// Add the whole text matrix to reports that can hold it (`--detail full`).
    public var fullDetail: Bool
    /// Where the buttons' keys are written (`ThemeFile.keyLocations` of every theme), so
    /// annotations point at the line a fix changes.
    public var keyLocations: [String: [String: SourceLocation]]
    /// Rules switched off per button with the team's reason (button id → rule id → reason).
    public var exemptions: [String: [String: String]]
    /// Each button's settings as its source states them (button id → key → value and place).
    public var configurations: [String: [String: ConfiguredValue]]

    /// The run against its baseline (`--baseline`), said in the closing line; nil without one.
    public var baselineDelta: BaselineDelta?

    /// Whether pseudolanguage results (stress tests) can fail the run. They are reported either
    /// way; by default a tight `en-x-double` does not fail a `--fail-on guideline` gate, since the
    /// system, not the app, localizes the title; asking for pseudolanguages by name makes them count.
    public var gatesStressTests: Bool
    /// The languages checked and where they came from; nil when no button was judged.
    public var languages: CheckedLanguages?
    /// Facts about the run itself (`no location button in 42 Swift files`), one line each.
    public var notes: [String]
    /// The judged specs, for the keys nothing set (`configuration(of:)`), and the buttons whose
    /// unset fill is the app's `AccentColor` set.
    public var specs: [ButtonSpec]
    public var accentAssetButtons: Set<String>
    /// Each scanned button's target (button id → target name), when known.
    public var targets: [String: String] = [:]
    /// Makes a button's whole text matrix when the results keep only some rows; nil when they
    /// keep every row (`textRows(ofButton:)`).
    public var textMatrix: TextMatrix?

    public init(result: RunResult, rules: [RuleInfo], failOn: Verdict?, fullDetail: Bool = false,
                keyLocations: [String: [String: SourceLocation]] = [:], exemptions: [String: [String: String]] = [:],
                configurations: [String: [String: ConfiguredValue]] = [:], gatesStressTests: Bool = false,
                languages: CheckedLanguages? = nil, notes: [String] = [], specs: [ButtonSpec] = [],
                accentAssetButtons: Set<String> = []) {
        self.result = result; self.rules = rules; self.failOn = failOn
        self.languages = languages; self.notes = notes; self.specs = specs; self.accentAssetButtons = accentAssetButtons
        self.fullDetail = fullDetail; self.keyLocations = keyLocations
        self.exemptions = exemptions; self.configurations = configurations; self.gatesStressTests = gatesStressTests
    }

    /// Why a suppressed finding is suppressed: the team's reason for switching its rule off for
    /// the button, else the baseline.
    public func suppressionReason(_ finding: Finding, button: String) -> String {
        exemptions[button]?[finding.rule].map { "switched off for this button: \($0)" } ?? "accepted in the baseline file"
    }

    /// Where to show `finding` of `button` (see `FindingLocation`).
    public func location(of finding: Finding, in button: ButtonResult) -> SourceLocation? {
        FindingLocation.of(finding, in: button, keys: keyLocations)
    }

    /// `languages {checked, source, default}` for the JSON and SARIF reports.
    public var languagesJSON: JSONValue? {
        languages.map { languages in
            .object([("checked", .array(languages.checked.map(JSONValue.string))), ("source", .string(languages.source)),
                     ("default", .bool(languages.isDefault))])
        }
    }

    /// Whether the JSON report gives each of `button`'s findings its `location`: for buttons
    /// scanned from code (declared in a Swift file, storyboard or xib), whose fix lies on a line
    /// of their own. A theme's findings share their judgement's text instead (SARIF, GitHub and
    /// Xcode annotations locate every finding).
    public func locatesFindings(of button: ButtonResult) -> Bool {
        guard let file = button.source?.file else { return false }
        return [".swift", ".storyboard", ".xib"].contains { file.hasSuffix($0) }
    }

    /// Buttons in the order the theme files list them.
    public var buttons: [ButtonResult] { result.buttons }

    /// The accessibility profile and system limits, without the layout model (shown on its own).
    public var policyJSON: JSONValue { JSONValue(encoding: result.policy).removing("layout") }
    public var layoutModelJSON: JSONValue { JSONValue(encoding: result.layoutModel) }

    /// Whether this button fails the run under `--fail-on`.
    public func fails(_ button: ButtonResult) -> Bool {
        // A preview's button never ships: reported, never gating.
        guard let failOn, !button.isPreview, button.status == .judged, button.verdict >= failOn else { return false }
        // Every verdict above pass comes with its finding: without a gating one, only stress
        // tests put the button there.
        return gatesStressTests || button.findings.contains(where: fails)
    }

    /// Buttons that fail the run. Whether a button fails depends only on its design (judgement
    /// and preview flag, `JudgedDesign`), so each design is asked once, not each of its buttons.
    public var failedCount: Int {
        designs.reduce(0) { count, design in fails(buttons[design.buttons[0]]) ? count + design.buttons.count : count }
    }

    /// Whether this finding fails the run (an error in CI annotations) rather than being a
    /// warning or a note.
    public func fails(_ finding: Finding) -> Bool {
        if finding.level == .invalid { return true }
        guard let failOn, finding.level == .verdict else { return false }
        if !gatesStressTests, finding.isStressTest { return false }
        return finding.verdict >= failOn
    }

    /// Button `index`'s whole text matrix, for a report that prints it: made for the asking
    /// (`TextMatrix`) when the results keep only the rows the text report reads.
    public func textRows(ofButton index: Int) -> [TextRow] {
        textMatrix.flatMap { try? $0.rows(ofButton: index) } ?? buttons[index].text
    }

    /// The locales of a design's whole text matrix, without making it.
    public func textLocales(of design: JudgedDesign) -> Set<String> {
        let rows = design.judgement.text
        // A judgement has rows exactly when its matrix has, in every locale that has its title.
        guard let textMatrix, !rows.isEmpty else { return Set(rows.map(\.locale)) }
        return Set(textMatrix.locales(ofButton: design.buttons[0]))
    }

    /// The buttons grouped by the judgement they share (`RunResult.designs`).
    public var designs: [JudgedDesign] { result.designs }

    /// Buttons worst first; buttons with the same verdict keep their order in the theme files.
    public var buttonsWorstFirst: [ButtonResult] { worstFirst.map { buttons[$0] } }

    /// The indexes of `buttonsWorstFirst` in `buttons`.
    public var worstFirst: [Int] {
        // Indexes are sorted, not results: moving thousands of results about is most of a sort's time.
        buttons.indices.sorted { a, b in
            buttons[a].verdict != buttons[b].verdict ? buttons[a].verdict > buttons[b].verdict : a < b
        }
    }

    /// The closing line of the text and GitHub reports: `N passed, N failed`, counting buttons,
    /// and, against a baseline, `; against the baseline: 3 fixed, 1 new, 12 unchanged`.
    /// A passed button may still have findings the gate does not count (below `--fail-on`, or
    /// stress tests): a GUIDELINE heading over a button that "passed". The line says how many and
    /// of which verdicts.
    public var closingLine: String {
        let failed = failedCount
        var line = "\(buttons.count - failed) passed, \(failed) failed"
        var below: [Verdict: Int] = [:]
        for design in designs {
            let button = buttons[design.buttons[0]]
            guard button.status == .judged, button.verdict > .pass, !fails(button) else { continue }
            below[button.verdict, default: 0] += design.buttons.count
        }
        if !below.isEmpty {
            let counts = Verdict.allCases.reversed().compactMap { v in below[v].map { "\($0) \(v.rawValue)" } }
            line += " (\(below.values.reduce(0, +)) passed with findings that do not fail the run: " + counts.joined(separator: ", ") + ")"
        }
        return line + (baselineDelta.map { "; " + $0.text } ?? "")
    }
}
