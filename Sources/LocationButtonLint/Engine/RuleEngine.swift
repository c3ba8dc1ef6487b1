/// Judges location buttons: for every combination (button × appearance × locale × size category,
/// and Bold Text when asked) whether the system would keep the button working, and why not.
///
/// One pass: each button is validated and its colors resolved once (`prepare`), then buttons are
/// judged in parallel; each distinct text measurement is made once, on first use, and each
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
    /// 2): duplicate ids, invalid shapes (rules at level `invalid`), unknown color names.
    public func validate(_ specs: [ButtonSpec]) -> [InputError] {
        prepare(specs).problems
    }

    /// Judges every spec. Throws `InputError` for an unknown color and whatever the measurer
    /// throws (e.g. a character no font covers).
    public func run(_ specs: [ButtonSpec], options: RunOptions = RunOptions()) throws -> RunResult {
        try run(prepare(specs).buttons, options: options)
    }

    /// Each spec checked and resolved once, with every problem that makes the set bad input.
    func prepare(_ specs: [ButtonSpec]) -> (buttons: [PreparedButton], problems: [InputError]) {
        let colors = colors
        let buttons = ParallelMap.map(count: specs.count, threads: ParallelMap.defaultThreads) {
            PreparedButton(specs[$0], colors: colors)
        }
        var problems: [InputError] = []
        var seen = Set<String>(minimumCapacity: buttons.count)
        // By index: a copy of each prepared button (its spec, its palette) would cost more than the check.
        for i in buttons.indices {
            if !seen.insert(buttons[i].spec.id).inserted {
                problems.append(.at(buttons[i].spec, "expected a unique button id, found a second \"\(buttons[i].spec.id)\""))
            }
            if !buttons[i].problems.isEmpty { problems += buttons[i].problems }
        }
        return (buttons, problems)
    }

    /// Judges prepared buttons (see `prepare`).
    func run(_ buttons: [PreparedButton], options: RunOptions) throws -> RunResult {
        let judge = ButtonJudge(policy: policy, options: options, titles: titles)
        let results = try run(buttons, judge: judge, measure: Measurements(titles: titles, measurer: measurer))
        return RunResult(policy: policy, buttons: results)
    }

    /// Judges prepared buttons in parallel with a judge and measurements that may be shared
    /// with other slices of the same run.
    func run(_ buttons: [PreparedButton], judge: ButtonJudge, measure: Measurements) throws -> [ButtonResult] {
        try ParallelMap.map(count: buttons.count, threads: judge.options.threads ?? ParallelMap.defaultThreads) { i in
            try judge.judge(buttons[i], measure: measure)
        }
    }
}
