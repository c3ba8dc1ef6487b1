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
        if let rule, RuleListWriter.listing(rule: rule, json: false) == nil {
            throw ValidationError("expected a rule id or name, found \"\(rule)\"\(SpellingHint.hint(for: rule, among: RuleListWriter.ruleNames))")
        }
    }

    func run() throws {
        print(RuleListWriter.listing(rule: rule, json: format == .json) ?? "", terminator: "")
    }
}
