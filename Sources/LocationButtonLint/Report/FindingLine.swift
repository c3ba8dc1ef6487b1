/// The finding lines people read (the text report, Xcode and GitHub annotations). A Bold Text
/// finding whose regular twin (same rule, verdict, place) is reported too folds into the twin's
/// line, so the Bold Text axis does not double the report:
/// `ar from AX2: truncates by 66.6 pt (77.6 pt with Bold Text); title …`. The data formats (JSON,
/// SARIF, JUnit) keep every finding. Lines that then say the same in several appearances (a fill
/// alpha below the floor in all four) become one: `light, dark at xSmall–xxxLarge: …`.
struct FindingLine: Sendable {
    var finding: Finding
    /// The Bold Text twin folded into this line.
    var boldTwin: Finding?
    /// Further appearances where the same rule says exactly the same.
    var alsoIn: [Appearance] = []

    static func lines(_ findings: [Finding]) -> [FindingLine] {
        var twins: [TwinKey: Finding] = [:]
        for finding in findings where finding.boldText == true { twins[TwinKey(finding)] = finding }
        var folded = Set<Finding>()
        var merged: [FindingLine] = []
        merged.reserveCapacity(findings.count)
        var first: [AppearanceKey: Int] = [:]
        // One pass (a line is made once, then kept or merged): reports make lines for every button.
        for finding in findings {
            // Hashing whole findings is the costly part: only needed when there are twins.
            if !twins.isEmpty && folded.contains(finding) { continue }
            var line = FindingLine(finding: finding)
            if finding.boldText == false, let twin = twins[TwinKey(finding)] {
                line.boldTwin = twin
                folded.insert(twin)
            }
            guard let key = AppearanceKey(line) else { merged.append(line); continue }
            if let i = first[key] {
                merged[i].alsoIn.append(finding.appearance!)
            } else {
                first[key] = merged.count
                merged.append(line)
            }
        }
        return merged
    }

    /// The line's sentence: its place (with the appearances that share it) and its statement.
    var message: String {
        let place = self.place
        return place.isEmpty ? statement : place + ": " + statement
    }

    /// The message without the numbers behind it (the finding's detail): what a summary shows.
    var briefMessage: String {
        let place = self.place
        let brief = boldTwin.map { Self.merge(Self.headline(finding), Self.headline($0)) }
            ?? Self.headline(finding) + (finding.boldText == true ? " (with Bold Text)" : "")
        return place.isEmpty ? brief : place + ": " + brief
    }

    /// Where the line applies: `de from AX2`, `light, dark at xSmall–AX5`; empty for the button as a whole.
    var place: String {
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
        return Self.merge(Self.headline(finding), Self.headline(twin)) + detail
    }

    private static func headline(_ f: Finding) -> String { (f.isStressTest ? "stress test: " : "") + f.headline }

    /// `truncates by 66.6 pt` and `truncates by 77.6 pt` → `truncates by 66.6 pt (77.6 pt with Bold
    /// Text)` when one word differs (its unit kept); else `… (with Bold Text: …)`.
    private static func merge(_ regular: String, _ bold: String) -> String {
        if regular == bold { return regular }  // only the details differ
        let a = regular.split(separator: " ", omittingEmptySubsequences: false)
        let b = bold.split(separator: " ", omittingEmptySubsequences: false)
        let differing = a.indices.filter { $0 < b.count && a[$0] != b[$0] }
        guard a.count == b.count, differing.count == 1, let i = differing.first else {
            // Words both start with ("stress test:") are said once.
            let shared = zip(a, b).prefix { $0 == $1 }.count
            return "\(regular) (with Bold Text: \(b.dropFirst(shared).joined(separator: " ")))"
        }
        let end = i + 1 < a.count && a[i + 1] == "pt" ? i + 1 : i
        let value = b[i...end].joined(separator: " ")
        return (a[...end] + ["(\(value) with Bold Text)"] + a[(end + 1)...]).joined(separator: " ")
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
    /// place names where it starts failing, a color's the whole range).
    private struct TwinKey: Hashable {
        var rule: String, verdict: Verdict, level: FindingLevel
        var appearance: Appearance?, locale: String?, place: String

        init(_ f: Finding) {
            rule = f.rule; verdict = f.verdict; level = f.level
            appearance = f.appearance; locale = f.locale; place = f.place
        }
    }
}
