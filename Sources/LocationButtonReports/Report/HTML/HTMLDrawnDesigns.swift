import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// Which sections of an HTML page draw their button's contrast swatches and grid. Buttons that
/// share a design (the same judgement and the same drawn settings) would draw the same grid, so
/// the first one in the page draws it and the others point at it; and a page draws at most
/// `limit` designs, so a theme of thousands of different buttons still gives a page a browser
/// can open (each grid in every language is about half a megabyte; docs/reports.md).
package struct HTMLDrawnDesigns {
    /// What one section shows in place of the drawings, or that it draws them.
    package enum Drawing: Equatable {
        case own
        /// The same design is drawn in section `index` (the page's `button-N` anchor), for button `id`.
        case sameAs(index: Int, id: String)
        /// Past the page's limit of drawn designs.
        case leftOut
    }

    /// Designs a page draws at most.
    package static let limit = 100

    private struct Key: Hashable {
        var judgement: Int
        /// What the drawings are made from (nil: no spec known).
        var spec: ButtonDesign?
    }

    /// Each section's drawing, in page order.
    package let drawings: [Drawing]
    /// Distinct designs on the page, drawn or not.
    package let designCount: Int

    /// `order`: the page's buttons as indexes in `report.buttons`; `spec`: a button's spec by id.
    package init(_ report: CheckReport, order: [Int], limit: Int = Self.limit, spec: (String) -> ButtonSpec?) {
        var first: [Key: Int] = [:], drawings: [Drawing] = []
        drawings.reserveCapacity(order.count)
        for (index, position) in order.enumerated() {
            let button = report.buttons[position]
            let key = Key(judgement: report.result.designOfButton[position], spec: spec(button.id)?.design)
            if let known = first[key] {
                drawings.append(drawings[known] == .own ? .sameAs(index: known, id: report.buttons[order[known]].id) : drawings[known])
            } else {
                first[key] = index
                drawings.append(first.count <= limit ? .own : .leftOut)
            }
        }
        self.drawings = drawings
        designCount = first.count
    }

    package var leftOut: Int { max(0, designCount - Self.limit) }
}
