/// Where in the theme file a finding is best shown: on the key a fix would change (the
/// foreground for a contrast finding, the width for a truncated title), or on the button when the
/// theme leaves that key unset. Annotations land on that line in GitHub and Xcode.
public enum FindingLocation {
    /// Keys to point at per rule id, first present wins. Rule ids are stable (never reused).
    static let keysByRule: [String: [String]] = [
        "LB001": ["foreground", "background"],             // title-contrast
        "LB002": ["foreground", "background"],             // glyph-contrast
        "LB003": ["background", "alpha"],                  // translucency
        "LB004": ["width", "maxWidth", "device", "title"], // title-truncated
        "LB005": ["height", "title"],                      // title-clipped
        "LB006": ["title", "glyph"],                       // empty-button
        "LB007": ["cornerRadius"],                         // corner-radius
        "LB008": ["height", "width"],                      // hit-target
        "LB009": ["foreground", "background"],             // missing-variant
        "LB010": ["dynamicType"],                          // fixed-size
        "LB011": ["platform"],                             // not-applicable
    ]

    /// The finding's location: a key of its button from `keys` (button id → key → location), or
    /// the button's own.
    public static func of(_ finding: Finding, in button: ButtonResult,
                          keys: [String: [String: SourceLocation]]) -> SourceLocation? {
        let written = keys[button.id] ?? [:]
        for key in keysByRule[finding.rule] ?? [] {
            if let location = written[key] { return location }
        }
        return button.source
    }
}
