import Foundation
import LocationButtonLint

/// The titles a command uses: the bundled catalog, with `--locales` and the language options applied.
enum TitleLoading {
    static func effective(_ global: GlobalOptions, restricted: Bool) throws -> (catalog: TitleCatalog, unmatched: [String]) {
        guard let root = ResourceLocator.projectRoot() else {
            throw InputError(file: TitleCatalogLoader.bundledPath, "expected the bundled titles next to the locbutton executable or in $LOCBUTTON_HOME, found none")
        }
        return try TitleCatalogLoader.effective(root: root, localesFile: global.locales,
                                                languages: restricted ? global.languages : nil,
                                                languagesFrom: restricted ? global.languagesFrom : nil)
    }
}
