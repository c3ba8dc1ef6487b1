/// The contents of a font directory's `manifest.json`: which font files serve which script, weight
/// and optical size, and how far each family's widths may sit from the iOS fonts'.
/// `Fonts/README.md` documents the format; `Fonts/regenerate.py` writes the bundled one.
public struct FontManifest: Sendable, Equatable, Codable {
    public var version: Int
    public var families: [Family]
    /// ISO 15924 script code (`Latn`, `Arab`, `Hani` …) → fallback chain of family names, first first.
    public var scripts: [String: [String]]
    /// BCP 47 language tag (`ur`, `zh-Hant`, `ja`) → script → chain, overriding `scripts` for that
    /// language. The most specific tag wins (`zh-Hant-HK`, then `zh-Hant`, then `zh`).
    public var languages: [String: [String: [String]]]?

    package init(version: Int, families: [Family], scripts: [String: [String]], languages: [String: [String: [String]]]?) {
        self.version = version; self.families = families; self.scripts = scripts; self.languages = languages
    }

    public struct Family: Sendable, Equatable, Codable {
        public var name: String
        /// Fraction of the width the stand-in may differ from the iOS font (0 for Apple's own fonts).
        public var margin: Double
        public var marginReason: String?
        /// Fraction of the line height (ascender + descender + gap) the stand-in's may differ from
        /// the iOS font's; nil: `margin`. A script's stand-in line can differ far more than its
        /// widths (Noto Sans Arabic's line is 2.1 em, SF Pro's 1.2 em).
        public var lineHeightMargin: Double?
        public var lineHeightMarginReason: String?
        public var faces: [Face]
        /// True when the fonts have an `opsz` axis that follows the point size (SF Pro).
        public var opticalSizeAxis: Bool?
        /// Per-size tracking in points per character, as `[pointSize, tracking]` pairs sorted by
        /// size (Apple's SF Pro table); interpolated linearly between sizes, clamped at the ends.
        public var tracking: [[Double]]?

        package init(name: String, margin: Double, marginReason: String?, lineHeightMargin: Double?,
                     lineHeightMarginReason: String?, faces: [Face], opticalSizeAxis: Bool?, tracking: [[Double]]?) {
            self.name = name; self.margin = margin; self.marginReason = marginReason
            self.lineHeightMargin = lineHeightMargin; self.lineHeightMarginReason = lineHeightMarginReason
            self.faces = faces; self.opticalSizeAxis = opticalSizeAxis; self.tracking = tracking
        }
    }

    public struct Face: Sendable, Equatable, Codable {
        /// Path relative to the font directory, or absolute.
        public var file: String
        /// Face index inside a .ttc collection.
        public var faceIndex: Int?
        /// Picks the face of a collection by PostScript name (name ID 6) instead of by index, so a
        /// manifest survives Apple reordering a .ttc (PingFang, Hiragino Sans).
        public var postScriptName: String?
        /// The static weight of this file; nil for a variable font whose `wght` axis is set to the
        /// requested weight.
        public var weight: FontWeight?
        /// This face serves point sizes `minPointSize <= size < maxPointSize` (text and display cuts).
        public var minPointSize: Double?
        public var maxPointSize: Double?

        public init(file: String, faceIndex: Int? = nil, postScriptName: String? = nil, weight: FontWeight? = nil,
                    minPointSize: Double? = nil, maxPointSize: Double? = nil) {
            self.file = file; self.faceIndex = faceIndex; self.postScriptName = postScriptName; self.weight = weight
            self.minPointSize = minPointSize; self.maxPointSize = maxPointSize
        }
    }
}
