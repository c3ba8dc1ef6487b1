import LocationButtonModel
/// LB202: Chromium draws the `<geolocation>` element otherwise than its CSS asks.
public struct WebStyleClampedRule: CrossPlatformRule {
    public static let info = RuleInfo(
        id: "LB202", name: "web-style-clamped",
        summary: "Chromium adjusts a CSS value of the <geolocation> element (weight, spacing, sizes, padding, border, corners, icon) or does not apply it.",
        level: .verdict, verdicts: [.guideline],
        rationale: """
            HTMLPermissionElement::AdjustStyle bounds font weight (≥ 200), word spacing (0–0.5 em), letter \
            spacing (−0.05–0.2 em), height (1–3 × font size), min/max-width (1–3 × fit-content), padding (1 em, \
            5 em; reset to 0 when height or width is not auto; no horizontal cap with a distinct border), border \
            width (0.5 × font size), unequal corners (25 % of the width, 50 % of the height), the icon (1.5 em, gap \
            3 em), oblique text, a negative outline-offset and an inset box-shadow; the element stays valid, drawn \
            otherwise than designed (guideline). Properties it does not apply, and an icon fill it does not check, \
            are information. Example: font-weight 100 is drawn 200.
            """,
        fixKeys: [.web(WebKeys.fontWeight), .web(WebKeys.letterSpacing), .web(WebKeys.wordSpacing), .web(WebKeys.borderWidth)])

    // Worked from AdjustStyle's bounds (reference/android-and-web-location-buttons.md) at the UA's
    // 16px font: weight at least 200; border width at most 0.5 × 16 = 8px; vertical padding at
    // most 1em = 16px with height auto; a transform is not applied (information, no verdict).
    public static let examples: [RuleExample] = [
        RuleExample("weight 400, no border, no padding: drawn as written", spec: .example("plain", on: .web, web: { $0.fontWeight = 400 }),
                    expected: .nothing),
        RuleExample("font-weight 100 is below 200: drawn 200",
                    spec: .example("thin", on: .web, web: { $0.fontWeight = 100 }), expected: .verdict(.guideline),
                    headline: "font-weight 100 is drawn as 200"),
        RuleExample("a 10px border is above 0.5 × 16px: drawn 8px",
                    spec: .example("border", on: .web, web: { $0.borderWidth = 10 }), expected: .verdict(.guideline),
                    headline: "border-width 10px is drawn as 8px"),
        RuleExample("20px vertical padding is above 1em: drawn 16px",
                    spec: .example("padded", on: .web, web: { $0.paddingVertical = 20 }), expected: .verdict(.guideline),
                    headline: "padding-top 20px is drawn as 16px"),
        RuleExample("a transform is not applied: information",
                    spec: .example("turned", on: .web, web: { $0.ignoredProperties = ["transform"] }),
                    expected: .level(.information), headline: "transform is not applied"),
    ]

    public static let platform = ButtonPlatform.web

    public init() {}

    public func check(_ found: PlatformFinding) -> Finding? {
        guard found.platform != .android, !found.kind.isLabel, found.kind == .clamped || found.kind == .ignored else { return nil }
        if found.kind == .clamped {
            return finding(found, headline: Self.drawnAs(found), keys: [ButtonKeys.web.name + "." + Self.webKey(found.property)])
        }
        let isIconFill = found.property == "icon fill"
        return finding(found,
                       headline: isIconFill ? "icon fill \(found.requested ?? "") is not checked for contrast" : "\(found.property) is not applied",
                       keys: [(isIconFill ? ButtonKeyName.web(WebKeys.iconFill) : .web(WebKeys.ignoredProperties)).text])
    }

    /// The `web:` key a CSS property is set with.
    private static func webKey(_ property: String) -> String {
        switch property {
        case "padding-top": WebKeys.paddingVertical.name
        case "padding-left": WebKeys.paddingHorizontal.name
        case "icon height": WebKeys.iconSize.name
        case "icon margin-inline-end": WebKeys.iconGap.name
        case let corner where corner.hasSuffix("-radius"): WebKeys.borderRadius.name
        default:
            property.split(separator: "-").enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
        }
    }
}
