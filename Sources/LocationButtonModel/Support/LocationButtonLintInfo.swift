/// LocationButtonLint: checks whether a customized system location button (`CLLocationButton`,
/// SwiftUI `LocationButton`) would keep working: contrast, translucency and title fit in every
/// appearance, language and Dynamic Type size. The name and version every report states.
public enum LocationButtonLintInfo {
    public static let name = "locbutton"
    public static let version = "0.1.0"
}
