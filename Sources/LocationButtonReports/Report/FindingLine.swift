import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The finding lines people read (the text report, Xcode and GitHub annotations). A Bold Text
/// finding whose regular twin (same rule, verdict, place) is reported too folds into the twin's
/// line, so the Bold Text axis does not double the report:
/// `ar from AX2: truncates by 66.6 pt (77.6 pt with Bold Text); title …`. The data formats (JSON,
/// SARIF, JUnit) keep every finding. Lines that then say the same in several appearances (a fill
/// alpha below the floor in all four) become one: `light, dark at xSmall–xxxLarge: …`.
package struct FindingLine: Sendable {
    package var finding: Finding
    /// The Bold Text twin folded into this line.
    package var boldTwin: Finding?
    /// Further appearances where the same rule says exactly the same.
    package var alsoIn: [Appearance] = []

    package init(finding: Finding, boldTwin: Finding? = nil, alsoIn: [Appearance] = []) {
        self.finding = finding; self.boldTwin = boldTwin; self.alsoIn = alsoIn
    }

    package static func lines(_ findings: [Finding]) -> [FindingLine] {
        var twins: [TwinKey: Finding] = [:]
        for index in findings.indices where findings[index].boldText == true { twins[TwinKey(findings[index])] = findings[index] }
        var folded = Set<Finding>()
        var merged: [FindingLine] = []
        merged.reserveCapacity(findings.count)
        var first: [AppearanceKey: Int] = [:]
        // One pass (a line is made once, then kept or merged): reports make lines for every button.
        // By index, and a line made straight into `merged` where it cannot merge: a finding is a
        // large value, and each copy of one cost more than the rest of its line's work.
        for index in findings.indices {
            // Hashing whole findings is the costly part: only needed when there are twins.
            if !twins.isEmpty && folded.contains(findings[index]) { continue }
            var twin: Finding?
            if !twins.isEmpty, findings[index].boldText == false, let found = twins[TwinKey(findings[index])] {
                twin = found
                folded.insert(found)
            }
            // Only a line of one appearance and no language merges (`AppearanceKey`).
            guard findings[index].appearance != nil, findings[index].locale == nil else {
                merged.append(FindingLine(finding: findings[index], boldTwin: twin))
                continue
            }
            let line = FindingLine(finding: findings[index], boldTwin: twin)
            guard let key = AppearanceKey(line) else { merged.append(line); continue }
            if let i = first[key] {
                merged[i].alsoIn.append(line.finding.appearance!)
            } else {
                first[key] = merged.count
                merged.append(line)
            }
        }
        return merged
    }

    /// The line's sentence: its place (with the appearances that share it) and its statement.
    package var message: String {
        let place = self.place
        return place.isEmpty ? statement : place + ": " + statement
    }

    /// The message without the numbers behind it (the finding's detail): what a summary shows.
    package var briefMessage: String {
        let place = self.place
        let brief = boldTwin.map { Self.merge(finding, $0) }
            ?? Self.headline(finding) + (finding.boldText == true ? " (with Bold Text)" : "")
        return place.isEmpty ? brief : place + ": " + brief
    }

    /// Where the line applies: `de from AX2`, `light, dark at xSmall–AX5`; empty for the button as a whole.
    package var place: String {
        let f = finding
        if let appearance = f.appearance, f.locale == nil {
            return ([appearance] + alsoIn).map(\.rawValue).joined(separator: ", ") + (f.sizes.map { " " + $0 } ?? "")
        }
        return f.place
    }

    /// The finding's statement with its Bold Text twin's difference worked in, or marked as
    /// holding only with Bold Text.
    private var statement: String {
        guard let twin = boldTwin else {
            return finding.statement + (finding.boldText == true ? " (with Bold Text)" : "")
        }
        if finding.statement == twin.statement { return finding.statement + " (the same with Bold Text)" }
        let detail = finding.detail.map { "; " + $0 } ?? ""
        return Self.merge(finding, twin) + detail
    }

    private static func headline(_ f: Finding) -> String { stressMark(f) + f.headline }

    private static func stressMark(_ f: Finding) -> String { f.isStressTest ? "stress test: " : "" }

    /// A headline and its Bold Text twin's as one, from the amounts the rule stated
    /// (`FindingAmount`): `too narrow by at least 66.6 pt (77.6 pt with Bold Text)` when only the
    /// amounts differ; `… below 4.50:1; … (with Bold Text: 3.00:1; …)` when the words after them
    /// differ too; else the twin's whole headline: `… (with Bold Text: …)`.
    private static func merge(_ regular: Finding, _ bold: Finding) -> String {
        let mark = stressMark(regular)  // twins share their locale, so both are stress tests or neither
        guard regular.headline != bold.headline else { return mark + regular.headline }  // only the details differ
        if let a = regular.amount, let b = bold.amount, a.lead == b.lead {
            if a.tail == b.tail { return mark + a.lead + a.text + " (\(b.text) with Bold Text)" + a.tail }
            return mark + regular.headline + " (with Bold Text: \(b.text + b.tail))"
        }
        return mark + regular.headline + " (with Bold Text: \(bold.headline))"
    }

    /// Lines of one appearance's finding that differ from another's only in the appearance.
    private struct AppearanceKey: Hashable {
        var rule: String, verdict: Verdict, level: FindingLevel, category: SizeCategory?, sizes: String?
        var boldText: Bool?, hasTwin: Bool
        var statement: String

        init?(_ line: FindingLine) {
            let f = line.finding
            guard f.appearance != nil, f.locale == nil else { return nil }
            rule = f.rule; verdict = f.verdict; level = f.level; category = f.category; sizes = f.sizes
            boldText = f.boldText; hasTwin = line.boldTwin != nil; statement = line.statement
        }
    }

    /// A Bold Text finding's regular twin: the same rule and verdict at the same place (a title's
    /// place names where it starts failing, a color's the whole range), measured by the same check
    /// (LB015's width and height findings are not each other's twins).
    private struct TwinKey: Hashable {
        var rule: String, verdict: Verdict, level: FindingLevel
        var appearance: Appearance?, locale: String?, place: String, measuredBy: String?

        init(_ f: Finding) {
            rule = f.rule; verdict = f.verdict; level = f.level
            appearance = f.appearance; locale = f.locale; place = f.place; measuredBy = f.measuredBy
        }
    }
}
