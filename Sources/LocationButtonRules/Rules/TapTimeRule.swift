import LocationButtonModel
/// LB013: conditions CoreLocationUI checks at every tap, besides contrast: the layer's transform,
/// occlusion and filters. A failure is silent: the tap grants nothing.
public struct TapTimeRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB013", name: "tap-time",
        summary: "A transform, an occluding view or a filter makes every tap grant nothing, silently.",
        level: .verdict, verdicts: [.uncertain, .disabled],
        rationale: """
            At touch-down and touch-up CoreLocationUI's service grades the button's cumulative layer \
            transform (only a scale of 1.0–1.1 and the device's own rotations pass), checks that \
            nothing occludes it and that no insecure filter (blur, …) applies (decompiled iOS 18.2, \
            `CLLocationButtonMechanism`). Failing grants no location and prints nothing in the app. A \
            quarter-turn rotation looks like a device rotation to the grader, so whether it passes \
            depends on the device's orientation: `uncertain`.
            """,
        fixKeys: [.key(ButtonKeys.scale), .key(ButtonKeys.rotation), .key(ButtonKeys.occluded), .key(ButtonKeys.filter)])

    public static let examples: [RuleExample] = [
        RuleExample("scale 1.05", spec: ButtonSpec(id: "pressed", scale: 1.05), expected: .verdict(.pass)),
        RuleExample("scale 0.9 (a shrink-on-press effect)", spec: ButtonSpec(id: "shrunk", scale: 0.9), expected: .verdict(.disabled)),
        RuleExample("rotated 10°", spec: ButtonSpec(id: "tilted", rotation: 10), expected: .verdict(.disabled)),
        RuleExample("rotated 90°", spec: ButtonSpec(id: "turned", rotation: 90), expected: .verdict(.uncertain)),
        RuleExample("blurred", spec: ButtonSpec(id: "blurred", filter: "blur"), expected: .verdict(.disabled)),
    ]

    /// What the system checks at each tap.
    public static let dependsOn: Set<ButtonKeyName> = [.key(ButtonKeys.scale), .key(ButtonKeys.rotation),
        .key(ButtonKeys.occluded), .key(ButtonKeys.filter)]

    public init() {}

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        var reasons: [String] = []
        var verdict = Verdict.pass
        switch SystemTapTimeChecks.transform(scale: spec.scale, rotation: spec.rotation) {
        case .passes: break
        case .fails:
            verdict = .disabled
            reasons.append("its transform (scale \(NumberText.trimmed(spec.scale, 3)), rotation \(NumberText.trimmed(spec.rotation, 1))°) is outside a 1.0–1.1 scale without rotation")
        case .uncertain:
            verdict = .uncertain
            reasons.append("a \(NumberText.trimmed(spec.rotation, 1))° rotation passes only as the device's own rotation")
        }
        for hazard in SystemTapTimeChecks.hazards(occluded: spec.occluded, filter: spec.filter) {
            verdict = .disabled
            switch hazard {
            case .occluded: reasons.append("something is drawn over it")
            case .insecureFilter(let name): reasons.append("a \(name) filter applies")
            }
        }
        guard verdict != .pass else { return nil }
        return CellOutcome(verdict: verdict, headline: "taps grant no location: " + reasons.joined(separator: "; "),
                           detail: "checked at every tap; silent, the app prints nothing", console: [])
    }
}
