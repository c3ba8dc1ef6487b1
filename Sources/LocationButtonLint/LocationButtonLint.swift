@_exported import LocationButtonModel
@_exported import LocationButtonInput
@_exported import LocationButtonRules
@_exported import LocationButtonJudging
@_exported import LocationButtonReports
/// LocationButtonLint: checks whether a customized system location button (`CLLocationButton`,
/// SwiftUI `LocationButton`) would keep working: contrast, translucency and title fit in every
/// appearance, language and Dynamic Type size.
public enum LocationButtonLintInfo {
    public static let name = "locbutton"
    public static let version = "0.1.0"
}
