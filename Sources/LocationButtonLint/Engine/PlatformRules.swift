/// The rules about Android 17's and Chromium's buttons (docs/cross-platform.md): their findings
/// come from `CrossPlatformJudge`, not from `RuleCatalog`'s iOS rules, and carry their platform.
/// Ids LB1NN are Android's, LB2NN the web's.
public enum PlatformRules {
    public static let androidColorChanged = RuleInfo(
        id: "LB101", name: "android-color-changed",
        summary: "Android 17 draws other colors than the design: text or icon recolored to 4.5:1, the fill made opaque.",
        level: .verdict, verdicts: [.guideline],
        rationale: """
            AOSP SystemUI's LocationButtonInteractor forces the fill's alpha to 255 and runs the text color \
            and icon tint through ContrastColorUtil.ensureContrast(color, background, 4.5), logging the new \
            color under the tag LocationButton. The button still works, but the brand changes silently: \
            guideline. Example (worked in docs/cross-platform.md): white on #007AFF (4.02:1) is drawn #161617.
            """,
        fixKeys: ["android.foreground", "foreground", "android.background", "background"])
    public static let androidSizeClamped = RuleInfo(
        id: "LB102", name: "android-size-clamped",
        summary: "Android 17 clamps a size: width ≥ 48 dp, height 48–136 dp, padding 4–8 dp, stroke 0–3 dp, radius ≥ 0.",
        level: .verdict, verdicts: [.guideline],
        rationale: """
            SystemUI replaces each value outside its bounds and logs "Clamping …" (a negative stroke or corner \
            radius: "… can't be negative."). The button is drawn, at another size than designed: guideline. \
            Example: a 40 dp high button is drawn 48 dp high.
            """,
        fixKeys: ["android.height", "height", "android.width", "width", "android.padding", "android.strokeWidth"])
    public static let androidLabel = RuleInfo(
        id: "LB103", name: "android-label-clipped",
        summary: "SystemUI's label does not fit one line at the size Material 3 picks: the excess is clipped.",
        level: .verdict, verdicts: [.guideline, .uncertain],
        rationale: """
            SystemUI draws the label in the app's locales on one line (maxLines 1, no wrapping) with Material 3's \
            ButtonDefaults sizes for min(content width, content height). Measured with stand-in fonts and their \
            margin: clipped is guideline, within the margin or not measurable uncertain.
            """,
        fixKeys: ["android.width", "width", "android.label"])
    public static let webStyleInvalid = RuleInfo(
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
        fixKeys: ["web.foreground", "foreground", "web.background", "background", "web.fontSize", "web.ancestorOpacity",
                  "web.ancestorTransform", "web.ancestorClip"])
    public static let webStyleClamped = RuleInfo(
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
        fixKeys: ["web.fontWeight", "web.letterSpacing", "web.wordSpacing", "web.borderWidth"])

    public static let all = [androidColorChanged, androidSizeClamped, androidLabel, webStyleInvalid, webStyleClamped]

    public static func info(_ idOrName: String) -> RuleInfo? { all.first { $0.id == idOrName || $0.name == idOrName } }
}
