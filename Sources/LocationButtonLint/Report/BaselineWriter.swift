extension Baseline {
    /// The baseline file for `buttons`' findings (suppressed ones included): JSON, sorted by
    /// fingerprint, one finding per entry with its readable key fields, so a review of the
    /// baseline's diff shows what was accepted.
    public static func serialized(recording buttons: [ButtonResult]) -> String {
        var entries: [String: JSONValue] = [:]
        for button in buttons {
            for finding in button.findings + button.suppressedFindings {
                let fingerprint = finding.fingerprint(button: button.id)
                guard entries[fingerprint] == nil else { continue }
                entries[fingerprint] = .object([
                ("fingerprint", .string(fingerprint)),
                ("rule", .string(finding.rule)),
                ("name", .string(finding.name)),
                ("button", .string(button.id)),
                ("appearance", JSONValue.from(finding.appearance) { .string($0.rawValue) }),
                ("locale", JSONValue.from(finding.locale, JSONValue.string)),
                ("boldText", JSONValue.from(finding.boldText, JSONValue.bool)),
                ])
            }
        }
        return JSONValue.object([
            ("schemaVersion", .number(Double(schemaVersion))),
            ("tool", .string(LocationButtonLintInfo.name)),
            ("findings", .array(entries.keys.sorted().compactMap { entries[$0] })),
        ]).serialized()
    }
}
