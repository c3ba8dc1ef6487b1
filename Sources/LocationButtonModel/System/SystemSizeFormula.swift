/// CoreLocationUI's size rule (docs/system-model.md §4): the content ("engraved") size, the size the button
/// needs, its intrinsic size, and whether the frame it gets is large enough. Failing prints
/// "inappropriate sizes"; the title, one line at natural width, is then clipped — never ellipsized.
public enum SystemSizeFormula {
    /// The point size the system draws with: `fontSize` below 12 (and unset) becomes 18.
    public static func effectiveFontSize(_ requested: Double?) -> Double {
        guard let requested, requested >= SystemModel.fontSizeMinimum else { return SystemModel.fontSizeFallback }
        return requested
    }

    /// Whether a font size the app set is replaced by the fallback (the button comes out larger).
    public static func replacesFontSize(_ requested: Double?) -> Bool {
        guard let requested else { return false }
        return requested < SystemModel.fontSizeMinimum
    }

    /// The SF Symbol arrow's width and height at `fontSize`: unknown, about one em (`SystemModel`).
    public static func glyphSize(fontSize: Double) -> (width: SystemLength, height: SystemLength) {
        let margin = SystemModel.glyphEmMargin * fontSize
        return (SystemLength(SystemModel.glyphWidthPerPoint * fontSize, margin: margin),
                SystemLength(SystemModel.glyphHeightPerPoint * fontSize, margin: margin))
    }

    /// The size the button needs: content + padding.
    /// - Parameters:
    ///   - title: the title's width and line height at `fontSize`, nil without a title.
    ///   - hasGlyph: whether the arrow is drawn.
    public static func neededSize(title: (width: SystemLength, lineHeight: SystemLength)?, hasGlyph: Bool,
                                  fontSize: Double, target: SystemTarget) -> SystemNeededSize {
        let glyph = hasGlyph ? glyphSize(fontSize: fontSize) : nil
        var contentWidth = SystemLength.zero, contentHeight = SystemLength.zero
        switch (title, glyph) {
        case let (title?, glyph?):
            contentWidth = title.width + glyph.width + SystemLength(SystemModel.glyphTitleGapPerPoint * fontSize)
            contentHeight = .max(title.lineHeight, glyph.height)
        case let (title?, nil):
            (contentWidth, contentHeight) = (title.width, title.lineHeight)
        case let (nil, glyph?):
            (contentWidth, contentHeight) = (glyph.width, glyph.height)
        case (nil, nil):
            break
        }
        let padding = Self.padding(fontSize: fontSize, target: target)
        return SystemNeededSize(width: contentWidth + padding.width, height: contentHeight + padding.height)
    }

    /// Padding added to the content, total per axis.
    package static func padding(fontSize: Double, target: SystemTarget) -> (width: SystemLength, height: SystemLength) {
        switch target {
        case .ios18:
            let p = SystemLength(SystemModel.ios18PaddingPerPoint * fontSize)
            return (p, p)
        case .ios26:
            let bound = SystemModel.ios26PaddingUpperBound
            return (SystemLength(estimate: bound.width / 2, lower: 0, upper: bound.width),
                    SystemLength(estimate: bound.height / 2, lower: 0, upper: bound.height))
        }
    }

    /// Judges the needed size against the frame the button gets. On each axis the limit is the
    /// app's fixed size, else the room the layout gives (the intrinsic size, needed + 1 pt, is
    /// squeezed to it), else none: a button at its intrinsic size always fits.
    public static func judge(_ needed: SystemNeededSize, width: SystemSizeLimit?, height: SystemSizeLimit?) -> SystemSizeVerdict {
        SystemSizeVerdict(width: SystemAxisVerdict(needed: needed.width, limit: width),
                          height: SystemAxisVerdict(needed: needed.height, limit: height))
    }
}

/// The size a button needs on each axis, with the model's bounds.
public struct SystemNeededSize: Sendable, Hashable {
    public var width: SystemLength
    public var height: SystemLength

    /// The intrinsic content size the button asks Auto Layout for.
    public var intrinsicWidth: SystemLength { width + SystemLength(SystemModel.intrinsicExtra) }
    public var intrinsicHeight: SystemLength { height + SystemLength(SystemModel.intrinsicExtra) }
}

/// Where a size limit comes from, for the finding's wording.
public struct SystemSizeLimit: Sendable, Hashable {
    public enum Source: String, Sendable { case fixed, room }
    public var points: Double
    public var source: Source

    public init(points: Double, source: Source) { self.points = points; self.source = source }
}

/// One axis: needed against the limit.
public struct SystemAxisVerdict: Sendable, Hashable {
    public enum Outcome: String, Sendable { case fits, uncertain, fails }
    public var needed: SystemLength
    public var limit: SystemSizeLimit?

    package init(needed: SystemLength, limit: SystemSizeLimit? = nil) {
        self.needed = needed; self.limit = limit
    }

    public var outcome: Outcome {
        guard let limit else { return .fits }
        if needed.upper <= limit.points { return .fits }
        if needed.lower > limit.points { return .fails }
        return .uncertain
    }

    /// Limit minus the estimated need (negative: short by that much); nil without a limit.
    public var slack: Double? { limit.map { $0.points - needed.estimate } }
}

/// Both axes; the button fails when either does.
public struct SystemSizeVerdict: Sendable, Hashable {
    public var width: SystemAxisVerdict
    public var height: SystemAxisVerdict

    public var outcome: SystemAxisVerdict.Outcome {
        // Two outcomes compared, not an array searched: asked for every title a fix hint tries.
        let width = width.outcome, height = height.outcome
        if width == .fails || height == .fails { return .fails }
        if width == .uncertain || height == .uncertain { return .uncertain }
        return .fits
    }

    /// What the app prints when the size rule fails (nothing when it fits; uncertain: the line it
    /// would print if the unknowns fall the wrong way).
    public var consoleLine: SystemConsoleLine? { outcome == .fits ? nil : .inappropriateSizes }
}
