import Foundation
import LocationButtonLint

/// The titles a command uses: the bundled catalog, with `--locales` and the language options applied.
enum TitleLoading {
    static func effective(_ global: some InputOptions, restricted: Bool) throws -> (catalog: TitleCatalog, unmatched: [String]) {
        guard let root = ResourceLocator.projectRoot() else {
            throw InputError(file: TitleCatalogLoader.bundledPath, "expected the bundled titles next to the locbutton executable or in $LOCBUTTON_HOME, found none")
        }
        return try TitleCatalogLoader.effective(root: root, localesFile: global.locales,
                                                languages: restricted ? global.languages : nil,
                                                languagesFrom: restricted ? global.languagesFrom : nil)
    }

    /// One title's text in one locale, from the bundled catalog and `--locales` (the language
    /// options do not restrict it); bad input when the catalogs have none.
    static func text(_ title: Title, locale: String, _ global: some InputOptions) throws -> String {
        let catalog = try effective(global, restricted: false).catalog
        guard let found = catalog.text(title, locale: locale) else {
            throw InputError(file: global.locales ?? TitleCatalogLoader.bundledPath, place: "$.strings.\(title.rawValue)",
                             "expected a translation of \(title.rawValue) for locale \(locale), found none")
        }
        return found
    }
}
