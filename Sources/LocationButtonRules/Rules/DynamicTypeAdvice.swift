import LocationButtonModel
/// Where a title the system keeps at a fixed size would not fit if it followed Dynamic Type: the
/// first size category per language. LB010 says it as advice: the system draws the title fixed,
/// so it decides no verdict (docs/reports.md, "Verdicts from what is drawn").
public struct DynamicTypeAdvice: Sendable, Hashable {
    /// Languages by the first size from which the grown title would not fit, in the order added.
    public private(set) var languages: [SizeCategory: [String]] = [:]

    public init() {}

    public var isEmpty: Bool { languages.isEmpty }

    package mutating func add(_ locale: String, from category: SizeCategory) {
        languages[category, default: []].append(locale)
    }

    /// Languages named before "and N more".
    package static let languagesShown = 8

    /// `from AX1 in de, fr; from AX3 in en and 4 more`: smallest size first.
    public var text: String {
        var shown = 0, parts: [String] = []
        let total = languages.values.reduce(0) { $0 + $1.count }
        for category in languages.keys.sorted() where shown < Self.languagesShown {
            let names = languages[category]!.prefix(Self.languagesShown - shown)
            shown += names.count
            parts.append("from \(category.rawValue) in \(names.joined(separator: ", "))")
        }
        return parts.joined(separator: "; ") + (total > shown ? " and \(total - shown) more" : "")
    }
}
