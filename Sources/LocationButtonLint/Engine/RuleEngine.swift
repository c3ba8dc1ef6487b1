/// Judges location buttons: for every combination (button × appearance × locale × size category,
/// and Bold Text when asked) whether the system would keep the button working, and why not.
///
/// A run measures each distinct (title text, locale, weight, point size) once, in parallel, then
/// judges buttons in parallel from that read-only table and collects results in input order, so
/// the result is identical for any thread count.
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
        var errors: [InputError] = []
        var seen = Set<String>()
        for spec in specs {
            if !seen.insert(spec.id).inserted { errors.append(.at(spec, "expected a unique button id, found a second \"\(spec.id)\"")) }
            errors += RuleCatalog.invalidMessages(spec, policy: policy).map { .at(spec, $0) }
            do { _ = try ButtonPalette(spec: spec, resolver: colors) } catch { errors.append(error) }
        }
        return errors
    }

    /// Judges every spec. Throws `InputError` for an unknown color and whatever the measurer
    /// throws (e.g. a character no font covers).
    public func run(_ specs: [ButtonSpec], options: RunOptions = RunOptions()) throws -> RunResult {
        let threads = options.threads ?? ParallelMap.defaultThreads
        let judge = ButtonJudge(policy: policy, options: options, titles: titles, colors: colors)

        // Measure each distinct text once: keys come from one spec per text profile.
        var keys = Set<MeasurementKey>()
        for spec in Self.firstPerProfile(specs.filter(judge.isJudged)) {
            keys.formUnion(ButtonAxes(spec: spec, options: options, titles: titles).keys(spec: spec))
        }
        let table = try MeasurementTable(keys: keys, titles: titles, measurer: measurer, threads: threads)
        var results = try ParallelMap.map(count: specs.count, threads: threads) { i in
            try judge.judge(specs[i], table: table)
        }

        // Fix hints that need other titles measured: only for text profiles that do not fit.
        let needing = Self.firstPerProfile(specs.indices.filter { results[$0].needsShorterTitle }.map { specs[$0] })
        let needingAxes = needing.map { ButtonAxes(spec: $0, options: options, titles: titles) }
        var alternatives = Set<MeasurementKey>()
        for (spec, axes) in zip(needing, needingAxes) {
            alternatives.formUnion(TextFixHints.alternativeKeys(spec: spec, axes: axes))
        }
        let alternativeTable = try MeasurementTable(keys: alternatives.subtracting(keys), titles: titles,
                                                    measurer: measurer, threads: threads)
        let merged = table.merging(alternativeTable)
        let longest = try ParallelMap.map(count: needing.count, threads: threads) { n in
            TextFixHints.longestFittingTitle(spec: needing[n], axes: needingAxes[n], table: merged, target: policy.target)
        }
        let byProfile = Dictionary(uniqueKeysWithValues: zip(needing.map(TextProfile.init), longest))
        for i in specs.indices where results[i].needsShorterTitle {
            results[i].result.fixHints.longestFittingTitle = byProfile[TextProfile(specs[i])] ?? nil
        }
        return RunResult(policy: policy, buttons: results.map(\.result))
    }

    /// The first spec of each text profile, in input order.
    private static func firstPerProfile(_ specs: [ButtonSpec]) -> [ButtonSpec] {
        var seen = Set<TextProfile>()
        return specs.filter { seen.insert(TextProfile($0)).inserted }
    }
}
