/// The kind of value a button key takes, each read the same way from every place: adding a key
/// of an existing kind needs no reading code.
public indirect enum ButtonKeyType: Sendable {
    /// A number within `bound` (one set of bounds, whatever wrote the value).
    case number(NumericBounds.Bound)
    /// One of `names` (an enumeration's raw values); `what` names it in messages ("a title").
    case choice(what: String, names: [String])
    /// A color reference: a literal, a system color or an asset name.
    case color
    /// `true` or `false`.
    case flag
    /// Any non-empty text; `what` names it in messages.
    case text(what: String)
    /// A button id: text without control or bidi characters (reports print it).
    case identifier
    /// `true` (every size), `false` (fixed) or a clamp range such as `xSmall...AX3`.
    case sizeRange
    /// A list of at least one item of `item`'s kind; `noun` names one item ("backdrop color").
    case list(of: ButtonKeyType, noun: String)
    /// A mapping of further keys (a theme's per-platform `android:`/`web:` sections): each a row
    /// of its own, with its bounds; `noun` names the mapping in messages ("android settings").
    case section(noun: String, keys: [ButtonKey])

    /// Text that must be a BCP 47 language tag (`android.locales`, `web.lang`): the theme reader
    /// checks it (`LocaleInfo`), so `"de\n<script>"` never reaches a report.
    public static let languageTag = ButtonKeyType.text(what: languageTagWhat)
    package static let languageTagWhat = "a BCP 47 language tag"

    /// A choice among an enumeration's raw values.
    public static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) -> ButtonKeyType
    where T.RawValue == String {
        .choice(what: what, names: T.allCases.map(\.rawValue))
    }

    /// How a message names the expected value.
    public var expected: String {
        switch self {
        case .number(let bound): bound.what
        case .choice(let what, let names): "\(what) (\(names.joined(separator: ", ")))"
        case .color: Self.colorExpected
        case .flag: "true or false"
        case .text(let what): what
        case .identifier: "a button id"
        case .sizeRange: "true, false or a size range such as xSmall...AX3"
        case .list: "a list"
        case .section(let noun, _): noun
        }
    }

    package static let colorExpected = "a color (#RRGGBB[AA], a system color or an asset name)"

    /// Whether values of this kind name colors (which the check resolves and reports when unknown).
    public var namesColors: Bool {
        switch self {
        case .color: true
        case .list(let item, _): item.namesColors
        case .section(_, let keys): keys.contains { $0.type.namesColors }
        default: false
        }
    }
}

/// A button key's value once read: what `ButtonKey.assign` receives.
public enum ButtonKeyValue: Sendable, Hashable {
    case number(Double)
    /// A choice's raw value, a color's name, an id or other text.
    case text(String)
    case flag(Bool)
    case sizeRange(DynamicTypeBehavior)
    case list([ButtonKeyValue])
    /// A section's values by key name.
    case fields([String: ButtonKeyValue])

    package var number: Double? { if case .number(let value) = self { value } else { nil } }
    package var text: String? { if case .text(let value) = self { value } else { nil } }
    package var flag: Bool? { if case .flag(let value) = self { value } else { nil } }
    package var texts: [String]? { if case .list(let items) = self { items.compactMap(\.text) } else { nil } }
    package var numbers: [Double]? { if case .list(let items) = self { items.compactMap(\.number) } else { nil } }
}

extension ButtonKeyType {
    /// Why `id` cannot name a button: reports print ids, so a character that breaks a report's
    /// line or drives a terminal (a newline would forge annotations and workflow commands) is refused.
    public static func idRefusal(_ id: String) -> String? {
        // Printable ASCII holds no control character: most ids need no look at Unicode properties.
        guard let bad = InputText.firstUnsafeInID(id) else { return nil }
        return "expected a button id without control characters, found U+\(String(format: "%04X", bad.value)) in \(InputText.quoted(id))"
    }

    /// `xSmall...AX3` (or one category) as the clamp range of a title that follows Dynamic Type.
    public static func clampRange(_ text: String) -> DynamicTypeBehavior? {
        SizeCategoryRange.parseRange(text).map { DynamicTypeBehavior(follows: true, range: $0) }
    }

    /// An empty list, refused: it would check nothing (the schemas' `minItems: 1`).
    public static func emptyList(of noun: String) -> String {
        "expected a list of at least one \(noun), found an empty list (nothing would be checked)"
    }
}
