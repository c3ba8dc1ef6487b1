import Foundation

/// Findings a team has accepted for now, so a gate can be adopted on an existing app: a finding
/// whose fingerprint is recorded is suppressed, anything new fails. Fingerprints (see
/// `Finding.fingerprint`) hash rule, button, appearance, locale and Bold Text, so they survive
/// reordering buttons or keys, editing other buttons and moving the first failing size.
///
/// The file is JSON, sorted by fingerprint, one finding per entry with its readable key fields,
/// so a review of the baseline's diff shows what was accepted.
public struct Baseline: Sendable, Equatable {
    public static let schemaVersion = 1

    public var fingerprints: Set<String>

    public init(fingerprints: Set<String>) { self.fingerprints = fingerprints }

    /// The baseline that accepts every finding of `buttons`.
    public init(recording buttons: [ButtonResult]) {
        fingerprints = Set(buttons.flatMap(\.findings).map(\.fingerprint))
    }

    /// Reads a baseline file written by `serialized(recording:)`.
    public init(contentsOf path: String) throws(InputError) {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw InputError(file: path, "expected a baseline file, found none (write one with --update-baseline)")
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["findings"] as? [[String: Any]]
        else {
            throw InputError(file: path, "expected a baseline (JSON with a \"findings\" list), found something else")
        }
        var fingerprints = Set<String>()
        for (index, entry) in entries.enumerated() {
            guard let fingerprint = entry["fingerprint"] as? String else {
                throw InputError(file: path, place: "$.findings[\(index)]", "expected a \"fingerprint\" string, found none")
            }
            fingerprints.insert(fingerprint)
        }
        self.fingerprints = fingerprints
    }

    /// The baseline file for `buttons`' findings.
    public static func serialized(recording buttons: [ButtonResult]) -> String {
        var entries: [String: JSONValue] = [:]
        for finding in buttons.flatMap(\.findings) where entries[finding.fingerprint] == nil {
            entries[finding.fingerprint] = .object([
                ("fingerprint", .string(finding.fingerprint)),
                ("rule", .string(finding.rule)),
                ("name", .string(finding.name)),
                ("button", .string(finding.button)),
                ("appearance", JSONValue.from(finding.appearance) { .string($0.rawValue) }),
                ("locale", JSONValue.from(finding.locale, JSONValue.string)),
                ("boldText", JSONValue.from(finding.boldText, JSONValue.bool)),
            ])
        }
        return JSONValue.object([
            ("schemaVersion", .number(Double(schemaVersion))),
            ("tool", .string(LocationButtonLintInfo.name)),
            ("findings", .array(entries.keys.sorted().compactMap { entries[$0] })),
        ]).serialized()
    }

    /// `buttons` without the findings this baseline accepts, each button's verdict recomputed from
    /// the findings left, and how many were suppressed.
    public func apply(to buttons: [ButtonResult]) -> (buttons: [ButtonResult], suppressed: Int) {
        var suppressed = 0
        let kept = buttons.map { button in
            var button = button
            let remaining = button.findings.filter { !fingerprints.contains($0.fingerprint) }
            guard remaining.count != button.findings.count else { return button }
            suppressed += button.findings.count - remaining.count
            button.findings = remaining
            if button.status == .judged {
                button.verdict = remaining.filter { $0.level == .verdict }.map(\.verdict).max() ?? .pass
            }
            return button
        }
        return (kept, suppressed)
    }
}
