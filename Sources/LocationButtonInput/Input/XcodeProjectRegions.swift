import LocationButtonModel
import Foundation

/// `knownRegions` and `developmentRegion` of the project object of a `project.pbxproj`, read
/// with `OldStylePlist`: only the objects that hold either are kept (one in a real project), so
/// memory follows them, not the file. A project Xcode wrote as an XML or binary property list
/// (rare: `plutil -convert`) is read whole, within `InputFile.Kind.propertyListProject`'s cap.
public enum XcodeProjectRegions {
    /// At most this many objects with regions are kept; a real project has one.
    package static let objectLimit = 1_000
    /// At most this many regions in one list (Xcode offers about a thousand).
    package static let regionLimit = 10_000

    public static func read(_ path: String, inside project: String? = nil) throws(InputError) -> (known: [String], development: String?) {
        let bytes = try InputBytes(path, as: .xcodeProject, inside: project)
        if let first = try bytes.peek(), first == UInt8(ascii: "<") || first == UInt8(ascii: "b") {
            return try readWhole(path)
        }
        return try read(bytes)
    }

    /// The regions of the project `bytes` hold, in Xcode's text format.
    public static func read(_ bytes: InputBytes) throws(InputError) -> (known: [String], development: String?) {
        let plist = OldStylePlist(bytes)
        var rootObject: String?
        var regions: [String: (known: [String], development: String?)] = [:]
        guard try plist.peekKind() == .dictionary else {
            throw plist.problem("expected an Xcode project (a property list dictionary), found another value")
        }
        try plist.entries(keepKeys: true) { (key: String?) throws(InputError) in
            switch (key ?? "", try plist.peekKind()) {
            case ("rootObject", .string):
                rootObject = try plist.string(limit: 256)
            case ("objects", .dictionary):
                try plist.entries(keepKeys: true) { (id: String?) throws(InputError) in
                    guard let id, try plist.peekKind() == .dictionary else { return try plist.skipValue() }
                    var known: [String]?, development: String?
                    try plist.entries(keepKeys: true) { (key: String?) throws(InputError) in
                        switch (key ?? "", try plist.peekKind()) {
                        case ("knownRegions", .array):
                            var list: [String] = []
                            try plist.elements { (index: Int) throws(InputError) in
                                guard index < regionLimit else { throw plist.problem("expected at most \(regionLimit) knownRegions, found more") }
                                guard try plist.peekKind() == .string else { return try plist.skipValue() }
                                list.append(try plist.string(limit: 256))
                            }
                            known = list
                        case ("developmentRegion", .string):
                            development = try plist.string(limit: 256)
                        default:
                            try plist.skipValue()
                        }
                    }
                    guard known != nil || development != nil else { return }
                    regions[id] = (known ?? [], development)
                    guard regions.count <= objectLimit else {
                        throw plist.problem("expected at most \(objectLimit) objects with knownRegions, found more")
                    }
                }
            default:
                try plist.skipValue()
            }
        }
        try plist.finish()
        guard let rootObject, let found = regions[rootObject] else {
            // A project object without regions has none to give (an old project lists none).
            guard let rootObject, !rootObject.isEmpty else {
                throw InputError(file: bytes.path, place: "rootObject", "expected the project object, found none")
            }
            return ([], nil)
        }
        return found
    }

    /// An XML or binary property list: small ones only.
    private static func readWhole(_ path: String) throws(InputError) -> (known: [String], development: String?) {
        let data = try InputFile.read(path, as: .propertyListProject)
        guard let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
            throw InputError(file: path, "expected an Xcode project (a property list), found a file that does not parse")
        }
        guard let objects = root["objects"] as? [String: Any], let rootID = root["rootObject"] as? String,
              let project = objects[rootID] as? [String: Any] else {
            throw InputError(file: path, place: "rootObject", "expected the project object, found none")
        }
        return (project["knownRegions"] as? [String] ?? [], project["developmentRegion"] as? String)
    }
}
