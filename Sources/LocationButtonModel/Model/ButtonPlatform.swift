/// The platforms whose system location button this tool models (a theme button's `platforms:`;
/// docs/cross-platform.md). Not `Platform`, which says where an iOS app runs.
public enum ButtonPlatform: String, Sendable, Hashable, CaseIterable, Codable {
    case ios, android, web
}
