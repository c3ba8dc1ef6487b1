import LocationButtonModel
/// LB103: SystemUI's label does not fit the button Android draws.
public struct AndroidLabelRule: CrossPlatformRule {
    public static let info = RuleInfo(
        id: "LB103", name: "android-label-clipped",
        summary: "SystemUI's label does not fit one line at the size Material 3 picks: the excess is clipped.",
        level: .verdict, verdicts: [.guideline, .uncertain],
        rationale: """
            SystemUI draws the label in the app's locales on one line (maxLines 1, no wrapping) with Material 3's \
            ButtonDefaults sizes for min(content width, content height). Measured with stand-in fonts and their \
            margin: clipped is guideline, within the margin or not measurable uncertain.
            """,
        fixKeys: [.android(AndroidKeys.width), .key(ButtonKeys.width), .android(AndroidKeys.label)])

    // Worked for "Use precise location" (20 characters, SystemUI's English) in a 200 × 56 dp
    // button with the default 4 dp padding: content 192 × 48 dp, min 48 → labelLarge 14 sp with
    // 0.1 sp letter spacing, icon 20, spacing 8, padding 16 (ButtonDefaults below 56 dp). Room
    // 192 − 2·16 − 20 − 8 = 132 dp; the text 14·em + 20·0.1 dp, with the stand-ins' 9 % margin:
    // em 8 → 114 dp, 114·1.09 = 124.3 ≤ 132 fits; em 9 → 128 dp, 139.5 > 132 ≥ 116.5 (·0.91) within
    // the margin; em 11 → 156 dp, 156·0.91 = 142.0 > 132 clipped.
    public static let examples: [RuleExample] = [
        RuleExample("\"Use precise location\" at 114 dp fits 132 dp with its 9 % margin",
                    spec: label("fits"), expected: .nothing),
        RuleExample("at 128 dp it lies within 9 % of the 132 dp room",
                    spec: label("close"), titleEm: 9, expected: .verdict(.uncertain),
                    headline: "label may be clipped: \"Use precise location\""),
        RuleExample("at 156 dp it is clipped in 132 dp even 9 % narrower",
                    spec: label("long"), titleEm: 11, expected: .verdict(.guideline),
                    headline: "label clipped: \"Use precise location\""),
    ]

    private static func label(_ id: String) -> ButtonSpec {
        .example(id, on: .android, android: {
            $0.width = 200; $0.height = 56; $0.label = AndroidLabel.usePreciseLocation.rawValue; $0.locales = ["en"]
        })
    }

    public static let platform = ButtonPlatform.android

    public init() {}

    public func check(_ found: PlatformFinding) -> Finding? {
        guard found.kind.isLabel else { return nil }
        // "label (de)": the language the label is drawn in.
        let locale = found.property.split(separator: "(").last.map { String($0.dropLast()) }
        var headline = found.kind == .labelNotMeasured ? "label \(found.requested ?? "") not measured" : found.kind.rawValue
        if let text = found.requested, found.kind != .labelNotMeasured { headline += ": \"\(text)\"" }
        return finding(found, headline: headline, keys: Self.info.fixKeyTexts, locale: locale)
    }
}
