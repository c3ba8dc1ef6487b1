import LocationButtonModel
/// LB007: a negative corner radius is invalid; one larger than half the height is clamped.
public struct CornerRadiusRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB007", name: "corner-radius",
        summary: "Corner radius is negative (invalid), more than half the shorter side (the system clamps it), or set on a SwiftUI button (not passed before iOS 26).",
        level: .information, verdicts: [],
        rationale: """
            `CLLocationButton.cornerRadius` describes a rounded rectangle: a negative radius has no \
            meaning and is rejected as invalid input. CoreLocationUI clamps the radius to \
            [0, min(width, height)/2] (decompiled iOS 18.2, `CLLocationButtonTag`), so a larger one \
            draws a capsule and the spec does not say what people see. SwiftUI's `.cornerRadius` and \
            `.clipShape` are not passed to `LocationButton` before iOS 26: SwiftUI clips the \
            rectangular button instead. Both are information, not failures. Without a fixed height, \
            the height the content needs at the default size is used.
            """,
        fixKeys: [.key(ButtonKeys.cornerRadius)])

    public static let examples: [RuleExample] = [
        RuleExample("22 pt on a 44 pt frame is a capsule",
                    spec: ButtonSpec(id: "capsule", cornerRadius: 22, frame: ButtonFrame(height: 44)), expected: .nothing),
        RuleExample("30 pt on a 44 pt frame is clamped to 22 pt",
                    spec: ButtonSpec(id: "big", cornerRadius: 30, frame: ButtonFrame(height: 44)),
                    expected: .level(.information), measured: 30, limit: 22),
        RuleExample("negative radius", spec: ButtonSpec(id: "neg", cornerRadius: -4), expected: .level(.invalid),
                    measured: -4, limit: 0),
        RuleExample("SwiftUI: clipped by SwiftUI, not drawn by the button",
                    spec: ButtonSpec(id: "swiftui", api: .swiftui, cornerRadius: 8, frame: ButtonFrame(height: 44)),
                    expected: .level(.information), measured: 8, limit: 8),
    ]

    /// The radius against the frame it is clamped to.
    public static let dependsOn: Set<ButtonKeyName> = [.key(ButtonKeys.width), .key(ButtonKeys.height),
        .key(ButtonKeys.maxWidth), .key(ButtonKeys.device), .key(ButtonKeys.cornerRadius)]

    public init() {}

    public func invalidity(_ spec: ButtonSpec) -> CellOutcome? {
        guard let radius = spec.cornerRadius, radius < 0 else { return nil }
        return CellOutcome(level: .invalid, headline: "expected a corner radius of 0 or more, found \(radius)",
                           measured: radius, limit: 0)
    }

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        guard let radius = spec.cornerRadius, radius >= 0 else { return nil }
        let height = spec.frame.height ?? context.defaultNeededHeight
        let drawn = SystemShape.drawnCornerRadius(radius, width: spec.frame.width ?? .infinity, height: height)
        let clamp = "the system clamps \(NumberText.fixed(radius, 1)) pt to \(NumberText.fixed(drawn, 1)) pt (half the shorter side)"
        let headline: String
        if spec.api == .swiftui && context.policy.target == .ios18 {
            // Never passed, so never clamped: the clamp is said for the iOS 26 that passes it.
            headline = "SwiftUI does not pass .cornerRadius to LocationButton before iOS 26: SwiftUI clips the rectangular button"
                + (drawn < radius ? "; from iOS 26, which passes it, \(clamp)" : "")
        } else if drawn < radius {
            headline = "corner radius \(NumberText.fixed(radius, 1)) pt exceeds half the shorter side; \(clamp)"
        } else {
            return nil
        }
        return CellOutcome(level: .information, headline: headline, measured: radius, limit: drawn)
    }
}
