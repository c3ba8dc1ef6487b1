import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
extension Baseline {
    /// The baseline file for `buttons`' findings (suppressed ones included): JSON, sorted by
    /// fingerprint, one finding per entry with its readable key fields, so a review of the
    /// baseline's diff shows what was accepted.
    public static func serialized(recording buttons: [ButtonResult]) -> String {
        // Each fingerprint's first finding, in fingerprint order: hex digits of one width sort as
        // the hash does, so the hashes are sorted, not a million strings. Of equal hashes the first
        // met (button, then kept before suppressed, then index) sorts first and is the one written.
        struct Entry {
            var print: UInt64
            var button: Int
            var list: Int  // 0: the button's findings, 1: its suppressed ones
            var index: Int
        }
        var entries: [Entry] = []
        for (b, button) in buttons.enumerated() {
            for (list, findings) in [button.findings, button.suppressedFindings].enumerated() {
                for i in findings.indices {
                    entries.append(Entry(print: findings[i].print(button: button.id).value, button: b, list: list, index: i))
                }
            }
        }
        entries.sort { ($0.print, $0.button, $0.list, $0.index) < ($1.print, $1.button, $1.list, $1.index) }
        var out = "{\n"
        JSONValue.member("schemaVersion", .number(Double(schemaVersion)), depth: 1, into: &out)
        out += ",\n"
        JSONValue.member("tool", .string(LocationButtonLintInfo.name), depth: 1, into: &out)
        out += ",\n"
        JSONValue.indent(1, into: &out)
        out += entries.isEmpty ? "\"findings\": []\n}\n" : "\"findings\": [\n"
        guard !entries.isEmpty else { return out }
        for (k, entry) in entries.enumerated() where k == 0 || entry.print != entries[k - 1].print {
            let button = buttons[entry.button]
            let finding = entry.list == 1 ? button.suppressedFindings[entry.index] : button.findings[entry.index]
            if k > 0 { out += ",\n" }
            JSONValue.indent(2, into: &out)
            JSONValue.object([
                ("fingerprint", .string(Fingerprint(value: entry.print).text)),
                ("rule", .string(finding.rule)),
                ("name", .string(finding.name)),
                ("button", .string(button.id)),
                ("appearance", JSONValue.from(finding.appearance) { .string($0.rawValue) }),
                ("locale", JSONValue.from(finding.locale, JSONValue.string)),
                ("boldText", JSONValue.from(finding.boldText, JSONValue.bool)),
            ]).write(to: &out, depth: 2)
        }
        out += "\n"
        JSONValue.indent(1, into: &out)
        out += "]\n}\n"
        return out
    }
}
