import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// What a project folder holds that the check reads, every path as the user would name it
/// (relative to the working directory when the root is given relatively), sorted.
public struct ProjectLayout: Sendable, Equatable {
    public var root: String
    public var swiftFiles: [String] = []
    /// `.storyboard` and `.xib` files.
    public var interfaceBuilderFiles: [String] = []
    /// `.xcassets` folders the app ships.
    public var assetCatalogs: [String] = []
    /// `.xcassets` folders inside a `Preview Content` folder: Xcode's development assets, used by
    /// previews and never shipped, so they answer for no shipped color.
    public var developmentAssetCatalogs: [String] = []
    /// `.xcstrings` files.
    public var stringCatalogs: [String] = []
    /// Languages of the `.lproj` folders (`Base` left out), sorted.
    public var lprojLanguages: [String] = []
    /// The `.lproj` folders (`Base.lproj` too), in walk order.
    public var lprojFolders: [String] = []
    /// XcodeGen `project.yml` and Tuist `Project.swift` files (their development language).
    public var projectManifests: [String] = []
    /// `project.pbxproj` files of the `.xcodeproj` bundles.
    public var xcodeProjects: [String] = []
    /// `Info.plist` files (their `CFBundleLocalizations`).
    public var infoPlists: [String] = []
    /// `Package.swift` files (their `defaultLocalization`).
    public var packageManifests: [String] = []
    /// Only some of the project's sources are scanned (a file or a subfolder was asked for), so a
    /// `.locbutton.yml` entry may name a button that is not among them.
    public var isPartial = false
    /// Swift files outside the scanned ones whose constants the scanned ones may use
    /// (`Brand.swift` when only `LocateView.swift` is checked): read for their declarations only.
    public var contextSwiftFiles: [String] = []
    /// Links inside the project whose targets lie outside it (or nowhere), not followed.
    public var skippedLinks: [String] = []

    public init(root: String) { self.root = root }

    /// The same project with only the sources inside `folder` (asset catalogs and languages stay
    /// the project's).
    public func limited(to folder: String) -> ProjectLayout {
        let prefix = Self.absolute(folder)
        let rootPrefix = root + "/", rootAbsolute = Self.absolute(root)
        let folderPrefix = prefix.hasSuffix("/") ? prefix : prefix + "/"
        func inside(_ path: String) -> Bool {
            let file = Self.absolute(path, under: rootPrefix, at: rootAbsolute)
            return file == prefix || file.hasPrefix(folderPrefix)
        }
        var copy = self
        copy.isPartial = true
        copy.swiftFiles = swiftFiles.filter(inside)
        copy.contextSwiftFiles = (swiftFiles + contextSwiftFiles).filter { !inside($0) }
        copy.interfaceBuilderFiles = interfaceBuilderFiles.filter(inside)
        return copy
    }

    /// Whether no slash-separated part of `bytes` is empty, `.` or `..`.
    private static func isPlain(_ bytes: Substring.UTF8View) -> Bool {
        var length = 0, dots = 0
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if length == dots && dots <= 2 { return false }
                length = 0; dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !(length == dots && dots <= 2)
    }

    private static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// `absolute(path)` for a path the walk made below the root (`rootPrefix`, the root and a
    /// slash, whose `absolute` is `rootAbsolute`) without a URL per file: the root's absolute
    /// path, a slash and the rest, when no part of the rest is empty, `.` or `..` (standardizing
    /// only drops those) and the root is not `/`; else the long way.
    private static func absolute(_ path: String, under rootPrefix: String, at rootAbsolute: String) -> String {
        guard rootAbsolute != "/", path.hasPrefix(rootPrefix) else { return absolute(path) }
        let rest = path.dropFirst(rootPrefix.count)
        guard isPlain(rest.utf8) else { return absolute(path) }
        return rootAbsolute + "/" + rest
    }
}
