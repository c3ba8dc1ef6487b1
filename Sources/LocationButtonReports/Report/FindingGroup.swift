import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// Findings that say the same in several languages, one entry of the JSON report's `findings`
/// (without `--detail full`): the same rule, verdict, appearance, size range, Bold Text setting and
/// stress-test flag, with the languages it holds in, as the text report's summaries group them
/// ("truncates from AX2 in de, fi, ru"). So the report grows with what it says, not with
/// languages × rules. Its numbers are those of the member furthest past its limit.
package struct FindingGroup: Sendable {
    package var members: [Finding]
    package var worst: Finding

    /// Groups in the order of their first member (findings come in report order).
    package static func groups(_ findings: [Finding]) -> [FindingGroup] {
        var index: [Key: Int] = [:]
        var groups: [FindingGroup] = []
        for finding in findings {
            let key = Key(finding)
            // Findings without a language (colors, the button as a whole) stay one each.
            if finding.locale != nil, let i = index[key] {
                groups[i].members.append(finding)
                // The first of equals stays: the result does not depend on anything but the order.
                if distance(finding) > distance(groups[i].worst) { groups[i].worst = finding }
            } else {
                if finding.locale != nil { index[key] = groups.count }
                groups.append(FindingGroup(members: [finding], worst: finding))
            }
        }
        return groups
    }

    /// How far the measured value is from the limit (either side: a ratio falls short, a width runs over).
    private static func distance(_ f: Finding) -> Double {
        guard let measured = f.measured, let limit = f.limit else { return 0 }
        return abs(measured - limit)
    }

    private struct Key: Hashable {
        var rule: String, verdict: Verdict, level: FindingLevel, appearance: Appearance?
        var category: SizeCategory?, categoryEnd: SizeCategory?, boldText: Bool?, isStressTest: Bool

        init(_ f: Finding) {
            rule = f.rule; verdict = f.verdict; level = f.level; appearance = f.appearance
            category = f.category; categoryEnd = f.categoryEnd; boldText = f.boldText; isStressTest = f.isStressTest
        }
    }
}
