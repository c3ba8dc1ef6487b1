/// Findings a team has accepted for now, so a gate can be adopted on an existing app: a finding
/// whose fingerprint is recorded is suppressed, anything new fails. Fingerprints (see
/// `Finding.fingerprint`) hash rule, button, appearance, locale and Bold Text, so they survive
/// reordering buttons or keys, editing other buttons and moving the first failing size.
///
/// A verdict-stage filter: the engine leaves a suppressed finding out of every verdict, count,
/// summary and fix hint, and keeps it apart (`ButtonResult.suppressedFindings`), so SARIF can
/// show it as suppressed. The file is read in Input/ and written in Report/.
public struct Baseline: Sendable, Hashable {
    public static let schemaVersion = 1

    public var fingerprints: Set<String>

    public init(fingerprints: Set<String>) { self.fingerprints = fingerprints }

    /// The baseline that accepts every finding of `buttons`.
    public init(recording buttons: [ButtonResult]) {
        fingerprints = Self.fingerprints(of: buttons)
    }

    func suppresses(_ fingerprint: String) -> Bool { fingerprints.contains(fingerprint) }

    /// Entries that match no finding of `buttons`, suppressed or not: fixed since, or about a
    /// button that was renamed or removed.
    public func staleEntries(in buttons: [ButtonResult]) -> [String] {
        let found = Self.fingerprints(of: buttons)
        return fingerprints.subtracting(found).subtracting(legacyEntries(in: buttons)).sorted()
    }

    /// Entries written by an earlier version that still match: one accepts both of LB015's
    /// findings (width and height) of its button and language, which now have a fingerprint each.
    public func legacyEntries(in buttons: [ButtonResult]) -> [String] {
        var legacy = Set<String>()
        for button in buttons {
            for finding in button.findings + button.suppressedFindings {
                if let print = finding.legacyFingerprint(button: button.id), fingerprints.contains(print) { legacy.insert(print) }
            }
        }
        return legacy.sorted()
    }

    /// The entry that accepts `finding` of `button`: its fingerprint, or an earlier version's.
    public func entry(accepting finding: Finding, button: String) -> String? {
        let print = finding.fingerprint(button: button)
        if fingerprints.contains(print) { return print }
        return finding.legacyFingerprint(button: button).flatMap { fingerprints.contains($0) ? $0 : nil }
    }

    /// Every finding's fingerprint, suppressed or not.
    private static func fingerprints(of buttons: [ButtonResult]) -> Set<String> {
        Set(buttons.flatMap { button in
            (button.findings + button.suppressedFindings).map { $0.fingerprint(button: button.id) }
        })
    }
}
