import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// Counts combination verdicts without enumerating every combination: within one size category
/// and Bold Text setting, a combination (appearance, locale) takes the worse of its color verdict
/// and its text verdict, so the counts follow from the two histograms.
package enum CombinationCounter {
    package static func count(colorVerdicts: [Verdict], textVerdicts: [Verdict], floor: Verdict) -> VerdictCounts {
        var colors = VerdictCounts(), texts = VerdictCounts(), result = VerdictCounts()
        for v in colorVerdicts { colors[v] += 1 }
        for v in textVerdicts { texts[v] += 1 }
        for a in Verdict.allCases where colors[a] > 0 {
            for b in Verdict.allCases where texts[b] > 0 {
                result[max(a, b, floor)] += colors[a] * texts[b]
            }
        }
        return result
    }
}
