import Testing
@testable import LocationButtonLint

/// Which cells of a grid are sized (`HTMLButtonSection.sizingCells`): per row the tallest drawing,
/// per column the widest, so the table lays out to the size every drawing needs.
@Suite struct HTMLSizingCellsTests {
    static func symbol(_ width: Double, _ height: Double) -> HTMLPageState.Symbol {
        HTMLPageState.Symbol(id: "s", width: width, height: height)
    }

    @Test("tallest per row and widest per column") func tallestPerRowAndWidestPerColumn() {
        // 2 rows × 3 columns (row-major):
        //   row 0: 10×5, 30×8, 20×4   → tallest index 1
        //   row 1: 40×3, 25×6, 15×9   → tallest index 5
        // widest per column: col 0 → 3 (40), col 1 → 1 (30), col 2 → 2 (20)
        let symbols: [HTMLPageState.Symbol?] = [Self.symbol(10, 5), Self.symbol(30, 8), Self.symbol(20, 4),
                                                Self.symbol(40, 3), Self.symbol(25, 6), Self.symbol(15, 9)]
        #expect(HTMLButtonSection.sizingCells(symbols, columns: 3) == [1, 5, 3, 2])
    }

    @Test("cells without a drawing are never sized") func cellsWithoutADrawingAreNeverSized() {
        let symbols: [HTMLPageState.Symbol?] = [nil, nil, Self.symbol(1, 1), nil]
        #expect(HTMLButtonSection.sizingCells(symbols, columns: 2) == [2])
        #expect(HTMLButtonSection.sizingCells([], columns: 0).isEmpty)
    }
}
