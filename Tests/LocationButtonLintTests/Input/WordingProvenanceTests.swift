import Foundation
import Testing
@testable import LocationButtonLint

/// `Locales/wording-provenance.json` against `Locales/README.md`'s table ("Where each wording comes
/// from"), the human record it is made from, and the margins it gives a run.
@Suite struct WordingProvenanceTests {
    let root = LocalesFixtures.projectRoot

    /// README rows `| tags | currentLocation | source |`: each tag → the first of seen, convention,
    /// judgement in the source (English's row names Apple's documentation: seen), or the one a
    /// tag is given on its own ("fr-CA same (judgement)").
    func readmeProvenance() throws -> [String: String] {
        let text = try String(contentsOf: root.appendingPathComponent("Locales/README.md"), encoding: .utf8)
        var found: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0] != "tag", !cells[0].hasPrefix("-") else { continue }
            let words = ["seen", "convention", "judgement"]
            let first = words.compactMap { word in cells[2].range(of: word).map { (word, $0.lowerBound) } }
                .min { $0.1 < $1.1 }?.0 ?? (cells[2].hasPrefix("Apple's documentation") ? "seen" : nil)
            for tag in cells[0].split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                // "fr-CA same (judgement)": a tag of the row with a provenance of its own.
                let own = cells[2].range(of: "\(tag) same (").flatMap { start in
                    words.first { cells[2][start.upperBound...].hasPrefix($0) }
                }
                found[tag] = own ?? first
            }
        }
        return found
    }

    @Test("every bundled language has the provenance the readme gives its current location") func everyBundledLanguageHasTheProvenanceTheReadmeGivesItsCurrentLocation() throws {
        let provenance = try WordingProvenance.bundled(root: root)
        let catalog = try TitleCatalogLoader.bundled(root: root)
        let readme = try readmeProvenance()
        #expect(Set(provenance.languages.keys) == Set(catalog.locales))
        for language in catalog.locales {
            #expect(provenance.languages[language]?["currentLocation"] == readme[language], "\(language)")
        }
    }

    @Test("a runs titles carry their margins and a teams text none") func aRunsTitlesCarryTheirMarginsAndATeamsTextNone() throws {
        let (catalog, _) = try TitleCatalogLoader.effective(root: root, localesFile: nil, languages: "bg,en,fr-CA,es-US",
                                                             languagesFrom: nil)
        // bg: currentLocation convention (0.15), the actions judgement (0.3); en seen (0); fr-CA
        // judgement; es-US falls back along its chain to texts marked convention.
        #expect(catalog.wordingMargin(.currentLocation, locale: "bg") == 0.15)
        #expect(catalog.wordingMargin(.shareCurrentLocation, locale: "bg") == 0.3)
        #expect(catalog.wordingMargin(.shareCurrentLocation, locale: "en") == 0)
        #expect(catalog.wordingMargin(.currentLocation, locale: "fr-CA") == 0.3)
        #expect(catalog.wordingMargin(.currentLocation, locale: "es-US") == 0.15)
        #expect(catalog.wordingMargin(.currentLocation, locale: "en-x-double") == 0)
        let team = TitleCatalog(texts: ["bg": [.shareCurrentLocation: "Споделяне"]])
        let merged = try TitleCatalogLoader.bundled(root: root)
        var withMargins = merged
        withMargins.wordingMargins = try WordingProvenance.bundled(root: root).margins(for: merged)
        let overridden = withMargins.merging(team)
        #expect(overridden.wordingMargin(.shareCurrentLocation, locale: "bg") == 0)
        #expect(overridden.wordingMargin(.currentLocation, locale: "bg") == 0.15)
    }
}
