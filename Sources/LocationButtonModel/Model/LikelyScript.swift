/// The script a language is written in when its tag names none: CLDR's likely-subtags data
/// (https://github.com/unicode-org/cldr, common/supplemental/likelySubtags.xml), reduced to the
/// languages iOS offers and their neighbours a team might add. Chinese is absent on purpose: its
/// script depends on the region (see `LocaleInfo`).
package enum LikelyScript {
    package static func script(forLanguage language: String) -> String? { table[language] }

    /// ISO 15924 scripts written right to left (Unicode's bidi class R/AL for their letters).
    package static let rightToLeft: Set<String> = ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"]

    private static let table: [String: String] = {
        var table: [String: String] = [:]
        let groups: [String: [String]] = [
            "Latn": ["af", "az", "br", "ca", "ceb", "cs", "cy", "da", "de", "en", "es", "et", "eu", "fi",
                     "fil", "fo", "fr", "fy", "ga", "gd", "gl", "ha", "haw", "hr", "ht", "hu", "id", "ig",
                     "is", "it", "jv", "lb", "lt", "lv", "mi", "ms", "mt", "nb", "nl", "nn", "no", "pl",
                     "pt", "rm", "ro", "sk", "sl", "sm", "so", "sq", "su", "sv", "sw", "tk", "to", "tr",
                     "uz", "vi", "xh", "yo", "zu"],
            "Cyrl": ["ba", "be", "bg", "ce", "cv", "kk", "ky", "mk", "mn", "ru", "sr", "tg", "tt", "uk"],
            "Arab": ["ar", "ckb", "fa", "ks", "ps", "sd", "ug", "ur"],
            "Hebr": ["he", "yi"],
            "Grek": ["el"],
            "Armn": ["hy"],
            "Geor": ["ka"],
            "Ethi": ["am", "ti"],
            "Beng": ["as", "bn"],
            "Deva": ["hi", "kok", "mai", "mr", "ne", "sa"],
            "Gujr": ["gu"],
            "Guru": ["pa"],
            "Knda": ["kn"],
            "Mlym": ["ml"],
            "Orya": ["or"],
            "Sinh": ["si"],
            "Taml": ["ta"],
            "Telu": ["te"],
            "Thai": ["th"],
            "Laoo": ["lo"],
            "Khmr": ["km"],
            "Mymr": ["my"],
            "Tibt": ["bo", "dz"],
            "Thaa": ["dv"],
            // ISO 15924's codes for writing systems that mix scripts: Han + Hiragana + Katakana,
            // Hangul + Han.
            "Jpan": ["ja"],
            "Kore": ["ko"],
        ]
        for (script, languages) in groups { for language in languages { table[language] = script } }
        return table
    }()
}
