import Foundation
import Testing
@testable import LocationButtonLint

/// Every character of every title in `Locales/*.xcstrings` (and of the pseudolanguage forms) is drawn
/// by the font its locale maps to: the first family of the chain for its script, never a fallback.
/// The CJK fonts are subset to the catalog's characters, so changing `Locales/` without running
/// `Fonts/regenerate.py` fails here.
@Suite struct LocaleCoverageTests {
    @Test("every catalog title is covered by its locale font") func everyCatalogTitleIsCoveredByItsLocaleFont() throws {
        let shaper = try TextTestSupport.bundledShaper()
        let localesDir = TextTestSupport.repositoryRoot.appendingPathComponent("Locales")
        let files = try FileManager.default.contentsOfDirectory(atPath: localesDir.path).filter { $0.hasSuffix(".xcstrings") }
        try #require(!files.isEmpty)
        var checked = 0
        for file in files.sorted() {
            let catalog = try TitleCatalogLoader.load(contentsOf: localesDir.appendingPathComponent(file), file: file)
            let locales = catalog.locales + Pseudolanguage.allCases.map(\.tag)
            for locale in locales {
                for title in Title.withText {
                    guard let text = catalog.text(title, locale: locale) else { continue }
                    // Both optical cuts: Inter's text faces below 20 pt, its Display faces from 20 pt.
                    for weight in FontWeight.allCases { for pointSize in [17.0, 28.0] {
                        let m = try shaper.measure(text, locale: locale, weight: weight, pointSize: pointSize)
                        for run in m.runs {
                            let chain = shaper.catalog.chain(script: run.script, locale: locale)
                            let family = try #require(chain.first.flatMap(shaper.catalog.family(named:)))
                            let expected = shaper.catalog.instanceKey(family: family, weight: weight, pointSize: pointSize).file
                            #expect(run.font == expected, "\(file) \(locale) \(title) \(weight) \(pointSize) pt: \"\(run.text)\" (\(run.script)) fell back to \(run.font)")
                        }
                        checked += 1
                    } }
                }
            }
        }
        // 58 locales + 4 pseudolanguages, 5 titles, 4 weights, 2 optical cuts in the bundled catalog.
        #expect(checked >= 50 * 5 * 4 * 2)
    }
}
