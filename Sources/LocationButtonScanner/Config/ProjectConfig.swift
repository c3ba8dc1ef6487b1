import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

/// `.locbutton.yml`: how to check an app from its sources. Paths are relative to the file's folder.
public struct ProjectConfig: Sendable {
    /// The file as found.
    public var path: String
    /// The folder holding it: the project root.
    public var root: String
    public var included: [String] = []
    public var excluded: [String] = []
    /// Overrides the languages found in the project; empty: every system language (`languages: all`).
    public var languages: [String]?
    public var profile: AccessibilityProfile?
    /// The iOS version whose system model judges the buttons.
    public var target: SystemTarget?
    /// By button id or `File.swift:line`: assumptions and disabled rules.
    public var buttons: [String: ButtonDirective] = [:]

    public init(path: String, root: String) { self.path = path; self.root = root }

    /// The keys a button entry may carry besides `disable`: the theme's button keys a team can
    /// know and the code cannot show (or pins when the code computes them), as `ButtonKeys` says.
    public static let assumptionKeys = ButtonKeys.keys(in: .config).map(\.name)
}
