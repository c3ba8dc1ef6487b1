import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
extension SARIFReporter {
    /// Results a run holds at most. GitHub code scanning rejects a run of more than 25,000 results
    /// and keeps only the 5,000 most severe (docs/reports.md, "SARIF"): at 5,000 nothing is
    /// dropped unsaid. Buttons are written worst first, so what is left out is no worse than
    /// what is kept, and the run's notification says how much.
    package static let resultLimit = 5_000

    /// A design's SARIF results, one per problem: a cause of its findings (`FindingCause`, as
    /// the GitHub annotations group them: rule, verdict, the check that measured it and the
    /// place a fix changes), then one per cause of those the baseline accepted. Made once per
    /// design; each button adds its id, place and fingerprint (`Problem.json`).
    package struct Results {
        package var keys = FixKeyLists()
        package var problems: [Problem] = []

        package init(_ design: JudgedDesign, ruleIndex: [String: Int], in report: CheckReport) {
            let judgement = design.judgement
            for (findings, suppressed) in [(judgement.findings, false), (judgement.suppressedFindings, true)] {
                let causes = FindingCause.causes(FindingLine.lines(findings)) { keys.index(of: $0.finding.keys) }
                for cause in causes {
                    problems.append(Problem(cause, suppressed: suppressed, ruleIndex: ruleIndex[cause.first.finding.rule],
                                            keys: keys.index(of: cause.first.finding.keys), preview: design.isPreview,
                                            in: report))
                }
            }
        }
    }

    /// One problem's result: the cause's standing line (`FindingCause.first`) in the message, with
    /// where else it holds; every language, size and appearance of the cause in `properties`.
    package struct Problem {
        /// The finding of the line that stands for the cause.
        package var finding: Finding
        package var suppressed: Bool
        package var ruleIndex: Int?
        /// The index of its fix keys in `Results.keys`.
        package var keys: Int
        package var level: FindingText.Severity
        /// The message after the button's id: `: de from AX2: … (also fr, ru)`.
        package var message: String
        /// `properties` after `button`.
        package var properties: [(String, JSONValue)]

        package init(_ cause: FindingCause, suppressed: Bool, ruleIndex: Int?, keys: Int, preview: Bool, in report: CheckReport) {
            let line = cause.first
            finding = line.finding; self.suppressed = suppressed; self.ruleIndex = ruleIndex; self.keys = keys
            level = FindingText.severity(finding, in: report, preview: preview)
            message = ": " + line.message + cause.alsoText(shown: line)
            // Every finding of the cause, Bold Text twins included.
            let members = cause.lines.flatMap { [$0.finding] + ($0.boldTwin.map { [$0] } ?? []) }
            var locales: [String] = [], seenLocales = Set<String>()
            for member in members { if let locale = member.locale, seenLocales.insert(locale).inserted { locales.append(locale) } }
            let appearances = Set(cause.lines.flatMap { line in line.finding.appearance.map { [$0] + line.alsoIn } ?? [] })
            let sizes = members.compactMap(\.category)
            properties = [
                ("verdict", .string(finding.verdict.rawValue)),
                ("measured", JSONValue.from(finding.measured, JSONValue.number)),
                ("limit", JSONValue.from(finding.limit, JSONValue.number)),
                ("findings", .number(Double(members.count))),
            ]
            if !locales.isEmpty { properties.append(("locales", .array(locales.map(JSONValue.string)))) }
            if let first = sizes.min(), let last = members.compactMap({ $0.categoryEnd ?? $0.category }).max() {
                properties.append(("sizes", .object([("first", .string(first.rawValue)), ("last", .string(last.rawValue))])))
            }
            if !appearances.isEmpty { properties.append(("appearances", .array(appearances.sorted().map { .string($0.rawValue) }))) }
            if members.contains(where: { $0.boldText == true }) { properties.append(("boldText", .bool(true))) }
            if let platform = finding.platform { properties.append(("platform", .string(platform.rawValue))) }
        }

        /// Identifies the problem about `button` across runs, whatever languages, sizes and
        /// appearances it holds in: the cause's key (rule, verdict, level, stress test, the check
        /// that measured it, the keys a fix changes) and the button, hashed as baselines are.
        package func fingerprint(button: String) -> String {
            Fingerprint([finding.rule, button, finding.verdict.rawValue, finding.level.rawValue,
                              finding.isStressTest ? "stress" : "", finding.measuredBy ?? "",
                              finding.platform?.rawValue ?? "", finding.keys.joined(separator: ",")]).text
        }

        /// The result of `button` at `place`.
        package func json(button: ButtonResult, place: JSONValue?, in report: CheckReport) -> JSONValue {
            var members: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
            if let ruleIndex { members.append(("ruleIndex", .number(Double(ruleIndex)))) }
            members.append(("level", .string(level.rawValue)))
            members.append(("message", .object([("text", .string(button.id + message))])))
            if let place { members.append(("locations", .array([place]))) }
            if suppressed {
                // Accepted by the baseline: shown as suppressed, so code scanning can close the alert.
                members.append(("suppressions", .array([.object([
                    ("kind", .string("external")),
                    ("justification", .string(report.suppressionReason(finding, button: button.id))),
                ])])))
            }
            members.append(("partialFingerprints", .object([("locbuttonProblem/v1", .string(fingerprint(button: button.id)))])))
            members.append(("properties", .object([("button", .string(button.id))] + properties)))
            return .object(members)
        }
    }
}
