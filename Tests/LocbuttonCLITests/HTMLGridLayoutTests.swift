import Foundation
import Testing

/// The HTML grid as a localization lead uses it, in headless Chromium at a 1,400-px window: every
/// size on screen without sideways scrolling, a language filter that keeps the columns, a legend
/// beside each grid, row labels in the page's own (Latin) glyphs, and a hover text that says how
/// its shortfall differs from a finding's.
@Suite(.serialized) struct HTMLGridLayoutTests {
    static let window = 1400

    /// The example's report with its script (`HTMLReportTests.example`).
    static func page() throws -> HTMLReportTests.Example { try HTMLReportTests.example.get() }

    @Test("ax 5 column is on screen at 1400 pixels", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func ax5ColumnIsOnScreenAt1400Pixels() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.page()
        let value = try chromium.evaluate("""
            (function(){var out=[],grids=0;
            [].forEach.call(document.querySelectorAll('table.grid'),function(t){grids++;t.scrollIntoView();
            var heads=[].filter.call(t.querySelectorAll('thead th'),function(th){return /^AX5/.test(th.textContent);});
            if(!heads.length)return;  // a glyph-only button: one cell, no sizes
            var panel=t.closest('.panel'),right=heads[0].getBoundingClientRect().right;
            if(!(right>0&&right<=document.documentElement.clientWidth&&panel.scrollWidth<=panel.clientWidth+1))
            out.push({button:t.querySelector('p').dataset.button,right:right,scroll:panel.scrollWidth,client:panel.clientWidth});});
            return {grids:grids,off:out,width:document.documentElement.clientWidth};})()
            """, inPage: example.html, folder: example.folder, windowWidth: Self.window)
        let result = try #require(value as? [String: Any])
        #expect((result["grids"] as? Int ?? 0) == 6)  // the example's six buttons
        #expect((result["width"] as? Int ?? 0) <= Self.window)
        #expect((result["off"] as? [Any])?.isEmpty == true, "\(result)")
    }

    /// Choosing a language hides the other rows; each column keeps its width (within 10 %), though
    /// the row holding a column's widest drawing may be hidden.
    @Test("language filter keeps cell widths", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func languageFilterKeepsCellWidths() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.page()
        let value = try chromium.evaluate("""
            (function(){var t=document.querySelector('tr[data-locale="de"] p[data-button="share-trailhead"]').closest('table');
            t.scrollIntoView();
            function widths(){var row=t.querySelector('tr[data-locale="de"]');
            return [].map.call(row.querySelectorAll('td'),function(td){return td.getBoundingClientRect().width;});}
            var before=widths(),form=document.getElementById('filters'),select=form.elements.language;
            select.value='de';form.dispatchEvent(new Event('change'));
            var hidden=t.querySelectorAll('tr.gone').length,after=widths();
            var worst=0;before.forEach(function(w,i){worst=Math.max(worst,Math.abs(after[i]-w)/w);});
            return {before:before,after:after,worst:worst,hidden:hidden};})()
            """, inPage: example.html, folder: example.folder, windowWidth: Self.window)
        let result = try #require(value as? [String: Any])
        #expect((result["hidden"] as? Int ?? 0) >= 5, "the filter hid no rows: \(result)")
        #expect(((result["before"] as? [Double]) ?? []).count == 12)
        let worst = try #require(result["worst"] as? Double)
        #expect(worst <= 0.10, "a column changed by \(Int(worst * 100)) %: \(result)")
    }

    /// Each grid has its legend right above it naming the four verdicts' outlines, visible.
    @Test("every grid has a legend", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func everyGridHasALegend() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.page()
        let value = try chromium.evaluate("""
            (function(){var grids=document.querySelectorAll('.tabs'),bad=0;
            [].forEach.call(grids,function(tabs){var key=tabs.previousElementSibling;
            if(!key||!key.classList.contains('vkey')){bad++;return;}
            var names=['pass','guideline','uncertain','disabled'].filter(function(v){return key.querySelector('i.k-'+v)&&key.textContent.indexOf(v)>=0;});
            var colors=names.map(function(v){return getComputedStyle(key.querySelector('i.k-'+v)).outlineColor;});
            if(names.length!==4||new Set(colors).size!==4||key.getBoundingClientRect().height<=0)bad++;});
            return {grids:grids.length,bad:bad};})()
            """, inPage: example.html, folder: example.folder, windowWidth: Self.window)
        let result = try #require(value as? [String: Int])
        #expect(result["grids"] == 6)
        #expect(result["bad"] == 0, "\(result)")
    }

    /// Row labels use only Latin text (the language's English name and its tag), so no viewer
    /// shows boxes for hi, ja or zh-Hans; the titles themselves are drawn as outlines.
    @Test("row labels are latin", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func rowLabelsAreLatin() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.page()
        let value = try chromium.evaluate("""
            (function(){var labels=[].map.call(document.querySelectorAll('tr[data-locale]>th'),function(th){return th.textContent;});
            return {count:labels.length,other:labels.filter(function(l){return !/^[\\u0020-\\u024F]*$/.test(l);}),
            hi:labels.filter(function(l){return /^hi\\b/.test(l);})[0]||''};})()
            """, inPage: example.html, folder: example.folder, windowWidth: Self.window)
        let result = try #require(value as? [String: Any])
        #expect((result["count"] as? Int ?? 0) > 50)
        #expect((result["other"] as? [String])?.isEmpty == true, "\(result)")
        #expect((result["hi"] as? String)?.contains("Hindi") == true, "\(result)")
    }

    /// A cell whose title is short of its room says how that figure differs from its finding's
    /// "at least" figure.
    @Test("hover explains its shortfall", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func hoverExplainsItsShortfall() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.page()
        let value = try chromium.evaluate("""
            (function(){var p=document.querySelector('p[data-button="share-trailhead"][data-locale="de"][data-size="AX3"]');
            var td=p.parentNode;td.scrollIntoView();td.focus();return document.getElementById('tip').textContent;})()
            """, inPage: example.html, folder: example.folder, windowWidth: Self.window)
        let tip = try #require(value as? String)
        #expect(tip.contains("short by"), "\(tip)")
        #expect(tip.contains("at least") && tip.contains("first failing size"), "\(tip)")
    }
}
