import LocationButtonModel
import Foundation

/// A folder holding `manifest.json` and the font files it names: the bundled `Fonts/` or a user's
/// `--fonts DIR` (e.g. Apple's system fonts). Reads and checks the manifest up front, and the font
/// bytes when the shaper first needs a face.
public struct FontDirectory: Sendable {
    /// The folder relative font paths start from.
    public let url: URL
    public let manifest: FontManifest
    /// The manifest's path as shown in errors.
    public let manifestPath: String

    /// Reads `DIR/manifest.json`, or the given `.json` manifest itself (its folder is then the base
    /// for relative paths: `--fonts Fonts/macos-system-fonts.json`). Throws `InputError` for a missing
    /// or malformed manifest or a font file that does not exist.
    public init(url: URL) throws(InputError) {
        let path = Self.manifestPath(of: url)
        self.url = URL(fileURLWithPath: path).deletingLastPathComponent()
        manifestPath = path
        guard PathBytes.exists(path) else {
            throw InputError(file: path, "expected a font manifest (manifest.json), found no readable file")
        }
        let data = try InputFile.read(path, as: .fontManifest)
        manifest = try FontManifestReader.decode(data, file: path)
        for (f, family) in manifest.families.enumerated() {
            for (i, face) in family.faces.enumerated() where !PathBytes.exists(fontURL(face.file).path) {
                throw InputError(file: path, place: "$.families[\(f)].faces[\(i)].file",
                                 "expected a font file, found nothing at \(fontURL(face.file).path)")
            }
        }
    }

    /// `DIR/manifest.json`, or the `.json` manifest `url` names.
    public static func manifestPath(of url: URL) -> String {
        url.pathExtension.lowercased() == "json" ? url.path : url.appendingPathComponent("manifest.json").path
    }

    /// The bundled stand-in fonts inside a checkout or installation root (the folder holding `Fonts/`).
    public static func bundled(projectRoot: URL) throws(InputError) -> FontDirectory {
        try FontDirectory(url: projectRoot.appendingPathComponent("Fonts"))
    }

    package func fontURL(_ file: String) -> URL {
        file.hasPrefix("/") ? URL(fileURLWithPath: file) : url.appendingPathComponent(file)
    }

    /// The bytes of a font file named in the manifest.
    public func fontData(_ file: String) throws(InputError) -> Data {
        let fileURL = fontURL(file)
        guard PathBytes.exists(fileURL.path) else {
            throw InputError(file: fileURL.path, "expected a font file, found no readable file")
        }
        return try InputFile.read(fileURL.path, as: .font)
    }

    /// A catalog that loads this directory's fonts on demand.
    public func catalog() throws(InputError) -> FontCatalog {
        let directory = self
        return try FontCatalog(manifest: manifest, manifestPath: manifestPath,
                               fontData: { file in (directory.fontURL(file).path, try directory.fontData(file)) })
    }
}
