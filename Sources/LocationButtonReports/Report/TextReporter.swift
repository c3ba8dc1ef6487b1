import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation

/// The report for people: buttons worst first, each with its verdict, where it is declared, the
/// range summaries ("truncates from AX2 in de, fi, ru"), its findings, the tightest fit in points
/// and fix hints; then the model's parameters and one closing line `N passed, N failed`.
public struct TextReporter: Reporter {
    public var color: Bool

    public init(color: Bool) { self.color = color }

    /// The report as text: `writeUTF8`'s pieces (whole lines each) as strings.
    public func write(_ report: CheckReport, to sink: (String) -> Void) {
        writeUTF8(report) { sink(String(decoding: $0, as: UTF8.self)) }
    }

    /// Writes the report in pieces, so the whole text never has to exist at once. Chunks of
    /// button sections are made on every core and handed over in order while the next are made,
    /// so the text is the same for any number of threads. A chunk is one buffer of UTF-8 bytes
    /// (`ReportBytes`, handed over as a `ReportChunk`): a design's shared lines are made once, as bytes (`SectionBody`), and
    /// copied into it with each button's header and places.
    package func writeUTF8(_ report: CheckReport, to sink: (UnsafeRawBufferPointer) -> Void) {
        let buttons = report.worstFirst
        // A design's lines are made once, by the first chunk that needs them, reused by every
        // button that shares it and let go after its last: thousands of designs that share nothing are
        // never held at once (with `--detail full` they are most of the report).
        let bodies = DesignBodies(report.designs) { SectionBody.Shared(part(of: $0, in: report)) }
        let chunk = 256, chunks = (buttons.count + chunk - 1) / chunk
        OrderedHandOver.run(count: chunks, threads: ParallelMap.defaultThreads, make: { index in
            var writer = SectionWriter(report: report, reporter: self, bodies: bodies)
            for button in buttons[index * chunk..<min((index + 1) * chunk, buttons.count)] { writer.section(button) }
            return writer.takeText()
        }, use: { $0.withUnsafeBytes(sink) })
        var closing = closingLines(report)
        closing.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
    }

    /// What follows the buttons' sections: notes, languages, settings, counts, the closing line.
    private func closingLines(_ report: CheckReport) -> String {
        var lines: [String] = report.notes.map { "note: " + ReportEscaping.line($0) }
        if let languages = report.languages { lines.append(ReportEscaping.line(languages.line)) }
        lines.append("policy: \(Self.inline(report.policyJSON))")
        lines.append("layout model (per point of font size): \(Self.inline(report.layoutModelJSON))")
        let summary = report.result.summary
        var totals = "\(summary.buttons) \(summary.buttons == 1 ? "button" : "buttons"), \(summary.combinations) combinations: "
            + "\(summary.pass) pass, \(summary.guideline) guideline, \(summary.uncertain) uncertain, \(summary.disabled) disabled"
        // Android's and the web's findings are not combinations: counted apart, per platform.
        for platform in ButtonPlatform.allCases {
            guard let counts = summary.platformFindings[platform] else { continue }
            totals += "; \(platform.rawValue) findings: " + Verdict.allCases.reversed().filter { counts[$0] > 0 }
                .map { "\(counts[$0]) \($0.rawValue)" }.joined(separator: ", ")
        }
        if report.suppressed > 0 { totals += "; \(report.suppressed) findings suppressed by the baseline" }
        lines.append(totals)
        if !report.fullDetail, report.buttons.contains(where: { !$0.findings.isEmpty }) {
            lines.append("each finding with the numbers behind it: --detail full")
        }
        lines.append(report.closingLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes buttons' sections as UTF-8: each button's header, then its design's lines, each
    /// shown finding followed by the place a fix changes when that is not the button's own line.
    private struct SectionWriter: ~Copyable {
        let buttons: [ButtonResult]
        let designOfButton: [Int]
        let keyLocations: [String: [String: SourceLocation]]
        /// Each design's body (by design number).
        let bodies: DesignBodies
        /// The badges of `reporter`, by verdict (its `severity`), and the invalid one.
        let badges: [[UInt8]], invalidBadge: [UInt8]
        private var placeWriter = PlaceWriter()
        /// Per button: each fix key's place (by its index in the body's `keys`), looked up once,
        /// valid where `lookedUp` holds the button's number.
        private var keyPlaces: [SourceLocation?] = [], lookedUp: [Int] = []
        /// Per button: each list's place text (a range of `placeTexts`; nil: the button's line).
        private var places: [Range<Int>?] = []
        private var placeTexts = ReportBytes()
        private var buttonNumber = 0
        private var text = ReportBytes(capacity: 1 << 19)

        /// The sections written, handed over.
        mutating func takeText() -> ReportChunk { text.takeAll() }

        init(report: CheckReport, reporter: TextReporter, bodies: DesignBodies) {
            self.bodies = bodies
            buttons = report.buttons; designOfButton = report.result.designOfButton
            keyLocations = report.keyLocations
            badges = Verdict.allCases.map { ReportBytes.of(reporter.paint(Self.verdictBadges[$0]!, TextReporter.tone($0, level: .verdict))) }
            invalidBadge = ReportBytes.of(reporter.paint("INVALID", .red))
        }

        /// Button `index` (in `report.buttons`). Read in place, not copied: a copy of the button
        /// or of its design's body retained objects every core's sections share.
        mutating func section(_ index: Int) {
            let design = designOfButton[index]
            let shared = bodies.body(design)
            defer { bodies.written(design) }
            switch buttons[index].status {
            case .judged: text.append(badges[buttons[index].verdict.severity])
            case .invalid: text.append(invalidBadge)
            }
            text.append(byte: UInt8(ascii: " "))
            text.appendEscaped(buttons[index].id)
            if buttons[index].isPreview { text.append(" (preview: does not gate)") }
            let source = buttons[index].source
            if let source {
                text.append(byte: UInt8(ascii: " ")); text.append(byte: UInt8(ascii: " "))
                placeWriter.write(source, into: &text)
            }
            text.append(byte: UInt8(ascii: "\n"))
            shared.bytes.withUnsafeBytes { bytes in
                text.append(UnsafeRawBufferPointer(rebasing: bytes[shared.before]))
                if !shared.findings.isEmpty {
                    lookUpPlaces(shared, index, source: source)
                    for line in shared.findings.indices {
                        let finding = shared.findings[line]
                        text.append(UnsafeRawBufferPointer(rebasing: bytes[finding.bytes]))
                        if let range = places[finding.keys] { text.append(placeTexts, in: range) }
                        text.append(byte: UInt8(ascii: "\n"))
                    }
                }
                text.append(UnsafeRawBufferPointer(rebasing: bytes[shared.after]))
            }
        }

        private static let dash = ReportBytes.of(" — ")
        fileprivate static let verdictBadges = TextReporter.verdictBadges

        /// `places`: each of the body's lists of fix keys' place for button `index` declared at `source` (as
        /// `FindingLocation.of`) as ` — file:line:column` in `placeTexts`, nil for the button's
        /// own line. Lists share keys (`width` is in LB004's and LB015's), so each key is looked
        /// up at most once per button, and each list's place is formatted once for its lines.
        private mutating func lookUpPlaces(_ body: SectionBody.Shared, _ index: Int, source: SourceLocation?) {
            if places.count < body.keyLists.count {
                places += Array(repeating: nil, count: body.keyLists.count - places.count)
            }
            placeTexts.removeAll()
            let written = body.keyLists.isEmpty ? nil : keyLocations[buttons[index].id]
            buttonNumber += 1
            if keyPlaces.count < body.keys.count {
                keyPlaces += Array(repeating: nil, count: body.keys.count - keyPlaces.count)
                lookedUp += Array(repeating: 0, count: body.keys.count - lookedUp.count)
            }
            for number in body.keyLists.indices {
                var found: SourceLocation?
                if let written {
                    for slot in body.keyLists[number] {
                        let key = body.keyIndexes[slot]
                        if lookedUp[key] != buttonNumber {
                            lookedUp[key] = buttonNumber
                            keyPlaces[key] = written[body.keys[key]]
                        }
                        if let place = keyPlaces[key] { found = place; break }
                    }
                }
                guard let place = found ?? source, place != source else {
                    places[number] = nil
                    continue
                }
                let start = placeTexts.count
                placeTexts.append(Self.dash)
                placeWriter.write(place, into: &placeTexts)
                places[number] = start..<placeTexts.count
            }
        }
    }

    /// Each design's body, made when a section first needs it (on whichever core writes that
    /// chunk) and forgotten once the design's last button is written.
    private final class DesignBodies: @unchecked Sendable {
        private let designs: [JudgedDesign]
        private let make: (JudgedDesign) -> SectionBody.Shared
        private let bodies = Memo<Int, SectionBody.Shared>()
        private let lock = NSLock()
        /// Buttons still to be written per design.
        private var remaining: [Int]

        init(_ designs: [JudgedDesign], make: @escaping (JudgedDesign) -> SectionBody.Shared) {
            self.designs = designs; self.make = make
            remaining = designs.map(\.buttons.count)
        }

        func body(_ design: Int) -> SectionBody.Shared { bodies.value(design) { make(designs[design]) } }

        /// One more button of `design` written.
        func written(_ design: Int) {
            let last = lock.withLock { remaining[design] -= 1; return remaining[design] == 0 }
            if last { bodies.forget(design) }
        }
    }

    /// Writes places as `TextReporter.place` does, into bytes.
    private struct PlaceWriter {
        /// The last file name shown and its escaped bytes: a theme's places all name one file.
        private var file = "", shownFile: [UInt8] = []

        /// `file:line:column`, as `TextReporter.place` writes it.
        mutating func write(_ source: SourceLocation, into text: inout ReportBytes) {
            if source.file != file {
                file = source.file
                var escaped = ReportBytes()
                escaped.appendEscaped(file)
                shownFile = escaped.bytes
            }
            text.append(shownFile)
            text.append(byte: UInt8(ascii: ":"))
            text.append(decimal: source.line)
            if let column = source.column {
                text.append(byte: UInt8(ascii: ":"))
                text.append(decimal: column)
            }
        }
    }

    /// A section's text after its header that depends only on the judgement, as UTF-8: the lines
    /// before the findings, the shown findings' lines (each to be followed by its place when that
    /// is not the button's, and a line break), and the lines after them with the blank line that
    /// ends the section.
    package struct SectionBody: Sendable {
        package var before: [UInt8] = []
        /// The shown findings' lists of fix keys (where a place is looked up), each list once.
        package var keyLists = FixKeyLists()
        /// The keys of those lists, each once, and each list as indexes in them.
        package var keys: [String] = []
        package var keyIndexes: [[Int]] = []
        /// Each shown finding's list of fix keys (an index in `keyLists`) and indented line.
        package var findings: [(keys: Int, text: [UInt8])] = []
        package var after: [UInt8] = []

        /// A design's body as every button of it shares it, flat: its text in one buffer and
        /// plain ranges into it and into one list of key indexes. Reading it retains nothing:
        /// retaining a body's many arrays for each button, on every core at once, was a third
        /// of the report's time.
        package final class Shared: Sendable {
            package let bytes: [UInt8]
            package let before: Range<Int>, after: Range<Int>
            /// Each shown finding: its list of fix keys (an index in `keyLists`) and its line.
            package let findings: [(keys: Int, bytes: Range<Int>)]
            /// The keys of the body's lists, each once; each list as a range of `keyIndexes`,
            /// which hold indexes in `keys`.
            package let keys: [String], keyIndexes: [Int], keyLists: [Range<Int>]

            package init(_ body: SectionBody) {
                var bytes = body.before
                before = 0..<bytes.count
                findings = body.findings.map { finding in
                    bytes += finding.text
                    return (finding.keys, bytes.count - finding.text.count..<bytes.count)
                }
                bytes += body.after
                after = bytes.count - body.after.count..<bytes.count
                self.bytes = bytes
                keys = body.keys
                keyIndexes = body.keyIndexes.flatMap { $0 }
                var start = 0
                keyLists = body.keyIndexes.map { list in
                    defer { start += list.count }
                    return start..<start + list.count
                }
            }
        }

        /// Fills `keys` and `keyIndexes` from `keyLists`.
        package mutating func indexKeys() {
            keyIndexes = keyLists.lists.map { list in
                list.map { key in
                    if let index = keys.firstIndex(of: key) { return index }
                    keys.append(key)
                    return keys.count - 1
                }
            }
        }
    }

    package func part(of design: JudgedDesign, in report: CheckReport) -> SectionBody {
        let button = design.judgement, fullDetail = report.fullDetail
        // Summaries and fix hints may quote the user's code: shown escaped (ReportEscaping).
        func lines(_ lines: [String]) -> [UInt8] { ReportBytes.of(lines.map { "  " + ReportEscaping.line($0) + "\n" }.joined()) }
        var body = SectionBody()
        let findingLines = FindingLine.lines(button.findings)
        // Pseudolanguages are stress tests; the closest real call is what a reader weighs.
        let real = button.text.filter { !$0.isStressTest }
        // What is drawn, from the spec where the report has it (a title without text rows is still drawn).
        let first = design.buttons[0], spec = report.specs.indices.contains(first) && report.specs[first].id == report.buttons[first].id
            ? report.specs[first] : nil
        let contrast = Self.contrastLine(button.appearances, hasTitle: spec.map { $0.title != .none } ?? !button.text.isEmpty,
                                         hasGlyph: spec.map { $0.glyph != .none } ?? true)
        var after: [String] = []
        if fullDetail {
            // Every finding with the numbers behind it, after the range summaries.
            body.before = lines(button.summaries + [contrast].compactMap { $0 })
            for finding in findingLines {
                body.findings.append((body.keyLists.index(of: finding.finding.keys), ReportBytes.of("  " + line(for: finding))))
            }
        } else {
            // One line per cause, worst first, so the verdict's reason is the first line.
            for cause in FindingCause.causes(findingLines) {
                let first = cause.first
                body.findings.append((body.keyLists.index(of: first.finding.keys), ReportBytes.of("  " + line(for: cause, first: first))))
            }
            if let contrast { after.append(contrast) }
        }
        if let tightest = real.min(by: { $0.slack < $1.slack }), tightest.slack >= 0, fullDetail || findingLines.isEmpty {
            after.append("tightest fit: \(Self.points(tightest.slack)) pt to spare (\(tightest.locale), \(tightest.category.rawValue)\(tightest.boldText ? ", Bold Text" : ""))")
        }
        after += fixHints(button.fixHints, rows: real, fullDetail: fullDetail).map { "fix: " + $0 }
        body.after = lines(after) + [UInt8(ascii: "\n")]
        body.indexKeys()
        return body
    }

    /// A cause's line: its `first` line's brief message and where else it holds.
    private func line(for cause: FindingCause, first: FindingLine) -> String {
        let finding = first.finding
        let label = finding.level == .verdict ? finding.verdict.rawValue : finding.level.rawValue
        return "\(paint(label, Self.tone(finding.verdict, level: finding.level))) \(finding.rule) \(finding.name): "
            + ReportEscaping.line(first.briefMessage + cause.alsoText(shown: first))
    }

    /// A finding's line, without the place a fix changes (see `write`).
    private func line(for line: FindingLine) -> String {
        let finding = line.finding
        let label = finding.level == .verdict ? finding.verdict.rawValue : finding.level.rawValue
        return "\(paint(label, Self.tone(finding.verdict, level: finding.level))) \(finding.rule) \(finding.name): \(ReportEscaping.line(line.message))"
    }

    /// `contrast  light 4.02  dark 3.65 (needs 4.5 title / 3 glyph)`: the measured ratios per
    /// appearance, so a designer sees the numbers without the JSON report. The requirement is
    /// the button's own size (Large, regular weight).
    package static func contrastLine(_ rows: [AppearanceResult], hasTitle: Bool, hasGlyph: Bool = true) -> String? {
        guard let first = rows.first else { return nil }
        let values = rows.map { row in
            let name = row.appearance.rawValue.hasSuffix("-high-contrast")
                ? row.appearance.rawValue.dropLast("-high-contrast".count) + "-hc" : row.appearance.rawValue
            return "\(name) \(NumberText.trimmed(row.contrast.title, 2))"
        }
        let translucent = rows.contains { $0.translucency.backgroundAlpha < 1 || $0.translucency.viewAlpha < 1 }
        // Only what is drawn: a button without arrow has no glyph requirement, one without title no title's.
        let needed = (hasTitle ? ["\(NumberText.trimmed(first.contrast.required, 2)) title"] : [])
            + (hasGlyph || !hasTitle ? ["\(NumberText.trimmed(first.contrast.requiredGlyph, 2)) glyph"] : [])
        let needs = "needs " + needed.joined(separator: " / ")
        return "contrast  " + values.joined(separator: "  ") + " (\(needs)\(translucent ? ", at the worst backdrop" : ""))"
    }

    /// The color fixes: with `all`, every suggestion; else per appearance the smallest change
    /// (they come smallest first) of the kind that matters most — passing CoreLocationUI's rule
    /// when it fails, else the profile — and one line for a fix that is the same in several appearances.
    private func colorLines(_ suggestions: [FixHints.ColorSuggestion], all: Bool) -> [String] {
        var chosen: [FixHints.ColorSuggestion] = []
        for suggestion in suggestions {
            if all { chosen.append(suggestion); continue }
            guard !chosen.contains(where: { $0.appearance == suggestion.appearance }) else { continue }
            chosen.append(suggestion)
        }
        // (what, how far, appearances): a fix that is the same in several appearances is one line.
        var fixes: [(what: String, reaches: String, appearances: [String])] = []
        for suggestion in chosen {
            let reaches = (suggestion.passesSystemRule ? "passes CoreLocationUI's rule at " : "reaches ") + Self.ratio(suggestion.ratio)
            let color = suggestion.color.count == 9 && suggestion.color.hasSuffix("FF") ? String(suggestion.color.dropLast(2)) : suggestion.color
            let what = "\(suggestion.role) \(color)"
            if let i = fixes.firstIndex(where: { $0.what == what && $0.reaches == reaches }) {
                fixes[i].appearances.append(suggestion.appearance.rawValue)
            } else {
                fixes.append((what, reaches, [suggestion.appearance.rawValue]))
            }
        }
        return fixes.map { "\($0.what) in \($0.appearances.joined(separator: ", ")) \($0.reaches)" }
    }

    private func fixHints(_ hints: FixHints, rows: [TextRow], fullDetail: Bool) -> [String] {
        var lines: [String] = []
        let upTo = hints.checkedUpTo?.rawValue ?? SizeCategory.ax5.rawValue
        if let width = hints.minimumFrameWidth {
            let needed = Self.points(width.rounded(.up))
            if let screen = hints.screenWidth {
                lines.append("no frame fits on the screen: every checked language up to \(upTo) needs \(needed) pt, "
                    + "the screen leaves \(Self.points(screen)) pt")
            } else {
                lines.append("a frame width of \(needed) pt fits every checked language up to \(upTo)")
            }
        }
        if let height = hints.minimumFrameHeight {
            lines.append("a frame height of \(Self.points(height)) pt fits every checked language up to \(upTo)")
        }
        if let category = hints.largestFittingCategory {
            lines.append("clamp Dynamic Type at \(category.rawValue): UIKit `maximumContentSizeCategory = .\(category.uiKitName)`, "
                + "SwiftUI `.dynamicTypeSize(...DynamicTypeSize.\(category.swiftUIName))`")
        } else if hints.screenWidth != nil {
            // Name the first misfit, so the reader sees what blocks a clamp.
            let first = rows.filter { $0.verdict >= .uncertain }.min { ($0.category, $0.locale) < ($1.category, $1.locale) }
            let blocker = first.map { row in
                let bold = row.boldText ? " with Bold Text" : ""
                return row.verdict == .disabled
                    ? " (\(row.locale) does not fit at \(row.category.rawValue)\(bold))"
                    : " (\(row.locale) may not fit at \(row.category.rawValue)\(bold), within the font margin)"
            } ?? ""
            lines.append("no Dynamic Type clamp at large or above makes every checked language fit" + blocker)
        }
        if let size = hints.largestFittingFontSize {
            lines.append("a font size of \(Self.points(size)) pt (at Large) fits every checked language up to \(upTo)")
        } else if hints.fontSizeBelowMinimum {
            lines.append("no font size of \(Self.points(SystemModel.fontSizeMinimum)) pt or more fits every checked language "
                + "up to \(upTo) (the system draws smaller sizes at 18 pt), so none is suggested")
        }
        if let title = hints.longestFittingTitle {
            lines.append("the title \"\(title.rawValue)\" fits everywhere")
        }
        lines += colorLines(hints.colorSuggestions, all: fullDetail)
        let alphas = [("background alpha", hints.minimumBackgroundAlpha), ("view alpha", hints.minimumViewAlpha)]
            .compactMap { name, value in value.map { "\(name) \(NumberText.fixed($0, 2))" } }
        if !alphas.isEmpty {
            lines.append(alphas.joined(separator: " (or ") + String(repeating: ")", count: alphas.count - 1)
                + " passes in every checked appearance")
        }
        return lines
    }

    // MARK: formatting

    /// Each verdict's badge text, made once rather than for every button.
    fileprivate static let verdictBadges = Dictionary(uniqueKeysWithValues: Verdict.allCases.map { ($0, $0.rawValue.uppercased()) })

    package enum Tone: String { case green = "32", yellow = "33", magenta = "35", red = "1;31", dim = "2" }

    fileprivate static func tone(_ verdict: Verdict, level: FindingLevel) -> Tone {
        switch level {
        case .information: return .dim
        case .warning: return .yellow
        case .invalid: return .red
        case .verdict:
            switch verdict {
            case .pass: return .green
            case .guideline: return .yellow
            case .uncertain: return .magenta
            case .disabled: return .red
            }
        }
    }

    fileprivate func paint(_ text: String, _ tone: Tone) -> String {
        color ? "\u{1B}[\(tone.rawValue)m\(text)\u{1B}[0m" : text
    }

    package static func place(_ source: SourceLocation) -> String {
        // A file name may hold a newline or an escape: it must not forge a line or drive a terminal.
        ReportEscaping.line(source.file) + ":\(source.line)" + (source.column.map { ":\($0)" } ?? "")
    }

    /// One decimal: slack and widths are model estimates, a tenth of a point is already precise.
    package static func points(_ value: Double) -> String { NumberText.trimmed(value, 1) }

    package static func ratio(_ value: Double) -> String { CellOutcome.ratio(value) }

    /// `{"a": 1, "b": {"c": 2}}` as `a 1, b (c 2)`: settings on one line.
    package static func inline(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            return members.filter { $0.1 != .object([]) }.map { key, value in
                if case .object = value { return "\(key) (\(inline(value)))" }
                return "\(key) \(inline(value))"
            }.joined(separator: ", ")
        case .array(let items): return items.map(inline).joined(separator: ", ")
        case .string(let text): return text
        case .number(let number): return JSONValue.format(number)
        case .bool(let flag): return flag ? "yes" : "no"
        case .null: return "none"
        }
    }
}
