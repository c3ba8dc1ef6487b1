/// The one check that button ids are unique across everything a run reads (theme files, then
/// scanned projects), since reports and baselines name buttons by id. Buttons are fed in input
/// order; a repeated id is a problem at the later button, naming where the first one is.
public struct UniqueButtonIDs: Sendable {
    private var first: [String: SourceLocation] = [:]

    public init() {}

    /// Remembers `ids` of buttons already known to be unique (a theme file set checked on load).
    public mutating func remember(_ specs: [ButtonSpec]) {
        first.reserveCapacity(first.count + specs.count)
        for i in specs.indices { if let source = specs[i].source { first[specs[i].id] = first[specs[i].id] ?? source } }
    }

    /// The problem with the button of `id` declared at `source`, nil for an id not seen before.
    public mutating func problem(id: String, at source: SourceLocation) -> InputError? {
        if let earlier = first[id] {
            return InputError(file: source.file, place: "\(source.line):\(source.column ?? 1)",
                              "expected a unique button id, found \(InputText.quoted(id)) again (first at \(earlier.file):\(earlier.line))")
        }
        first[id] = source
        return nil
    }

    /// The problems of `specs`' ids, in order.
    public mutating func problems(_ specs: [ButtonSpec]) -> [InputError] {
        var problems: [InputError] = []
        first.reserveCapacity(first.count + specs.count)
        for i in specs.indices {  // by index: copying each spec would cost more than the check
            guard let source = specs[i].source, let problem = problem(id: specs[i].id, at: source) else { continue }
            problems.append(problem)
        }
        return problems
    }
}
