/// Where the app runs. The location button is a Core Location UI control that only iOS and
/// iPadOS draw and honour; elsewhere a verdict would be meaningless, so the engine reports the
/// button as not applicable instead of judging it.
public enum Platform: String, CaseIterable, Codable, Sendable {
    case iOS = "ios"
    /// An iPad app built for the Mac with Mac Catalyst: `CLLocationButton` is unavailable there.
    case macCatalyst = "mac-catalyst"
    /// An iPhone/iPad app running unmodified on Apple Vision Pro ("Designed for iPad").
    case visionOSDesignedForIPad = "visionos-designed-for-ipad"

    public var isLocationButtonApplicable: Bool { self == .iOS }
}
