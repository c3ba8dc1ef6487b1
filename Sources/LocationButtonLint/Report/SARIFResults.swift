extension SARIFReporter {
    /// A design's SARIF results (its findings, then those the baseline accepted) as text, each
    /// cut where the button goes in: its id in the message and `properties.button`, the place a
    /// fix changes, the suppression's justification and the fingerprint. The cuts are made in
    /// what `JSONValue` serializes, so a result reads exactly as a serialized object would.
    struct Results {
        var keys = FixKeyLists()
        var results: [Result] = []

        init(_ design: JudgedDesign, ruleIndex: [String: Int], in report: CheckReport) {
            let judgement = design.judgement
            for (finding, suppressed) in judgement.findings.map({ ($0, false) }) + judgement.suppressedFindings.map({ ($0, true) }) {
                results.append(Result(finding, suppressed: suppressed, ruleIndex: ruleIndex[finding.rule],
                                      keys: keys.index(of: finding.keys), preview: design.isPreview, in: report))
            }
        }
    }

    /// One finding's result, nested in `runs[0].results`.
    struct Result {
        var finding: Finding
        var suppressed: Bool
        /// The index of its fix keys in `Results.keys`.
        var keys: Int
        /// From the object's start to the message text's opening quote.
        var head: String
        /// The message text after the button's id, and the end of `message`.
        var message: String
        /// The `properties` after the button's id.
        var properties: String

        init(_ finding: Finding, suppressed: Bool, ruleIndex: Int?, keys: Int, preview: Bool, in report: CheckReport) {
            self.finding = finding; self.suppressed = suppressed; self.keys = keys
            var head = "{\n"
            var members: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
            if let ruleIndex { members.append(("ruleIndex", .number(Double(ruleIndex)))) }
            members.append(("level", .string(FindingText.severity(finding, in: report, preview: preview).rawValue)))
            for (key, value) in members {
                JSONValue.member(key, value, depth: Self.depth + 1, into: &head)
                head += ",\n"
            }
            self.head = Self.itemIndent + head + Self.messageCut.before
            message = Self.member("message", .object([("text", .string(": " + FindingText.message(finding)))]),
                                  after: Self.messageCut.before)
            var properties: [(String, JSONValue)] = [
                ("button", .string("")),
                ("verdict", .string(finding.verdict.rawValue)),
                ("measured", JSONValue.from(finding.measured, JSONValue.number)),
                ("limit", JSONValue.from(finding.limit, JSONValue.number)),
            ]
            if let platform = finding.platform { properties.append(("platform", .string(platform.rawValue))) }
            self.properties = Self.member("properties", .object(properties), after: Self.propertiesCut.before)
                + "\n" + Self.itemIndent + "}"
        }

        /// Appends the result of `button` (`id` JSON-escaped, `places` the `locations` member of
        /// each of `Results.keys`).
        func write(button: ButtonResult, id: String, places: [String?], in report: CheckReport, into out: inout String) {
            out += head
            out += id
            out += message
            if let place = places[keys] { out += place }
            if suppressed {
                out += ",\n"
                // Accepted by the baseline: shown as suppressed, so code scanning can close the alert.
                JSONValue.member("suppressions", .array([.object([
                    ("kind", .string("external")),
                    ("justification", .string(report.suppressionReason(finding, button: button.id))),
                ])]), depth: Self.depth + 1, into: &out)
            }
            out += Self.fingerprint.before
            out += finding.fingerprint(button: button.id)
            out += Self.fingerprint.after
            out += id
            out += properties
        }

        /// Results are items of `runs[0].results`, four levels deep.
        private static let depth = 4
        private static let itemIndent = String(repeating: "  ", count: depth)

        private static let messageCut = cut(.object([("text", .string(""))]), "message", at: "text")
        private static let propertiesCut = cut(.object([("button", .string(""))]), "properties", at: "button")

        /// `,\n"partialFingerprints": {"locbuttonFinding/v1": "` and, after the fingerprint, the
        /// rest up to the opening quote of `properties.button`.
        private static let fingerprint: (before: String, after: String) = {
            let fingerprints = cut(.object([("locbuttonFinding/v1", .string(""))]), "partialFingerprints", at: "locbuttonFinding/v1")
            return (",\n" + fingerprints.before, fingerprints.after + ",\n" + propertiesCut.before)
        }()

        /// The member `key: value` of a result, cut just inside the opening quote of `value`'s
        /// first member `at` (a string): what comes before any text the member's strings hold,
        /// whatever the values (so made once per key, see `member`).
        private static func cut(_ value: JSONValue, _ key: String, at inner: String) -> (before: String, after: String) {
            var text = ""
            JSONValue.member(key, value, depth: depth + 1, into: &text)
            let opening = quoted(inner) + ": \""
            let end = text.firstRange(of: opening)!.upperBound
            return (String(text[..<end]), String(text[end...]))
        }

        /// The member `key: value` after its cut `before` (see `cut`).
        private static func member(_ key: String, _ value: JSONValue, after before: String) -> String {
            var text = ""
            JSONValue.member(key, value, depth: depth + 1, into: &text)
            return String(Substring(text.utf8.dropFirst(before.utf8.count)))
        }
    }
}
