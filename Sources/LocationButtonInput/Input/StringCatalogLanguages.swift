import LocationButtonModel
/// The languages a String Catalog ships, read without its texts: the source language and every
/// key of every entry's `localizations`. A catalog found in a scanned app is only evidence of its
/// languages, so it is read this way (`JSONStream`): memory for the languages, not the file (the
/// whole tree of a 60 MB catalog would take gigabytes; docs/hostile-input.md).
public enum StringCatalogLanguages {
    /// At most this many languages per catalog: Xcode offers about a thousand locales, and each
    /// one kept costs memory.
    public static let limit = 10_000
    /// A language key longer than this is cut (and then is no language tag).
    package static let keyLimit = 256

    /// Reads `path` (a link that leads out of `project` is refused, not followed).
    public static func read(_ path: String, inside project: String? = nil) throws(InputError) -> Set<String> {
        try read(InputBytes(path, as: .stringCatalog, inside: project))
    }

    /// The languages of the catalog `bytes` hold. Entries and localizations that are not
    /// objects hold no languages (the full reader, `StringCatalogReader`, refuses them).
    public static func read(_ bytes: InputBytes) throws(InputError) -> Set<String> {
        try shipped(bytes).languages
    }

    /// A catalog's languages, and which of them is its source language (nil when it names none).
    public struct Shipped: Equatable, Sendable {
        public var source: String?
        /// Every language, the source language included.
        public var languages: Set<String>
    }

    /// `read`, telling the source language apart (`--languages-from` lists it first).
    public static func shipped(_ bytes: InputBytes) throws(InputError) -> Shipped {
        let json = JSONStream(bytes)
        var shipped = Shipped(source: nil, languages: [])
        func add(_ language: String) throws(InputError) {
            shipped.languages.insert(language)
            guard shipped.languages.count <= limit else { throw json.problem("expected at most \(limit) languages in a String Catalog, found more") }
        }
        guard try json.peekKind() == .object else { throw json.problem("expected a String Catalog (a JSON object), found another value") }
        try json.members(keepKeys: true) { (key: String?) throws(InputError) in
            switch (key ?? "", try json.peekKind()) {
            case ("sourceLanguage", .string):
                let source = try json.string(limit: keyLimit)
                shipped.source = source
                try add(source)
            case ("strings", .object):
                try json.members(keepKeys: false) { (_: String?) throws(InputError) in
                    guard try json.peekKind() == .object else { return try json.skipValue() }
                    try json.members(keepKeys: true) { (key: String?) throws(InputError) in
                        guard key == "localizations", try json.peekKind() == .object else { return try json.skipValue() }
                        try json.members(keepKeys: true, keyLimit: keyLimit) { (language: String?) throws(InputError) in
                            if let language { try add(language) }
                            try json.skipValue()
                        }
                    }
                }
            default:
                try json.skipValue()
            }
        }
        try json.finish()
        return shipped
    }
}
