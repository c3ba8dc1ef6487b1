import LocationButtonModel
import CHarfBuzz
import Foundation

/// Every reader of user input, applied to bytes in memory rather than files: the entry points the
/// fuzz targets (Fuzz/) drive, so they exercise exactly the code a check run uses. Each throws
/// only `InputError` / `ThemeFileErrors`; anything else (a trap, a hang) is a bug.
public enum InputParsers {
    /// A theme file's text (YAML or JSON), decoded with every problem collected.
    public static func theme(_ text: String, file: String) throws(ThemeFileErrors) -> ThemeFile {
        let problems = ThemeFileProblems()
        let theme = ThemeFileDecoder(file: file, problems: problems).decode(text)
        guard problems.all.isEmpty, let theme else { throw ThemeFileErrors(problems: problems.all) }
        return theme
    }

    /// Theme files' texts as `locbutton check` reads the files (`ThemeFile.read(paths:)`): unique
    /// ids across them, each file's problems kept beside its theme for the check's later steps.
    public static func themes(_ files: [(path: String, text: String)]) -> ThemeFileReading {
        ThemeFile.decode(files.map { file in (file.path, { () throws(InputError) in file.text }) })
    }

    /// One `*.colorset/Contents.json`; nil for a set without any color (Xcode's new `AccentColor`).
    public static func colorSet(_ data: Data, file: String) throws(InputError) -> AppearanceColors? {
        try ColorSetReader(file: file).read(ParsedJSON.parse(data, file: file))
    }

    /// A fonts `manifest.json`.
    public static func fontManifest(_ data: Data, file: String) throws(InputError) -> FontManifest {
        try FontManifestReader.decode(data, file: file)
    }

    /// A font file's face as the shaper opens it: FreeType's check, then a HarfBuzz face whose
    /// glyph count is returned.
    public static func fontFace(_ data: Data, faceIndex: Int, file: String) throws -> Int {
        let font = FontFile(path: file, data: data)
        try font.checkFace(faceIndex)
        let face = hb_face_create(font.blob, UInt32(faceIndex))
        defer { hb_face_destroy(face) }
        return Int(hb_face_get_glyph_count(face))
    }
}
