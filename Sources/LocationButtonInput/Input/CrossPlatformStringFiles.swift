import LocationButtonModel
import Foundation

// Reading the bundled cross-platform string files (`Locales/`): the file I/O of the Android and
// web models sits here, in the input stage, so `System/` only decodes what it is given.

extension AndroidLabelCatalog {
    public static func bundled(root: URL) throws(InputError) -> AndroidLabelCatalog {
        guard let data = PathBytes.contents(root.appendingPathComponent(bundledPath).path, limit: InputFile.Kind.bundledTable.limit) else {
            throw InputError(file: bundledPath, "expected the bundled Android label file, found none")
        }
        return try decode(data)
    }
}

extension ChromiumGeolocationStrings {
    public static func bundled(root: URL) throws(InputError) -> ChromiumGeolocationStrings {
        guard let data = PathBytes.contents(root.appendingPathComponent(bundledPath).path, limit: InputFile.Kind.bundledTable.limit) else {
            throw InputError(file: bundledPath, "expected the bundled Chromium string file, found none")
        }
        return try decode(data)
    }
}
