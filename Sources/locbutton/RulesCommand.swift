import ArgumentParser
import LocationButtonLint

/// `locbutton rules [RULE]`: every rule in one line each, or one rule (by id or name) with its
/// rationale and the examples the test suite runs.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or explain one (locbutton rules LB004) with its examples.")

    @Argument(help: ArgumentHelp("A rule id (LB004) or name (title-truncated).", valueName: "RULE"))
    var rule: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    enum OutputFormat: String, ExpressibleByArgument { case text, json }

    func validate() throws {
        if let rule, RuleCatalog.all.first(where: { $0.info.id == rule || $0.info.name == rule }) == nil,
           PlatformRules.info(rule) == nil {
            let names = RuleCatalog.all.flatMap { [$0.info.id, $0.info.name] } + PlatformRules.all.flatMap { [$0.id, $0.name] }
            throw ValidationError("expected a rule id or name, found \"\(rule)\"\(SpellingHint.hint(for: rule, among: names))")
        }
    }

    func run() throws {
        let selected = RuleCatalog.all.filter { rule == nil || $0.info.id == rule || $0.info.name == rule }
        // Android's and the web's rules (LB1NN, LB2NN) follow iOS's.
        let platform = PlatformRules.all.filter { rule == nil || $0.id == rule || $0.name == rule }
        switch (format, rule) {
        case (.json, _): print(RuleListWriter.json(selected, platformRules: platform), terminator: "")
        case (.text, nil): print(RuleListWriter.table(selected) + RuleListWriter.platformTable(platform), terminator: "")
        case (.text, _):
            print(selected.first.map(RuleListWriter.detail) ?? RuleListWriter.platformDetail(platform[0]), terminator: "")
        }
    }
}
