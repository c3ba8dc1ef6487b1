import Foundation
import Testing

/// `--format html` end to end: the example's report written next to its JSON report in one run,
/// then loaded in headless Chromium.
@Suite(.serialized) struct HTMLReportTests {
    struct Example: Sendable {
        var folder: URL
        var html: String
        var jsonText: String
        var json: [String: Any] { (try? LocbuttonRunner.json(jsonText)) ?? [:] }
        var page: URL { folder.appendingPathComponent("report.html") }
    }

    /// One run writes both reports (`--report html=FILE`), so they describe the same results.
    static let example: Result<Example, Error> = Result {
        let folder = try LocbuttonRunner.temporaryFolder()
        let json = folder.appendingPathComponent("report.json"), html = folder.appendingPathComponent("report.html")
        let run = try LocbuttonRunner.run(["check", LocbuttonRunner.exampleTheme, "--format", "json", "--detail", "full", "--output", json.path,
                                           "--report", "html=\(html.path)"])
        guard run.status == 1, run.stderr.isEmpty else { throw HeadlessChromium.Failure(message: "check failed: \(run.stderr)") }
        return Example(folder: folder, html: try String(contentsOf: html, encoding: .utf8),
                       jsonText: try String(contentsOf: json, encoding: .utf8))
    }

    /// (cell, appearance) pairs the JSON report implies: per judged button, each appearance × each
    /// (locale, size category) of its text matrix (Bold Text drawn in the same cell); a glyph-only
    /// button one per appearance. The page's verdict elements must stand for each pair once.
    static func expectedPairs(_ json: [String: Any]) -> Int {
        let buttons = json["buttons"] as? [[String: Any]] ?? []
        return buttons.filter { $0["status"] as? String == "judged" }.reduce(0) { total, button in
            let rows = button["text"] as? [[String: Any]] ?? []
            let positions = Set(rows.map { "\($0["locale"] ?? "")|\($0["category"] ?? "")" })
            return total + (button["appearances"] as? [Any] ?? []).count * max(1, positions.count)
        }
    }

    /// The (element, appearance) pairs of a page's verdict elements, counted in the markup (the
    /// size test's page is too large to load in a browser test): every element is `<p data-button=`
    /// and its `data-appearance` is a space-separated list.
    static func markupPairs(_ html: String) -> (elements: Int, pairs: Int) {
        var elements = 0, pairs = 0
        for element in html.components(separatedBy: "<p data-button=").dropFirst() {
            elements += 1
            guard let start = element.range(of: " data-appearance=") else { continue }
            let value = element[start.upperBound...].prefix { $0 != ">" }
            let list = value.hasPrefix("\"") ? value.dropFirst().prefix { $0 != "\"" } : value.prefix { $0 != " " }
            pairs += list.split(separator: " ").count
        }
        return (elements, pairs)
    }

    @Test("example report is self contained and under two megabytes") func exampleReportIsSelfContainedAndUnderTwoMegabytes() throws {
        let example = try Self.example.get()
        let bytes = example.html.utf8.count
        #expect(bytes < 2_000_000, "example report is \(bytes) bytes")
        for external in ["http://", "https://", "<link", " src=", "@import", "url(http"] {
            #expect(!example.html.contains(external), "the page refers to something outside it: \(external)")
        }
        #expect(example.html.components(separatedBy: "<script>").count == 2)  // the filter script only
    }

    /// What keeps a large page quick to open: a browser clones each `<use>` target into a shadow
    /// tree, and the `<use>`s inside the clone too. No `<use>` on the page refers to an element
    /// that holds a `<use>`, and the shapes cells place sit in the part of the page the browser
    /// does not render (`.defs`), while the clip paths and patterns they paint with do not.
    @Test("no use refers to a use and shapes are kept out of rendering") func noUseRefersToAUseAndShapesAreKeptOutOfRendering() throws {
        let html = try Self.example.get().html
        let hidden = try #require(html.range(of: "<div class=defs aria-hidden=true><svg><defs>\n"))
        let hiddenEnd = try #require(html.range(of: "</defs></svg></div>", range: hidden.upperBound..<html.endIndex))
        let shapes = html[hidden.upperBound..<hiddenEnd.lowerBound]
        let before = html[..<hidden.lowerBound]
        #expect(!shapes.contains("<clipPath") && !shapes.contains("<pattern"))
        #expect(before.contains("<clipPath") && before.contains("<pattern"))
        #expect(html.contains(".defs{position:absolute;width:0;height:0;content-visibility:hidden}"))
        // Each top-level definition by id (symbols span one line each).
        var definitions: [String: Substring] = [:]
        for line in html.split(separator: "\n") where line.hasPrefix("<") {
            guard let start = line.range(of: " id=\""), line[..<start.lowerBound].allSatisfy({ $0 != " " }) else { continue }
            definitions[String(line[start.upperBound...].prefix { $0 != "\"" })] = line
        }
        var uses = 0, nested: Set<String> = []
        for part in html.components(separatedBy: "<use ").dropFirst() {
            let attributes = part.prefix { $0 != ">" }
            guard let start = attributes.range(of: "href=") else { continue }
            let id = attributes[start.upperBound...].drop { $0 == "\"" || $0 == "#" }.prefix { $0 != "\"" && $0 != " " && $0 != "/" }
            uses += 1
            let target = try #require(definitions[String(id)], "no definition for #\(id)")
            if target.dropFirst().contains("<use") && !target.hasPrefix("<symbol") { nested.insert(String(id)) }
            // A symbol is placed only by cells and swatches, which are not inside a definition.
        }
        #expect(uses > 1000)
        #expect(nested.isEmpty, "uses of elements holding a <use>: \(nested.sorted().prefix(5))")
        // Symbols (which hold <use>s) are referenced only from the page's cells and swatches.
        #expect(!shapes.contains("href=#s") && !shapes.contains("href=\"#s"))
    }

    @Test("Chromium loads the example with every cell and no console output", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func chromiumLoadsTheExampleWithEveryCellAndNoConsoleOutput() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.example.get()
        let loaded = try chromium.load(example.page)
        #expect(loaded.consoleMessages.isEmpty, "\(loaded.consoleMessages)")
        #expect(Self.markupPairs(example.html).pairs == Self.expectedPairs(example.json))
        let value = try chromium.evaluate("""
            (function(){var els=document.querySelectorAll('[data-button][data-locale][data-size][data-appearance][data-verdict]');
            var order=['pass','guideline','uncertain','disabled'];var byButton={},seen={},pairs=0,twice=0;
            [].forEach.call(els,function(c){var b=byButton[c.dataset.button]=byButton[c.dataset.button]||{worst:0};
            c.dataset.appearance.split(' ').forEach(function(a){var k=[c.dataset.button,c.dataset.locale,c.dataset.size,a].join('|');
            if(seen[k])twice++;seen[k]=1;pairs++;});b.worst=Math.max(b.worst,order.indexOf(c.dataset.verdict));});
            var one=document.querySelectorAll('[data-appearance~="dark"][data-locale="de"][data-size="AX3"]').length;
            var hot=document.querySelector('[data-button="share-trailhead"][data-locale="de"][data-size="AX2"][data-appearance~="light"]').parentNode;
            hot.focus();var tip=document.getElementById('tip');var text=tip.hidden?'':tip.textContent;
            return {elements:els.length,pairs:pairs,twice:twice,deAX3dark:one,buttons:byButton,
                    filtersShown:!document.getElementById('filters').hidden,tip:text};})()
            """, inPage: example.html, folder: example.folder)
        let result = try #require(value as? [String: Any])
        #expect(result["pairs"] as? Int == Self.expectedPairs(example.json))
        #expect(result["twice"] as? Int == 0)
        #expect(result["elements"] as? Int == Self.markupPairs(example.html).elements)
        // One element per titled button in the example's ten languages; glyph-only recenter-map has no locale rows.
        let titled = (example.json["buttons"] as? [[String: Any]] ?? []).filter { !($0["text"] as? [Any] ?? []).isEmpty }.count
        #expect(result["deAX3dark"] as? Int == titled)
        #expect(result["filtersShown"] as? Bool == true)
        // Focusing a cell shows its numbers and findings: de at AX2 truncates (see the text report;
        // at AX1 it is within the font and wording margins, so its finding starts at AX2).
        let tip = try #require(result["tip"] as? String)
        for part in ["de · AX2", "title ", "room ", "short by ", "model margin ±", "Bold Text: ", "LB004 title-truncated"] {
            #expect(tip.contains(part), "tip lacks \(part): \(tip)")
        }
        // Each button's worst cell is its verdict in the JSON report.
        let order = ["pass", "guideline", "uncertain", "disabled"]
        let drawn = try #require(result["buttons"] as? [String: [String: Any]])
        for button in example.json["buttons"] as? [[String: Any]] ?? [] where button["status"] as? String == "judged" {
            let id = try #require(button["id"] as? String)
            let worst = try #require(drawn[id]?["worst"] as? Int)
            #expect(order[worst] == button["verdict"] as? String, "\(id)")
        }
    }

    /// The appearance tabs work with CSS alone (the page's script removed): choosing an appearance
    /// shows, in every cell, exactly the one element whose list names it, and paints the panel with
    /// that appearance's fill (`--fill`), which the JSON report gives for trail-alert.
    @Test("appearance tabs switch without the script", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func appearanceTabsSwitchWithoutTheScript() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.example.get()
        let scriptless = try #require(example.html.range(of: "<script>\n").map { start in
            example.html[..<start.lowerBound] + "</body>\n</html>\n" })
        let value = try chromium.evaluate("""
            (function(){var bad=0,cells=0,fills={};
            [].forEach.call(document.querySelectorAll('.tabs'),function(tabs){
            [].forEach.call(tabs.querySelectorAll('input'),function(radio){radio.checked=true;
            [].forEach.call(tabs.querySelectorAll('td'),function(td){cells++;
            var shown=[].filter.call(td.querySelectorAll('p'),function(i){return getComputedStyle(i).display!=='none';});
            if(shown.length!==1||shown[0].dataset.appearance.split(' ').indexOf(radio.value)<0)bad++;});
            var b=tabs.querySelector('td>p').dataset.button;fills[b+'|'+radio.value]=getComputedStyle(tabs.querySelector('.panel')).getPropertyValue('--fill').trim();});});
            return {bad:bad,cells:cells,fills:fills};})()
            """, inPage: String(scriptless), folder: example.folder)
        let result = try #require(value as? [String: Any])
        #expect(result["bad"] as? Int == 0)
        #expect((result["cells"] as? Int ?? 0) > 1000)
        let fills = try #require(result["fills"] as? [String: String])
        let alert = try #require((example.json["buttons"] as? [[String: Any]])?.first { $0["id"] as? String == "trail-alert" })
        for row in alert["appearances"] as? [[String: Any]] ?? [] {
            let appearance = try #require(row["appearance"] as? String), background = try #require(row["background"] as? String)
            #expect(fills["trail-alert|\(appearance)"]?.uppercased() == String(background.uppercased().prefix(7)), "\(appearance)")
        }
    }

    /// The hover text of a cell in the last column stays inside its scrolling panel (it used to be
    /// clipped at the panel's right edge): it flips left.
    @Test("hover text stays inside the panel", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func hoverTextStaysInsideThePanel() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.example.get()
        let value = try chromium.evaluate("""
            (function(){var td=document.querySelector('[data-button="share-trailhead"][data-locale="de"]').closest('tr').lastElementChild;
            var panel=td.closest('.panel');panel.scrollLeft=panel.scrollWidth;td.focus();
            var tip=document.getElementById('tip'),t=tip.getBoundingClientRect(),p=panel.getBoundingClientRect(),c=td.getBoundingClientRect();
            return {hidden:tip.hidden?1:0,tipLeft:t.left,tipRight:t.right,panelLeft:p.left,panelRight:p.right,cellRight:c.right,width:innerWidth};})()
            """, inPage: example.html, folder: example.folder)
        let result = try #require(value as? [String: Double])
        #expect(result["hidden"] == 0)
        let tipLeft = try #require(result["tipLeft"]), tipRight = try #require(result["tipRight"])
        let panelLeft = try #require(result["panelLeft"]), panelRight = try #require(result["panelRight"])
        let windowWidth = try #require(result["width"])
        #expect(tipRight > tipLeft)
        #expect(tipRight <= min(panelRight, windowWidth), "\(result)")
        #expect(tipLeft >= panelLeft, "\(result)")
    }

    /// Only the cells that set their row's height or their column's width have a sized `<svg>`;
    /// every other drawing overflows a 1-pixel one from its cell's top-left corner, so it must
    /// still fall inside its cell.
    @Test("every drawing fits its cell", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func everyDrawingFitsItsCell() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.example.get()
        let value = try chromium.evaluate("""
            (function(){var out=0,cells=0,unsized=0,worst=0;
            [].forEach.call(document.querySelectorAll('table.grid td>svg>use'),function(use){cells++;
            var svg=use.parentNode,td=svg.parentNode;if(!svg.getAttribute('class'))unsized++;
            var r=use.getBoundingClientRect(),c=td.getBoundingClientRect();
            var over=Math.max(c.left-r.left,r.right-c.right,c.top-r.top,r.bottom-c.bottom);
            if(r.width<1||over>0.5)out++;worst=Math.max(worst,over);});
            return {out:out,cells:cells,unsized:unsized,worst:worst};})()
            """, inPage: example.html, folder: example.folder)
        let result = try #require(value as? [String: Double])
        #expect((result["cells"] ?? 0) > 800)  // 10 languages × 12 sizes × 7 titled buttons, and one glyph-only
        #expect((result["unsized"] ?? 0) > (result["cells"] ?? 0) / 2)
        #expect(result["out"] == 0, "\(result)")
    }

    @Test("screenshot is not blank", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func screenshotIsNotBlank() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.example.get()
        let png = try chromium.screenshot(example.page, width: 1280, height: 1600)
        let stats = try chromium.pixelStatistics(png: png)
        #expect(stats.colors >= 20, "only \(stats.colors) colors")
        #expect(stats.nonBackground > 0.05, "only \(stats.nonBackground) of the pixels differ from the background")
    }

    /// The title drawn in the cell send-location × en × large × light at the grid's 0.6 px/pt
    /// (the symbol the cell places draws at that scale; a copy of it is measured in the page):
    /// its ink (measured in the browser) plus the side bearings hb-shape reports equals the
    /// measured width from the JSON report. `hb-shape --show-extents Inter-Regular.otf
    /// "Current Location"` (upem 2816): first glyph 'C' x bearing 168, last 'n' advance 1648 with
    /// ink 216…1432, so 216 on its right; ink = 22280 − 168 − 216 = 21896 units.
    @Test("drawn title width is the measured width", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func drawnTitleWidthIsTheMeasuredWidth() throws {
        let chromium = try #require(HeadlessChromium.found)
        let example = try Self.example.get()
        let scale = 0.6
        let value = try chromium.evaluate("""
            (function(){var cell=document.querySelector('[data-button="send-location"][data-locale="en"][data-size="large"][data-appearance~="light"]').parentNode;
            var use=cell.querySelector('svg use');var symbol=document.getElementById(use.getAttribute('href').slice(1));
            var svg=document.createElementNS('http://www.w3.org/2000/svg','svg');
            svg.setAttribute('width',1000);svg.setAttribute('height',400);svg.style.zoom='1';  // unscaled by the fit to the window
            [].forEach.call(symbol.childNodes,function(n){svg.appendChild(n.cloneNode(true));});
            cell.appendChild(svg);return svg.querySelector('use[data-title]').getBoundingClientRect().width;})()
            """, inPage: example.html, folder: example.folder)
        let inkPixels = try #require(value as? Double)
        let buttons = try #require(example.json["buttons"] as? [[String: Any]])
        let rows = try #require(buttons.first { $0["id"] as? String == "send-location" }?["text"] as? [[String: Any]])
        let row = try #require(rows.first { $0["locale"] as? String == "en" && $0["category"] as? String == "large" && $0["boldText"] as? Bool == false })
        let measured = try #require(row["titleWidth"] as? Double)
        let fontSize = try #require(row["fontSize"] as? Double)
        #expect(fontSize == 17)
        #expect(abs(inkPixels - 21896.0 * 17 / 2816 * scale) < 0.5)
        let bearings = (168.0 + 216) * 17 / 2816 * scale
        #expect(abs(inkPixels + bearings - measured * scale) < 0.5, "drawn \(inkPixels + bearings) px, measured \(measured * scale) px")
    }

    /// An id and a custom title with markup, quotes and `&` are text on the page, not markup.
    @Test("user strings render as text", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func userStringsRenderAsText() throws {
        let chromium = try #require(HeadlessChromium.found)
        let folder = try LocbuttonRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let id = #"<script>alert("id")</script> & 'x'"#
        let title = #"<script>alert("t")</script> "q" & co"#
        let theme = folder.appendingPathComponent("theme.json"), titles = folder.appendingPathComponent("titles.xcstrings")
        let page = folder.appendingPathComponent("report.html")
        try Data(##"{"languages": ["en"], "buttons": [{"id": "<script>alert(\"id\")</script> & 'x'", "api": "uikit", "title": "currentLocation", "background": "#24804A", "foreground": "white"}]}"##.utf8).write(to: theme)
        try Data(#"{"sourceLanguage": "en", "version": "1.0", "strings": {"currentLocation": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "<script>alert(\"t\")</script> \"q\" & co"}}}}}}"#.utf8).write(to: titles)
        let run = try LocbuttonRunner.run(["check", theme.path, "--locales", titles.path, "--format", "html", "--output", page.path])
        #expect(run.stderr.isEmpty)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<script>alert"))
        let loaded = try chromium.load(page)
        #expect(loaded.consoleMessages.isEmpty, "\(loaded.consoleMessages)")
        let value = try chromium.evaluate("""
            ({scripts:document.scripts.length,heading:document.querySelector('section h2').textContent,
              cell:document.querySelector('p[data-locale="en"]').dataset.button,
              row:document.querySelector('tr[data-locale="en"] th').getAttribute('title')})
            """, inPage: html, folder: folder)
        let result = try #require(value as? [String: Any])
        #expect(result["scripts"] as? Int == 1 + 1)  // the page's filter script and the probe
        #expect((result["heading"] as? String)?.hasSuffix(id) == true)
        #expect(result["cell"] as? String == id)
        #expect(result["row"] as? String == title)
    }
}
