/// What the layout and rules need from text shaping. `Shaper` implements it over HarfBuzz; tests
/// may substitute a table.
public protocol TextMeasuring: Sendable {
    /// Shapes `text` as the given BCP 47 locale would show it and returns the measured line.
    func measure(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> TextMeasurement
    /// `measure(…).metrics`, which a measurer may give without building the runs.
    func metrics(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> TextMetrics
    /// `metrics` at each size in turn, which a measurer may give from one shaping per size cut.
    func metrics(_ text: String, locale: String, weight: FontWeight, pointSizes: [Double]) throws -> [TextMetrics]
}

extension TextMeasuring {
    public func metrics(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> TextMetrics {
        try measure(text, locale: locale, weight: weight, pointSize: pointSize).metrics
    }

    public func metrics(_ text: String, locale: String, weight: FontWeight, pointSizes: [Double]) throws -> [TextMetrics] {
        try pointSizes.map { try metrics(text, locale: locale, weight: weight, pointSize: $0) }
    }
}

/// One shaped line of text, in points.
public struct TextMeasurement: Sendable, Equatable, Codable {
    public struct Run: Sendable, Equatable, Codable {
        public var text: String
        /// Font file path relative to the font directory.
        public var font: String
        public var faceIndex: Int
        /// ISO 15924 code, e.g. `Latn`, `Arab`.
        public var script: String
        /// `ltr` or `rtl`.
        public var direction: String
        /// BCP 47 language HarfBuzz was told.
        public var language: String
        public var glyphCount: Int
        /// Pure shaped advance in points (no tracking).
        public var advanceWidth: Double

        public init(text: String, font: String, faceIndex: Int, script: String, direction: String,
                    language: String, glyphCount: Int, advanceWidth: Double) {
            self.text = text; self.font = font; self.faceIndex = faceIndex; self.script = script
            self.direction = direction; self.language = language; self.glyphCount = glyphCount
            self.advanceWidth = advanceWidth
        }
    }

    public var text: String
    public var pointSize: Double
    /// Runs in visual order.
    public var runs: [Run]
    /// Sum of the runs' advances, in points, without tracking.
    public var advanceWidth: Double
    /// Total tracking added for this size, in points (0 when the manifest prescribes none).
    public var tracking: Double
    /// ascender − descender + line gap of the tallest font used, in points.
    public var lineHeight: Double
    /// How far (as a fraction of the width, e.g. 0.05) the stand-in fonts' widths may sit from the
    /// iOS fonts': the largest margin among the fonts used. 0 when measured with Apple's fonts.
    public var uncertainty: Double
    /// The same for the line height; nil (older fixtures): `uncertainty`.
    public var lineHeightUncertainty: Double?

    /// The width a text system lays out: advances plus tracking.
    public var width: Double { advanceWidth + tracking }

    /// The numbers layout reads, without the runs.
    public var metrics: TextMetrics {
        TextMetrics(pointSize: pointSize, width: width, lineHeight: lineHeight, uncertainty: uncertainty,
                    lineHeightUncertainty: lineHeightUncertainty)
    }

    public init(text: String, pointSize: Double, runs: [Run], advanceWidth: Double, tracking: Double,
                lineHeight: Double, uncertainty: Double, lineHeightUncertainty: Double? = nil) {
        self.text = text; self.pointSize = pointSize; self.runs = runs; self.advanceWidth = advanceWidth
        self.tracking = tracking; self.lineHeight = lineHeight
        self.uncertainty = uncertainty; self.lineHeightUncertainty = lineHeightUncertainty
    }
}
