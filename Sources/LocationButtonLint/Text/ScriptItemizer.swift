import CHarfBuzz

/// Unicode Script property (UAX #24) of each scalar, via HarfBuzz's Unicode functions, with Common
/// and Inherited characters (spaces, punctuation, digits, combining marks) joined to the run they
/// stand in, as text systems itemize: the preceding script, else the following one.
enum ScriptItemizer {
    static let common = "Zyyy", inherited = "Zinh", unknown = "Zzzz"

    static func script(of scalar: Unicode.Scalar) -> String {
        let funcs = hb_unicode_funcs_get_default()
        let script = hb_unicode_script(funcs, scalar.value)
        return tagString(hb_script_to_iso15924_tag(script))
    }

    static func tagString(_ tag: hb_tag_t) -> String {
        // The tag's four bytes, high first, without an array per character.
        withUnsafeBytes(of: tag.bigEndian) { String(decoding: $0, as: UTF8.self) }
    }

    static func isNeutral(_ script: String) -> Bool {
        script == common || script == inherited || script == unknown
    }

    /// Resolved script per scalar; neutral-only text keeps `nil` entries for the caller to resolve
    /// from the neighbouring runs.
    static func resolve(_ scalars: ArraySlice<Unicode.Scalar>) -> [String?] {
        var scripts: [String?] = scalars.map { let s = script(of: $0); return isNeutral(s) ? nil : s }
        var previous: String?
        for i in scripts.indices {
            if let s = scripts[i] { previous = s } else { scripts[i] = previous }
        }
        var following: String?
        for i in scripts.indices.reversed() {
            if let s = scripts[i] { following = s } else { scripts[i] = following }
        }
        return scripts
    }
}
