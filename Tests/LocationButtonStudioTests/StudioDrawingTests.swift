import Foundation
@testable import LocationButtonStudio
import LocationButtonLint
import Testing

/// The studio's drawing is the HTML report's: with the title lines' paths kept from earlier
/// drawings (`DrawingPathCache`) it is byte for byte the drawing made without them.
@Suite struct StudioDrawingTests {
    @Test("kept paths draw the same page") func keptPathsDrawTheSamePage() throws {
        let root = StudioBrowserTests.root
        let path = root.appendingPathComponent("Examples/trailhead.yaml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let judge = try StudioJudge(resources: root)
        // 17 fills the cache, 19 takes the outlines from it, 17 again its lines as well.
        for size in ["17", "19", "17"] {
            let edited = try ThemeTextEditor.apply([.init(button: "send-location", key: "fontSize", value: size)], to: text)
            let drawing = try #require(judge.judge(path: path, text: edited, button: "send-location").drawing)
            var alone = drawing
            alone.context.pathCache = nil
            let (kept, made) = (drawing.render(), alone.render())
            #expect(kept.section == made.section && kept.style == made.style, "font size \(size)")
            #expect(kept.section.contains("<table class=grid"))
        }
        #expect(judge.paths.lineCount > 0)
    }
}
