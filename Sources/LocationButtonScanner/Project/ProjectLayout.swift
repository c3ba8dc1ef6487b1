/// What a project folder holds that the check reads, every path as the user would name it
/// (relative to the working directory when the root is given relatively), sorted.
public struct ProjectLayout: Sendable, Equatable {
    public var root: String
    public var swiftFiles: [String] = []
    /// `.storyboard` and `.xib` files.
    public var interfaceBuilderFiles: [String] = []
    /// `.xcassets` folders.
    public var assetCatalogs: [String] = []
    /// `.xcstrings` files.
    public var stringCatalogs: [String] = []
    /// Languages of the `.lproj` folders (`Base` left out), sorted.
    public var lprojLanguages: [String] = []
    /// `project.pbxproj` files of the `.xcodeproj` bundles.
    public var xcodeProjects: [String] = []

    public init(root: String) { self.root = root }
}
