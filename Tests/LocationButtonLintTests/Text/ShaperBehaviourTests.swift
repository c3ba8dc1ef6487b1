import Foundation
import Synchronization
import Testing
@testable import LocationButtonLint

@Suite struct ShaperBehaviourTests {
    @Test("concurrent measuring gives the serial results") func concurrentMeasuringGivesTheSerialResults() async throws {
        let inputs: [(String, String)] = ShapingFixtures.all.map { ($0.text, $0.locale) }
        let sizes: [Double] = [11, 17, 23, 31, 53]
        let serialShaper = try TextTestSupport.bundledShaper()
        var serial: [TextMeasurement] = []
        for size in sizes { for (text, locale) in inputs {
            serial.append(try serialShaper.measure(text, locale: locale, weight: .regular, pointSize: size))
        } }
        let shared = try TextTestSupport.bundledShaper()
        let parallel = try await withThrowingTaskGroup(of: (Int, TextMeasurement).self) { group in
            var index = 0
            for _ in 0..<4 { for size in sizes { for (text, locale) in inputs {
                let i = index % serial.count
                index += 1
                group.addTask { (i, try shared.measure(text, locale: locale, weight: .regular, pointSize: size)) }
            } } }
            var results: [(Int, TextMeasurement)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(parallel.count == serial.count * 4)
        for (i, m) in parallel { #expect(m == serial[i]) }
    }

    /// Fonts/manifest.json gives Inter's text cut below 20 pt and its Display cut from 20 pt: a line
    /// shaped at one size serves the other sizes of its cut, never the other cut.
    @Test("a shaped line scales within its size cut only") func aShapedLineScalesWithinItsSizeCutOnly() throws {
        let text = "Share My Current Location"
        let warm = try TextTestSupport.bundledShaper()
        _ = try warm.measure(text, locale: "en", weight: .regular, pointSize: 14)
        _ = try warm.measure(text, locale: "en", weight: .regular, pointSize: 53)
        for size in [17.0, 19.99, 20, 28] {
            let fresh = try TextTestSupport.bundledShaper().measure(text, locale: "en", weight: .regular, pointSize: size)
            #expect(try warm.measure(text, locale: "en", weight: .regular, pointSize: size) == fresh)
        }
        #expect(try warm.measure(text, locale: "en", weight: .regular, pointSize: 19.99).runs.map(\.font) == ["Inter-Regular.otf"])
        #expect(try warm.measure(text, locale: "en", weight: .regular, pointSize: 20).runs.map(\.font) == ["InterDisplay-Regular.otf"])
    }

    @Test("a run is shaped once per font instance and scaled to every size") func aRunIsShapedOncePerFontInstanceAndScaledToEverySize() throws {
        let shaper = try TextTestSupport.bundledShaper()
        for size in stride(from: 10.0, through: 19.0, by: 1) {
            _ = try shaper.measure("مشاركة موقعي الحالي", locale: "ar", weight: .regular, pointSize: size)
        }
        #expect(shaper.cachedRunCount == 1)
        _ = try shaper.measure("مشاركة موقعي الحالي", locale: "ar", weight: .bold, pointSize: 17)
        #expect(shaper.cachedRunCount == 2)
    }

    @Test("optical size axis makes every size its own instance") func opticalSizeAxisMakesEverySizeItsOwnInstance() throws {
        let manifest = TextTestSupport.singleFontManifest(file: "Inter-Regular.otf", extra: #", "opticalSizeAxis": true"#)
        let dir = try TextTestSupport.makeDirectory(manifest: manifest, copying: ["Inter-Regular.otf"])
        let shaper = try Shaper(catalog: FontDirectory(url: dir).catalog())
        _ = try shaper.measure("Location", locale: "en", weight: .regular, pointSize: 17)
        _ = try shaper.measure("Location", locale: "en", weight: .regular, pointSize: 18)
        _ = try shaper.measure("Location", locale: "en", weight: .regular, pointSize: 18)
        #expect(shaper.cachedRunCount == 2)
    }

    /// With an `opsz` axis every size is a new instance; the file behind them is still read once.
    @Test("a font file is read once however many sizes it serves") func aFontFileIsReadOnceHoweverManySizesItServes() throws {
        let manifest = TextTestSupport.singleFontManifest(file: "Inter-Regular.otf", extra: #", "opticalSizeAxis": true"#)
        let directory = try FontDirectory(url: TextTestSupport.makeDirectory(manifest: manifest, copying: ["Inter-Regular.otf"]))
        let reads = Mutex(0)
        let catalog = try FontCatalog(manifest: directory.manifest, manifestPath: directory.manifestPath) { file in
            reads.withLock { $0 += 1 }
            return (file, try directory.fontData(file))
        }
        let shaper = Shaper(catalog: catalog)
        for size in [11.0, 17, 23, 28, 34, 40] {
            _ = try shaper.measure("Location", locale: "en", weight: .regular, pointSize: size)
        }
        #expect(shaper.cachedRunCount == 6)
        #expect(reads.withLock { $0 } == 1)
    }

    @Test("tracking table is interpolated per size and added per character") func trackingTableIsInterpolatedPerSizeAndAddedPerCharacter() throws {
        // Table rows (pt, pt per character) in the style of Apple's SF Pro table.
        let manifest = TextTestSupport.singleFontManifest(file: "Inter-Regular.otf",
                                                         extra: #", "tracking": [[10, 0.12], [20, -0.45]]"#)
        let dir = try TextTestSupport.makeDirectory(manifest: manifest, copying: ["Inter-Regular.otf"])
        let shaper = try Shaper(catalog: FontDirectory(url: dir).catalog())
        let text = "Current Location"  // 16 characters, no ligatures in Inter
        // At 15 pt: 0.12 + (−0.45 − 0.12) × (15 − 10)/(20 − 10) = −0.165 pt per character.
        let m = try shaper.measure(text, locale: "en", weight: .regular, pointSize: 15)
        #expect(abs(m.tracking - (-0.165 * 16)) < 1e-9)
        #expect(abs(m.width - (m.advanceWidth - 0.165 * 16)) < 1e-9)
        // Beyond the table the end values hold.
        #expect(abs(try shaper.measure(text, locale: "en", weight: .regular, pointSize: 6).tracking - 0.12 * 16) < 1e-9)
        #expect(abs(try shaper.measure(text, locale: "en", weight: .regular, pointSize: 40).tracking + 0.45 * 16) < 1e-9)
        #expect(m.uncertainty == 0)  // the manifest's margin
    }

    @Test("missing weights follow CSS font weight matching") func missingWeightsFollowCSSFontWeightMatching() {
        let faces = [FontManifest.Face(file: "R", weight: .regular), FontManifest.Face(file: "B", weight: .bold)]
        #expect(WeightMatching.closest(to: .regular, in: faces).file == "R")
        #expect(WeightMatching.closest(to: .medium, in: faces).file == "R")
        #expect(WeightMatching.closest(to: .semibold, in: faces).file == "B")
        #expect(WeightMatching.closest(to: .bold, in: faces).file == "B")
        #expect(WeightMatching.closest(to: .regular, in: [FontManifest.Face(file: "M", weight: .medium),
                                                          FontManifest.Face(file: "B", weight: .bold)]).file == "M")
    }

    @Test("language chains use the most specific tag") func languageChainsUseTheMostSpecificTag() throws {
        let catalog = try FontDirectory(url: TextTestSupport.fontsURL).catalog()
        #expect(catalog.chain(script: "Hani", locale: "zh-Hant-HK").first == "Noto Sans CJK HK")
        #expect(catalog.chain(script: "Hani", locale: "zh-Hant").first == "Noto Sans CJK TC")
        #expect(catalog.chain(script: "Hani", locale: "zh-TW").first == "Noto Sans CJK TC")
        #expect(catalog.chain(script: "Hani", locale: "zh-Hans").first == "Noto Sans CJK SC")
        #expect(catalog.chain(script: "Hani", locale: "ja-JP").first == "Noto Sans CJK JP")
        #expect(catalog.chain(script: "Arab", locale: "ur-PK").first == "Noto Nastaliq Urdu")
        #expect(catalog.chain(script: "Arab", locale: "ar").first == "Noto Sans Arabic")
        #expect(catalog.chain(script: "Latn", locale: "ja") == ["Inter"])
    }
}
