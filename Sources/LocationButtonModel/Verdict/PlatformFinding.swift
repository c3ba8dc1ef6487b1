/// One thing a platform does with a design: Android changes or clamps it (silently, so
/// `guideline`), Chromium marks the element invalid (`disabled`) or clamps a bound.
public struct PlatformFinding: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case changed, clamped, invalid, uncertain
        /// A value the system does not apply or does not check (`pass`, reported as information).
        case ignored
        case labelClipped = "label clipped", labelUncertain = "label may be clipped", labelNotMeasured = "label not measured"

        /// About the Android label's fit (`AndroidLabelRule`), not a value the platform changed.
        public var isLabel: Bool { self == .labelClipped || self == .labelUncertain || self == .labelNotMeasured }
    }
    public var platform: ButtonPlatform
    public var kind: Kind
    public var verdict: Verdict
    public var property: String
    public var requested: String?
    public var drawn: String?
    public var message: String

    package init(platform: ButtonPlatform, kind: Kind, verdict: Verdict, property: String, requested: String? = nil,
                 drawn: String? = nil, message: String) {
        self.platform = platform; self.kind = kind; self.verdict = verdict; self.property = property
        self.requested = requested; self.drawn = drawn; self.message = message
    }
}
