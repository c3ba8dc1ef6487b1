import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// Which results of a button rest on settings a scan of its code could not read
/// (`ButtonSpec.unresolved`). The button is judged with the API's default in their place, but a
/// result computed from a default is no measurement: every result that depends on an unknown
/// setting becomes `uncertain` — never pass, guideline or disabled — and says which expression it
/// waits for instead of the default's numbers. Results that do not depend on one stay exact
/// (docs/system-model.md, "Settings a scan cannot read").
package struct UnknownSettings {
    /// What the colors wait for (fill, title color, opacities, appearance, and the title's size,
    /// which sets the ratio the profile requires).
    package var colors: [UnresolvedValue] = []
    /// What the title's fit waits for (title, glyph, font, frame).
    package var text: [UnresolvedValue] = []
    /// What each button rule waits for, by rule id.
    package var rules: [String: [UnresolvedValue]] = [:]

    package var isEmpty: Bool { colors.isEmpty && text.isEmpty && rules.isEmpty }

    /// The room the title's fit waits for when only a bounded room does (`maxWidth` with an upper
    /// bound): the bound. The text rules only get worse in less room, so what fails at the bound
    /// fails in any room the code may give; nil when anything else is unknown too.
    package var textRoomBound: Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.key == "maxWidth" && $0.upperBound != nil }) else { return nil }
        return text.compactMap(\.upperBound).min()
    }

    /// `spec`'s frame with each bounded unknown room at its bound: what the text is measured in.
    package static func frameAtBound(_ spec: ButtonSpec) -> ButtonFrame {
        var frame = spec.frame
        for value in spec.unresolved where value.key == "maxWidth" {
            guard let bound = value.upperBound else { continue }
            frame.maxWidth = min(frame.maxWidth ?? bound, bound)
        }
        return frame
    }

    /// Nothing unknown.
    package init() {}

    package init(_ spec: ButtonSpec) {
        for value in spec.unresolved {
            let reach = Self.reach(of: value.key)
            if reach.colors { colors.append(value) }
            if reach.text { text.append(value) }
            for rule in reach.rules { rules[rule, default: []].append(value) }
        }
    }

    /// The results a setting feeds, from what each rule depends on (`Rule.dependsOn`): the color
    /// judgement when a color rule depends on it, the text judgement when a text rule does, and
    /// each button rule that does. A key-less unknown (a custom modifier) or a key no rule
    /// names may change anything.
    package static func reach(of key: String?) -> (colors: Bool, text: Bool, rules: Set<String>) {
        guard let key, let reach = reaches[key] else { return (true, true, anyRules) }
        return reach
    }

    /// Per key some rule depends on: the results it feeds.
    private static let reaches: [String: (colors: Bool, text: Bool, rules: Set<String>)] = {
        var table: [String: (colors: Bool, text: Bool, rules: Set<String>)] = [:]
        for rule in RuleCatalog.rules {
            for key in type(of: rule).dependsOn.map(\.text) {
                var reach = table[key] ?? (false, false, [])
                if rule.asColorRule != nil { reach.colors = true }
                if rule.asTextRule != nil { reach.text = true }
                if rule.asButtonRule != nil { reach.rules.insert(type(of: rule).info.id) }
                table[key] = reach
            }
        }
        return table
    }()

    /// The button rules an unknown of any kind may change: those that depend on some setting.
    private static let anyRules = Set(RuleCatalog.buttonRules.filter { !type(of: $0).dependsOn.isEmpty }
        .map { type(of: $0).info.id })

    /// `` `theme.accent` `` or `` `theme.accent`, `Metrics.width` ``.
    package static func names(_ values: [UnresolvedValue]) -> String {
        values.map { "`\($0.expression)`" }.joined(separator: ", ")
    }

    /// One finding for a half of the judgement that waits for `values`, in place of what the
    /// rules found with defaults.
    package static func finding(_ info: RuleInfo, _ what: String, _ values: [UnresolvedValue]) -> Finding {
        Finding(rule: info.id, name: info.name, verdict: .uncertain,
                headline: "\(what) unknown: \(names(values))",
                detail: values.map { "\($0.key ?? "any setting") ← `\($0.expression)` (\($0.reason))" }.joined(separator: "; "),
                keys: values.compactMap(\.key) + [ButtonKeyName.unresolved.text])
    }

    /// A button rule's finding when the rule waits for `values`: uncertain, without the numbers
    /// the default gave.
    package static func replacing(_ finding: Finding, _ values: [UnresolvedValue]) -> Finding {
        guard finding.level == .verdict else { return finding }
        var replaced = finding
        replaced.verdict = .uncertain
        replaced.headline = "unknown: \(names(values))"
        replaced.amount = nil
        replaced.detail = values.map { "\($0.key ?? "any setting") ← `\($0.expression)` (\($0.reason))" }.joined(separator: "; ")
        replaced.measured = nil
        replaced.limit = nil
        replaced.keys = values.compactMap(\.key) + [ButtonKeyName.unresolved.text]
        return replaced
    }
}

extension ColorJudgement {
    /// This judgement when the colors wait for `values`: every color verdict uncertain, one
    /// finding naming them (by `rule`, when the run has it), and no rows, summaries or
    /// suggestions made from the defaults.
    package func unknown(because values: [UnresolvedValue], reportedBy rule: RuleInfo?) -> ColorJudgement {
        var judgement = self
        judgement.verdicts = verdicts.map { $0.map { $0.map { _ in .uncertain } } }
        judgement.rows = []
        judgement.findings = rule.map { [UnknownSettings.finding($0, "contrast", values)] } ?? []
        judgement.summaries = []
        judgement.suggestions = []
        judgement.minimumBackgroundAlpha = nil
        judgement.minimumViewAlpha = nil
        return judgement
    }
}

extension TextJudgement {
    /// This judgement when the title's fit waits for `values`: every text verdict uncertain, one
    /// finding naming them (by `rule`, when the run has it), and no rows, summaries or hints
    /// measured with the defaults.
    package func unknown(because values: [UnresolvedValue], reportedBy rule: RuleInfo?) -> TextJudgement {
        var judgement = self
        judgement.verdicts = verdicts.map { $0.map { $0.map { _ in .uncertain } } }
        judgement.rows = []
        judgement.findings = rule.map { [UnknownSettings.finding($0, "title fit", values)] } ?? []
        judgement.summaries = []
        judgement.doesNotFit = false
        judgement.largestFittingFontSize = nil
        judgement.fontSizeBelowMinimum = false
        judgement.checkedUpTo = nil
        judgement.minimumFrameWidth = nil
        judgement.minimumFrameHeight = nil
        judgement.screenWidth = nil
        judgement.largestFittingCategory = nil
        judgement.longestFittingTitle = nil
        return judgement
    }

    /// This judgement, measured in the upper bound `bound` of a room the code does not fix, when
    /// the title's fit waits only for that room (`UnknownSettings.textRoomBound`): a cell the
    /// system disables at the bound it disables in any less room, and keeps its verdict, rows and
    /// findings; any other cell may fail in less room and becomes `uncertain`, with one finding
    /// naming what the room waits for. Hints that promise a fit are dropped (they hold at the bound
    /// only); those that say what is needed stay.
    /// `disabledPhrases`: how the text rules' summaries begin for a disabled verdict, the lines kept.
    package func atUpperBound(_ bound: Double, because values: [UnresolvedValue], reportedBy rule: RuleInfo?,
                      disabledPhrases: [String]) -> TextJudgement {
        var judgement = self
        judgement.summaries = summaries.filter { line in
            let plain = line.hasPrefix("with Bold Text, ") ? line.dropFirst("with Bold Text, ".count) : Substring(line)
            return disabledPhrases.contains { plain.hasPrefix($0 + " ") }
        }
        judgement.verdicts = verdicts.map { $0.map { $0.map { $0 == .disabled ? .disabled : .uncertain } } }
        judgement.findings = findings.filter { $0.level != .verdict || $0.verdict == .disabled }
        if let rule {
            var finding = UnknownSettings.finding(rule, "title fit in a room narrower than \(NumberText.fourDecimals(bound)) pt", values)
            finding.detail = (finding.detail ?? "") + "; measured at that upper bound, where a size that does not fit fits in no less room"
            judgement.findings.append(finding)
        }
        judgement.doesNotFit = true
        judgement.largestFittingFontSize = nil
        // A clamp that fits at the bound may not in less room; the report's line that no clamp
        // fits (it needs `screenWidth`) would then be wrong too, so neither is said.
        if largestFittingCategory != nil, screenWidth != nil {
            judgement.screenWidth = nil
            judgement.minimumFrameWidth = nil
        }
        judgement.largestFittingCategory = nil
        judgement.longestFittingTitle = nil
        return judgement
    }
}
