import Foundation

/// Xcode's pseudolanguages (scheme › Run › Options › App Language), generated from the English
/// title at run time. They are stress tests: the system localizes the button's title, so a
/// pseudolanguage result is reported but never yields `disabled`.
///
/// Forms chosen (Xcode documents the effect, not the exact characters):
/// - accented: every ASCII letter with a form in Latin-1 Supplement or Latin Extended-A takes an
///   accented form ("Current" → "Çûŕŕéñţ"); b f m p q v x have none there and stay. Same length.
/// - double length: the text, a space, the text again ("Current Location Current Location").
/// - bounded: "[# " before and " #]" after, so truncation at either end shows.
/// - right to left: Xcode's "Right-to-Left Pseudolanguage With Right-to-Left Strings", whose
///   scheme identifier is `IDELaunchSchemeLanguageRLO`: the text between U+202E RIGHT-TO-LEFT
///   OVERRIDE and U+202C POP DIRECTIONAL FORMATTING, so the English letters lay out right to left
///   in a right-to-left paragraph.
public enum Pseudolanguage: String, CaseIterable, Codable, Sendable {
    case accented
    case doubleLength
    case bounded
    case rightToLeft

    /// A BCP 47 private-use tag naming the pseudolanguage in reports, e.g. `en-x-accented`.
    public var tag: String { "en-x-" + privateUseSubtag }

    /// The pseudolanguage a tag names, or nil.
    public init?(tag: String) {
        // Reports ask this for every row, so compare ASCII bytes (case and `_`/`-` folded) rather
        // than build a lowered, rewritten copy of each tag.
        func folded(_ byte: UInt8) -> UInt8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
            case UInt8(ascii: "_"): UInt8(ascii: "-")
            default: byte
            }
        }
        guard let match = Pseudolanguage.allCases.first(where: { $0.tag.utf8.elementsEqual(tag.utf8.lazy.map(folded)) })
        else { return nil }
        self = match
    }

    /// A selection as a theme or `--pseudolanguages` writes it: tags (`en-x-double`), or `none`
    /// alone for no pseudolanguage. Nil when an item is neither; `expected` says what is.
    public static func selection(_ items: [String]) -> [Pseudolanguage]? {
        if items == ["none"] { return [] }
        var selected: [Pseudolanguage] = []
        for item in items {
            guard let pseudolanguage = Pseudolanguage(tag: item) else { return nil }
            if !selected.contains(pseudolanguage) { selected.append(pseudolanguage) }
        }
        return selected.isEmpty ? nil : selected
    }

    public static let expected = "pseudolanguage tags (" + allCases.map(\.tag).joined(separator: ", ") + ") or none"

    public var direction: TextDirection { self == .rightToLeft ? .rtl : .ltr }

    /// The pseudolocalized form of an English text.
    public func apply(to english: String) -> String {
        switch self {
        case .accented: String(english.map { Pseudolanguage.accents[$0] ?? $0 })
        case .doubleLength: english + " " + english
        case .bounded: "[# " + english + " #]"
        case .rightToLeft: "\u{202E}" + english + "\u{202C}"
        }
    }

    private var privateUseSubtag: String {
        switch self {
        case .accented: "accented"
        case .doubleLength: "double"
        case .bounded: "bounded"
        case .rightToLeft: "rtl"
        }
    }

    /// Latin-1 Supplement and Latin Extended-A only, which every Latin text font covers.
    private static let accents: [Character: Character] = {
        let plain = Array("ACDEGHIJKLNORSTUWYZacdeghijklnorstuwyz")
        let accented = Array("ÅÇĎÉĜĤÎĴĶĻÑÖŔŠŢÛŴÝŽåçďéĝĥîĵķļñöŕšţûŵýž")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
