/// Applies `AndroidButtonModel`'s limits to a request: the button Android will draw and every
/// change it makes silently (Android never disables the button; it changes it and logs a line).
public struct AndroidButtonOutcome: Sendable, Hashable {
    public var background: AndroidColorInt
    public var textColor: AndroidColorInt
    public var iconTint: AndroidColorInt
    public var width: Int
    public var height: Int
    public var padding: [Int]
    /// The shape SystemUI draws: the content box, `width − left − right` by `height − top − bottom`
    /// px (the padding lies outside the shape, `LocationButton.kt`).
    public var shapeWidth: Int { width - padding[0] - padding[2] }
    public var shapeHeight: Int { height - padding[1] - padding[3] }
    public var strokeWidth: Int
    public var changes: [AndroidButtonChange]
    /// The newer interactor's `validationFlags` (yaap/frameworks_base @ f6328b665ad1): text 0x01, icon
    /// 0x02, width 0x04, height 0x08, stroke above its maximum 0x20, fill opacity 0x80. That copy
    /// declares a padding flag (0x10) but never sets it, and sets none for a negative stroke.
    public var validationFlags: Int

    /// "changed" when the system draws anything other than what was asked, else "unchanged".
    public var verdict: String { changes.isEmpty ? "unchanged" : "changed" }

    public init(_ r: AndroidButtonRequest) {
        typealias M = AndroidButtonModel
        var changes: [AndroidButtonChange] = []
        var flags = 0
        // The fill is made opaque (`setAlphaComponent(bg, 255)`) without a log line.
        let fill = r.background.withAlpha(255)
        background = fill
        if r.background.alpha != 255 {
            flags |= 0x80
            changes.append(.init(property: .backgroundAlpha, requested: "\(r.background.alpha)", drawn: "255", log: nil))
        }
        func foreground(_ c: AndroidColorInt, _ name: String, _ property: AndroidButtonChange.Property, flag: Int) -> AndroidColorInt {
            let drawn = AndroidContrastAdjuster.ensureContrast(c, background: fill, minimumRatio: M.minimumContrast)
            if drawn != c {
                flags |= flag
                changes.append(.init(property: property, requested: c.description, drawn: drawn.description,
                                     log: "\(name) color #\(c.logHex) adjusted to #\(drawn.logHex) for contrast against #\(fill.logHex)"))
            }
            return drawn
        }
        textColor = foreground(r.textColor, "Text color", .textColor, flag: 0x01)
        iconTint = foreground(r.iconTint ?? M.systemIconTint, "Icon tint", .iconTint, flag: 0x02)

        let minSize = M.pixels(M.minimumTouchTargetDP, density: r.density)
        let maxHeight = M.pixels(M.maximumHeightDP, density: r.density)
        width = max(r.width, minSize)
        if r.width < minSize {
            flags |= 0x04
            changes.append(.init(property: .width, requested: "\(r.width) px", drawn: "\(minSize) px",
                                 log: "Clamping width up from \(r.width) to \(minSize) px (min 48dp)"))
        }
        height = min(max(r.height, minSize), maxHeight)
        if r.height < minSize || r.height > maxHeight { flags |= 0x08 }
        if r.height < minSize {
            changes.append(.init(property: .height, requested: "\(r.height) px", drawn: "\(minSize) px",
                                 log: "Clamping height up from \(r.height) to \(minSize) px (min 48dp)"))
        } else if r.height > maxHeight {
            changes.append(.init(property: .height, requested: "\(r.height) px", drawn: "\(maxHeight) px",
                                 log: "Clamping height down from \(r.height) to \(maxHeight) px (max 136dp)"))
        }

        let minPad = M.pixels(M.minimumPaddingDP, density: r.density), maxPad = M.pixels(M.maximumPaddingDP, density: r.density)
        padding = (r.padding ?? [minPad, minPad, minPad, minPad]).map { min(max($0, minPad), maxPad) }
        for p in r.padding ?? [] where p < minPad || p > maxPad {
            let to = p < minPad ? minPad : maxPad
            changes.append(.init(property: .padding, requested: "\(p) px", drawn: "\(to) px",
                                 log: "Clamping padding from \(p) to \(to) px (\(p < minPad ? "min 4dp" : "max 8dp"))"))
        }

        let maxStroke = M.pixels(M.maximumStrokeWidthDP, density: r.density)
        let stroke = r.strokeWidth ?? 0
        strokeWidth = min(max(stroke, 0), maxStroke)
        if stroke < 0 {
            changes.append(.init(property: .strokeWidth, requested: "\(stroke) px", drawn: "0 px", log: "strokeWidth can't be negative."))
        } else if stroke > maxStroke {
            flags |= 0x20
            changes.append(.init(property: .strokeWidth, requested: "\(stroke) px", drawn: "\(maxStroke) px",
                                 log: "Clamping strokeWidth from \(stroke) to \(maxStroke) px (max 3dp)"))
        }
        for (radius, property) in [(r.cornerRadius, AndroidButtonChange.Property.cornerRadius), (r.pressedCornerRadius, .pressedCornerRadius)] {
            if let radius, radius < 0 {
                changes.append(.init(property: property, requested: "\(radius) px", drawn: "0 px", log: "cornerRadius can't be negative."))
            }
        }
        self.changes = changes
        validationFlags = flags
    }

    /// The lines the system logs, as `adb logcat` shows them under the tag (warning level).
    public var logLines: [String] { changes.compactMap(\.log).map { "W \(AndroidButtonModel.logTag): \($0)" } }
}
