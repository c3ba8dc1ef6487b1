import LocationButtonModel
/// LB011: on Mac Catalyst and for iPhone/iPad apps on visionOS the button ignores taps.
public struct PlatformRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB011", name: "not-applicable",
        summary: "The platform ignores taps on the location button: it never grants location.",
        level: .verdict, verdicts: [.disabled],
        rationale: """
            Apple's CoreLocationUI documentation: "The location button ignores user input on Mac \
            apps built with Mac Catalyst, and on compatible iPad and iPhone apps running in visionOS." \
            The button still draws, and its action still fires, but tapping it grants no location: \
            `disabled` in every combination, silently (the app prints nothing). The name stays from \
            the earlier model, which skipped such buttons.
            """,
        fixKeys: [.key(ButtonKeys.platform)])

    public static let examples: [RuleExample] = [
        RuleExample("iOS", spec: ButtonSpec(id: "ios"), expected: .verdict(.pass)),
        RuleExample("Mac Catalyst", spec: ButtonSpec(id: "mac", platform: .macCatalyst), expected: .verdict(.disabled)),
    ]

    public init() {}

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        guard SystemPlatformSupport.ignoresTaps(spec.platform) else { return nil }
        return CellOutcome(verdict: .disabled,
                           headline: "the location button ignores taps on \(spec.platform.rawValue): it never grants location",
                           detail: "CoreLocationUI documentation; silent, the app prints nothing", console: [])
    }
}
