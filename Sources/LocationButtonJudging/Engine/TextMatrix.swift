import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// Every judged button's whole text matrix (locale × Bold Text × category), made again when a
/// report prints it rather than kept: a run keeps only the rows its summaries read
/// (`TextJudgement.summaryRows`), and a report that prints the matrix (`--detail full`
/// JSON, the HTML grids) makes one design's at a time and lets it go, so thousands of designs that
/// share no layout never hold millions of rows at once. Each button is judged again as the run
/// judged it, with its own theme's titles, policy and options and the run's measurements, so
/// its rows are those the run would have kept.
public struct TextMatrix: Sendable {
    /// One theme's buttons, at `start` in the run's results, and what they were judged with (not
    /// the run's tables: they go when the judging is done).
    package struct Part: Sendable {
        package var start: Int
        package var buttons: PreparedButtons
        package var policy: Policy
        package var options: RunOptions
        package var acceptance: RunAcceptance
        package var titles: [LocalizedTitles]
        package var measure: Measurements
    }

    private let parts: [Part]

    package init(parts: [Part]) { self.parts = parts }

    /// The whole matrix of the run's button `index` (`ButtonResult.text` when every row is kept).
    public func rows(ofButton index: Int) throws -> [TextRow] {
        guard let (part, local) = locate(index) else { return [] }
        var options = part.options
        options.textMatrix = true
        // Rows are the text judgement's alone: the colors are judged without rules or alpha searches.
        options.alphaLimits = false
        // A judge of its own: nothing of this judgement stays in a table after it is printed.
        var judge = ButtonJudge(policy: part.policy, options: options, titles: part.titles, cache: JudgeCache())
        judge.colorRules = []
        let button = part.buttons.button(local)
        return try judge.judgeAlone(button, measure: part.measure, accepting: part.acceptance.of(button: button.spec.id)).judgement.text
    }

    /// The locales of button `index`'s matrix rows, in order, when it has rows: those that have
    /// its title (`ButtonAxes.locales`), every one laid out at every size. Cheaper than the rows.
    package func locales(ofButton index: Int) -> [String] {
        guard let (part, local) = locate(index) else { return [] }
        return ButtonAxes(spec: part.buttons.specs[local], options: part.options, titles: part.titles)
            .locales.map(\.locale)
    }

    private func locate(_ index: Int) -> (Part, Int)? {
        guard let part = parts.last(where: { $0.start <= index }), index - part.start < part.buttons.count else { return nil }
        return (part, index - part.start)
    }
}
