import Foundation
import Testing
@testable import LocationButtonLint

/// Material 3's size table, the bundled Android labels and the label-fit check. Expected values
/// are read off androidx `Button.kt` / SystemUI's resources (docs/cross-platform.md) or worked by
/// hand in the comments; shaped widths come from the hb-shape CLI
/// (`Fixtures/Android/android_label_widths.json`, made by `make_android_label_widths.py`).
@Suite struct AndroidLabelTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A measurer that gives every text the same advance width and no runs.
    struct FixedWidth: TextMeasuring {
        var width: Double
        func measure(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> TextMeasurement {
            TextMeasurement(text: text, pointSize: pointSize, runs: [], advanceWidth: width, tracking: 0, lineHeight: pointSize, uncertainty: 0)
        }
    }

    static func outcome(width: Int, height: Int, density: Float = 1) -> AndroidButtonOutcome {
        AndroidButtonOutcome(AndroidButtonRequest(background: AndroidColorInt(argb: 0xFF00_0000), textColor: AndroidColorInt(argb: 0xFFFF_FFFF),
                                                  width: width, height: height, density: density))
    }

    // From ButtonDefaults: textStyleFor switches at 56/96/136 (`<`), the icon/spacing/padding
    // `when`s also at MinHeight 40; sizes from ButtonXSmall/Small/Medium/Large/XLarge tokens and
    // TypeScaleTokens (labelLarge 14/500/0.1, titleMedium 16/500/0.2, headlineSmall 24/400,
    // headlineLarge 32/400).
    @Test("type scale follows the button defaults table") func typeScaleFollowsTheButtonDefaultsTable() {
        func check(_ h: Double, _ style: String, _ size: Double, _ weight: FontWeight, _ icon: Double, _ spacing: Double, _ pad: Double) {
            let s = AndroidButtonTypeScale.forReferenceHeight(h)
            #expect(s.textStyle == style && s.fontSize == size && s.weight == weight, "\(h)")
            #expect(s.iconSize == icon && s.iconSpacing == spacing && s.horizontalPadding == pad, "\(h)")
        }
        check(39.9, "labelLarge", 14, .medium, 20, 4, 12)
        check(40, "labelLarge", 14, .medium, 20, 8, 16)
        check(55.9, "labelLarge", 14, .medium, 20, 8, 16)
        check(56, "titleMedium", 16, .medium, 24, 8, 24)
        check(96, "headlineSmall", 24, .regular, 32, 12, 48)
        check(136, "headlineLarge", 32, .regular, 40, 16, 64)
        #expect(AndroidButtonTypeScale.forReferenceHeight(40).letterSpacing == 0.1)
        #expect(AndroidButtonTypeScale.forReferenceHeight(56).letterSpacing == 0.2)
    }

    // TEXT_TYPE_NONE … TEXT_TYPE_NEAR_YOUR_PRECISE_LOCATION are 0 … 5 in LocationButtonSession.
    @Test("labels carry their text types") func labelsCarryTheirTextTypes() {
        #expect(AndroidLabel.allCases.map(\.textType) == [0, 1, 2, 3, 4, 5])
        #expect(AndroidLabel.nearYourPreciseLocation.textType == 5)
    }

    @Test("bundled labels are complete and sourced") func bundledLabelsAreCompleteAndSourced() throws {
        let catalog = try AndroidLabelCatalog.bundled(root: Self.root)
        #expect(catalog.languages.count >= 60)
        #expect(catalog.license.hasPrefix("Apache-2.0"))
        for e in catalog.languages {
            #expect(e.source.commit.count == 40 && e.source.commit.allSatisfy(\.isHexDigit), "\(e.tag)")
            #expect(e.source.path == "packages/SystemUI/res/\(e.resourceDirectory)/strings.xml", "\(e.tag)")
        }
        // The English source strings, as the Android documentation names the labels.
        let en = try #require(catalog.entry(for: "en"))
        #expect(en.labels["preciseLocation"] == "Precise location")
        #expect(en.labels["nearYourPreciseLocation"] == "Near your precise location")
    }

    @Test("lookup follows androids resource order and stops at untranscribed ones") func lookupFollowsAndroidsResourceOrderAndStopsAtUntranscribedOnes() throws {
        let catalog = try AndroidLabelCatalog.bundled(root: Self.root)
        #expect(catalog.text(.usePreciseLocation, locale: "de-AT")?.text == "Genauen Standort verwenden")
        #expect(catalog.text(.preciseLocation, locale: "iw")?.tag == "he")
        #expect(catalog.text(.preciseLocation, locale: "in_ID")?.tag == "id")
        #expect(catalog.text(.preciseLocation, locale: "sr-Latn")?.text == "Precizna lokacija")
        #expect(catalog.text(.preciseLocation, locale: "es-US")?.tag == "es-US")
        // values-pt-rBR (muhomorr/platform_frameworks_base-15 @ 658ebb04: "Local exato"), not values-pt-rPT.
        #expect(catalog.text(.preciseLocation, locale: "pt-BR")?.text == "Local exato")
        #expect(catalog.text(.preciseLocation, locale: "pt-PT")?.text == "Localização exata")
        #expect(catalog.text(.preciseLocation, locale: "en-GB")?.tag == "en-GB")
        #expect(catalog.text(.preciseLocation, locale: "en-AU")?.tag == "en-AU")
        // values-en-rXC exists but is a pseudolocale, not transcribed: unknown, not English.
        #expect(catalog.text(.preciseLocation, locale: "en-XC") == nil)
        // values-en-rIN is carried: en-IN gets its own entry, not the default strings.
        #expect(catalog.text(.preciseLocation, locale: "en-IN")?.tag == "en-IN")
        // values-tl (values-tl/strings.xml: "Eksaktong lokasyon") serves fil and the legacy tl alike.
        #expect(catalog.text(.preciseLocation, locale: "fil-PH")?.text == "Eksaktong lokasyon")
        #expect(catalog.text(.preciseLocation, locale: "tl")?.tag == "fil")
        // A language SystemUI does not ship falls back to the default strings.
        #expect(catalog.text(.preciseLocation, locale: "cy")?.text == "Precise location")
        #expect(catalog.text(.none, locale: "de") == nil)
    }

    @Test("a label missing from the file is an input error naming the place") func aLabelMissingFromTheFileIsAnInputErrorNamingThePlace() {
        let json = #"{"license":"x","notTranscribed":[],"languages":[{"tag":"de","resourceDirectory":"values-de","source":{"repository":"r","path":"p","commit":"c"},"labels":{"preciseLocation":"a"}}]}"#
        #expect(throws: InputError.self) { try AndroidLabelCatalog.decode(Data(json.utf8), file: "labels.json") }
        do { _ = try AndroidLabelCatalog.decode(Data(json.utf8), file: "labels.json") } catch {
            #expect("\(error)".contains("$.languages[0].labels.usePreciseLocation"))
        }
    }

    // By hand: 200×48 dp at density 1, padding 4 dp → content 192×40 → reference 40 → labelLarge
    // 14 sp, icon 20, spacing 8, padding 16: room = 192 − 32 − 20 − 8 = 132 dp. "Precise location"
    // has 16 characters × 0.1 sp tracking = 1.6. Margin 9 %: 100 + 1.6 = 101.6, × 1.09 = 110.7 fits;
    // 125 → 126.6 × 1.09 = 138.0 > 132 but × 0.91 = 115.2 < 132: uncertain; 150 → 151.6 × 0.91 =
    // 137.96 > 132: clipped.
    @Test("fit compares the margin band with the room left") func fitComparesTheMarginBandWithTheRoomLeft() throws {
        let out = Self.outcome(width: 200, height: 48)
        func fit(_ w: Double) throws -> AndroidLabelFit {
            try AndroidLabelFitter.fit(text: "Precise location", locale: "en", outcome: out, density: 1,
                                       measurer: FixedWidth(width: w), margin: { _ in 0.09 })
        }
        let a = try fit(100)
        #expect(abs(a.available - 132) < 1e-9 && abs(a.textWidth - 101.6) < 1e-9 && a.referenceHeight == 40)
        #expect(a.outcome == .fits)
        #expect(try fit(125).outcome == .uncertain)
        #expect(try fit(150).outcome == .clipped)
    }

    // By hand at density 2.625: 200 dp → 525 px, 48 dp → 126 px, padding 4 dp → 10.5 → 11 px (Kotlin
    // roundToInt). Content: 525/2.625 − 22/2.625 = 200 − 8.380952 = 191.619048 dp wide,
    // 48 − 8.380952 = 39.619048 dp high → reference below 40 → extra-small icon 20, spacing 4,
    // padding 12: room = 191.619048 − 24 − 24 = 143.619048 dp.
    @Test("pixel rounding can drop the reference height a step") func pixelRoundingCanDropTheReferenceHeightAStep() throws {
        let out = Self.outcome(width: 525, height: 126, density: 2.625)
        #expect(out.padding == [11, 11, 11, 11])
        let f = try AndroidLabelFitter.fit(text: "x", locale: "en", outcome: out, density: 2.625, measurer: FixedWidth(width: 10))
        #expect(abs(f.referenceHeight - 39.619048) < 1e-5)
        #expect(abs(f.available - 143.619048) < 1e-5)
        #expect(f.scale.iconSpacing == 4)
    }

    struct Widths: Decodable {
        struct Row: Decodable { var text: String; var size: Double; var width: Double }
        var widths: [Row]
    }

    // Real shaping: 240×48 dp → content 232×40 → room 232 − 32 − 28 = 172 dp. hb-shape gives "Use precise
    // location" 135.913 at 14 in Inter Medium; + 20 × 0.1 = 137.913, × 1.09 = 150.3 ≤ 172: fits.
    // "Genauen Standort verwenden" 200.763 + 2.6 = 203.363, × 0.91 = 185.1 > 172: clipped.
    @Test("shaped labels agree with HarfBuzz and give the verdicts") func shapedLabelsAgreeWithHarfBuzzAndGiveTheVerdicts() throws {
        let url = Self.root.appendingPathComponent("Tests/LocationButtonLintTests/Fixtures/Android/android_label_widths.json")
        let rows = try JSONDecoder().decode(Widths.self, from: Data(contentsOf: url)).widths
        let shaper = try TextTestSupport.bundledShaper()
        let out = Self.outcome(width: 240, height: 48)
        let en = try AndroidLabelFitter.fit(text: "Use precise location", locale: "en", outcome: out, density: 1, measurer: shaper)
        let de = try AndroidLabelFitter.fit(text: "Genauen Standort verwenden", locale: "de", outcome: out, density: 1, measurer: shaper)
        #expect(abs(en.textWidth - (rows[0].width + 2.0)) < 0.01)
        #expect(abs(de.textWidth - (rows[1].width + 2.6)) < 0.01)
        #expect(en.margin == AndroidStandInMargin.latin)
        #expect(en.outcome == .fits)
        #expect(de.outcome == .clipped)
        #expect(de.summary.hasPrefix("short by"))
    }
}

extension AndroidLabelTests {
    // Every bundled language is tried; a language whose script no stand-in covers (Armenian and
    // Sinhala here: Fonts/manifest.json has no font for either) is reported as not measured rather
    // than guessed. English in 240×48 dp fits (see above).
    @Test("every language measures what it can and names the rest") func everyLanguageMeasuresWhatItCanAndNamesTheRest() throws {
        let catalog = try AndroidLabelCatalog.bundled(root: Self.root)
        let all = AndroidLabelFitter.everyLanguage(.usePreciseLocation, catalog: catalog, outcome: Self.outcome(width: 240, height: 48),
                                                   density: 1, measurer: try TextTestSupport.bundledShaper())
        #expect(all.count == catalog.languages.count)
        #expect(all.first { $0.tag == "en" }?.fit?.outcome == .fits)
        let hy = try #require(all.first { $0.tag == "hy" })
        #expect(hy.fit == nil && hy.notMeasured != nil)
        let si = try #require(all.first { $0.tag == "si" })
        #expect(si.fit == nil && si.notMeasured != nil)
        #expect(AndroidLabelFitter.everyLanguage(.none, catalog: catalog, outcome: Self.outcome(width: 240, height: 48),
                                                 density: 1, measurer: FixedWidth(width: 1)).isEmpty)
    }
}
