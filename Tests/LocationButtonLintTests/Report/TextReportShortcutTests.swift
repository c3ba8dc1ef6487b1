import Foundation
import Testing
@testable import LocationButtonLint

/// The shortcuts of the text report at 10,000 buttons (docs/speed.md) give what the plain
/// computations they replace give: each expectation is that plain computation, written out here,
/// run on the same input.
@Suite struct TextReportShortcutTests {
    typealias F = ReportFixtures

    // MARK: bytes

    @Test("decimal bytes are string of int") func decimalBytesAreStringOfInt() {
        var values = [0, 1, 9, 10, 11, 99, 100, 101, 12345, Int.max, Int.min, Int.max - 1, Int.min + 1, -1, -10, -99]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        var generator = SeededGenerator(seed: 6915)
        values += (0..<2000).map { _ in Int.random(in: Int.min...Int.max, using: &generator) }
        values += (0..<2000).map { _ in Int.random(in: -100_000...100_000, using: &generator) }
        for value in values {
            var bytes = ReportBytes()
            bytes.append(decimal: value)
            #expect(bytes.bytes == Array(String(value).utf8), "\(value)")
        }
    }

    @Test("escaped bytes are report escaping line") func escapedBytesAreReportEscapingLine() {
        let texts = ["button-1", "", "a\nb", "\u{1B}[31mred", "café", "\u{202E}evil.swift", "del\u{7F}", "tab\there", "\r",
                     String(repeating: "long-id-", count: 40), "日本語", "a\u{2028}b", "\u{85}next", "x\u{FFFF}", "~ !"]
        for text in texts {
            var bytes = ReportBytes()
            bytes.append(byte: UInt8(ascii: "<"))
            bytes.appendEscaped(text)
            #expect(bytes.bytes == Array(("<" + ReportEscaping.line(text)).utf8), "\(text.debugDescription)")
        }
    }

    /// The quick look at printable ASCII gives what the properties give, for every scalar of the
    /// first planes a report meets (ASCII, Latin-1, the punctuation and bidi blocks).
    @Test("needs escaping is control or bidi control") func needsEscapingIsControlOrBidiControl() {
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(InputText.needsEscaping(scalar) == (InputText.isControl(scalar) || InputText.isBidiControl(scalar)))
        }
    }

    // MARK: places

    private static func at(_ line: Int, _ column: Int? = 5, file: String = "theme.yaml") -> LocationButtonLint.SourceLocation {
        LocationButtonLint.SourceLocation(file: file, line: line, column: column)
    }

    /// Findings of four lists of fix keys that share keys (width, height), and one without keys.
    private static let findings: [Finding] = [
        Finding(rule: "LB004", name: "title-truncated", verdict: .disabled, locale: "de", category: .large,
                headline: "headline-0", keys: ["width", "maxWidth", "device", "fontSize", "title"]),
        Finding(rule: "LB005", name: "title-clipped", verdict: .disabled, locale: "ar", category: .xLarge,
                headline: "headline-1", keys: ["height", "fontSize", "title"]),
        Finding(rule: "LB001", name: "title-contrast", verdict: .guideline, appearance: .light, category: .large,
                headline: "headline-2", keys: ["foreground", "background"]),
        Finding(rule: "LB015", name: "pseudolanguage-stress", verdict: .guideline, locale: "en-x-double", category: .xSmall,
                isStressTest: true, headline: "headline-3", keys: ["width", "height", "maxWidth", "device", "fontSize", "title"]),
        Finding(rule: "LB099", name: "no-keys", verdict: .guideline, headline: "headline-4", keys: []),
    ]

    /// Buttons of one design that write different keys: all, a later key of a list only, none,
    /// no place of their own, a key on their own line, a file name to escape.
    private static var placesReport: CheckReport {
        let judgement = ButtonJudgement(status: .judged, verdict: .disabled, counts: VerdictCounts(), appearances: [],
                                        findings: findings, text: [], summaries: [], fixHints: FixHints())
        let buttons = [
            ButtonResult(id: "a", source: at(1), judgement: judgement),
            ButtonResult(id: "b", source: at(10), judgement: judgement),
            ButtonResult(id: "c", source: at(20), judgement: judgement),
            ButtonResult(id: "d", source: nil, judgement: judgement),
            ButtonResult(id: "e", source: at(40), judgement: judgement),
            ButtonResult(id: "f", source: at(50, nil), judgement: judgement, isPreview: true),
            ButtonResult(id: "g", source: at(60, file: "odd\nname.yaml"), judgement: judgement),
        ]
        let keys: [String: [String: LocationButtonLint.SourceLocation]] = [
            "a": ["width": at(4), "height": at(5), "foreground": at(6), "api": at(2)],
            "b": ["maxWidth": at(12), "fontSize": at(13, 7), "background": at(14)],
            "d": ["foreground": at(31), "title": at(32, file: "other\u{1B}.yaml")],
            "e": ["width": at(40), "height": at(41)],
            "f": ["background": at(51, nil), "device": at(52, 123_456_789)],
            "g": ["height": at(61, file: "odd\nname.yaml")],
        ]
        return CheckReport(result: RunResult(policy: .default, buttons: buttons), rules: [], failOn: .disabled, keyLocations: keys)
    }

    /// Each finding line ends with the place `FindingLocation.of` gives, unless that is the
    /// button's own line; in both levels of detail, with and without color.
    @Test("each finding line ends with its fix keys place") func eachFindingLineEndsWithItsFixKeysPlace() {
        for fullDetail in [false, true] {
            for color in [false, true] {
                var report = Self.placesReport
                report.fullDetail = fullDetail
                let text = TextReporter(color: color).render(report)
                let sections = text.components(separatedBy: "\n\n")
                for button in report.buttons {
                    let header = color ? "\u{1B}[1;31mDISABLED\u{1B}[0m \(button.id)" : "DISABLED \(ReportEscaping.line(button.id))"
                    let section = sections.first { $0.hasPrefix(header + " ") || $0.hasPrefix(header + "\n") }
                    guard let lines = section?.components(separatedBy: "\n") else {
                        Issue.record("no section for \(button.id)")
                        continue
                    }
                    for (number, finding) in Self.findings.enumerated() {
                        let found = lines.filter { $0.contains("headline-\(number)") }
                        #expect(found.count == 1, "\(button.id) headline-\(number)")
                        let place = FindingLocation.of(finding, in: button, keys: report.keyLocations)
                        if let place, place != button.source {
                            #expect(found.first?.hasSuffix(" — " + TextReporter.place(place)) == true, "\(button.id) \(number) \(fullDetail)")
                        } else {
                            #expect(found.first?.contains(" — ") == false, "\(button.id) \(number) \(fullDetail)")
                        }
                    }
                }
            }
        }
    }

    /// The bytes `writeUTF8` hands over are the text `render` gives.
    @Test("UTF 8 pieces are the rendered text") func utf8PiecesAreTheRenderedText() {
        var bytes: [UInt8] = []
        TextReporter(color: true).writeUTF8(Self.placesReport) { bytes += $0 }
        #expect(String(decoding: bytes, as: UTF8.self) == TextReporter(color: true).render(Self.placesReport))
        #expect(bytes.count > 1000)
    }

    // MARK: lines and causes

    /// Findings with Bold Text twins, equal findings, several appearances and causes.
    private static func randomFindings(_ generator: inout SeededGenerator) -> [Finding] {
        let rules = ["LB001", "LB004", "LB015"], locales: [String?] = [nil, "de", "ar", "en-x-double"]
        let appearances: [Appearance?] = [nil, .light, .dark]
        let measured: [String?] = [nil, "LB004", "LB005"]
        return (0..<150).map { _ in
            let locale = locales.randomElement(using: &generator)!
            return Finding(rule: rules.randomElement(using: &generator)!, name: "rule",
                           verdict: [Verdict.guideline, .disabled].randomElement(using: &generator)!,
                           appearance: locale == nil ? appearances.randomElement(using: &generator)! : nil, locale: locale,
                           category: [nil, SizeCategory.large, .ax2].randomElement(using: &generator)!,
                           boldText: [nil, false, true].randomElement(using: &generator)!,
                           isStressTest: locale == "en-x-double",
                           headline: ["clipped", "too narrow"].randomElement(using: &generator)!,
                           detail: ["one", nil].randomElement(using: &generator)!,
                           measuredBy: measured.randomElement(using: &generator)!)
        }
    }

    /// FindingLine.lines as it was written before the shortcuts: every finding looked up.
    private static func plainLines(_ findings: [Finding]) -> [FindingLine] {
        var twins: [String: Finding] = [:]
        func twinKey(_ f: Finding) -> String {
            "\(f.rule)|\(f.verdict)|\(f.level)|\(String(describing: f.appearance))|\(String(describing: f.locale))|\(f.place)|\(String(describing: f.measuredBy))"
        }
        for finding in findings where finding.boldText == true { twins[twinKey(finding)] = finding }
        var folded: [Finding] = [], merged: [FindingLine] = [], first: [String: Int] = [:]
        for finding in findings {
            if folded.contains(finding) { continue }
            var line = FindingLine(finding: finding)
            if finding.boldText == false, let twin = twins[twinKey(finding)] {
                line.boldTwin = twin
                folded.append(twin)
            }
            guard finding.appearance != nil, finding.locale == nil else { merged.append(line); continue }
            // The statement: the message without its place (`appearance sizes: `).
            let statement = String(line.message.dropFirst(line.place.count + 2))
            let key = "\(finding.rule)|\(finding.verdict)|\(finding.level)|\(String(describing: finding.category))|"
                + "\(String(describing: finding.sizes))|\(String(describing: finding.boldText))|\(line.boldTwin != nil)|\(statement)"
            if let i = first[key] {
                merged[i].alsoIn.append(finding.appearance!)
            } else {
                first[key] = merged.count
                merged.append(line)
            }
        }
        return merged
    }

    private static func describe(_ lines: [FindingLine]) -> [String] {
        lines.map { "\($0.finding) \(String(describing: $0.boldTwin)) \($0.alsoIn)" }
    }

    @Test("finding lines are the plain lines") func findingLinesAreThePlainLines() {
        var generator = SeededGenerator(seed: 6916)
        for _ in 0..<30 {
            let findings = Self.randomFindings(&generator)
            #expect(Self.describe(FindingLine.lines(findings)) == Self.describe(Self.plainLines(findings)))
            let sorted = Finding.inReportOrder(findings)
            #expect(Self.describe(FindingLine.lines(sorted)) == Self.describe(Self.plainLines(sorted)))
        }
    }

    /// Causes grouped by a search through the causes so far, and each cause's places listed by
    /// a search through the places so far.
    @Test("causes and their places are the plain ones") func causesAndTheirPlacesAreThePlainOnes() {
        var generator = SeededGenerator(seed: 6917)
        for _ in 0..<30 {
            let findings = Self.randomFindings(&generator)
            for lines in [FindingLine.lines(findings), FindingLine.lines(Finding.inReportOrder(findings))] {
                func key(_ f: Finding) -> String {
                    "\(f.rule)|\(f.verdict)|\(f.level)|\(f.isStressTest)|\(String(describing: f.measuredBy))"
                }
                var keys: [String] = [], groups: [[FindingLine]] = []
                for line in lines {
                    if let i = keys.firstIndex(of: key(line.finding)) {
                        groups[i].append(line)
                    } else {
                        keys.append(key(line.finding)); groups.append([line])
                    }
                }
                let causes = FindingCause.causes(lines)
                #expect(causes.map { Self.describe($0.lines) } == groups.map(Self.describe))
                for (cause, group) in zip(causes, groups) {
                    let shown = cause.first
                    let shownPlace = shown.finding.locale ?? shown.place
                    var places: [String] = []
                    for line in group {
                        let place = line.finding.locale ?? line.place
                        if !place.isEmpty, place != shownPlace, !places.contains(place) { places.append(place) }
                    }
                    let expected = places.isEmpty ? "" : " (also " + places.prefix(8).joined(separator: ", ")
                        + (places.count > 8 ? " and \(places.count - 8) more" : "") + ")"
                    #expect(cause.alsoText(shown: shown) == expected)
                }
            }
        }
    }
}
