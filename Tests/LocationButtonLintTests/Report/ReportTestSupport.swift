@testable import LocationButtonLint

/// Hand-built engine results, so reporter tests do not depend on measurements.
enum ReportFixtures {
    /// A finding of `rule`, pointing at the keys the rule's catalog entry names.
    static func finding(_ rule: String, _ verdict: Verdict, appearance: Appearance? = nil,
                        locale: String? = nil, headline: String = "message") -> Finding {
        Finding(rule: rule, name: "rule-\(rule.lowercased())", verdict: verdict, appearance: appearance,
                locale: locale, category: .large, headline: headline, measured: 1, limit: 2,
                keys: RuleCatalog.info(rule)?.fixKeyTexts ?? [])
    }

    static func button(_ id: String, _ verdict: Verdict, findings: [Finding] = [], line: Int = 1, text: [TextRow] = [],
                       fixHints: FixHints = FixHints()) -> ButtonResult {
        ButtonResult(id: id, source: LocationButtonLint.SourceLocation(file: "theme.yaml", line: line, column: 5),
                     status: .judged, verdict: verdict, counts: VerdictCounts(), appearances: [], findings: findings,
                     text: text, summaries: [], fixHints: fixHints)
    }

    static func report(_ buttons: [ButtonResult], failOn: Verdict? = .disabled) -> CheckReport {
        CheckReport(result: RunResult(policy: .default, buttons: buttons), rules: [], failOn: failOn)
    }
}
