import LocationButtonModel
/// The one check that button ids are unique across everything a run reads (theme files, then
/// scanned projects), since reports and baselines name buttons by id. Buttons are fed in input
/// order; a repeated id is a problem at the later button, naming where the first one is.
public struct UniqueButtonIDs: Sendable {
    private var first: [String: SourceLocation] = [:]
    /// Whole themes whose ids are distinct, each asked for an id's first place in its own table
    /// of key places rather than having every id hashed again into `first`.
    private var themes: [@Sendable (String) -> SourceLocation?] = []

    public init() {}

    /// Remembers `ids` of buttons already known to be unique (a theme file set checked on load).
    public mutating func remember(_ specs: [ButtonSpec]) {
        first.reserveCapacity(first.count + specs.count)
        for i in specs.indices { if let source = specs[i].source { first[specs[i].id] = first[specs[i].id] ?? source } }
    }

    /// The problem with the button of `id` declared at `source`, nil for an id not seen before.
    public mutating func problem(id: String, at source: SourceLocation) -> InputError? {
        if let earlier = earlier(id) { return Self.repeated(id, at: source, first: earlier) }
        first[id] = source
        return nil
    }

    private static func repeated(_ id: String, at source: SourceLocation, first: SourceLocation) -> InputError {
        InputError(file: source.file, place: "\(source.line):\(source.column ?? 1)",
                   "expected a unique button id, found \(InputText.quoted(id)) again (first at \(first.file):\(first.line))")
    }

    private func earlier(_ id: String) -> SourceLocation? {
        if let source = first[id] { return source }
        for theme in themes { if let source = theme(id) { return source } }
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

    /// The problems of a theme's ids, given its key places by button id. A table with an entry
    /// for every button says the theme's own ids are distinct, so only ids seen before it are
    /// looked up, and it answers for the theme's ids from then on.
    public mutating func problems(_ specs: [ButtonSpec], places: [String: [String: SourceLocation]]) -> [InputError] {
        guard places.count == specs.count else { return problems(specs) }
        var problems: [InputError] = []
        if !first.isEmpty || !themes.isEmpty {
            for i in specs.indices {
                guard let source = specs[i].source, let earlier = earlier(specs[i].id) else { continue }
                problems.append(Self.repeated(specs[i].id, at: source, first: earlier))
            }
        }
        themes.append { id in places[id] == nil ? nil : specs.first { $0.id == id }?.source }
        return problems
    }
}
