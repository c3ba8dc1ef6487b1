import LocationButtonLint

/// A scanned project as the engine's input: one theme whose buttons come from the code, each
/// key located at the Swift (or storyboard, or `.locbutton.yml`) place that set it, so findings
/// and annotations land there, with the team's exemptions and the unresolved settings.
public enum ScannedTheme {
    public static func make(from scan: ProjectScan) throws(ThemeFileErrors) -> ThemeFile {
        var theme = ThemeFile(path: scan.config?.path ?? scan.layout.root, buttons: [])
        var problems: [InputError] = []
        for button in scan.buttons {
            var builder = ButtonSpecBuilder(id: button.id, api: button.api, source: button.source)
            let settings = button.effectiveSettings
            var locations: [String: SourceLocation] = [:]
            // The API is the type the code names, at the button's place.
            var configuration: [String: ConfiguredValue] = [
                "api": ConfiguredValue(value: button.api.rawValue, source: button.source,
                                       expression: button.api == .uikit ? "CLLocationButton" : "LocationButton")]
            for (key, setting) in settings.sorted(by: { $0.key < $1.key }) {
                builder.apply(key, setting)
                locations[key] = setting.location
                configuration[key] = ConfiguredValue(value: setting.value.description, source: setting.location,
                                                     expression: setting.expression)
                if ButtonKeys.key(key)?.type.namesColors == true {
                    let names: [String] = switch setting.value {
                    case .text(let name): [name]
                    case .texts(let names): names
                    default: []
                    }
                    theme.colorReferences += names.map { .init(reference: $0, location: setting.location) }
                }
            }
            builder.finishContent(setKeys: Set(settings.keys))
            var spec = builder.spec
            spec.isPreview = button.isPreview
            let questions = button.openQuestions
            spec.unresolved = questions.map { UnresolvedValue(key: $0.key, expression: $0.expression, reason: $0.reason) }
            // LB014 points at the first expression it could not read; a result waiting for a key, at its expression.
            if let first = questions.first { locations["unresolved"] = first.location }
            for question in questions { if let key = question.key, locations[key] == nil { locations[key] = question.location } }
            problems += builder.problems
            theme.buttons.append(spec)
            theme.keyLocations[button.id] = locations
            theme.configurations[button.id] = configuration
            if let directive = button.directive { problems += DirectiveCheck.problems(directive) }
            for rule in button.directive?.disabledRules ?? [] {
                guard let info = RuleCatalog.info(rule.rule) else {
                    let names = RuleCatalog.infos.flatMap { [$0.id, $0.name] }
                    problems.append(InputError(file: rule.location.file, place: "\(rule.location.line):\(rule.location.column ?? 1)",
                        "expected a rule id or name, found \(InputText.quoted(rule.rule))\(SpellingHint.hint(for: rule.rule, among: names))"))
                    continue
                }
                theme.exemptions[button.id, default: [:]][info.id] = rule.reason
            }
        }
        if !scan.languages.isEmpty { theme.languages = scan.languages; theme.languagesSource = scan.languagesSource }
        if let profile = scan.config?.profile { theme.policy.profile = profile }
        if let target = scan.config?.target { theme.policy.target = target }
        theme.assets = scan.layout.assetCatalogs.first
        theme.moreAssets = Array(scan.layout.assetCatalogs.dropFirst())
        guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }
        return theme
    }
}
