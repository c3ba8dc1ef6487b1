import Foundation
import LocationButtonLint
import LocationButtonScanner
import LocationButtonCheck

/// An app folder opened in the studio: scanned once, as `locbutton check DIR` scans it, and kept
/// in memory. An edit replaces the button's scanned setting with the field's value and judges the
/// scan again; the code is never rewritten ("Copy" gives the change as code; docs/studio.md,
/// "An app folder").
public struct StudioApp: Sendable {
    /// The folder as given, and each part of the scan that holds buttons (one per target).
    public let root: String
    let parts: [ProjectScan]

    /// Scans `folder` (one line per problem, as `check` says them).
    public init(folder: String, judge: StudioJudge) throws(ThemeFileErrors) {
        let sources = try CheckSources.resolve([folder])
        guard sources.count == 1, case .project(let layout, let config) = sources[0] else {
            throw ThemeFileErrors(problems: [InputError(file: folder, "expected an app folder, found a theme file")])
        }
        let scan = try ProjectScan.scan(layout, config: config, catalogs: judge.run.catalogs)
        root = folder
        parts = scan.parts.filter { part in part.buttons.contains { $0.setAside == nil && !$0.isOutletReading } }
        guard !parts.isEmpty else {
            throw ThemeFileErrors(problems: [InputError(file: folder, "expected a location button in its sources, found none")])
        }
    }

    /// A part's buttons in scan order (those `check` judges).
    func buttons(part: Int) -> [ScannedButton] {
        parts[part].buttons.filter { $0.setAside == nil && !$0.isOutletReading }
    }

    /// What a part is called in the button menu: the folder, and its target when the scan names one.
    func name(part: Int) -> String { parts[part].target.map { "\(root) (\($0))" } ?? root }

    /// The field text of each editable key the code (or `.locbutton.yml`, a comment) sets.
    func values(part: Int, button: ScannedButton) -> [String: String] {
        var values: [String: String] = [:]
        for key in StudioSession.editableKeys { if let value = button.effectiveSettings[key]?.value { values[key] = value.description } }
        return values
    }

    /// The part's theme with `button` alone, `changes` (key → field text; nil: unset) in place of
    /// what the code set: the same theme `check` judges, as if the code said the new values.
    /// A value the key cannot take is the theme's problem, as `check` would say it for the code.
    func theme(part: Int, button id: String, changes: [String: String?]) throws(StudioSession.Failure)
        -> Result<ThemeFile, ThemeFileErrors> {
        var scan = parts[part]
        guard var button = buttons(part: part).first(where: { $0.id == id }) else {
            throw StudioSession.Failure(status: 404, message: "no button \(id) in \(root)")
        }
        for (key, value) in changes {
            guard let row = ButtonKeys.key(key), row.places.contains(where: { $0 != .theme }) else {
                throw StudioSession.Failure(status: 400, message: "\(key): a theme file's key, not one an app's button takes")
            }
            // The edit stands for the code: the comment's assumption and an unreadable expression
            // for the key give way to it.
            button.directive?.assumptions[key] = nil
            button.unresolved.removeAll { $0.key == key }
            if let value, !value.isEmpty {
                button.settings[key] = ScannedSetting(Self.value(value, for: row.type), at: button.source,
                                                      expression: "studio: \(key) \(value)")
            } else {
                button.settings[key] = nil
            }
        }
        scan.buttons = [button]
        do throws(ThemeFileErrors) { return .success(try ScannedTheme.make(from: scan)) } catch { return .failure(error) }
    }

    /// A field's text as the value the scanner would have read from code; one that does not fit
    /// the key is refused by the theme reader's check, in its words (`ButtonSpecBuilder`).
    static func value(_ text: String, for type: ButtonKeyType) -> ScannedValue {
        switch type {
        case .number: Double(text).map(ScannedValue.number) ?? .text(text)
        case .flag, .sizeRange: Bool(text).map(ScannedValue.flag) ?? .text(text)
        case .list:
            .texts(text.trimmingCharacters(in: CharacterSet(charactersIn: "[] ")).split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        default: .text(text)
        }
    }
}
