/// What Android 17 and Chromium will draw for a button that names them (`platforms:`), as the
/// reports show it beside the findings: plain values, so `Verdict` needs none of `System`'s types.
public struct PlatformResults: Sendable, Hashable {
    /// The platforms the button names, in its order.
    public var platforms: [ButtonPlatform]
    public var android: AndroidResult?
    public var web: WebResult?

    public init(platforms: [ButtonPlatform], android: AndroidResult? = nil, web: WebResult? = nil) {
        self.platforms = platforms; self.android = android; self.web = web
    }

    /// The button SystemUI draws: colors as `#RRGGBB` after its changes, sizes in dp after its clamps.
    public struct AndroidResult: Sendable, Hashable {
        public var verdict: Verdict
        /// `changed` or `unchanged`.
        public var outcome: String
        public var textColor, iconTint, background: String
        public var width, height, padding, strokeWidth, cornerRadius: Double
        /// The shape SystemUI draws inside the padding (the content box), in dp.
        public var shapeWidth, shapeHeight: Double
        /// The label's text in the first locale it was measured in (nil: the icon alone).
        public var label: String?
        public var validationFlags: Int
        public var logLines: [String]

        package init(verdict: Verdict, outcome: String, textColor: String, iconTint: String, background: String, width: Double, height: Double, padding: Double, strokeWidth: Double, cornerRadius: Double, shapeWidth: Double, shapeHeight: Double, label: String? = nil, validationFlags: Int, logLines: [String]) {
            self.verdict = verdict; self.outcome = outcome; self.textColor = textColor; self.iconTint = iconTint; self.background = background; self.width = width; self.height = height; self.padding = padding; self.strokeWidth = strokeWidth; self.cornerRadius = cornerRadius; self.shapeWidth = shapeWidth; self.shapeHeight = shapeHeight; self.label = label; self.validationFlags = validationFlags; self.logLines = logLines
        }
    }

    /// The `<geolocation>` element's validity and what it shows.
    public struct WebResult: Sendable, Hashable {
        public var verdict: Verdict
        /// `valid`, `invalid` or `uncertain`.
        public var outcome: String
        public var isValid: Bool
        public var invalidReason: String?
        public var failedCheck: String?
        public var contrast: Double
        public var fontSize: Double
        public var color, background: String
        /// The text in the element's language, and that language (nil: not in the bundled strings).
        public var text: String?
        public var lang: String?
        /// The element as drawn after Chromium's adjustments (CSS px; the UA's look where unset).
        public var drawn: Box

        package init(verdict: Verdict, outcome: String, isValid: Bool, invalidReason: String? = nil, failedCheck: String? = nil, contrast: Double, fontSize: Double, color: String, background: String, text: String? = nil, lang: String? = nil, drawn: Box) {
            self.verdict = verdict; self.outcome = outcome; self.isValid = isValid; self.invalidReason = invalidReason; self.failedCheck = failedCheck; self.contrast = contrast; self.fontSize = fontSize; self.color = color; self.background = background; self.text = text; self.lang = lang; self.drawn = drawn
        }

        /// What `WebDrawnElement` says, as plain values.
        public struct Box: Sendable, Hashable {
            public var paddingTop, paddingLeft, borderWidth: Double
            public var borderStyle, borderColor: String
            /// Top-left, top-right, bottom-right, bottom-left.
            public var cornerRadii: [Double]
            /// nil: auto.
            public var width, height: Double?
            public var iconSize, iconGap: Double
            public var iconFill: String
            public var fontWeight, letterSpacing, wordSpacing: Double

            package init(paddingTop: Double, paddingLeft: Double, borderWidth: Double, borderStyle: String, borderColor: String, cornerRadii: [Double], width: Double? = nil, height: Double? = nil, iconSize: Double, iconGap: Double, iconFill: String, fontWeight: Double, letterSpacing: Double, wordSpacing: Double) {
                self.paddingTop = paddingTop; self.paddingLeft = paddingLeft; self.borderWidth = borderWidth; self.borderStyle = borderStyle; self.borderColor = borderColor; self.cornerRadii = cornerRadii; self.width = width; self.height = height; self.iconSize = iconSize; self.iconGap = iconGap; self.iconFill = iconFill; self.fontWeight = fontWeight; self.letterSpacing = letterSpacing; self.wordSpacing = wordSpacing
            }
        }
    }
}
