import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The machine-readable report, docs/contracts.md. `schemaVersion` changes whenever a field
/// changes meaning or disappears; new fields may appear within a version. Version 2: without
/// `--detail full` a button's `findings` are grouped by language (`FindingGroup`: `locales`, the
/// worst member's numbers, no fingerprints); with it, one object per finding as in version 1.
public struct JSONReporter: Reporter {
    public static let schemaVersion = 2

    public init() {}

    /// Writes the document in pieces, the head and then one button at a time, so no tree of the
    /// whole report is ever held (for a large theme it would be gigabytes). The text is exactly
    /// `JSONValue.serialized()` of the whole document.
    public func write(_ report: CheckReport, to sink: (String) -> Void) {
        let summary = report.result.summary
        var head: [(String, JSONValue)] = [
            ("schemaVersion", .number(Double(Self.schemaVersion))),
            ("tool", .object([("name", .string(LocationButtonLintInfo.name)),
                              ("version", .string(LocationButtonLintInfo.version))])),
            ("policy", report.policyJSON),
            ("layoutModel", report.layoutModelJSON),
            ("failOn", JSONValue.from(report.failOn) { .string($0.rawValue) }),
            ("languages", report.languagesJSON ?? .null),
            ("notes", .array(report.notes.map(JSONValue.string))),
            ("summary", .object([
                ("buttons", .number(Double(summary.buttons))),
                ("combinations", .number(Double(summary.combinations))),
                ("pass", .number(Double(summary.pass))),
                ("guideline", .number(Double(summary.guideline))),
                ("uncertain", .number(Double(summary.uncertain))),
                ("disabled", .number(Double(summary.disabled))),
                // Schema v1 keeps the field; every button is judged on every platform (LB011
                // says where the system refuses it), so none is ever not applicable.
                ("notApplicable", .number(0)),
                ("failed", .number(Double(report.failedCount))),
                ("suppressed", .number(Double(report.suppressed))),
            ])),
        ]
        if !summary.platformFindings.isEmpty {
            // Findings about Android and the web by platform and verdict (not combinations).
            let perPlatform: [(String, JSONValue)] = ButtonPlatform.allCases.compactMap { platform in
                guard let counts = summary.platformFindings[platform] else { return nil }
                let members: [(String, JSONValue)] = Verdict.allCases.dropFirst().map { ($0.rawValue, JSONValue.number(Double(counts[$0]))) }
                return (platform.rawValue, JSONValue.object(members))
            }
            head.append(("platformFindings", .object(perPlatform)))
        }
        var out = "{\n"
        for (key, value) in head {
            JSONValue.member(key, value, depth: 1, into: &out)
            out += ",\n"
        }
        JSONValue.indent(1, into: &out)
        out += "\"buttons\": "
        if report.buttons.isEmpty {
            out += "[]"
        } else {
            out += "[\n"
            // A judgement's members are written once and reused by every button that shares it
            // (without `--detail full`, where findings carry their button's fingerprint).
            var shared = DesignParts(self, for: report)
            // Specs by id, for the keys nothing set (made per button as it is written, not kept).
            let specIndex = Dictionary(report.specs.indices.map { (report.specs[$0].id, $0) }) { first, _ in first }
            // The latest designs' only: designs that share nothing would keep a spec each.
            let designDefaults = Memo<DesignKey, [String: ConfiguredValue]>(limit: 256)
            for (index, result) in report.buttons.enumerated() {
                JSONValue.indent(2, into: &out)
                out += "{\n"
                var configuration = report.configurations[result.id] ?? [:]
                if var spec = specIndex[result.id].map({ report.specs[$0] }) {
                    // Buttons of one design share their defaults: made once per design.
                    let accent = report.accentAssetButtons.contains(spec.id)
                    spec.id = ""
                    spec.source = nil
                    let key = DesignKey(spec: spec, accent: accent)
                    let defaults = designDefaults.value(key) {
                        var made: [String: ConfiguredValue] = [:]
                        made.addDefaults(of: spec, hasAccentColorAsset: accent, drawnFontSize: spec.pointSize(at: .default))
                        return made
                    }
                    configuration.merge(defaults) { set, _ in set }
                }
                var members = identity(of: result, configuration: configuration)
                if let target = report.targets[result.id] { members.insert(("target", .string(target)), at: 3) }
                for (key, value) in members {
                    JSONValue.member(key, value, depth: 3, into: &out)
                    out += ",\n"
                }
                // A scanned button's findings name the line a fix changes: its own, not shared.
                let located = report.locatesFindings(of: result) ? report : nil
                out += report.fullDetail || located != nil
                    ? judgement(of: result, full: report.fullDetail, located: located,
                                rows: report.fullDetail ? report.textRows(ofButton: index) : [])
                    : shared.part(ofButton: index)
                out += "\n"
                JSONValue.indent(2, into: &out)
                out += index == report.buttons.count - 1 ? "}\n" : "},\n"
                ReportPiece.handOver(&out, to: sink)
            }
            JSONValue.indent(1, into: &out)
            out += "]"
        }
        out += "\n}\n"
        sink(out)
    }

    /// A button's design (its spec without id and place) and whether its unset fill is the app's
    /// AccentColor: what its defaulted configuration depends on.
    private struct DesignKey: Hashable {
        var spec: ButtonSpec
        var accent: Bool
    }

    /// The members that name the button: id, source and configuration.
    private func identity(of button: ButtonResult, configuration: [String: ConfiguredValue]) -> [(String, JSONValue)] {
        [
            ("id", .string(button.id)),
            ("preview", .bool(button.isPreview)),
            ("source", JSONValue.from(button.source, location)),
            // What each key was set to and where: a theme key, or the Swift expression that set it.
            ("configuration", .object(configuration.sorted { $0.key < $1.key }.map { key, configured in
                var members: [(String, JSONValue)] = [("value", .string(configured.value)),
                                                      ("source", configured.isDefault ? .string("default") : location(configured.source))]
                if let expression = configured.expression { members.append(("expression", .string(expression))) }
                return (key, .object(members))
            })),
        ]
    }

    /// A design's judgement members without fingerprints or locations (`judgement(of:full:located:)`
    /// of any of its buttons).
    package func part(of design: JudgedDesign, in report: CheckReport) -> String {
        judgement(of: report.buttons[design.buttons[0]], full: false)
    }

    /// The judgement's members, from `status` on, as written inside the button's object.
    /// `located`: the report, to give each finding its `location` (see `CheckReport.locatesFindings`).
    /// `rows`: the whole text matrix, printed when `full`.
    private func judgement(of button: ButtonResult, full: Bool, located: CheckReport? = nil, rows: [TextRow] = []) -> String {
        func place(_ finding: Finding) -> SourceLocation? { located?.location(of: finding, in: button) }
        var members: [(String, JSONValue)] = [
            ("status", .string(button.status.rawValue)),
            ("verdict", .string(button.verdict.rawValue)),
            ("summaries", .array(button.summaries.map(JSONValue.string))),
            ("appearances", .array(button.appearances.map(appearance))),
            ("findings", .array(full ? button.findings.map { finding($0, button: button.id, location: place($0)) }
                                     : FindingGroup.groups(button.findings).map { group($0, location: place($0.worst)) })),
            ("fixHints", fixHints(button.fixHints)),
        ]
        if let platforms = button.platforms { members.append(("platforms", Self.platforms(platforms))) }
        if full { members.append(("text", .array(rows.map(textRow)))) }
        var out = ""
        for (index, (key, value)) in members.enumerated() {
            JSONValue.member(key, value, depth: 3, into: &out)
            if index < members.count - 1 { out += ",\n" }
        }
        return out
    }

    /// What Android and the web draw (docs/cross-platform.md): `platforms.android`, `platforms.web`.
    package static func platforms(_ p: PlatformResults) -> JSONValue {
        var members: [(String, JSONValue)] = [("names", .array(p.platforms.map { .string($0.rawValue) }))]
        if let a = p.android {
            members.append(("android", .object([
                ("verdict", .string(a.verdict.rawValue)), ("outcome", .string(a.outcome)),
                ("textColor", .string(a.textColor)), ("iconTint", .string(a.iconTint)), ("background", .string(a.background)),
                ("width", .number(a.width)), ("height", .number(a.height)), ("padding", .number(a.padding)),
                ("strokeWidth", .number(a.strokeWidth)), ("cornerRadius", .number(a.cornerRadius)),
                ("shapeWidth", .number(a.shapeWidth)), ("shapeHeight", .number(a.shapeHeight)),
                ("label", JSONValue.from(a.label, JSONValue.string)), ("validationFlags", .number(Double(a.validationFlags))),
                ("logLines", .array(a.logLines.map(JSONValue.string))),
            ])))
        }
        if let w = p.web {
            members.append(("web", .object([
                ("verdict", .string(w.verdict.rawValue)), ("outcome", .string(w.outcome)), ("isValid", .bool(w.isValid)),
                ("invalidReason", JSONValue.from(w.invalidReason, JSONValue.string)),
                ("failedCheck", JSONValue.from(w.failedCheck, JSONValue.string)), ("contrast", .number(w.contrast)),
                ("fontSize", .number(w.fontSize)), ("color", .string(w.color)), ("background", .string(w.background)),
                ("text", JSONValue.from(w.text, JSONValue.string)), ("lang", JSONValue.from(w.lang, JSONValue.string)),
                ("drawn", webBox(w.drawn)),
            ])))
        }
        return .object(members)
    }

    /// The element as Chromium draws it (CSS px).
    private static func webBox(_ d: PlatformResults.WebResult.Box) -> JSONValue {
        .object([
            ("paddingTop", .number(d.paddingTop)), ("paddingLeft", .number(d.paddingLeft)),
            ("borderWidth", .number(d.borderWidth)), ("borderStyle", .string(d.borderStyle)), ("borderColor", .string(d.borderColor)),
            ("cornerRadii", .array(d.cornerRadii.map(JSONValue.number))),
            ("width", JSONValue.from(d.width, JSONValue.number)), ("height", JSONValue.from(d.height, JSONValue.number)),
            ("iconSize", .number(d.iconSize)), ("iconGap", .number(d.iconGap)), ("iconFill", .string(d.iconFill)),
            ("fontWeight", .number(d.fontWeight)), ("letterSpacing", .number(d.letterSpacing)), ("wordSpacing", .number(d.wordSpacing)),
        ])
    }

    private func location(_ source: SourceLocation) -> JSONValue {
        .object([("file", .string(source.file)), ("line", .number(Double(source.line))),
                 ("column", JSONValue.from(source.column) { .number(Double($0)) })])
    }

    private func appearance(_ result: AppearanceResult) -> JSONValue {
        .object([
            ("appearance", .string(result.appearance.rawValue)),
            ("verdict", .string(result.verdict.rawValue)),
            ("background", .string(result.background)),
            ("foreground", .string(result.foreground)),
            ("fallbackRoles", .array(result.fallbackRoles.map(JSONValue.string))),
            ("contrast", .object([
                ("title", .number(result.contrast.title)),
                ("glyph", .number(result.contrast.glyph)),
                ("required", .number(result.contrast.required)),
                ("requiredGlyph", .number(result.contrast.requiredGlyph)),
            ])),
            ("translucency", .object([
                ("backgroundAlpha", .number(result.translucency.backgroundAlpha)),
                ("minimumAlpha", JSONValue.from(result.translucency.minimumAlpha, JSONValue.number)),
                ("viewAlpha", .number(result.translucency.viewAlpha)),
                ("minimumViewAlpha", JSONValue.from(result.translucency.minimumViewAlpha, JSONValue.number)),
            ])),
            ("apcaLc", .number(result.apcaLc)),
        ])
    }

    package func finding(_ finding: Finding, button: String?, location place: SourceLocation? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(finding.rule)),
            ("name", .string(finding.name)),
            ("verdict", .string(finding.verdict.rawValue)),
            ("level", .string(finding.level.rawValue)),
            ("appearance", JSONValue.from(finding.appearance) { .string($0.rawValue) }),
            ("locale", JSONValue.from(finding.locale, JSONValue.string)),
            ("category", JSONValue.from(finding.category) { .string($0.rawValue) }),
            ("categoryEnd", JSONValue.from(finding.categoryEnd) { .string($0.rawValue) }),
            ("boldText", JSONValue.from(finding.boldText, JSONValue.bool)),
            ("message", .string(finding.message)),
            ("measured", JSONValue.from(finding.measured, JSONValue.number)),
            ("limit", JSONValue.from(finding.limit, JSONValue.number)),
            ("console", JSONValue.from(finding.console) { .array($0.map(JSONValue.string)) }),
        ]
        // Only on other platforms' findings: an iOS-only report is unchanged (schema version 2).
        if let platform = finding.platform { members.append(("platform", .string(platform.rawValue))) }
        if let button { members.append(("fingerprint", .string(finding.fingerprint(button: button)))) }
        if let place { members.append(("location", location(place))) }
        return .object(members)
    }

    /// Findings that differ only in the language, as one object: `locales` lists them (null for
    /// a finding without a language), `message`, `measured` and `limit` are the worst member's.
    /// Per-finding fingerprints (for baselines) are in `--detail full` and SARIF.
    package func group(_ group: FindingGroup, location: SourceLocation? = nil) -> JSONValue {
        let worst = group.worst
        guard case .object(var members) = finding(worst, button: nil, location: location) else { return .null }
        let locales = worst.locale == nil ? JSONValue.null : .array(group.members.compactMap(\.locale).map(JSONValue.string))
        if let i = members.firstIndex(where: { $0.0 == "locale" }) { members[i] = ("locales", locales) }
        return .object(members)
    }

    private func fixHints(_ hints: FixHints) -> JSONValue {
        .object([
            ("largestFittingFontSize", JSONValue.from(hints.largestFittingFontSize, JSONValue.number)),
            ("fontSizeBelowMinimum", .bool(hints.fontSizeBelowMinimum)),
            ("checkedUpTo", JSONValue.from(hints.checkedUpTo) { .string($0.rawValue) }),
            ("minimumFrameWidth", JSONValue.from(hints.minimumFrameWidth, JSONValue.number)),
            ("minimumFrameHeight", JSONValue.from(hints.minimumFrameHeight, JSONValue.number)),
            ("screenWidth", JSONValue.from(hints.screenWidth, JSONValue.number)),
            ("largestFittingCategory", JSONValue.from(hints.largestFittingCategory) { .string($0.rawValue) }),
            ("longestFittingTitle", JSONValue.from(hints.longestFittingTitle) { .string($0.rawValue) }),
            ("colorSuggestions", .array(hints.colorSuggestions.map { suggestion in
                .object([("appearance", .string(suggestion.appearance.rawValue)), ("role", .string(suggestion.role)),
                         ("color", .string(suggestion.color)), ("ratio", .number(suggestion.ratio)),
                         ("rule", .string(suggestion.passesSystemRule ? "system" : "profile"))])
            })),
            ("minimumBackgroundAlpha", JSONValue.from(hints.minimumBackgroundAlpha, JSONValue.number)),
            ("minimumViewAlpha", JSONValue.from(hints.minimumViewAlpha, JSONValue.number)),
        ])
    }

    private func textRow(_ row: TextRow) -> JSONValue {
        .object([
            ("locale", .string(row.locale)),
            ("category", .string(row.category.rawValue)),
            ("boldText", .bool(row.boldText)),
            ("fontSize", .number(row.fontSize)),
            ("titleWidth", .number(row.titleWidth)),
            ("availableTitleWidth", .number(row.availableTitleWidth)),
            ("slack", .number(row.slack)),
            ("neededHeight", .number(row.neededHeight)),
            ("availableHeight", JSONValue.from(row.availableHeight, JSONValue.number)),
            ("margin", .number(row.margin)),
            ("verdict", .string(row.verdict.rawValue)),
        ])
    }
}
