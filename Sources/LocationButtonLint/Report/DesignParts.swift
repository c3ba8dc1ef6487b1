/// What a streaming reporter renders from a judgement alone, made the first time a button with
/// that judgement is written and reused by every later button that shares it (keyed by
/// `ObjectIdentifier(button.judgement)`: the report holds every judgement, so no key is reused).
/// Per button, only what names it (id, place, fingerprint) is added. A part is dropped after its
/// judgement's last button, so a run whose buttons share nothing holds one part at a time.
struct JudgementParts<Part> {
    private var parts: [ObjectIdentifier: Part] = [:]
    /// Buttons still to be written per judgement.
    private var remaining: [ObjectIdentifier: Int] = [:]

    /// Parts for writing each of `buttons` once, in any order.
    init(for buttons: [ButtonResult]) {
        for button in buttons { remaining[ObjectIdentifier(button.judgement), default: 0] += 1 }
    }

    mutating func part(of button: ButtonResult, _ make: () -> Part) -> Part {
        let key = ObjectIdentifier(button.judgement)
        let part = parts[key] ?? make()
        let left = (remaining[key] ?? 1) - 1
        remaining[key] = left
        parts[key] = left > 0 ? part : nil
        return part
    }
}

/// The distinct fix-key lists (`Finding.keys`) of a judgement's findings, each finding naming
/// its list by index, so a reporter looks up and formats a place once per list and button
/// rather than once per finding (a judgement has ~128 findings but a handful of lists).
struct FixKeyLists {
    private(set) var lists: [[String]] = []
    private var indexes: [[String]: Int] = [:]

    /// The index of `keys`, added when new.
    mutating func index(of keys: [String]) -> Int {
        if let index = indexes[keys] { return index }
        indexes[keys] = lists.count
        lists.append(keys)
        return lists.count - 1
    }

    /// Each list's place for `button` (see `FindingLocation`), formatted by `format`, in list order.
    func places<Place>(of button: ButtonResult, in report: CheckReport, _ format: (SourceLocation?) -> Place) -> [Place] {
        let written = lists.isEmpty ? nil : report.keyLocations[button.id]
        return lists.map { format(FindingLocation.of(keys: $0, written: written, button: button.source)) }
    }
}

/// Streamed report text is handed over about a megabyte at a time: few writes, small memory.
enum ReportPiece {
    static func handOver(_ out: inout String, to sink: (String) -> Void) {
        if out.utf8.count > 1 << 20 {
            sink(out)
            out = ""
        }
    }
}
