/// Where the app runs. The location button grants location only on iOS and iPadOS: on Mac
/// Catalyst and for iPhone/iPad apps on visionOS it ignores taps (`SystemPlatformSupport`).
public enum Platform: String, CaseIterable, Codable, Sendable {
    case iOS = "ios"
    /// An iPad app built for the Mac with Mac Catalyst: `CLLocationButton` is unavailable there.
    case macCatalyst = "mac-catalyst"
    /// An iPhone/iPad app running unmodified on Apple Vision Pro ("Designed for iPad").
    case visionOSDesignedForIPad = "visionos-designed-for-ipad"
}
