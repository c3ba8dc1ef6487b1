import LocationButtonModel
extension ThemeFile {
    /// One problem per color name the resolver does not know, on the line the name is written,
    /// with the nearest asset or system color name as a hint. Checked here rather than by the
    /// engine so the message can point into the theme file.
    public func unknownColors(for resolver: ColorResolver) -> [InputError] {
        // Usually every name resolves, which the distinct names tell without visiting every use.
        if colorNames.allSatisfy({ (try? resolver.resolve($0)) != nil }) { return [] }
        // Themes repeat a few colors over thousands of buttons: each distinct name is judged once
        // (resolved, and worded when unknown), then every use of it looks that up.
        enum Outcome { case catalog(InputError), problem(String?) }
        var judged: [String: Outcome] = [:]
        let names = resolver.assetNames + SystemColors.all.map(\.name)
        var problems: [InputError] = []
        var catalogProblems: [InputError] = []
        for use in colorReferences {
            let outcome: Outcome
            if let known = judged[use.reference] {
                outcome = known
            } else {
                // A color set the button uses is broken: said once, at the set's file and place.
                if case .failure(let error) = Result(catching: { () throws(ColorResolver.UnknownColor) in try resolver.resolve(use.reference) }),
                   let problem = error.catalogProblem {
                    outcome = .catalog(problem)
                } else {
                    outcome = .problem(Self.problem(resolving: use.reference, with: resolver, names: names))
                }
                judged[use.reference] = outcome
            }
            switch outcome {
            case .catalog(let problem):
                if !catalogProblems.contains(problem) { catalogProblems.append(problem) }
            case .problem(let problem?):
                problems.append(InputError(file: use.location.file, place: "\(use.location.line):\(use.location.column ?? 1)", problem))
            case .problem(nil):
                break
            }
        }
        return catalogProblems + problems
    }

    /// Why `reference` does not resolve, with a hint among `names`; nil when it does.
    private static func problem(resolving reference: String, with resolver: ColorResolver, names: [String]) -> String? {
        do {
            _ = try resolver.resolve(reference)
            return nil
        } catch {
            let hint = error.literalProblem == nil ? SpellingHint.hint(for: reference, among: names) : ""
            return error.description + hint
        }
    }
}
