/// The finding lines people read (the text report, Xcode and GitHub annotations). A Bold Text
/// finding whose regular twin (same rule, verdict, appearance, locale and first size category) is
/// reported too folds into the twin's line, so the Bold Text axis does not double the report:
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
        var lines: [FindingLine] = []
        for finding in findings {
            if folded.contains(finding) { continue }
            var line = FindingLine(finding: finding)
            if finding.boldText == false, let twin = twins[TwinKey(finding)], Split(twin).prefix == Split(finding).prefix {
                line.boldTwin = twin
                folded.insert(twin)
            }
            lines.append(line)
        }
        var merged: [FindingLine] = []
        var first: [AppearanceKey: Int] = [:]
        for line in lines {
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

    /// The message, with the twin's difference worked in and the appearances that share it named.
    var message: String {
        guard let appearance = finding.appearance, !alsoIn.isEmpty else { return ownMessage }
        let names = ([appearance] + alsoIn).map(\.rawValue).joined(separator: ", ")
        return names + ownMessage.dropFirst(appearance.rawValue.count)
    }

    /// This line's message for its own appearance.
    private var ownMessage: String {
        guard let twin = boldTwin else { return FindingText.message(finding) }
        let regular = Split(finding), bold = Split(twin)
        let head = regular.prefix.isEmpty ? "" : regular.prefix + ": "
        if regular.body == bold.body { return head + regular.body + " (the same with Bold Text)" }
        let a = Headline(regular.body), b = Headline(bold.body)
        let detail = a.detail.map { "; " + $0 } ?? ""
        return head + Self.merge(a.text, b.text) + detail
    }

    /// `truncates by 66.6 pt` and `truncates by 77.6 pt` → `truncates by 66.6 pt (77.6 pt with Bold
    /// Text)` when one word differs (its unit kept); else `… (with Bold Text: …)`.
    private static func merge(_ regular: String, _ bold: String) -> String {
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

    /// Lines that differ only in the appearance their message starts with.
    private struct AppearanceKey: Hashable {
        var rule: String, verdict: Verdict, level: FindingLevel, locale: String?, category: SizeCategory?
        var boldText: Bool?, hasTwin: Bool
        /// The message after the appearance's name.
        var rest: String

        init?(_ line: FindingLine) {
            let f = line.finding
            guard let appearance = f.appearance else { return nil }
            let text = line.ownMessage
            guard text.hasPrefix(appearance.rawValue + " ") || text.hasPrefix(appearance.rawValue + ":") else { return nil }
            rule = f.rule; verdict = f.verdict; level = f.level; locale = f.locale; category = f.category
            boldText = f.boldText; hasTwin = line.boldTwin != nil
            rest = String(text.dropFirst(appearance.rawValue.count))
        }
    }

    private struct TwinKey: Hashable {
        var rule: String, verdict: Verdict, level: FindingLevel
        var appearance: Appearance?, locale: String?, category: SizeCategory?

        init(_ f: Finding) {
            rule = f.rule; verdict = f.verdict; level = f.level
            appearance = f.appearance; locale = f.locale; category = f.category
        }
    }

    /// `dark at xSmall–AX5: title contrast …` → where (`dark at xSmall–AX5`) and what.
    private struct Split {
        var prefix: String, body: String

        init(_ finding: Finding) {
            if let colon = finding.message.range(of: ": ") {
                prefix = String(finding.message[..<colon.lowerBound]); body = String(finding.message[colon.upperBound...])
            } else {
                prefix = ""; body = finding.message
            }
        }
    }

    /// `truncates by 66.6 pt (title …, room …)` → the headline and its parenthesized detail.
    private struct Headline {
        var text: String, detail: String?

        init(_ body: String) {
            if body.hasSuffix(")"), let open = body.range(of: " (") {
                text = String(body[..<open.lowerBound])
                detail = String(body[open.upperBound..<body.index(before: body.endIndex)])
            } else {
                text = body; detail = nil
            }
        }
    }
}
