import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// A scanned project as the engine's input: one theme whose buttons come from the code, each
/// key located at the Swift (or storyboard, or `.locbutton.yml`) place that set it, so findings
/// and annotations land there, with the team's exemptions and the unresolved settings.
public enum ScannedTheme {
    public static func make(from scan: ProjectScan, threads: Int? = nil) throws(ThemeFileErrors) -> ThemeFile {
        var theme = ThemeFile(path: scan.config?.path ?? scan.layout.root, buttons: [])
        var problems: [InputError] = []
        // Each button on its own (on every core: an app's thousands of buttons took as long as
        // judging them), then gathered in order, so ids that repeat overwrite as one loop would.
        theme.keyLocations.reserveCapacity(scan.buttons.count)
        theme.configurations.reserveCapacity(scan.buttons.count)
        for made in Self.eachButton(scan.buttons, threads: threads) {
            let id = made.id
            problems += made.problems
            theme.addColors(made.colorReferences)
            theme.buttons.append(made.spec)
            theme.keyLocations[id] = made.locations
            theme.configurations[id] = made.configuration
            for (rule, reason) in made.exemptions { theme.exemptions[id, default: [:]][rule] = reason }
        }
        if !scan.languages.isEmpty { theme.languages = scan.languages }
        if !scan.languagesSource.isEmpty { theme.languagesSource = scan.languagesSource }
        theme.languagesAreDefault = scan.languagesAreDefault
        theme.languagesFallback = ProjectLanguages.developmentRegionFallback
        theme.target = scan.target
        theme.languageOrigins = scan.languageOrigins
        if let profile = scan.config?.profile { theme.policy.profile = profile }
        if let target = scan.config?.target { theme.policy.target = target }
        theme.assets = scan.layout.assetCatalogs.first
        theme.moreAssets = Array(scan.layout.assetCatalogs.dropFirst())
        guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }
        return theme
    }

    /// What one button adds to the theme: its spec, where each key is set, the configuration
    /// echo, the colors it names, its problems in order, and the rules it is exempt from.
    private struct Made: Sendable {
        var id: String
        var spec: ButtonSpec
        var locations: [String: SourceLocation] = [:]
        var configuration: [String: ConfiguredValue] = [:]
        var colorReferences: [ThemeFile.ColorUse] = []
        var problems: [InputError] = []
        var exemptions: [(rule: String, reason: String)] = []
    }

    private static func make(_ button: ScannedButton) -> Made {
        var builder = ButtonSpecBuilder(id: button.id, api: button.api, source: button.source)
        let settings = button.effectiveSettings
        var made = Made(id: button.id, spec: builder.spec)
        // The API is the type the code names, at the button's place.
        made.configuration["api"] = ConfiguredValue(value: button.api.rawValue, source: button.source,
                                                    expression: button.api == .uikit ? "CLLocationButton" : "LocationButton")
        for (key, setting) in settings.sorted(by: { $0.key < $1.key }) {
            builder.apply(key, setting)
            made.locations[key] = setting.location
            made.configuration[key] = ConfiguredValue(value: setting.value.description, source: setting.location,
                                                      expression: setting.expression)
            if ButtonKeys.key(key)?.type.namesColors == true {
                let names: [String] = switch setting.value {
                case .text(let name): [name]
                case .texts(let names): names
                default: []
                }
                made.colorReferences += names.map { .init(reference: $0, location: setting.location) }
            }
        }
        builder.finishContent(setKeys: Set(settings.keys))
        var spec = builder.spec
        spec.isPreview = button.isPreview
        let questions = button.openQuestions
        spec.unresolved = questions.map {
            UnresolvedValue(key: $0.key, expression: $0.expression, reason: $0.reason, upperBound: $0.upperBound,
                            fixedTexts: $0.fixedTexts)
        }
        // LB014 points at the first expression it could not read; a result waiting for a key, at its expression.
        if let first = questions.first { made.locations[ButtonKeyName.unresolved.text] = first.location }
        for question in questions { if let key = question.key, made.locations[key] == nil { made.locations[key] = question.location } }
        // An unread key is echoed `unknown` where its expression is written, never as a default.
        for question in questions {
            guard let key = question.key, made.configuration[key] == nil, ButtonKeys.key(key) != nil else { continue }
            // Texts that lower the bound are named; the engine measures them (the finding gives the number).
            let less = question.fixedTexts.map { " − \($0.described) at its narrowest" }.joined()
            let value = question.upperBound.map { "unknown, at most \(NumberText.fourDecimals($0))\(less)" } ?? "unknown"
            made.configuration[key] = ConfiguredValue(value: value, source: question.location, expression: question.expression)
        }
        made.problems += builder.problems
        made.spec = spec
        if let directive = button.directive { made.problems += DirectiveCheck.problems(directive) }
        for rule in button.directive?.disabledRules ?? [] {
            guard let info = RuleCatalog.iosInfos.first(where: { $0.id == rule.rule || $0.name == rule.rule }) else {
                let names = RuleCatalog.iosInfos.flatMap { [$0.id, $0.name] }
                made.problems.append(InputError(file: rule.location.file, place: "\(rule.location.line):\(rule.location.column ?? 1)",
                    "expected a rule id or name, found \(InputText.quoted(rule.rule))\(SpellingHint.hint(for: rule.rule, among: names))"))
                continue
            }
            made.exemptions.append((info.id, rule.reason))
        }
        return made
    }

    /// `make(_:)` of every button, in order, on up to `threads` workers (nil: every core).
    private static func eachButton(_ buttons: [ScannedButton], threads: Int?) -> [Made] {
        let threads = min(threads ?? ProcessInfo.processInfo.activeProcessorCount, buttons.count / 64 + 1)
        guard threads > 1 else { return buttons.map(make) }
        let slots = Slots()
        let chunk = (buttons.count + threads - 1) / threads
        DispatchQueue.concurrentPerform(iterations: threads) { part in
            let range = (part * chunk)..<min(buttons.count, (part + 1) * chunk)
            slots.store(range.lowerBound, range.map { make(buttons[$0]) })
        }
        return slots.all
    }

    /// Results written by the workers, each range once.
    private final class Slots: @unchecked Sendable {
        private var made: [Int: [Made]] = [:]
        private let lock = NSLock()
        func store(_ start: Int, _ results: [Made]) { lock.withLock { made[start] = results } }
        var all: [Made] { lock.withLock { made.keys.sorted().flatMap { made[$0]! } } }
    }
}
