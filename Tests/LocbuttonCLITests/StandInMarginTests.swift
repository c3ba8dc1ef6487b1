import Foundation
import Testing

/// Issue 21, "stand-ins decide too much": only a result outside every margin is `disabled`.
///
/// Line heights (ascender − descender + line gap of the regular faces' hhea tables, read with a
/// few lines of Python `struct`): Noto Sans Arabic (1374 + 738)/1000 = 2.112 em, Inter (2728 + 680)/2816 = 1.21 em. At the
/// fallback 18 pt with iOS 18's padding of 1 pt per point (18 pt) a titled button needs
/// Arabic 2.112 × 18 + 18 = 56.0 pt, English 1.21 × 18 + 18 = 39.8 pt. The Arabic line margin,
/// 0.43 (Fonts/manifest.json: down to the Latin line), puts the lower bound at 38.0 − 16.3 + 18 =
/// 39.7 pt: a 50-pt frame lies inside (uncertain), a 30-pt one below (disabled). English keeps the
/// width margin, 8 %: 39.8 − 1.7 = 38.0 pt, above 30 (disabled).
@Suite struct StandInMarginTests {
    typealias Runner = LocbuttonRunner

    static func verdicts(_ theme: String, _ arguments: [String]) throws -> [String: String] {
        let folder = try Runner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("theme.yaml").path
        try theme.write(toFile: path, atomically: true, encoding: .utf8)
        for (name, text) in [("apple-bg.xcstrings", appleBulgarian)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let output = try Runner.run(["check", path, "--format", "json", "--pseudolanguages", "none"] + arguments, in: folder)
        #expect(output.status != 2, "\(output.stderr)")
        let buttons = try Runner.json(output.stdout)["buttons"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: buttons.compactMap { button in
            (button["id"] as? String).map { ($0, button["verdict"] as? String ?? "") }
        })
    }

    static let heights = "buttons:\n  - id: tall\n    height: 50\n  - id: short\n    height: 30\n"

    @Test("a stand ins tall line makes a tight height uncertain not disabled") func aStandInsTallLineMakesATightHeightUncertainNotDisabled() throws {
        let arabic = try Self.verdicts(Self.heights, ["--languages", "ar", "--sizes", "large"])
        #expect(arabic["tall"] == "uncertain")
        #expect(arabic["short"] == "disabled")
        let english = try Self.verdicts(Self.heights, ["--languages", "en", "--sizes", "large"])
        #expect(english["short"] == "disabled")
        #expect(english["tall"] != "disabled" && english["tall"] != "uncertain")
    }

    /// The bundled Bulgarian `shareCurrentLocation`, "Споделяне на текущото местоположение", is
    /// ours ("judgement", Locales/wording-provenance.json: 30 % of the width on top of the
    /// font's 8 %). At 18 pt it needs about 371 pt of title width where a default button on the
    /// default device has 298 pt: 20 % over, inside 38 %, so `uncertain`. The same text given as
    /// Apple's (`--locales`) carries no wording margin, and the font's 8 % alone leaves it
    /// `disabled`.
    static let appleBulgarian = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"shareCurrentLocation": {"localizations": {
          "bg": {"stringUnit": {"state": "translated", "value": "Споделяне на текущото местоположение"}}}}}}
        """

    @Test("a wording of ours carries a margin and apples does not") func aWordingOfOursCarriesAMarginAndApplesDoesNot() throws {
        let theme = "buttons:\n  - id: plain\n    api: swiftui\n    title: shareCurrentLocation\n"
        #expect(try Self.verdicts(theme, ["--languages", "bg"])["plain"] == "uncertain")
        #expect(try Self.verdicts(theme, ["--languages", "bg", "--locales", "apple-bg.xcstrings"])["plain"] == "disabled")
    }
}
