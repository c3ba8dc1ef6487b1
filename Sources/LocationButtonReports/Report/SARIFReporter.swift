import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// SARIF 2.1.0 (OASIS), the format GitHub code scanning reads: one run whose driver lists every
/// rule with its description and default level, and one result per problem (a button's cause,
/// as the GitHub annotations group them; `Problem`), located in the theme file (on the key a fix
/// changes, see `FindingLocation`), so the alert shows inline on that line. Code scanning makes
/// every result an alert: a result per language and size buried the one real problem.
public struct SARIFReporter: Reporter {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// Each rule's index in the rule table being written (`write` makes the table from the report).
    private var ruleIndex: [String: Int] = [:]
    /// Results a run holds at most (`SARIFReporter.resultLimit`; tests lower it).
    package var resultLimit = Self.resultLimit

    public init() {}

    /// Writes the document a button at a time, exactly as `JSONValue` serializes it: the rule
    /// table (from a first pass over the judgements), then each button's results, worst first,
    /// each design's made once (see `Results`) with the button's id, place and fingerprint added,
    /// at most `resultLimit` of them.
    public func write(_ report: CheckReport, to sink: (String) -> Void) {
        let judgements = report.designs.map(\.judgement)
        let rules = ruleTable(report.rules, judgements: judgements)
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var out = "{\n"
        for (key, value) in [("$schema", JSONValue.string(Self.schemaURI)), ("version", .string("2.1.0"))] {
            JSONValue.member(key, value, depth: 1, into: &out)
            out += ",\n"
        }
        JSONValue.indent(1, into: &out)
        out += "\"runs\": [\n"
        JSONValue.indent(2, into: &out)
        out += "{\n"
        let tool = JSONValue.object([("driver", .object([
            ("name", .string(LocationButtonLintInfo.name)),
            ("version", .string(LocationButtonLintInfo.version)),
            ("rules", .array(rules.map(rule))),
        ]))])
        for (key, value) in [("tool", tool), ("columnKind", .string("unicodeCodePoints"))] {
            JSONValue.member(key, value, depth: 3, into: &out)
            out += ",\n"
        }
        JSONValue.indent(3, into: &out)
        out += "\"results\": "
        var written = 0, leftOut = 0, buttonsLeftOut = 0
        if judgements.allSatisfy({ $0.findings.isEmpty && $0.suppressedFindings.isEmpty }) {
            out += "[]"
        } else {
            out += "[\n"
            var tabled = self
            tabled.ruleIndex = index
            var parts = DesignParts(tabled, for: report)
            // Worst first: past the cap, what is left out is no worse than what is written.
            for number in report.worstFirst {
                let button = report.buttons[number], results = parts.part(ofButton: number)
                guard !results.problems.isEmpty else { continue }
                let room = max(0, resultLimit - written)
                if room < results.problems.count {
                    leftOut += results.problems.count - room
                    buttonsLeftOut += 1
                }
                guard room > 0 else { continue }
                let places = results.keys.places(of: button, in: report) { $0.map(Self.location) }
                for problem in results.problems.prefix(room) {
                    out += written == 0 ? "" : ",\n"
                    written += 1
                    JSONValue.indent(4, into: &out)
                    problem.json(button: button, place: places[problem.keys], in: report).write(to: &out, depth: 4)
                }
                ReportPiece.handOver(&out, to: sink)
            }
            out += "\n"
            JSONValue.indent(3, into: &out)
            out += "]"
        }
        out += ",\n"
        if leftOut > 0 {
            // Said where code scanning shows a run's problems with the tool, and in `properties`.
            let note = "\(leftOut) further \(leftOut == 1 ? "result" : "results") (problems of \(buttonsLeftOut) "
                + "\(buttonsLeftOut == 1 ? "button" : "buttons"), the least severe) left out: "
                + "a run holds at most \(resultLimit) results, which GitHub code scanning shows in full; "
                + "the JSON report has every finding"
            JSONValue.member("invocations", .array([.object([
                ("executionSuccessful", .bool(true)),
                ("toolExecutionNotifications", .array([.object([
                    ("level", .string("warning")), ("message", .object([("text", .string(note))])),
                ])])),
            ])]), depth: 3, into: &out)
            out += ",\n"
        }
        // The verdicts rest on a model; its parameters go with every report (DESIGN §4).
        var properties: [(String, JSONValue)] = [("policy", report.policyJSON), ("layoutModel", report.layoutModelJSON)]
        if let languages = report.languagesJSON { properties.append(("languages", languages)) }
        // What reading the sources noticed (the text and JSON reports print the same notes).
        if !report.notes.isEmpty { properties.append(("notes", .array(report.notes.map(JSONValue.string)))) }
        if leftOut > 0 {
            properties.append(("leftOut", .object([("results", .number(Double(leftOut))),
                                                   ("buttons", .number(Double(buttonsLeftOut)))])))
        }
        JSONValue.member("properties", .object(properties), depth: 3, into: &out)
        out += "\n"
        JSONValue.indent(2, into: &out)
        out += "}\n"
        JSONValue.indent(1, into: &out)
        out += "]\n}\n"
        sink(out)
    }

    package func part(of design: JudgedDesign, in report: CheckReport) -> Results {
        Results(design, ruleIndex: ruleIndex, in: report)
    }

    /// The rules that ran, plus any rule a finding names that the table lacks, so every
    /// `ruleIndex` resolves (`judgements`: each design's, in report order).
    private func ruleTable(_ ran: [RuleInfo], judgements: [ButtonJudgement]) -> [RuleInfo] {
        var rules = ran
        var known = Set(rules.map(\.id))
        for button in judgements {
            for finding in button.findings + button.suppressedFindings where !known.contains(finding.rule) {
                known.insert(finding.rule)
                rules.append(RuleInfo(id: finding.rule, name: finding.name, summary: finding.name, level: finding.level,
                                      verdicts: [finding.verdict], rationale: finding.name))
            }
        }
        return rules.sorted { $0.id < $1.id }
    }

    private func rule(_ rule: RuleInfo) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object([("level", .string(Self.level(rule)))])),
            ("properties", .object([("verdicts", .array(rule.verdicts.map { .string($0.rawValue) }))])),
        ])
    }

    /// A rule that can disable the button is an error; one whose worst is a guideline or
    /// model-margin verdict, or that only warns, a warning; one that only informs a note.
    package static func level(_ rule: RuleInfo) -> String {
        switch rule.level {
        case .invalid: return "error"
        case .warning: return "warning"
        case .information: return "note"
        case .verdict:
            switch rule.verdicts.max() ?? .pass {
            case .disabled: return "error"
            case .uncertain, .guideline: return "warning"
            case .pass: return "note"
            }
        }
    }

    /// A result's location: the place in the theme or source file.
    private static func location(_ source: SourceLocation) -> JSONValue {
        var region: [(String, JSONValue)] = [("startLine", .number(Double(source.line)))]
        if let column = source.column { region.append(("startColumn", .number(Double(column)))) }
        return .object([
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(source.file)))])),
                ("region", .object(region)),
            ])),
        ])
    }

    /// A relative path stays relative (code scanning resolves it against the checkout); spaces and
    /// other characters outside RFC 3986's path set are percent-encoded.
    package static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, uriCharacters.contains(scalar) { out.unicodeScalars.append(scalar) } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    private static let uriCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=:@".unicodeScalars)
}
