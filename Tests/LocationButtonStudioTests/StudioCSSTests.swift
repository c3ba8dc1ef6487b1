@testable import LocationButtonStudio
import Testing

/// The report's style applies only inside the studio's report element. Expected texts written by hand.
@Suite struct StudioCSSTests {
    @Test("every selector goes under the scope and the page rules become its") func everySelectorGoesUnderTheScopeAndThePageRulesBecomeIts() {
        let css = ":root{color-scheme:light;font:14px/1.45 system-ui}\nbody{margin:0}\nh1{font-size:22px}h2,h3{margin:0}\n"
            + ".tabs>input[value=dark]:checked~.panel td>p:not([data-appearance~=dark]){display:none}\n"
            + ":where(table.grid td)>svg{width:1px}\np[data-x=\"a,b\"]{--v:1}"
        #expect(StudioCSS.scoped(css, under: "#report") == "#report{color-scheme:light;font:14px/1.45 system-ui}\n#report{margin:0}\n"
            + "#report h1{font-size:22px}#report h2,#report h3{margin:0}\n"
            + "#report .tabs>input[value=dark]:checked~.panel td>p:not([data-appearance~=dark]){display:none}\n"
            + "#report :where(table.grid td)>svg{width:1px}\n#report p[data-x=\"a,b\"]{--v:1}")
    }

    @Test("the studios stylesheet has no rule outside the report but its own") func theStudiosStylesheetHasNoRuleOutsideTheReportButItsOwn() {
        // Every rule after the studio's own is the report's, scoped.
        let report = StudioPage.stylesheet.dropFirst(StudioPage.style.count + 1)
        for rule in report.split(separator: "}") where !rule.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let selectors = rule.prefix { $0 != "{" }.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(selectors.split(separator: ",").allSatisfy { $0.hasPrefix("#report") }, "\(selectors)")
        }
    }
}
