import Foundation
import Testing

/// `locbutton render` end to end, on the built binary; the drawing loaded in headless Chromium.
@Suite struct RenderCommandTests {
    @Test("overflowing title names its shortfall") func overflowingTitleNamesItsShortfall() throws {
        let measured = try LocbuttonRunner.run(["measure", "--title", "shareCurrentLocation", "--locale", "de", "--size", "18",
                                                "--format", "json"])
        let width = try #require(try LocbuttonRunner.json(measured.stdout)["advanceWidth"] as? Double)
        let result = try LocbuttonRunner.run(["render", "--title", "shareCurrentLocation", "--locale", "de", "--width", "180"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        // needed = title + arrow (1 em = 18) + gap (9) + padding (2 × 9); short by needed − 180.
        let shortfall = width + 18 + 9 + 18 - 180
        #expect(result.stdout.contains(">short by \(String(format: "%.1f", shortfall)) pt</text>"))
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.stdout.contains("not Apple's SF Symbol"))
    }

    @Test("size category is the body styles size there") func sizeCategoryIsTheBodyStylesSizeThere() throws {
        // HIG Dynamic Type table: Body is 40 pt at AX3.
        let category = try LocbuttonRunner.run(["render", "--size", "AX3"])
        let points = try LocbuttonRunner.run(["render", "--size", "40"])
        #expect(category.status == 0)
        #expect(category.stdout == points.stdout)
        // The title line is drawn in thousandths of an em: 40 pt is 40 / 1000 of a point per unit.
        #expect(category.stdout.contains(" scale(0.04)\""))
    }

    @Test("bad options are one line and exit two") func badOptionsAreOneLineAndExitTwo() throws {
        for arguments in [["render", "--size", "huge"], ["render", "--alpha", "2"], ["render", "--background", "notAColor"],
                          ["render", "--locale", "??"]] {
            let result = try LocbuttonRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderrLines.count == 1, "\(arguments): \(result.stderr)")
        }
    }

    /// The drawn title in a browser: its ink spans what hb-shape says. `hb-shape --show-extents
    /// Inter-Regular.otf "Current Location"` (upem 2816): advances sum to 22280 units, the first
    /// glyph's left bearing is 168 and the last glyph ('n', advance 1648, x bearing 216, width 1216)
    /// leaves 216 on its right, so the ink is 22280 − 168 − 216 = 21896 units = 132.18 pt at 17 pt.
    @Test("Chromium draws the title at its measured width", .enabled(if: HeadlessChromium.isAvailable, "\(HeadlessChromium.missingReason)"))
    func chromiumDrawsTheTitleAtItsMeasuredWidth() throws {
        let chromium = try #require(HeadlessChromium.found)
        let svg = try LocbuttonRunner.run(["render", "--size", "17"]).stdout
        let measured = try LocbuttonRunner.json(
            try LocbuttonRunner.run(["measure", "--title", "currentLocation", "--size", "17", "--format", "json"]).stdout)
        let folder = try LocbuttonRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = "<!doctype html><html><head><meta charset=\"utf-8\"><title>render</title></head><body style=\"margin:0\">"
            + "<div style=\"zoom:2\">\(svg)</div></body></html>"
        let value = try chromium.evaluate("document.querySelector('use[data-title]').getBoundingClientRect().width",
                                          inPage: page, folder: folder)
        let inkPixels = try #require(value as? Double)
        let inkPoints = 21896.0 * 17 / 2816
        #expect(abs(inkPixels - 2 * inkPoints) < 0.5)
        // The drawn width (ink plus the two bearings) is the measured width, within 0.5 px at 2×.
        let drawnWidth = inkPixels + 2 * (168.0 + 216) * 17 / 2816
        let width = try #require(measured["advanceWidth"] as? Double)
        #expect(abs(drawnWidth - 2 * width) < 0.5)
    }
}
