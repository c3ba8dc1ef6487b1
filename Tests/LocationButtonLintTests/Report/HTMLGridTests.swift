import Foundation
import Testing
@testable import LocationButtonLint

/// The HTML grid's verdicts against the engine's own counts: rebuilding every combination from
/// the text rows and the findings' axes (appearance, locale, size range, Bold Text) must give each
/// button's verdict histogram, which the engine counts another way (`CombinationCounter`).
@Suite struct HTMLGridTests {
    @Test("combination verdicts reproduce the engines counts") func combinationVerdictsReproduceTheEnginesCounts() throws {
        let root = TextTestSupport.repositoryRoot
        let run = CheckRun(measurer: try TextTestSupport.bundledShaper(), resources: root)
        let outcome = try run.run(themePaths: [root.appendingPathComponent("Examples/trailhead.yaml").path])
        let specs = Dictionary(outcome.specs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var checked = 0
        for button in outcome.result.buttons where button.status == .judged && !button.text.isEmpty {
            let spec = try #require(specs[button.id])
            var counts = VerdictCounts()
            let findings = button.findings.filter { $0.level == .verdict }
            for appearance in button.appearances.map(\.appearance) {
                for row in button.text {
                    counts[HTMLGrid.combination(row: row, findings: findings, appearance: appearance, locale: row.locale,
                                                shownCategory: spec.shownCategory(at: row.category), boldText: row.boldText).verdict] += 1
                }
            }
            #expect(counts == button.counts, "\(button.id)")
            // A cell (regular and Bold Text together) is the worse of its two combinations.
            let grid = HTMLGrid(button: button, rows: button.text) { spec.shownCategory(at: $0) }
            let worst = grid.cells.flatMap(\.groups).map(\.verdict).max()
            #expect(worst == button.verdict, "\(button.id)")
            // Each cell's groups partition the button's appearances, and their verdicts differ.
            for cell in grid.cells {
                #expect(cell.groups.flatMap(\.appearances).sorted() == button.appearances.map(\.appearance).sorted())
                #expect(Set(cell.groups.map(\.verdict)).count == cell.groups.count)
                for group in cell.groups {
                    for appearance in group.appearances {
                        var verdict = Verdict.pass
                        for row in cell.rows {
                            verdict = max(verdict, HTMLGrid.combination(row: row, findings: findings, appearance: appearance, locale: row.locale,
                                                                        shownCategory: spec.shownCategory(at: row.category), boldText: row.boldText).verdict)
                        }
                        #expect(verdict == group.verdict, "\(button.id) \(cell.locale) \(cell.category) \(appearance)")
                    }
                }
            }
            checked += 1
        }
        #expect(checked == 5)
    }
}
