/// SARIF 2.1.0 (OASIS), the format GitHub code scanning reads: one run whose driver lists every
/// rule with its description and default level, and one result per finding located in the theme
/// file (on the key a fix changes, see `FindingLocation`), so the alert shows inline on that line.
public struct SARIFReporter: Sendable {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public init() {}

    public func render(_ report: CheckReport) -> String {
        document(report).serialized()
    }

    func document(_ report: CheckReport) -> JSONValue {
        let rules = ruleTable(report)
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var results: [JSONValue] = []
        for button in report.buttons {
            for finding in button.findings {
                results.append(result(finding, button: button, ruleIndex: index[finding.rule], report: report))
            }
            // Accepted by the baseline: shown as suppressed, so code scanning can close the alert.
            for finding in button.suppressedFindings {
                results.append(result(finding, button: button, ruleIndex: index[finding.rule], report: report,
                                      suppressed: true))
            }
        }
        return .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string(LocationButtonLintInfo.name)),
                    ("version", .string(LocationButtonLintInfo.version)),
                    ("rules", .array(rules.map(rule))),
                ]))])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
                // The verdicts rest on a model; its parameters go with every report (DESIGN §4).
                ("properties", .object([("policy", report.policyJSON), ("layoutModel", report.layoutModelJSON)])),
            ])])),
        ])
    }

    /// The rules that ran, plus any rule a finding names that the table lacks, so every
    /// `ruleIndex` resolves.
    private func ruleTable(_ report: CheckReport) -> [RuleInfo] {
        var rules = report.rules
        var known = Set(rules.map(\.id))
        for finding in report.buttons.flatMap({ $0.findings + $0.suppressedFindings }) where !known.contains(finding.rule) {
            known.insert(finding.rule)
            rules.append(RuleInfo(id: finding.rule, name: finding.name, summary: finding.name, level: finding.level,
                                  verdicts: [finding.verdict], rationale: finding.name))
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
    static func level(_ rule: RuleInfo) -> String {
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

    private func result(_ finding: Finding, button: ButtonResult, ruleIndex: Int?, report: CheckReport,
                        suppressed: Bool = false) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.rule)),
        ]
        if let ruleIndex { members.append(("ruleIndex", .number(Double(ruleIndex)))) }
        members.append(("level", .string(FindingText.severity(finding, in: report).rawValue)))
        members.append(("message", .object([("text", .string("\(button.id): \(FindingText.message(finding))"))])))
        if let source = report.location(of: finding, in: button) {
            var region: [(String, JSONValue)] = [("startLine", .number(Double(source.line)))]
            if let column = source.column { region.append(("startColumn", .number(Double(column)))) }
            members.append(("locations", .array([.object([
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(Self.uri(source.file)))])),
                    ("region", .object(region)),
                ])),
            ])])))
        }
        if suppressed {
            members.append(("suppressions", .array([.object([
                ("kind", .string("external")), ("justification", .string(report.suppressionReason(finding, button: button.id))),
            ])])))
        }
        members.append(("partialFingerprints", .object([("locbuttonFinding/v1", .string(finding.fingerprint(button: button.id)))])))
        members.append(("properties", .object([
            ("button", .string(button.id)),
            ("verdict", .string(finding.verdict.rawValue)),
            ("measured", JSONValue.from(finding.measured, JSONValue.number)),
            ("limit", JSONValue.from(finding.limit, JSONValue.number)),
        ])))
        return .object(members)
    }

    /// A relative path stays relative (code scanning resolves it against the checkout); spaces and
    /// other characters outside RFC 3986's path set are percent-encoded.
    static func uri(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=:@".unicodeScalars)
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, allowed.contains(scalar) { out.unicodeScalars.append(scalar) } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
