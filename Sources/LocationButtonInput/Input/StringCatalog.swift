import LocationButtonModel
import Foundation

/// An Xcode String Catalog (`.xcstrings`, Xcode 15 and later): JSON with `sourceLanguage`,
/// `version` and `strings`, each key holding per-language `localizations`. A localization is a
/// plain `stringUnit` (`state`, `value`), `variations` by plural category or device (each
/// variation again a localization), or both; `substitutions` are accepted and not interpreted.
public struct StringCatalog: Sendable, Equatable {
    public struct StringUnit: Sendable, Equatable {
        /// `translated`, `needs_review`, `new`, `stale` …; nil when the file gives none.
        public var state: String?
        public var value: String

        package init(state: String? = nil, value: String) {
            self.state = state; self.value = value
        }
    }

    public struct Localization: Sendable, Equatable {
        public var stringUnit: StringUnit?
        /// Kind (`plural`, `device`) → case (`one`, `other`, `iphone` …) → localization.
        public var variations: [String: [String: Localization]]
    }

    public struct Entry: Sendable, Equatable {
        public var comment: String?
        public var extractionState: String?
        /// Language tag as written in the file → localization.
        public var localizations: [String: Localization]
    }

    public var sourceLanguage: String
    public var version: String
    public var strings: [String: Entry]

    /// The languages the catalog ships: every language with a localization, plus the source
    /// language (whose text may live only in the keys), sorted, source first.
    public var languages: [String] {
        let localized = Set(strings.values.flatMap { $0.localizations.keys }).subtracting([sourceLanguage])
        return [sourceLanguage] + localized.sorted()
    }
}

/// Reads `.xcstrings` files; every problem is an `InputError` naming the file, the JSON path and
/// what was expected.
public enum StringCatalogReader {
    /// Reads a catalog from disk, whole, within `kind`'s cap. `file` is how errors name it
    /// (default: the path).
    public static func read(contentsOf url: URL, file: String? = nil,
                            as kind: InputFile.Kind = .titleCatalog) throws(InputError) -> StringCatalog {
        let name = file ?? url.path
        guard PathBytes.exists(url.path) else {
            throw InputError(file: name, "expected a String Catalog file (.xcstrings), found no such file")
        }
        guard !PathBytes.isFolder(url.path) else {
            throw InputError(file: name, "expected a String Catalog file (.xcstrings), found a folder")
        }
        let data: Data
        do { data = try InputFile.read(url.path, as: kind) } catch { throw InputError(file: name, error.message) }
        return try parse(data, file: name)
    }

    public static func parse(_ data: Data, file: String) throws(InputError) -> StringCatalog {
        let root = try ParsedJSON.parse(data, file: file)
        do { return try Reader(file: file).catalog(root) } catch { throw error.locatedInJSON(data) }
    }
}

/// Walks the JSON tree, carrying the file name for errors.
private struct Reader {
    let file: String

    func fail(_ path: JSONPath, _ message: String) -> InputError {
        InputError(file: file, place: path.description, message)
    }

    func object(_ value: ParsedJSON, _ path: JSONPath, _ what: String) throws(InputError) -> [String: ParsedJSON] {
        guard case .object(let members) = value else { throw fail(path, "expected \(what) (a JSON object), found \(value.found)") }
        return members
    }

    func string(_ value: ParsedJSON, _ path: JSONPath) throws(InputError) -> String {
        guard case .string(let text) = value else { throw fail(path, "expected a string, found \(value.found)") }
        return text
    }

    func optionalString(_ members: [String: ParsedJSON], _ key: String, _ path: JSONPath) throws(InputError) -> String? {
        guard let value = members[key] else { return nil }
        return try string(value, path.member(key))
    }

    func catalog(_ value: ParsedJSON) throws(InputError) -> StringCatalog {
        let path = JSONPath()
        let members = try object(value, path, "a String Catalog")
        guard let sourceLanguage = members["sourceLanguage"] else {
            throw fail(path, "expected key \"sourceLanguage\" (a language tag such as \"en\"), found \(keys(members))")
        }
        guard let strings = members["strings"] else {
            throw fail(path, "expected key \"strings\" (an object of keys to localizations), found \(keys(members))")
        }
        let version = try optionalString(members, "version", path) ?? "1.0"
        var entries: [String: StringCatalog.Entry] = [:]
        let stringsPath = path.member("strings")
        for (key, entry) in try object(strings, stringsPath, "the catalog's strings") {
            entries[key] = try self.entry(entry, stringsPath.member(key))
        }
        return StringCatalog(sourceLanguage: try string(sourceLanguage, path.member("sourceLanguage")),
                             version: version, strings: entries)
    }

    func entry(_ value: ParsedJSON, _ path: JSONPath) throws(InputError) -> StringCatalog.Entry {
        let members = try object(value, path, "a string entry")
        var localizations: [String: StringCatalog.Localization] = [:]
        if let value = members["localizations"] {
            let localizationsPath = path.member("localizations")
            for (language, localization) in try object(value, localizationsPath, "localizations by language") {
                localizations[language] = try self.localization(localization, localizationsPath.member(language))
            }
        }
        return StringCatalog.Entry(comment: try optionalString(members, "comment", path),
                                   extractionState: try optionalString(members, "extractionState", path),
                                   localizations: localizations)
    }

    func localization(_ value: ParsedJSON, _ path: JSONPath) throws(InputError) -> StringCatalog.Localization {
        let members = try object(value, path, "a localization")
        guard members["stringUnit"] != nil || members["variations"] != nil || members["substitutions"] != nil else {
            throw fail(path, "expected \"stringUnit\" or \"variations\", found \(keys(members))")
        }
        var unit: StringCatalog.StringUnit?
        if let value = members["stringUnit"] {
            let unitPath = path.member("stringUnit")
            let unitMembers = try object(value, unitPath, "a string unit")
            guard let text = unitMembers["value"] else {
                throw fail(unitPath, "expected key \"value\" (the translated text), found \(keys(unitMembers))")
            }
            unit = StringCatalog.StringUnit(state: try optionalString(unitMembers, "state", unitPath),
                                            value: try string(text, unitPath.member("value")))
        }
        var variations: [String: [String: StringCatalog.Localization]] = [:]
        if let value = members["variations"] {
            let variationsPath = path.member("variations")
            for (kind, cases) in try object(value, variationsPath, "variations by kind (plural, device)") {
                let kindPath = variationsPath.member(kind)
                var byCase: [String: StringCatalog.Localization] = [:]
                for (name, variation) in try object(cases, kindPath, "\(kind) variations") {
                    byCase[name] = try localization(variation, kindPath.member(name))
                }
                variations[kind] = byCase
            }
        }
        if let value = members["substitutions"] {
            _ = try object(value, path.member("substitutions"), "substitutions by name")
        }
        return StringCatalog.Localization(stringUnit: unit, variations: variations)
    }

    func keys(_ members: [String: ParsedJSON]) -> String {
        members.isEmpty ? "no keys" : "keys " + members.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
