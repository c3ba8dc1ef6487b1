import LocationButtonModel
/// Findings a team has accepted for now, so a gate can be adopted on an existing app: a finding
/// whose fingerprint is recorded is suppressed, anything new fails. Fingerprints (see
/// `Finding.fingerprint`) hash rule, button, appearance, locale and Bold Text, so they survive
/// reordering buttons or keys, editing other buttons and moving the first failing size.
///
/// Applied per button after its design is judged (`RunAcceptance`): a suppressed finding is left
/// out of every verdict, count, summary and fix hint, and kept apart
/// (`ButtonResult.suppressedFindings`), so SARIF can show it as suppressed. The file is read in
/// Input/ and written in Report/.
public struct Baseline: Sendable, Hashable {
    public static let schemaVersion = 1

    /// The entries, as hashes: what findings are compared with.
    private let prints: Set<Fingerprint>
    /// Entries that are no fingerprint this tool writes: they match no finding.
    private let others: Set<String>

    /// The entries, as written.
    public var fingerprints: Set<String> { Set(prints.map(\.text)).union(others) }
    public var isEmpty: Bool { prints.isEmpty && others.isEmpty }

    public init(fingerprints: Set<String>) {
        var prints = Set<Fingerprint>(), others = Set<String>()
        for entry in fingerprints {
            if let print = Fingerprint(text: entry) { prints.insert(print) } else { others.insert(entry) }
        }
        self.init(prints: prints, others: others)
    }

    package init(prints: Set<Fingerprint>, others: Set<String>) {
        self.prints = prints; self.others = others
    }

    /// Whether the entries hold `print`.
    package func suppresses(_ print: Fingerprint) -> Bool { prints.contains(print) }

    /// Entries that match no finding of `buttons`, suppressed or not: fixed since, or about a
    /// button that was renamed or removed.
    public func staleEntries(in buttons: [ButtonResult]) -> [String] {
        // Only matches are collected: a run may have a million findings, a baseline few entries.
        var found = Set<Fingerprint>()
        for button in buttons {
            for findings in [button.findings, button.suppressedFindings] {
                for finding in findings {
                    let print = finding.print(button: button.id)
                    if prints.contains(print) { found.insert(print) }
                    if let legacy = finding.legacyPrint(button: button.id), prints.contains(legacy) { found.insert(legacy) }
                }
            }
        }
        return (prints.subtracting(found).map(\.text) + others).sorted()
    }

    /// Entries written by an earlier version that still match: one accepts both of LB015's
    /// findings (width and height) of its button and language, which now have a fingerprint each.
    public func legacyEntries(in buttons: [ButtonResult]) -> [String] {
        legacyPrints(in: buttons).map(\.text).sorted()
    }

    private func legacyPrints(in buttons: [ButtonResult]) -> Set<Fingerprint> {
        var legacy = Set<Fingerprint>()
        for button in buttons {
            for findings in [button.findings, button.suppressedFindings] {
                for finding in findings {
                    if let print = finding.legacyPrint(button: button.id), prints.contains(print) { legacy.insert(print) }
                }
            }
        }
        return legacy
    }

    /// The entry that accepts `finding` of `button`: its fingerprint, or an earlier version's.
    public func entry(accepting finding: Finding, button: String) -> String? {
        acceptingPrint(finding, button: button)?.text
    }

    /// `entry(accepting:button:)` as a hash.
    package func acceptingPrint(_ finding: Finding, button: String) -> Fingerprint? {
        let print = finding.print(button: button)
        if prints.contains(print) { return print }
        return finding.legacyPrint(button: button).flatMap { prints.contains($0) ? $0 : nil }
    }
}
