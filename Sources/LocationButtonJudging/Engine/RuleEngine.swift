import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// Judges location buttons: for every combination (button × appearance × locale × size category,
/// and Bold Text when asked) whether the system would keep the button working, and why not.
///
/// One pass: each design is validated and its colors resolved once (`prepare`), then each design
/// is judged once, in parallel; each distinct text measurement is made once, on first use, and each
/// distinct color question answered once, so cost grows with distinct strings and colors, not
/// with buttons × sizes × appearances. Results are collected in input order, so they are
/// identical for any thread count.
public struct RuleEngine: Sendable {
    public var policy: Policy
    public var measurer: any TextMeasuring
    public var colors: ColorResolver
    /// The system titles in every language to check (pseudolanguages included, flagged).
    public var titles: [LocalizedTitles]

    public init(policy: Policy = .default, measurer: any TextMeasuring, colors: ColorResolver = ColorResolver(),
                titles: [LocalizedTitles]) {
        self.policy = policy; self.measurer = measurer; self.colors = colors; self.titles = titles
    }

    /// Problems that make specs impossible to judge, as bad input (the CLI prints them and exits
    /// 2): invalid shapes (rules at level `invalid`), unknown color names. Ids are checked once,
    /// where the inputs are read (`UniqueButtonIDs`).
    public func validate(_ specs: [ButtonSpec]) -> [InputError] {
        prepare(specs).problems
    }

    /// Judges every spec, accepting what `acceptance` accepts (nothing by default). Throws
    /// `InputError` for an unknown color and whatever the measurer throws (e.g. a character no
    /// font covers).
    public func run(_ specs: [ButtonSpec], options: RunOptions = RunOptions(),
                    acceptance: RunAcceptance = RunAcceptance()) throws -> RunResult {
        try run(prepare(specs).buttons, options: options, acceptance: acceptance)
    }

    /// Each spec checked and resolved once per design, with every problem that makes the set bad input.
    package func prepare(_ specs: [ButtonSpec]) -> (buttons: PreparedButtons, problems: [InputError]) {
        let buttons = PreparedButtons(specs, colors: colors)
        var problems: [InputError] = []
        for i in specs.indices where buttons.hasProblems(i) { problems += buttons.button(i).problems }
        return (buttons, problems)
    }

    /// Judges prepared buttons (see `prepare`).
    package func run(_ buttons: PreparedButtons, options: RunOptions, acceptance: RunAcceptance) throws -> RunResult {
        let judge = ButtonJudge(policy: policy, options: options, titles: titles, acceptance: acceptance, cache: JudgeCache())
        let results = try run(buttons, range: 0..<buttons.count, judge: judge,
                              measure: Measurements(titles: titles, measurer: measurer))
        return RunResult(policy: policy, buttons: results)
    }

    /// Judges the prepared buttons in `range` in parallel with a judge and measurements that may
    /// be shared with other slices of the same run.
    package func run(_ buttons: PreparedButtons, range: Range<Int>, judge: ButtonJudge, measure: Measurements) throws -> [ButtonResult] {
        try judge.judge(buttons, range: range, measure: measure, threads: judge.options.threads ?? ParallelMap.defaultThreads)
    }
}
