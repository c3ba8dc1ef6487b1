import Foundation
import Testing
@testable import LocationButtonLint

/// The bundled Chromium strings and the element's language rule (exact tag, the part before the
/// hyphen, the browser's language, English), as read in html_permission_element.cc.
@Suite struct ChromiumGeolocationStringsTests {
    @Test("bundled strings are complete and sourced") func bundledStringsAreCompleteAndSourced() throws {
        let s = try ChromiumGeolocationStrings.bundled(root: AndroidLabelTests.root)
        #expect(s.languages.count >= 80 && s.license.hasPrefix("BSD"))
        for e in s.languages {
            #expect(e.source.repository == "chromium/chromium" && e.source.commit.count == 40, "\(e.tag)")
        }
    }

    @Test("language rule falls back step by step") func languageRuleFallsBackStepByStep() throws {
        let s = try ChromiumGeolocationStrings.bundled(root: AndroidLabelTests.root)
        #expect(s.text(lang: "DE-ch", precise: false).text == "Standort verwenden")
        #expect(s.text(lang: "pt-BR", precise: true).text == "Usar local exato")
        // "pt" alone is not a Chromium language: the browser's language decides.
        #expect(s.text(lang: "pt", precise: false, browserLanguage: "fr-FR").tag == "fr")
        #expect(s.text(lang: "xx", precise: true, browserLanguage: "yy") == ("en", "Use precise location"))
    }
}
