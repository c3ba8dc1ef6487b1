import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import LocationButtonReports
import Foundation

/// The command line's filters, parsed and checked before any file is read, so a typo is a usage
/// error (exit 2) rather than an empty report.
public struct CheckSelection: Sendable {
    /// nil: every size category.
    public var sizes: [SizeCategory]?
    /// nil: the theme's appearances, or all four.
    public var appearances: [Appearance]?
    /// Rule ids to run; nil: every rule.
    public var rules: Set<String>?
    /// Pseudolanguages to stress-test with; nil: the theme's, or all.
    public var pseudolanguages: [Pseudolanguage]?

    public init(sizes: String?, appearances: String?, rules: [String], excludedRules: [String], pseudolanguages: String? = nil) throws {
        if let pseudolanguages {
            let items = pseudolanguages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let selection = Pseudolanguage.selection(items) else {
                throw UsageError("--pseudolanguages expects \(Pseudolanguage.expected), found \(InputText.quoted(pseudolanguages))")
            }
            self.pseudolanguages = selection
        }
        if let sizes {
            guard let list = SizeCategoryRange.parseList(sizes), !list.isEmpty else {
                throw UsageError("--sizes expects \(SizeCategoryRange.expected), found \"\(sizes)\"")
            }
            self.sizes = list
        }
        if let appearances {
            self.appearances = try Self.list(appearances).map { name in
                guard let appearance = Appearance(rawValue: name) else {
                    let names = Appearance.allCases.map(\.rawValue)
                    throw UsageError("--appearances expects \(names.joined(separator: ", ")), found \"\(name)\"" + Self.hint(name, names))
                }
                return appearance
            }
        }
        let only = try rules.flatMap(Self.list).map { try Self.ruleID($0, option: "--rule") }
        let excluded = try excludedRules.flatMap(Self.list).map { try Self.ruleID($0, option: "--exclude-rule") }
        if !only.isEmpty || !excluded.isEmpty {
            let base = only.isEmpty ? Set(RuleCatalog.infos.map(\.id)) : Set(only)
            self.rules = base.subtracting(excluded)
            if self.rules?.isEmpty == true {
                throw UsageError("--exclude-rule excludes every rule selected; nothing would be checked")
            }
        }
    }

    private static func list(_ text: String) throws -> [String] {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw UsageError("expected a comma-separated list, found \"\(text)\"") }
        return items
    }

    private static func ruleID(_ idOrName: String, option: String) throws -> String {
        if let info = RuleCatalog.info(idOrName) { return info.id }
        let known = RuleCatalog.infos.flatMap { [$0.id, $0.name] }
        throw UsageError("\(option) expects a rule id or name such as LB001 or title-truncated, found \"\(idOrName)\"" + hint(idOrName, known))
    }

    private static func hint(_ word: String, _ candidates: [String]) -> String {
        SpellingHint.hint(for: word, among: candidates)
    }
}
