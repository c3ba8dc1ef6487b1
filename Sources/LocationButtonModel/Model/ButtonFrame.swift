/// The room the app gives the button. Widths combine as the tightest constraint: an explicit
/// `width`, a `maxWidth`, and the `device` preset's content width; with none of them the button
/// is laid out on `DevicePreset.default`. A nil `height` means the button takes the height it
/// needs (so its title is never clipped vertically).
public struct ButtonFrame: Sendable, Hashable, Codable {
    public var width: Double?
    public var height: Double?
    public var maxWidth: Double?
    public var device: DevicePreset?

    public init(width: Double? = nil, height: Double? = nil, maxWidth: Double? = nil, device: DevicePreset? = nil) {
        self.width = width; self.height = height; self.maxWidth = maxWidth; self.device = device
    }

    /// The widest the button may be, in points.
    public var widthLimit: Double {
        // Read for every text cell: no array of the limits.
        guard width != nil || maxWidth != nil || device != nil else { return DevicePreset.default.contentWidth }
        return min(width ?? .infinity, maxWidth ?? .infinity, device?.contentWidth ?? .infinity)
    }
}
