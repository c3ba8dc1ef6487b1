import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

/// One resolved setting of a scanned button: its value under a theme key and the expression in the
/// source that set it, so a finding about it can be shown on that line.
public struct ScannedSetting: Sendable, Hashable {
    public var value: ScannedValue
    /// Where the expression that set the value starts (the `.tint(` of `.tint(.gray)`).
    public var location: LocationButtonModel.SourceLocation
    /// The expression as written, for the report's configuration echo.
    public var expression: String

    public init(_ value: ScannedValue, at location: LocationButtonModel.SourceLocation, expression: String) {
        self.value = value; self.location = location; self.expression = expression
    }
}

/// A setting the scanner saw but cannot know without running the app: a variable, a function
/// call, a custom modifier, a `#if` branch. Reported as `uncertain`, never replaced by a default.
public struct UnresolvedSetting: Sendable, Hashable {
    /// The theme key it would set; nil when the expression may change any setting (a custom
    /// `ViewModifier` or view extension applied to the button).
    public var key: String?
    /// The expression as written, e.g. `theme.accent`.
    public var expression: String
    public var location: LocationButtonModel.SourceLocation
    /// Why it cannot be resolved, e.g. "a variable" or "inside `#if DEBUG`".
    public var reason: String
    /// The largest value it can have, when the code bounds it (`UnresolvedValue.upperBound`).
    public var upperBound: Double?
    /// `.fixedSize()` texts that lower the bound by their measured width (`UnresolvedValue.fixedTexts`).
    public var fixedTexts: [FixedWidthText]

    public init(key: String?, expression: String, at location: LocationButtonModel.SourceLocation, reason: String,
                upperBound: Double? = nil, fixedTexts: [FixedWidthText] = []) {
        self.key = key; self.expression = expression; self.location = location; self.reason = reason
        self.upperBound = upperBound; self.fixedTexts = fixedTexts
    }

    /// "cannot resolve statically: `theme.accent` (a variable)".
    public var message: String { "cannot resolve statically: `\(expression)` (\(reason))" }
}

/// Something the scanner noticed that is no setting of the model but worth a line in the report
/// (a modifier without effect on the system button, a disabled button, an overridden value).
public struct ScannerNote: Sendable, Hashable {
    public var message: String
    public var location: LocationButtonModel.SourceLocation

    public init(_ message: String, at location: LocationButtonModel.SourceLocation) {
        self.message = message; self.location = location
    }
}
