/// Finding lines of one button that share a cause — the same rule, verdict, level and stress-test
/// flag (and, for annotations, the same line a fix changes) — reported as one: the worst line's
/// message and the other places it holds in (`also de from AX1, fr from AX1 and 12 more`). So a
/// button that truncates in sixty languages is one line, not sixty; `--detail full` and the data
/// formats keep every finding.
struct FindingCause {
    /// The lines in report order: the first is the worst.
    var lines: [FindingLine]

    var first: FindingLine { lines[0] }

    /// Places other lines of the cause name before "and N more".
    static let placesShown = 6

    /// Causes in the order of their first line; `extra` adds to the key (annotations: the fix's place).
    static func causes<Extra: Hashable>(_ lines: [FindingLine], extra: (FindingLine) -> Extra) -> [FindingCause] {
        var index: [Key<Extra>: Int] = [:]
        var causes: [FindingCause] = []
        for line in lines {
            let f = line.finding
            let key = Key(rule: f.rule, verdict: f.verdict, level: f.level, isStressTest: f.isStressTest, extra: extra(line))
            if let i = index[key] {
                causes[i].lines.append(line)
            } else {
                index[key] = causes.count
                causes.append(FindingCause(lines: [line]))
            }
        }
        return causes
    }

    static func causes(_ lines: [FindingLine]) -> [FindingCause] { causes(lines) { _ in 0 } }

    /// ` (also de from AX1, fr from AX1 and 12 more)`, or nothing for a cause of one line.
    var alsoText: String {
        let places = lines.dropFirst().map(\.place).filter { !$0.isEmpty }
        guard !places.isEmpty else { return lines.count > 1 ? " (and \(lines.count - 1) more)" : "" }
        let shown = places.prefix(Self.placesShown).joined(separator: ", ")
        let more = places.count > Self.placesShown ? " and \(places.count - Self.placesShown) more" : ""
        return " (also \(shown)\(more))"
    }

    private struct Key<Extra: Hashable>: Hashable {
        var rule: String, verdict: Verdict, level: FindingLevel, isStressTest: Bool, extra: Extra
    }
}
