import LocationButtonModel
/// LB102: Android 17's SystemUI draws a size other than the design asks for.
public struct AndroidSizeClampedRule: CrossPlatformRule {
    public static let info = RuleInfo(
        id: "LB102", name: "android-size-clamped",
        summary: "Android 17 clamps a size: width ≥ 48 dp, height 48–136 dp, padding 4–8 dp, stroke 0–3 dp, radius ≥ 0.",
        level: .verdict, verdicts: [.guideline],
        rationale: """
            SystemUI replaces each value outside its bounds and logs "Clamping …" (a negative stroke or corner \
            radius: "… can't be negative."). The button is drawn, at another size than designed: guideline. \
            Example: a 40 dp high button is drawn 48 dp high.
            """,
        fixKeys: [.android(AndroidKeys.height), .key(ButtonKeys.height), .android(AndroidKeys.width), .key(ButtonKeys.width),
                  .android(AndroidKeys.padding), .android(AndroidKeys.strokeWidth)])

    // Worked from the bounds table (reference/android-and-web-location-buttons.md): width ≥ 48 dp,
    // height 48–136 dp, padding 4–8 dp (default 4), stroke 0–3 dp. At density 1 a dp is a px,
    // which SystemUI's log and the headline count in.
    public static let examples: [RuleExample] = [
        RuleExample("200 × 56 dp with the default 4 dp padding is inside every bound",
                    spec: .example("inside", on: .android, android: { $0.width = 200; $0.height = 56 }), expected: .nothing),
        RuleExample("40 dp high is below 48 dp: drawn 48 dp high",
                    spec: .example("low", on: .android, android: { $0.width = 200; $0.height = 40 }),
                    expected: .verdict(.guideline), headline: "height 40 px is drawn as 48 px"),
        RuleExample("150 dp high is above 136 dp: drawn 136 dp high",
                    spec: .example("tall", on: .android, android: { $0.width = 200; $0.height = 150 }),
                    expected: .verdict(.guideline), headline: "height 150 px is drawn as 136 px"),
        RuleExample("a 5 dp stroke is above 3 dp: drawn 3 dp",
                    spec: .example("stroke", on: .android, android: { $0.width = 200; $0.height = 56; $0.strokeWidth = 5 }),
                    expected: .verdict(.guideline), headline: "stroke width 5 px is drawn as 3 px"),
    ]

    public static let platform = ButtonPlatform.android

    public init() {}

    public func check(_ found: PlatformFinding) -> Finding? {
        guard found.platform == .android, !found.kind.isLabel, found.kind != .changed else { return nil }
        let name = found.property == "stroke width" ? "strokeWidth" : found.property.contains("corner") ? "cornerRadius" : found.property
        return finding(found, headline: Self.drawnAs(found), keys: [ButtonKeys.android.name + "." + name, name])
    }
}
