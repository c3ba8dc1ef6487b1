import LocationButtonModel
/// LB201: Chromium marks the `<geolocation>` element invalid, so it grants nothing.
public struct WebStyleInvalidRule: CrossPlatformRule {
    public static let info = RuleInfo(
        id: "LB201", name: "web-style-invalid",
        summary: "Chromium marks the <geolocation> element invalid (style_invalid, or an ancestor hides or distorts it): it grants nothing.",
        level: .verdict, verdicts: [.disabled, .uncertain],
        rationale: """
            Chromium's HTMLPermissionElement::IsStyleValid refuses a masked ancestor, a non-opaque color or \
            background-color, contrast below 3.0, a font size below min(small, 13px) or above max(xxx-large, 48px): \
            isValid is false, invalidReason style_invalid, clicks do nothing. An ancestor's opacity below 1, rotation \
            or skew fails its visibility check (intersection_occluded_or_distorted), a clipping ancestor its \
            intersection (intersection_out_of_viewport_or_clipped). Example: white on #FFD94D (1.37:1) is invalid.
            """,
        fixKeys: [.web(WebKeys.foreground), .key(ButtonKeys.foreground), .web(WebKeys.background), .key(ButtonKeys.background),
                  .web(WebKeys.fontSize), .web(WebKeys.ancestorOpacity), .web(WebKeys.ancestorTransform),
                  .web(WebKeys.ancestorClip)])

    // Worked from IsStyleValid's checks (reference/android-and-web-location-buttons.md): contrast
    // at least 3.0, font size from min(small, 13px) to max(xxx-large, 48px), the UA's 16px by
    // default. #FFD94D: R 1, G 217/255 → 0.694, B 77/255 → 0.0742 linear: L = 0.2126 + 0.7152·0.694
    // + 0.0722·0.0742 = 0.714, white on it 1.05/0.764 = 1.37:1 < 3.0. White on black is 21:1.
    public static let examples: [RuleExample] = [
        RuleExample("white on black (21:1) at 16px is valid", spec: .example("valid", on: .web), expected: .nothing),
        RuleExample("white on #FFD94D (1.37:1) is below 3.0: invalid",
                    spec: .example("yellow", on: .web, background: "#FFD94D"), expected: .verdict(.disabled),
                    headline: "the <geolocation> element is invalid (style_invalid: contrast below 3.0): it grants nothing"),
        RuleExample("12px is below 13px: invalid",
                    spec: .example("small", on: .web, web: { $0.fontSize = 12 }), expected: .verdict(.disabled),
                    headline: "the <geolocation> element is invalid (style_invalid: font size below min(small, 13px)): it grants nothing"),
    ]

    public static let platform = ButtonPlatform.web

    public init() {}

    public func check(_ found: PlatformFinding) -> Finding? {
        guard found.platform != .android, !found.kind.isLabel, found.kind != .clamped, found.kind != .ignored else { return nil }
        // An invalid element's property is the check that failed, so the summary line names it.
        let headline = found.kind == .invalid
            ? "the <geolocation> element is invalid (\(found.drawn ?? WebPermissionElementModel.styleInvalid): \(found.property)): it grants nothing"
            : "the <geolocation> element may be invalid"
        return finding(found, headline: headline, keys: Self.info.fixKeyTexts)
    }
}
