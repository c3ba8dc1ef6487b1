import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// Each judged design's part (`Reporter.part(of:in:)`) for a streaming reporter, made the first
/// time one of the design's buttons is written and reused by the later ones. A part is dropped
/// after its design's last button, so a run whose buttons share nothing holds one part at a time.
package struct DesignParts<Format: Reporter> {
    private let format: Format
    private let report: CheckReport
    private var parts: [Format.DesignPart?]
    /// Buttons still to be written per design.
    private var remaining: [Int]

    /// Parts for writing each button of `report` once, in any order.
    package init(_ format: Format, for report: CheckReport) {
        self.format = format; self.report = report
        parts = Array(repeating: nil, count: report.designs.count)
        remaining = report.designs.map(\.buttons.count)
    }

    /// The part of the design of button `index` (in `report.buttons`).
    package mutating func part(ofButton index: Int) -> Format.DesignPart {
        let design = report.result.designOfButton[index]
        let part = parts[design] ?? format.part(of: report.designs[design], in: report)
        remaining[design] -= 1
        parts[design] = remaining[design] > 0 ? part : nil
        return part
    }
}

/// The distinct fix-key lists (`Finding.keys`) of a judgement's findings, each finding naming
/// its list by index, so a reporter looks up and formats a place once per list and button
/// rather than once per finding (a judgement has ~128 findings but a handful of lists).
package struct FixKeyLists {
    package private(set) var lists: [[String]] = []
    private var indexes: [[String]: Int] = [:]

    /// The index of `keys`, added when new.
    package mutating func index(of keys: [String]) -> Int {
        if let index = indexes[keys] { return index }
        indexes[keys] = lists.count
        lists.append(keys)
        return lists.count - 1
    }

    /// Each list's place for `button` (see `FindingLocation`), formatted by `format`, in list order.
    package func places<Place>(of button: ButtonResult, in report: CheckReport, _ format: (SourceLocation?) -> Place) -> [Place] {
        let written = lists.isEmpty ? nil : report.keyLocations[button.id]
        return lists.map { format(FindingLocation.of(keys: $0, written: written, button: button.source)) }
    }
}

/// Streamed report text is handed over about a megabyte at a time: few writes, small memory.
package enum ReportPiece {
    package static func handOver(_ out: inout String, to sink: (String) -> Void) {
        if out.utf8.count > 1 << 20 {
            sink(out)
            out = ""
        }
    }
}
