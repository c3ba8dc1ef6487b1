/// What the text pipeline needs to know about a BCP 47 locale tag: its script, direction, the
/// language HarfBuzz is told, and where to look for its text when a catalog lacks it.
public struct LocaleInfo: Sendable, Hashable, Codable {
    /// The tag in canonical case, `_` read as `-`: `pt-BR`, `zh-Hant`, `en-x-rtl`.
    public let tag: String
    /// ISO 639 language, lower case: `pt`.
    public let language: String
    /// ISO 15924 script, from the tag or the language's likely script: `Latn`, `Arab`, `Jpan`.
    public let script: String
    /// ISO 3166 region or UN M.49 area, if the tag names one: `BR`, `419`.
    public let region: String?
    public let direction: TextDirection
    /// The BCP 47 language to give HarfBuzz (selects OpenType language systems such as `ZHH`,
    /// `URD`); the tag without private-use subtags.
    public let harfBuzzLanguage: String
    /// Tags to look a text up under, most specific first, starting with `tag`.
    public let fallbackChain: [String]
    /// Set when the tag names one of Xcode's pseudolanguages.
    public let pseudolanguage: Pseudolanguage?

    /// Nil when the tag is malformed, or names a language whose script is unknown and not given
    /// (write it out then, e.g. `xx-Latn`).
    public init?(tag raw: String) {
        guard let info = Self.read.value(ExactText(text: raw), { Self.reading(raw) }) else { return nil }
        self = info
    }

    /// A run reads the same tags many times (each title of a catalog, each lookup of a language's
    /// texts), and reading one is not cheap: each distinct spelling is read once per process.
    private static let read = Memo<ExactText, LocaleInfo?>()

    private static func reading(_ raw: String) -> LocaleInfo? {
        if let pseudo = Pseudolanguage(tag: raw) { return LocaleInfo(pseudolanguage: pseudo) }
        guard let parsed = ParsedTag(raw) else { return nil }
        let script: String
        if let explicit = parsed.script {
            script = explicit
        } else if parsed.language == "zh" {
            script = ["HK", "MO", "TW"].contains(parsed.region ?? "") ? "Hant" : "Hans"
        } else if let likely = LikelyScript.script(forLanguage: parsed.language) {
            script = likely
        } else {
            return nil
        }
        return LocaleInfo(tag: parsed.canonical, language: parsed.language, script: script, region: parsed.region,
                          direction: LikelyScript.rightToLeft.contains(script) ? .rtl : .ltr,
                          harfBuzzLanguage: parsed.canonical, fallbackChain: LocaleInfo.chain(parsed, script: script),
                          pseudolanguage: nil)
    }

    public init(pseudolanguage: Pseudolanguage) {
        self.init(tag: pseudolanguage.tag, language: "en", script: "Latn", region: nil,
                  direction: pseudolanguage.direction, harfBuzzLanguage: "en",
                  fallbackChain: [pseudolanguage.tag], pseudolanguage: pseudolanguage)
    }

    private init(tag: String, language: String, script: String, region: String?, direction: TextDirection,
                 harfBuzzLanguage: String, fallbackChain: [String], pseudolanguage: Pseudolanguage?) {
        self.tag = tag; self.language = language; self.script = script; self.region = region
        self.direction = direction; self.harfBuzzLanguage = harfBuzzLanguage
        self.fallbackChain = fallbackChain; self.pseudolanguage = pseudolanguage
    }

    /// Apple's resource lookup order for the languages whose regional variants iOS ships: Latin
    /// American Spanish (`es-419`) backs every Spanish of the Americas, Hong Kong and Macao
    /// Chinese fall back to Traditional, bare `pt` is Brazilian (Apple's `pt.lproj`), other
    /// Portuguese follow Portugal. Elsewhere the region, then the script (when it is the
    /// language's usual one) are dropped: `sr-Latn` never falls back to Cyrillic `sr`.
    private static func chain(_ parsed: ParsedTag, script: String) -> [String] {
        var chain = [parsed.canonical]
        func add(_ tag: String) { if !chain.contains(tag) { chain.append(tag) } }
        let language = parsed.language
        let region = parsed.region
        switch language {
        case "zh":
            if script == "Hant", region == "MO" { add("zh-HK") }
            add("zh-" + script)
            return chain
        case "es" where region != nil && region != "ES" && !spanishOutsideAmericas.contains(region ?? ""):
            add("es-419")
        case "pt" where region == nil:
            add("pt-BR")
        case "pt" where region != "BR" && region != "PT":
            add("pt-PT")
        default:
            break
        }
        if parsed.script != nil, region != nil { add(language + "-" + script) }
        if script == LikelyScript.script(forLanguage: language) { add(language) }
        return chain
    }

    /// Spanish-speaking regions outside the Americas (Spain's own `ES` is handled apart):
    /// Equatorial Guinea, Canary Islands/Ceuta-Melilla, Philippines.
    private static let spanishOutsideAmericas: Set<String> = ["GQ", "IC", "EA", "PH"]
}

/// A BCP 47 tag split into the subtags the model uses: language, script, region, variants.
private struct ParsedTag {
    var language: String
    var script: String?
    var region: String?
    var variants: [String] = []

    var canonical: String {
        ([language] + [script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// Deprecated or macro-language codes Apple and older systems still emit.
    private static let aliases = ["iw": "he", "in": "id", "ji": "yi", "no": "nb", "tl": "fil"]

    init?(_ raw: String) {
        var parts = raw.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map(String.init)[...]
        guard let first = parts.popFirst()?.lowercased(), (2...3).contains(first.count),
              first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        language = ParsedTag.aliases[first] ?? first
        if let next = parts.first, next.count == 4, next.allSatisfy({ $0.isASCII && $0.isLetter }) {
            script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
            parts.removeFirst()
        }
        if let next = parts.first,
           (next.count == 2 && next.allSatisfy({ $0.isASCII && $0.isLetter }))
            || (next.count == 3 && next.allSatisfy({ $0.isASCII && $0.isNumber })) {
            region = next.uppercased()
            parts.removeFirst()
        }
        for part in parts {
            let isVariant = (5...8).contains(part.count) || (part.count == 4 && part.first?.isNumber == true)
            guard isVariant, part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            variants.append(part.lowercased())
        }
    }
}
