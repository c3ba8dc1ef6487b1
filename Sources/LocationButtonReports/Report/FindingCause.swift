import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// Finding lines of one button that share a cause — the same rule, verdict, level and stress-test
/// flag, the same check for a stress test (LB015's width and height are two causes), the same
/// property for another platform's clamps (Android's height and padding are two), and, for
/// annotations, the same line a fix changes — reported as one: the worst line's
/// message and the other languages or places it holds in (`also de, fr and 12 more`). So a
/// button that truncates in sixty languages is one line, not sixty; `--detail full` and the data
/// formats keep every finding.
package struct FindingCause {
    /// The lines in report order.
    package var lines: [FindingLine]

    /// The line that stands for the cause: the one that holds from the smallest size (a title
    /// clipped from xLarge in ru says more than one clipped from AX2 in ar), else the first.
    package var first: FindingLine {
        lines.indices.min { a, b in
            let ca = lines[a].finding.category?.index ?? -1, cb = lines[b].finding.category?.index ?? -1
            return ca != cb ? ca < cb : a < b
        }.map { lines[$0] } ?? lines[0]
    }

    /// Places other lines of the cause name before "and N more".
    package static let placesShown = 8

    /// Causes in the order of their first line; `extra` adds to the key (annotations: the fix's place).
    package static func causes<Extra: Hashable>(_ lines: [FindingLine], extra: (FindingLine) -> Extra) -> [FindingCause] {
        var index: [Key<Extra>: Int] = [:]
        // Each line's cause first, then the causes' lines with their room reserved: a line is a
        // large value, and growing a cause's lines moved them all several times.
        var causeOfLine: [Int] = [], sizes: [Int] = []
        causeOfLine.reserveCapacity(lines.count)
        // Lines come in report order (by verdict, then rule), so a line's cause is mostly the
        // previous line's: the keys compare equal, and hashing the key is saved.
        var last: (key: Key<Extra>, cause: Int)?
        for line in lines.indices {
            let key = Key(rule: lines[line].finding.rule, verdict: lines[line].finding.verdict,
                          level: lines[line].finding.level, isStressTest: lines[line].finding.isStressTest,
                          measuredBy: lines[line].finding.measuredBy,
                          platformKeys: lines[line].finding.platform == nil ? [] : lines[line].finding.keys,
                          extra: extra(lines[line]))
            let cause: Int
            if let last, last.key == key {
                cause = last.cause
            } else if let i = index[key] {
                cause = i
            } else {
                cause = sizes.count
                index[key] = cause
                sizes.append(0)
            }
            causeOfLine.append(cause)
            sizes[cause] += 1
            last = (key, cause)
        }
        var causes = sizes.map { size in
            var cause = FindingCause(lines: [])
            cause.lines.reserveCapacity(size)
            return cause
        }
        for line in lines.indices { causes[causeOfLine[line]].lines.append(lines[line]) }
        return causes
    }

    package static func causes(_ lines: [FindingLine]) -> [FindingCause] { causes(lines) { _ in 0 } }

    /// ` (also de, fr, ja and 12 more)` — the other languages (or places, for findings without
    /// one), each once — or nothing for a cause of one line.
    package var alsoText: String { alsoText(shown: first) }

    /// `alsoText` for a cause whose line `first` is `shown` (worked out once by the caller).
    package func alsoText(shown: FindingLine) -> String {
        let shownPlace = shown.finding.locale ?? shown.place
        // A cause may hold sixty languages: each is looked up in a set, not in the list so far.
        var places: [String] = [], seen: Set<String> = []
        places.reserveCapacity(lines.count); seen.reserveCapacity(lines.count)
        // By index: a line is a large value, copying each one cost more than its place. A place
        // equal to the line before's (one language at several sizes) is settled without hashing.
        var previous: String?
        for index in lines.indices {
            let place = lines[index].finding.locale ?? lines[index].place
            defer { previous = place }
            guard !place.isEmpty, place != shownPlace, place != previous, seen.insert(place).inserted else { continue }
            places.append(place)
        }
        guard !places.isEmpty else { return "" }
        var listed = ""
        for (number, place) in places.prefix(Self.placesShown).enumerated() {
            if number > 0 { listed += ", " }
            listed += place
        }
        let more = places.count > Self.placesShown ? " and \(places.count - Self.placesShown) more" : ""
        return " (also \(listed)\(more))"
    }

    private struct Key<Extra: Hashable>: Hashable {
        var rule: String, verdict: Verdict, level: FindingLevel, isStressTest: Bool, measuredBy: String?
        /// Another platform's finding names its property by the keys a fix changes.
        var platformKeys: [String]
        var extra: Extra
    }
}
