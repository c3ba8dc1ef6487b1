/// LB011: on Mac Catalyst and visionOS the location button is not applicable.
public struct PlatformRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB011", name: "not-applicable",
        summary: "The platform does not offer the location button; it is not judged.",
        level: .information, verdicts: [],
        rationale: """
            `CLLocationButton` and `LocationButton` exist to grant one-time location access on iOS \
            and iPadOS, where the system enforces the legibility limits this tool models. On Mac \
            Catalyst and for iPhone/iPad apps running on visionOS ("Designed for iPad") the button \
            does not behave that way (DESIGN.md §5), so a verdict there would be meaningless: the \
            button is reported as not applicable instead of judged.
            """,
        fixKeys: ["platform"])

    public static let examples: [RuleExample] = [
        RuleExample("iOS", spec: ButtonSpec(id: "ios"), expected: .nothing),
        RuleExample("Mac Catalyst", spec: ButtonSpec(id: "mac", platform: .macCatalyst), expected: .level(.information)),
    ]

    public init() {}

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? { nil }

    public func inapplicability(_ spec: ButtonSpec) -> CellOutcome? {
        guard !spec.platform.isLocationButtonApplicable else { return nil }
        return CellOutcome(level: .information, headline: "not applicable on \(spec.platform.rawValue): the location button is iOS/iPadOS only")
    }
}
