import LocationButtonModel
/// LB101: Android 17's SystemUI draws other colors than the design asks for.
public struct AndroidColorChangedRule: CrossPlatformRule {
    public static let info = RuleInfo(
        id: "LB101", name: "android-color-changed",
        summary: "Android 17 draws other colors than the design: text or icon recolored to 4.5:1, the fill made opaque.",
        level: .verdict, verdicts: [.guideline],
        rationale: """
            AOSP SystemUI's LocationButtonInteractor forces the fill's alpha to 255 and runs the text color \
            and icon tint through ContrastColorUtil.ensureContrast(color, background, 4.5), logging the new \
            color under the tag LocationButton. The button still works, but the brand changes silently: \
            guideline. Example (worked in docs/cross-platform.md): white on #007AFF (4.02:1) is drawn #161617.
            """,
        fixKeys: [.android(AndroidKeys.foreground), .key(ButtonKeys.foreground), .android(AndroidKeys.background),
                  .key(ButtonKeys.background)])

    // Worked with WCAG's relative luminance (what ensureContrast compares) and the 4.5:1 floor
    // (reference/android-and-web-location-buttons.md). #007AFF: G 122/255 → 0.1946 linear, B 1:
    // L = 0.7152·0.1946 + 0.0722 = 0.2114; white on it (1.05)/(0.2614) = 4.02:1 < 4.5, so the text
    // color moves (to #161617, the lightness docs/cross-platform.md works out); black: 21:1, kept.
    public static let examples: [RuleExample] = [
        RuleExample("white on black (21:1) is drawn as designed",
                    spec: .example("black", on: .android, android: { $0.width = 200; $0.height = 56 }),
                    expected: .nothing),
        RuleExample("white on #007AFF (4.02:1 < 4.5) is recolored: text #161617",
                    spec: .example("blue", on: .android, background: "#007AFF", android: { $0.width = 200; $0.height = 56 }),
                    expected: .verdict(.guideline), headline: "text color #FFFFFF is drawn as #161617"),
    ]

    public static let platform = ButtonPlatform.android

    public init() {}

    public func check(_ found: PlatformFinding) -> Finding? {
        guard found.platform == .android, found.kind == .changed else { return nil }
        let keys = switch found.property {
        case "text color": Self.textKeys
        case "icon tint": Self.iconKeys
        default: Self.fillKeys
        }
        let headline = found.property == "background alpha" ? "the fill is drawn opaque (alpha \(found.requested ?? "") → 255)"
            : Self.drawnAs(found)
        return finding(found, headline: headline, keys: keys)
    }

    /// The keys each changed color points at, most specific first.
    private static let textKeys = [ButtonKeyName.android(AndroidKeys.foreground), .key(ButtonKeys.foreground)].map(\.text)
    private static let iconKeys = [ButtonKeyName.android(AndroidKeys.iconTint), .android(AndroidKeys.foreground),
                                   .key(ButtonKeys.foreground)].map(\.text)
    private static let fillKeys = [ButtonKeyName.android(AndroidKeys.background), .key(ButtonKeys.background)].map(\.text)
}
