import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct ContrastReportTests {
    @Test("printed ratio never rounds a failure up to its requirement") func printedRatioNeverRoundsAFailureUpToItsRequirement() {
        #expect(ContrastReport.display(4.4996, against: 4.5) == "4.49:1")
        #expect(ContrastReport.display(4.0170, against: 4.5) == "4.02:1")
        #expect(ContrastReport.display(4.5, against: 4.5) == "4.50:1")
    }

    @Test("JSON carries the contract fields") func jsonCarriesTheContractFields() throws {
        let fg = try ColorResolver().resolve("white"), bg = try ColorResolver().resolve("systemBlue")
        let analysis = ContrastAnalysis(button: ButtonColors(foreground: fg[.light], background: bg[.light]),
                                        requiredTitle: 4.5, requiredGlyph: 3)
        let system = SystemContrastAnalysis(SystemButtonColors(foreground: fg[.light], background: bg[.light]))
        let report = ContrastReport(analysis: analysis, system: system, foreground: fg, background: bg,
                                    appearance: .light, profile: .hig, pointSize: 17, weight: .regular)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        for key in ["ratio", "required", "passes", "minimumAlpha", "minimumViewAlpha", "apcaLc", "suggestions",
                    "foreground", "background", "worstBackdrop", "system"] {
            #expect(doc.keys.contains(key), "\(key)")
        }
        let systemKeys = try #require(doc["system"] as? [String: Any]).keys
        for key in ["passes", "illegibleColors", "insufficientAlpha", "ratio", "minimumViewAlpha",
                    "minimumBackgroundAlpha", "messages"] {
            #expect(systemKeys.contains(key), "system.\(key)")
        }
        // 4.01697… (WCAG ratio of #FFFFFF and #007AFF, computed in Python) rounded down to 4 places.
        #expect(doc["ratio"] as? Double == 4.0169)
        #expect(doc["passes"] as? Bool == false)
    }
}
