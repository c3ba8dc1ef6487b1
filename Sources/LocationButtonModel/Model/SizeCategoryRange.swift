import Foundation

/// Size category selections as people write them, in theme files (`dynamicType: xSmall...AX3`)
/// and on the command line (`--sizes large,AX1...AX5`): names as `SizeCategory` spells them
/// (case-insensitive), `A...B` ranges, and comma-separated lists of both.
public enum SizeCategoryRange {
    /// What is accepted, for "expected …" messages.
    public static let expected = "size categories such as large, AX1...AX5 or xSmall,large,AX3"

    /// The categories `text` names, smallest first, without repeats; nil when any part is not a
    /// category or a range runs backwards.
    public static func parseList(_ text: String) -> [SizeCategory]? {
        var selected = Set<SizeCategory>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = parseRange(String(part)) else { return nil }
            selected.formUnion(SizeCategory.allCases.filter(range.contains))
        }
        return selected.sorted()
    }

    /// One category (a one-element range) or `A...B`; nil otherwise.
    public static func parseRange(_ text: String) -> ClosedRange<SizeCategory>? {
        let ends = text.components(separatedBy: "...")
        switch ends.count {
        case 1:
            guard let category = category(ends[0]) else { return nil }
            return category...category
        case 2:
            guard let lower = category(ends[0]), let upper = category(ends[1]), lower <= upper else { return nil }
            return lower...upper
        default:
            return nil
        }
    }

    package static func category(_ name: String) -> SizeCategory? {
        let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
        return SizeCategory.allCases.first { $0.rawValue.lowercased() == trimmed }
    }
}
