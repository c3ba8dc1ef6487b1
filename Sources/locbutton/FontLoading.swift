import Foundation
import LocationButtonLint

/// The font directory a command uses: `--fonts DIR`, else the bundled `Fonts/`.
enum FontLoading {
    static func directory(_ global: some InputOptions) throws -> FontDirectory {
        if let dir = global.fonts {
            return try FontDirectory(url: URL(fileURLWithPath: dir))
        }
        guard let root = ResourceLocator.projectRoot() else {
            throw InputError(file: "Fonts/manifest.json", "expected the bundled fonts next to the locbutton executable or in $LOCBUTTON_HOME, found none")
        }
        return try FontDirectory.bundled(projectRoot: root)
    }

    /// The manifest `--fonts` names, if given (an input no report may overwrite).
    static func manifestPath(_ global: some InputOptions) -> String? {
        global.fonts.map { FontDirectory.manifestPath(of: URL(fileURLWithPath: $0)) }
    }
}
