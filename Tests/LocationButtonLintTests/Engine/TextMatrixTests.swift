import Foundation
import Testing
@testable import LocationButtonLint

/// A run that keeps only the rows the text report reads makes a button's whole text matrix when a
/// report asks (`TextMatrix`): the example (Bold Text on) in two languages at two sizes.
@Suite struct TextMatrixTests {
    static func run(keepingRows: Bool) throws -> CheckResult {
        let root = TextTestSupport.repositoryRoot
        let options = CheckRun.Options(sizes: [.large, .ax3], languages: "en,de", pseudolanguages: [], textMatrix: keepingRows)
        return try CheckRun(measurer: try TextTestSupport.bundledShaper(), resources: root, options: options)
            .run(themePaths: [root.appendingPathComponent("Examples/trailhead.yaml").path])
    }

    @Test("a button's whole matrix is made on request") func aButtonsWholeMatrixIsMadeOnRequest() throws {
        let slim = try Self.run(keepingRows: false), kept = try Self.run(keepingRows: true)
        let matrix = try #require(slim.textMatrix)
        #expect(kept.textMatrix == nil)
        var titled = 0
        for (index, button) in slim.result.buttons.enumerated() {
            let rows = try matrix.rows(ofButton: index)
            #expect(rows == kept.result.buttons[index].text, "\(button.id)")
            guard button.status == .judged, !rows.isEmpty else { continue }
            titled += 1
            // 2 languages × 2 sizes × Bold Text off and on, in locale, Bold Text, size order.
            #expect(rows.count == 8, "\(button.id)")
            #expect(rows.map(\.boldText) == [false, false, true, true, false, false, true, true])
            #expect(Set(rows.map(\.locale)) == ["en", "de"])
            #expect(Set(matrix.locales(ofButton: index)) == ["en", "de"])
            // The run kept at most the first row, the tightest fit and the first misfit.
            #expect(!button.text.isEmpty && button.text.count <= 3)
            #expect(button.text.allSatisfy(rows.contains))
        }
        // Five of the six buttons have a title (the map's is glyph-only).
        #expect(titled == 5)
    }
}
