import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// Reads `.locbutton.yml`, reporting every problem with its line and column at once. The keys
/// are documented in docs/checking-an-app.md and `schema/locbutton.schema.json`; keep the three in step.
public enum ProjectConfigReader {
    public static let fileName = ".locbutton.yml"
    package static let topKeys = ["$schema", "included", "excluded", "languages", "profile", "target", "buttons"]

    /// `.locbutton.yml` in `directory` or the nearest parent that has one (SwiftLint's habit),
    /// named the way `directory` is (relative stays relative: `../.locbutton.yml`).
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        var written = directory
        while true {
            let candidate = url.appendingPathComponent(fileName)
            if PathBytes.exists(candidate.path) {
                return written == "." ? fileName : (written.hasSuffix("/") ? written : written + "/") + fileName
            }
            written = parent(of: written)
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// The parent folder of a path as written: `Trail` → `.`, `.` → `..`, `../x` → `..`,
    /// `/a/b` → `/a`.
    package static func parent(of path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
        if let last = parts.last, last != ".." { parts.removeLast() } else { parts.append("..") }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    public static func load(path: String) throws(ThemeFileErrors) -> ProjectConfig {
        let text: String
        // A link out of its own folder (to a token file, another checkout) is not followed.
        if InputFile.leaves(path, project: parent(of: path)) {
            throw ThemeFileErrors(problems: [InputFile.outsideProject(path, as: .projectConfig)])
        }
        do { text = try InputFile.text(path, as: .projectConfig) } catch { throw ThemeFileErrors(problems: [error]) }
        return try parse(text, path: path)
    }

    public static func parse(_ text: String, path: String) throws(ThemeFileErrors) -> ProjectConfig {
        let root = URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
        var config = ProjectConfig(path: path, root: root)
        var problems: [InputError] = []
        let document: YAMLValue?
        do { document = try YAMLValue.parse(text, file: path) } catch { throw ThemeFileErrors(problems: [error]) }
        guard let document, !document.isNull else { return config }
        // A file that is no mapping is not echoed, however short: a `.locbutton.yml` linked to a
        // token file must not print the token into a CI log.
        guard document.kind == .mapping else {
            let found = document.kind == .list ? "a list" : "a single value (not shown)"
            throw ThemeFileErrors(problems: [document.problem("expected the configuration as a mapping, found \(found)")])
        }
        let top = ConfigValue(value: document)
        for (key, value) in top.entries(allowed: topKeys, of: "the configuration", problems: &problems) {
            switch key {
            case "included":
                config.included = value.strings("a list of paths", problems: &problems)
                // A path that names nothing would quietly check less than the team asked for.
                for item in value.value.items {
                    guard let path = item.scalar, !path.isEmpty, !PathBytes.exists(root == "." ? path : root + "/" + path) else { continue }
                    problems.append(item.problem("expected a path inside the project, found \(item.found), which does not exist"))
                }
            case "excluded": config.excluded = value.strings("a list of paths", problems: &problems)
            case "languages" where value.scalarText == "all":
                config.languages = []   // every system language
            case "languages":
                let tags = value.strings("a list of BCP 47 language tags", problems: &problems)
                let (selection, rejected) = LanguageSelection.make(tags)
                for tag in rejected { problems.append(value.problem("expected a BCP 47 language tag such as de or zh-Hans, found \(InputText.quoted(tag))")) }
                config.languages = selection.languages
            case "profile":
                config.profile = value.choice(AccessibilityProfile.allCases.map(\.rawValue), "an accessibility profile",
                                              problems: &problems).flatMap(AccessibilityProfile.init(rawValue:))
            case "target":
                config.target = value.choice(SystemTarget.allCases.map(\.rawValue), "a target OS", problems: &problems)
                    .flatMap(SystemTarget.init(rawValue:))
            case "buttons": config.buttons = buttons(value, problems: &problems)
            default: break
            }
        }
        guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }
        return config
    }

    private static func buttons(_ value: ConfigValue, problems: inout [InputError]) -> [String: ButtonDirective] {
        var result: [String: ButtonDirective] = [:]
        for (key, entry) in value.mapping("a mapping from button ids (or File.swift:line) to settings", problems: &problems) {
            let name = key.name
            var directive = ButtonDirective(location: entry.location)
            for (key, setting) in entry.entries(allowed: ProjectConfig.assumptionKeys + ["disable"], of: "a button", problems: &problems) {
                if key == "disable" {
                    for (rule, reason) in setting.mapping("a mapping from rule ids to the reason", problems: &problems).map({ ($0.key.name, $0.value) }) {
                        guard let text = reason.scalarText, !text.isEmpty else {
                            problems.append(reason.problem("expected the reason the rule is off for this button, found nothing"))
                            continue
                        }
                        directive.disabledRules.append(DisabledRule(rule: rule, reason: text, location: reason.location))
                    }
                } else if let scanned = setting.scannedValue {
                    directive.assumptions[key] = ScannedSetting(scanned, at: setting.location, expression: "\(key): \(scanned)")
                } else {
                    problems.append(setting.problem("expected a value for \(key), found \(setting.found)"))
                }
            }
            result[name] = directive
        }
        return result
    }
}
