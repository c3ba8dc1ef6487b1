import Foundation
import FuzzSupport
import LocationButtonLint

/// The whole check as `locbutton check` runs it (`CheckRun`: theme → validation → engine), with
/// text measured by a fake measurer so a run takes microseconds, then rendered in every report
/// format, each checked for its invariants. The input is the theme file's text, decoded in memory
/// as `CheckRun.run(themePaths:)` decodes the file (`InputParsers.themes`): writing and reading a
/// file per input was most of the time. Bytes that are not UTF-8 are refused before decoding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let input = FuzzInput(bytes, count)
    guard let text = String(data: input.data, encoding: .utf8) else { return 0 }
    let run = CheckRun(measurer: FakeMeasurer(), resources: FuzzCheckFiles.resources,
                       options: CheckRun.Options(sizes: [.large, .ax3], threads: 1))
    let outcome: CheckResult
    do {
        var reading = InputParsers.themes([(FuzzCheckFiles.theme, text)])
        let themes = run.decideColors(&reading)
        _ = try reading.themes()
        outcome = try run.run(themes)
    } catch let problems as ThemeFileErrors {
        problems.problems.forEach { expectOneLine($0.description) }
        return 0
    } catch let problem as InputError {
        expectOneLine(problem.description)
        return 0
    } catch {
        fuzzFailure("the check threw \(error)")
    }
    for gates in [false, true] {
        let report = CheckReport(result: outcome.result, rules: outcome.rules, failOn: .guideline, fullDetail: true,
                                 keyLocations: outcome.keyLocations, gatesStressTests: gates)
        for format in ReportFormat.allCases { ReportInvariants.check(format.render(report), format: format) }
    }
    return 0
}

/// The theme file each input stands for, and a resources folder whose title catalog holds
/// two languages (the bundled one's 58 would make every run a hundred times longer).
enum FuzzCheckFiles {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-check-\(getpid())")
        try? FileManager.default.createDirectory(at: url.appendingPathComponent("Locales"), withIntermediateDirectories: true)
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"currentLocation": {"localizations": {"en": {"stringUnit": {"value": "Current Location"}}, "de": {"stringUnit": {"value": "Aktueller Standort"}}}}, "shareCurrentLocation": {"localizations": {"en": {"stringUnit": {"value": "Share Current Location"}}}}}}"#
        FileManager.default.createFile(atPath: url.appendingPathComponent("Locales/LocationButtonTitles.xcstrings").path,
                                       contents: Data(catalog.utf8))
        // The bundled titles' wording margins (Locales/wording-provenance.json), read with them.
        let provenance = #"{"margins": {"seen": 0, "judgement": 0.3}, "languages": {"en": {"currentLocation": "seen", "actions": "seen"}, "de": {"currentLocation": "judgement", "actions": "judgement"}}}"#
        FileManager.default.createFile(atPath: url.appendingPathComponent("Locales/wording-provenance.json").path,
                                       contents: Data(provenance.utf8))
        return url
    }()
    static let resources = folder
    static let theme = folder.appendingPathComponent("theme.yaml").path
}

/// Widths from character counts: half an em per character, lines 1.2 em high.
struct FakeMeasurer: TextMeasuring {
    func measure(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> TextMeasurement {
        TextMeasurement(text: text, pointSize: pointSize, runs: [], advanceWidth: Double(text.count) * pointSize / 2,
                        tracking: 0, lineHeight: pointSize * 1.2, uncertainty: 0)
    }
}
