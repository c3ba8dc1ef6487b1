import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// Everything found in a project: where things are, the languages it ships, and its buttons
/// with the team's directives (`// locbutton:` comments and `.locbutton.yml`) attached.
public struct ProjectScan: Sendable {
    public var layout: ProjectLayout
    public var config: ProjectConfig?
    /// Empty: every system language (`languages: all`).
    public var languages: [String]
    /// Where `languages` comes from (`ProjectLanguages.Found.source`, or the `.locbutton.yml`).
    public var languagesSource: String = ""
    /// No evidence: `languages` is the development region Xcode sets (`ProjectLanguages.defaultSource`).
    public var languagesAreDefault = false
    /// Each language's first file of evidence (tag → path), named when the language is skipped.
    public var languageOrigins: [String: String] = [:]
    /// The target the buttons belong to (nil: the whole project, or several targets).
    public var target: String?
    /// What reading the project's language evidence noticed (languages skipped, evidence that did
    /// not read), one line each: said only where the project has buttons.
    public var languageNotes: [String] = []
    /// In file order, then source order.
    public var buttons: [ScannedButton]
    /// What the scan noticed that the reports should say: the calls set aside as not
    /// CoreLocationUI's button, then each button's own notes, every one with its place.
    public var notes: [String] = []
    /// The buttons by target, each with its own catalogs and languages (`layout.assetCatalogs`
    /// holds the target's), in the order of their first buttons.
    public var parts: [ProjectScan] = []

    public init(layout: ProjectLayout, config: ProjectConfig?, languages: [String], languagesSource: String = "",
                buttons: [ScannedButton]) {
        self.layout = layout; self.config = config; self.languages = languages
        self.languagesSource = languagesSource; self.buttons = buttons
    }

    /// Scans the project at `layout`. Problems in any file are reported together. `catalogs` lists
    /// the asset catalogs, shared with the check that judges the scan, so each is listed once.
    /// Language evidence never stops a scan: what it cannot use is a note. `threads` bounds the
    /// workers (nil: every core), as `--threads` does every other phase.
    public static func scan(_ layout: ProjectLayout, config: ProjectConfig?,
                            catalogs: AssetCatalogs = AssetCatalogs(), threads: Int? = nil) throws(ThemeFileErrors) -> ProjectScan {
        try scan(layout, config: config, catalogs: catalogs, threads: threads, gauge: nil)
    }

    /// `scan`, its Swift file scans counted by `gauge` (tests).
    package static func scan(_ layout: ProjectLayout, config: ProjectConfig?, catalogs: AssetCatalogs, threads: Int?,
                     gauge: ScanGauge?) throws(ThemeFileErrors) -> ProjectScan {
        var problems: [InputError] = []
        var assetNames: Set<String> = []
        for catalog in layout.assetCatalogs {
            // Listed only: a color set is read when a checked button uses it.
            do { assetNames.formUnion(try catalogs.catalog(at: catalog).colorFiles.keys) } catch { problems.append(error) }
        }
        // The development assets' names count too: a member color (`.white`) beside a `white` set
        // there is still the system's, written as its value; a name only they hold is set aside below.
        var developmentNames: Set<String> = []
        for catalog in layout.developmentAssetCatalogs {
            if let names = try? catalogs.catalog(at: catalog).colorFiles.keys { developmentNames.formUnion(names) }
        }
        let named = Set(config?.buttons.keys.compactMap(namedFile) ?? [])
        func isNamed(_ path: String) -> Bool { named.contains { path == $0 || path.hasSuffix("/" + $0) } }
        // Constants cross files: a button reads those any Swift file of the module declares.
        let swift = ModuleScan.scan(files: layout.swiftFiles, context: layout.contextSwiftFiles, named: isNamed,
                                    assetNames: assetNames.union(developmentNames), threads: threads ?? ProcessInfo.processInfo.activeProcessorCount,
                                    gauge: gauge).results
        let interfaceBuilder = layout.interfaceBuilderFiles.map { path -> Result<[ScannedButton], InputError> in
            Result { () throws(InputError) in
                let data = try InputFile.read(path, as: .interfaceBuilder)
                guard isNamed(path) || SwiftFileScan.mentionsButton(data) else { return [] }
                return try InterfaceBuilderScanner().scan(data: data, file: path)
            }
        }
        let results = swift + interfaceBuilder
        var buttons: [ScannedButton] = []
        for result in results {
            switch result {
            case .success(let found): buttons += found
            case .failure(let problem): problems.append(problem)
            }
        }
        let setAside = buttons.filter { $0.setAside != nil }
        buttons.removeAll { $0.setAside != nil }
        let outlets = OutletMerge.merge(buttons)
        buttons = outlets.buttons
        setAsideDevelopmentColors(developmentNames.subtracting(assetNames), in: &buttons)
        disambiguate(&buttons)
        if let config { problems += attach(config, to: &buttons, reportingUnmatched: !layout.isPartial) }
        guard problems.isEmpty else { throw ThemeFileErrors(problems: problems) }
        var scan = ProjectScan(layout: layout, config: config, languages: [], buttons: buttons)
        scan.notes = setAside.map { call in
            let name = call.api == .swiftui ? "LocationButton" : "CLLocationButton"
            return "\(call.source.file):\(call.source.line): `\(name)(…)` set aside, not checked: \(call.setAside!)"
        } + outlets.notes + buttons.flatMap { button in
            button.notes.map { "\($0.location.file):\($0.location.line): \(button.id): \($0.message)" }
        }
        scan.split(ProjectTargets(layout), catalogs: catalogs)
        return scan
    }

    /// Sorts the buttons into their targets (`parts`), each with its catalogs and languages; the
    /// whole scan takes the first part's languages (or the whole project's, without buttons).
    private mutating func split(_ targets: ProjectTargets, catalogs: AssetCatalogs) {
        var order: [ProjectTargets.Key] = []
        var members: [ProjectTargets.Key: [ScannedButton]] = [:]
        for button in buttons {
            let key = targets.target(of: button.source.file)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(button)
        }
        var notes = targets.problems.map(ProjectLanguages.unreadable) + targets.notes
        if order.isEmpty { order = [.project] }
        for key in order {
            let resources = targets.resources(of: key)
            var part = ProjectScan(layout: layout, config: config, languages: [], buttons: members[key] ?? [])
            part.layout.assetCatalogs = resources.assetCatalogs
            part.target = targets.name(of: key)
            if let chosen = config?.languages {
                part.languages = chosen
                part.languagesSource = "languages in \(ProjectLanguages.relative(config?.path ?? "", to: layout.root))"
            } else {
                let found = ProjectLanguages.find(resources.languageEvidence, root: layout.root)
                (part.languages, part.languagesSource, part.languagesAreDefault) = (found.languages, found.source, found.isDefault)
                part.languageOrigins = found.origins
                notes += found.notes.filter { !notes.contains($0) }
            }
            if part.languages.count != 1 { Self.dropTranslatableTexts(&part.buttons) }
            if let resolver = try? catalogs.resolver(for: part.layout.assetCatalogs) {
                for i in part.buttons.indices { AssetColorCheck.settle(&part.buttons[i], resolver: resolver) }
            }
            parts.append(part)
        }
        languageNotes = notes
        (languages, languagesSource, languagesAreDefault) = (parts[0].languages, parts[0].languagesSource, parts[0].languagesAreDefault)
        if parts.count == 1 { buttons = parts[0].buttons; target = parts[0].target; layout.assetCatalogs = parts[0].layout.assetCatalogs }
        else { buttons = parts.flatMap(\.buttons) }
    }

    /// A `Text("…")` key beside a button may show a shorter translation in another language, so
    /// with more than one language its development-language width bounds nothing
    /// (`FixedWidthText.localized`); `Text(verbatim:)` stays.
    package static func dropTranslatableTexts(_ buttons: inout [ScannedButton]) {
        for b in buttons.indices {
            for u in buttons[b].unresolved.indices {
                buttons[b].unresolved[u].fixedTexts.removeAll(where: \.localized)
            }
        }
    }

    /// A color only the development assets hold (`Preview Content`) is not in the app: a button
    /// naming one is unresolved there rather than judged with a color it never draws.
    package static func setAsideDevelopmentColors(_ names: Set<String>, in buttons: inout [ScannedButton]) {
        guard !names.isEmpty else { return }
        for index in buttons.indices {
            for (key, setting) in buttons[index].settings.sorted(by: { $0.key < $1.key }) {
                guard ButtonKeys.key(key)?.type.namesColors == true, case .text(let name) = setting.value,
                      names.contains(name) else { continue }
                buttons[index].settings[key] = nil
                buttons[index].unresolved.append(UnresolvedSetting(
                    key: key, expression: setting.expression, at: setting.location,
                    reason: "a color set only in the development assets (Preview Content), which the app does not ship"))
            }
        }
    }

    /// Two files of the same name can give the same id; those buttons are named by their path
    /// instead of the file's name.
    package static func disambiguate(_ buttons: inout [ScannedButton]) {
        let counts = Dictionary(grouping: buttons.indices, by: { buttons[$0].id })
        for (_, indices) in counts where indices.count > 1 {
            for index in indices where buttons[index].directive?.id == nil {
                let path = buttons[index].source.file
                let name = path.split(separator: "/").last.map(String.init) ?? path
                let id = buttons[index].id
                buttons[index].id = id.hasPrefix(name) ? path + id.dropFirst(name.count) : "\(path):\(buttons[index].source.line)"
            }
        }
    }

    /// Merges each `.locbutton.yml` button entry into the button it names (by id, or by
    /// `path:line` where the button's file ends with `path`); the file's values win over a
    /// comment's. An entry that names no button is a problem on its line.
    package static func attach(_ config: ProjectConfig, to buttons: inout [ScannedButton], reportingUnmatched: Bool) -> [InputError] {
        var problems: [InputError] = []
        for (name, entry) in config.buttons.sorted(by: { $0.value.location.line < $1.value.location.line }) {
            guard let index = buttons.firstIndex(where: { matches(name, $0) }) else {
                guard reportingUnmatched else { continue }
                problems.append(InputError(file: config.path, place: "\(entry.location.line):\(entry.location.column ?? 1)",
                    "expected the id or File.swift:line of a scanned button, found \(InputText.quoted(name))"))
                continue
            }
            var directive = buttons[index].directive ?? ButtonDirective(location: entry.location)
            directive.assumptions.merge(entry.assumptions) { _, file in file }
            directive.disabledRules += entry.disabledRules
            buttons[index].directive = directive
        }
        return problems
    }

    /// The file part of a `File.swift:line` entry of `.locbutton.yml`.
    package static func namedFile(_ name: String) -> String? {
        guard let colon = name.lastIndex(of: ":"), Int(name[name.index(after: colon)...]) != nil else { return nil }
        return String(name[..<colon])
    }

    package static func matches(_ name: String, _ button: ScannedButton) -> Bool {
        if name == button.id { return true }
        guard let colon = name.lastIndex(of: ":"), let line = Int(name[name.index(after: colon)...]) else { return false }
        let path = String(name[..<colon])
        let file = button.source.file
        return line == button.source.line && (file == path || file.hasSuffix("/" + path))
    }
}
