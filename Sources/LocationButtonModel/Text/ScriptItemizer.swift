import CHarfBuzz

/// Unicode Script property (UAX #24) of each scalar, via HarfBuzz's Unicode functions, with Common
/// and Inherited characters (spaces, punctuation, digits, combining marks) joined to the run they
/// stand in, as text systems itemize: the preceding script, else the following one.
package enum ScriptItemizer {
    package static let common = "Zyyy", inherited = "Zinh", unknown = "Zzzz"

    package static func tagString(_ tag: hb_tag_t) -> String {
        // The tag's four bytes, high first, without an array per character.
        withUnsafeBytes(of: tag.bigEndian) { String(decoding: $0, as: UTF8.self) }
    }

    /// Resolved script per scalar; neutral-only text keeps `nil` entries for the caller to resolve
    /// from the neighbouring runs.
    package static func resolve(_ scalars: ArraySlice<Unicode.Scalar>) -> [String?] {
        // Resolved as HarfBuzz's tags; each run's tag becomes a string once, not each character's.
        let funcs = hb_unicode_funcs_get_default()
        var tags: [hb_tag_t?] = scalars.map {
            let tag = hb_script_to_iso15924_tag(hb_unicode_script(funcs, $0.value))
            return neutralTags.contains(tag) ? nil : tag
        }
        var previous: hb_tag_t?
        for i in tags.indices {
            if let t = tags[i] { previous = t } else { tags[i] = previous }
        }
        var following: hb_tag_t?
        for i in tags.indices.reversed() {
            if let t = tags[i] { following = t } else { tags[i] = following }
        }
        var last: (tag: hb_tag_t, name: String)?
        return tags.map { tag in
            guard let tag else { return nil }
            if let last, last.tag == tag { return last.name }
            let name = tagString(tag)
            last = (tag, name)
            return name
        }
    }

    private static let neutralTags: [hb_tag_t] = [common, inherited, unknown].map(FontInstance.tag)
}
