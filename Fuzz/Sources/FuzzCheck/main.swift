import Foundation
import FuzzSupport
import LocationButtonLint

/// The whole check: a theme decoded, validated and judged (text measured by a fake measurer, so a
/// run takes microseconds), then rendered in every report format, each checked for its invariants.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let theme: ThemeFile
    do { theme = try InputParsers.theme(FuzzInput(bytes, count).text, file: "fuzz.yaml") } catch {
        error.problems.forEach { expectOneLine($0.description) }
        return 0
    }
    let engine = RuleEngine(policy: theme.policy, measurer: FakeMeasurer(), colors: ColorResolver(),
                            titles: LocalizedTitles.all(from: FakeMeasurer.catalog))
    let problems = theme.unknownColors(for: engine.colors) + engine.validate(theme.buttons)
    guard problems.isEmpty else {
        problems.forEach { expectOneLine($0.description) }
        return 0
    }
    let options = RunOptions(appearances: theme.appearances ?? Appearance.allCases, categories: [.large, .ax3],
                             boldText: theme.boldText ?? false, threads: 1)
    let result: RunResult
    do { result = try engine.run(theme.buttons, options: options) } catch {
        fuzzFailure("the engine threw \(error) for a validated theme")
    }
    let report = CheckReport(result: result, rules: RuleCatalog.infos, failOn: .guideline, fullDetail: true,
                             keyLocations: theme.keyLocations)
    for format in ReportFormat.allCases {
        ReportInvariants.check(format.render(report), format: format)
    }
    return 0
}

/// Widths from character counts: half an em per character, lines 1.2 em high.
struct FakeMeasurer: TextMeasuring {
    static let catalog = TitleCatalog(texts: [
        "en": [.currentLocation: "Current Location", .shareCurrentLocation: "Share Current Location",
               .sendCurrentLocation: "Send Current Location", .sendMyCurrentLocation: "Send My Current Location",
               .shareMyCurrentLocation: "Share My Current Location"],
        "de": [.currentLocation: "Aktueller Standort", .shareCurrentLocation: "Aktuellen Standort teilen"],
    ])

    func measure(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> TextMeasurement {
        let width = Double(text.count) * pointSize / 2
        return TextMeasurement(text: text, pointSize: pointSize, runs: [], advanceWidth: width, tracking: 0,
                               lineHeight: pointSize * 1.2,
                               inkBounds: InkBounds(minX: 0, minY: -pointSize / 4, maxX: width, maxY: pointSize * 0.75),
                               uncertainty: 0)
    }
}
