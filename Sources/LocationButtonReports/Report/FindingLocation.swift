import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// Where in the theme file a finding is best shown: on the first key a fix would change that the
/// theme writes (the foreground for a contrast finding, the width for a truncated title; the
/// rule names them in `RuleInfo.fixKeys`), or on the button when it writes none of them.
/// Annotations land on that line in GitHub and Xcode.
public enum FindingLocation {
    /// The finding's location: a key of its button from `keys` (button id → key → location), or
    /// the button's own.
    public static func of(_ finding: Finding, in button: ButtonResult,
                          keys: [String: [String: SourceLocation]]) -> SourceLocation? {
        of(keys: finding.keys, written: keys[button.id], button: button.source)
    }

    /// The same for a finding with fix keys `fixKeys` of a button whose keys are written at
    /// `written` (nil: none) and which is declared at `button`.
    package static func of(keys fixKeys: [String], written: [String: SourceLocation]?, button: SourceLocation?) -> SourceLocation? {
        written.flatMap { of(keys: fixKeys, written: $0) } ?? button
    }

    /// Where the first of `fixKeys` is written, given where the button's keys are (key →
    /// location); nil when it writes none of them.
    package static func of(keys fixKeys: [String], written: [String: SourceLocation]) -> SourceLocation? {
        fixKeys.lazy.compactMap { written[$0] }.first
    }
}
