import LocationButtonModel
import Foundation

/// The bundled `Fonts/` and `Locales/` a command reads, inside the folder the caller found them
/// in (`root`; nil when it found none), or the user's replacements.
public enum BundledResources {
    /// `--fonts DIR` (a folder or its manifest), else the bundled `Fonts/`.
    public static func fonts(_ fonts: String?, root: URL?) throws(InputError) -> FontDirectory {
        if let fonts { return try FontDirectory(url: URL(fileURLWithPath: fonts)) }
        guard let root else {
            throw InputError(file: "Fonts/manifest.json", "expected the bundled fonts next to the locbutton executable or in $LOCBUTTON_HOME, found none")
        }
        return try FontDirectory.bundled(projectRoot: root)
    }

    /// The root a check reads both from.
    public static func root(_ root: URL?) throws(InputError) -> URL {
        guard let root else {
            throw InputError(file: "Fonts/manifest.json", "expected the bundled fonts and locales next to the locbutton executable or in $LOCBUTTON_HOME, found none")
        }
        return root
    }

    /// The titles: the bundled catalog with `localesFile` applied, restricted to `languages` and
    /// `languagesFrom`'s languages when given.
    public static func titles(root: URL?, localesFile: String?, languages: String? = nil,
                              languagesFrom: String? = nil) throws(InputError) -> (catalog: TitleCatalog, unmatched: [String]) {
        guard let root else {
            throw InputError(file: TitleCatalogLoader.bundledPath, "expected the bundled titles next to the locbutton executable or in $LOCBUTTON_HOME, found none")
        }
        return try TitleCatalogLoader.effective(root: root, localesFile: localesFile, languages: languages,
                                                languagesFrom: languagesFrom)
    }

    /// One title's text in one locale, from the bundled catalog and `localesFile` (no language
    /// selection restricts it); bad input when the catalogs have none.
    public static func text(_ title: Title, locale: String, root: URL?, localesFile: String?) throws(InputError) -> String {
        let catalog = try titles(root: root, localesFile: localesFile).catalog
        guard let found = catalog.text(title, locale: locale) else {
            throw InputError(file: localesFile ?? TitleCatalogLoader.bundledPath, place: "$.strings.\(title.rawValue)",
                             "expected a translation of \(title.rawValue) for locale \(locale), found none")
        }
        return found
    }
}
