import LocationButtonModel
import Foundation

/// Decodes a theme file's node tree by hand into `ThemeFile`, recording every problem (unknown
/// keys with a hint, wrong types, values out of range) with its line and column instead of
/// stopping at the first, so one run lists them all. A button's keys are `ButtonKeys`' rows (the
/// schema and docs/theme-files.md are tested equal to them); the theme's own keys are below.
package struct ThemeFileDecoder {
    package let file: String
    package let problems: ThemeFileProblems
    /// Whether to echo each button's values (`ThemeFile.configurations`, which only the JSON
    /// report prints); the keys' places are always kept.
    package var echoesValues = true
    /// Whether a button written as an earlier one takes that one's decoded spec
    /// (`ThemeFileButtonMemo`); off, every button is decoded on its own (as tests compare).
    package var memoizes = true

    package static let themeKeys = ["$schema", "profile", "appearances", "boldText", "languages", "pseudolanguages", "assets",
                            "accessibility", "target", "buttons"]
    /// A button's keys: the rows of `ButtonKeys` a theme accepts, in their order.
    package static let buttonKeys = ButtonKeys.keys(in: .theme).map(\.name)
    /// All but the required `id`, which is read first, each with its index among a button
    /// mapping's keys. Boxed: iterating the rows themselves copied each (five references) per button.
    private static let valueRows = ButtonKeys.keys(in: .theme).filter { $0.name != ButtonKeys.id.name }.map {
        KeyRow(known: buttonMappingKeys.index(of: $0.name)!, key: $0)
    }

    private final class KeyRow: Sendable {
        let known: Int
        let key: ButtonKey
        /// The row's kind and setter, held apart: reaching them through `key` copied the row.
        let type: ButtonKeyType
        let assign: @Sendable (inout ButtonSpec, ButtonKeyValue) -> Void
        let isSection: Bool
        /// A color: its value is added to the theme's color uses.
        let isColor: Bool

        init(known: Int, key: ButtonKey) {
            self.known = known; self.key = key; type = key.type; assign = key.assign
            if case .section = key.type { isSection = true } else { isSection = false }
            if case .color = key.type { isColor = true } else { isColor = false }
        }

        /// `key.apply(value, to: &spec)`.
        func apply(_ value: ButtonKeyValue, to spec: inout ButtonSpec) {
            if isSection { key.apply(value, to: &spec) } else { assign(&spec, value) }
        }
    }
    package static let accessibilityKeys = ["titleRatio", "largeTitleRatio", "glyphRatio"]

    /// Keys of the earlier model, recognized so the error says why they went (not "unknown key").
    package static let retiredThemeKeys = [
        "systemLimits": "systemLimits was removed: `disabled` now follows CoreLocationUI's own rules (its 1.5:1 contrast rule, its size rule), which a theme cannot change; remove the key (README, \"Verdicts\")",
        "layout": "layout was removed: the button's geometry is CoreLocationUI's own (padding fontSize/2 per side, a 0.5·fontSize gap), which a theme cannot change; remove the key (README, \"Verdicts\")",
    ]
    package static let retiredButtonKeys = [
        "weight": "weight was removed: the title weight of the location button is not customizable (the system draws its own text style); Bold Text is an appearance setting (theme boldText: true); remove the key",
    ]
    /// What a theme's and a button's mapping may hold: the keys, then the retired ones (named in the error).
    package static let themeMappingKeys = ThemeFileKeys(themeKeys + retiredThemeKeys.keys.sorted())
    package static let buttonMappingKeys = ThemeFileKeys(buttonKeys + retiredButtonKeys.keys.sorted())
    /// The retired button keys in name order, sorted once rather than for every button, each
    /// with its index among a button mapping's keys.
    private static let retiredButtonKeysByName = retiredButtonKeys.sorted { $0.key < $1.key }.map {
        (known: buttonMappingKeys.index(of: $0.key)!, why: $0.value)
    }
    /// Indexes among a button mapping's keys, looked up once.
    private static let idKey = buttonMappingKeys.index(of: ButtonKeys.id.name)!
    private static let titleKey = buttonMappingKeys.index(of: ButtonKeys.title.name)!
    private static let glyphKey = buttonMappingKeys.index(of: ButtonKeys.glyph.name)!
    package static let androidKey = buttonMappingKeys.index(of: ButtonKeys.android.name)!
    package static let webKey = buttonMappingKeys.index(of: ButtonKeys.web.name)!
    package static let accessibilityMappingKeys = ThemeFileKeys(accessibilityKeys)

    /// The decoded theme, or nil when the file is not even a mapping with a list of buttons
    /// (problems are recorded either way).
    package func decode(_ text: String) -> ThemeFile? {
        guard let root = problems.attempt({ try ThemeFileSyntax.parse(text, file: file) }) else { return nil }
        // A file that is a single value is not echoed: a theme linked to a token file must not
        // print the token into a CI log.
        if root.scalar != nil {
            problems.record(root.error("expected a theme (a mapping with a \"buttons\" list), found a single value (not shown)"))
            return nil
        }
        guard let fields = problems.attempt({
                  try root.fields(of: "a theme", keys: Self.themeMappingKeys, problems: problems) })
        else { return nil }
        var theme = ThemeFile(path: file, buttons: [])
        let buttonList = problems.attempt { try fields.required("buttons").nonEmptyList(of: "button") }
        let (buttons, decoded) = decodeButtons(buttonList ?? [])
        var parts = consume decoded  // the one reference, so `table` moves out of its lists without copying them
        for part in parts {
            part.problems.forEach(problems.record)
            theme.addColors(part.colors, names: part.colorNames)
        }
        theme.buttons = buttons
        theme.keyLocations = Self.table(moving: &parts, \.locations, ids: buttons)
        if echoesValues { theme.configurations = Self.table(moving: &parts, \.configurations, ids: buttons) }
        theme.appearances = value(fields["appearances"]) { node in
            try node.nonEmptyList(of: "appearance").map { node in try node.oneOf(Appearance.self, "an appearance") }
        }
        theme.boldText = value(fields["boldText"]) { try $0.bool() }
        theme.languages = value(fields["languages"]) { node in
            try node.nonEmptyList(of: "language").map { node in try Self.language(node) }
        }
        theme.pseudolanguages = value(fields["pseudolanguages"]) { node in
            // `none`, or a list of tags.
            let items = try (try? node.string()).map { [$0] } ?? node.nonEmptyList(of: "pseudolanguage").map { try $0.string() }
            guard let selection = Pseudolanguage.selection(items) else { throw node.expected(Pseudolanguage.expected) }
            return selection
        }
        theme.assets = value(fields["assets"]) { node in try assetsPath(node) }
        theme.policy = decodePolicy(fields)
        for (key, why) in Self.retiredThemeKeys.sorted(by: { $0.key < $1.key }) {
            if let node = fields[key] { problems.record(node.error(why)) }
        }
        return theme
    }

    // MARK: buttons

    /// Consecutive buttons decoded on one thread, with what the reports echo of their keys (by
    /// button id) and the problems met on the way.
    private struct DecodedPart: Sendable {
        var colors: [ThemeFile.ColorUse] = []
        /// The distinct names among `colors`.
        var colorNames: Set<String> = []
        /// Each decoded button's key places and (when echoed) values, in order: the tables by id
        /// are made after the parts (`table`).
        var locations: [[String: SourceLocation]] = []
        var configurations: [[String: ConfiguredValue]] = []
        var problems: [InputError] = []
    }

    /// The buttons in file order, and the parts' tables. A long list is decoded in consecutive
    /// parts on several threads, each with its own problems and echo layouts; each part's specs
    /// go straight into their place in the one array, and its tables are built on its thread.
    private func decodeButtons(_ nodes: [ThemeFileNode]) -> (specs: [ButtonSpec], parts: [DecodedPart]) {
        // Four parts per thread: workers take the next as they finish one, so neither waits long for the other.
        let threads = ParallelMap.defaultThreads, parts = max(1, min(4 * threads, nodes.count / 1024)), file = file
        let echoesValues = echoesValues, memoizes = memoizes
        let ranges = (0..<parts).map { nodes.count * $0 / parts..<nodes.count * ($0 + 1) / parts }
        let (specs, decoded) = PartitionedArray.make(count: nodes.count, ranges: ranges,
                                                     threads: threads) { (part, specs: PartSlots<ButtonSpec>) -> DecodedPart in
            let decoder = ThemeFileDecoder(file: file, problems: ThemeFileProblems())
            var echo = ThemeFileEcho(), memo = ThemeFileButtonMemo(capacity: memoizes ? ThemeFileButtonMemo.defaultCapacity : 0)
            let range = specs.range
            var decoded = DecodedPart()
            decoded.locations.reserveCapacity(range.count)
            if echoesValues { decoded.configurations.reserveCapacity(range.count) }
            for node in nodes[range] {
                guard let (spec, fields) = decoder.decodeButton(node, colors: &decoded.colors, names: &decoded.colorNames,
                                                                memo: &memo) else { continue }
                var (locations, configuration) = echo.echo(of: fields, values: echoesValues)
                if spec.platforms != [.ios] || fields.value(at: Self.androidKey) != nil || fields.value(at: Self.webKey) != nil {
                    ThemeFileEcho.sections(of: fields, into: &locations, values: &configuration)
                }
                specs.append(spec)
                decoded.locations.append(locations)
                if echoesValues { decoded.configurations.append(configuration) }
            }
            decoded.problems = decoder.problems.all
            return decoded
        }
        return (specs, decoded)
    }

    /// The parts' lists at `list` as one table by button id (the specs `ids`, in the same order):
    /// a repeated id keeps its last button's, as when one thread reads the list. The values are
    /// moved out of the parts, not copied: a copy retained each, made on another core (the merged
    /// tables of the parts cost four times what building this one does).
    private static func table<Value>(moving parts: inout [DecodedPart], _ list: WritableKeyPath<DecodedPart, [[String: Value]]>,
                                     ids: [ButtonSpec]) -> [String: [String: Value]] {
        var table = [String: [String: Value]](minimumCapacity: ids.count)
        var button = 0
        for part in parts.indices {
            parts[part][keyPath: list].withUnsafeMutableBufferPointer { values in
                for index in values.indices {
                    var value: [String: Value] = [:]
                    swap(&value, &values[index])
                    table[ids[button].id] = consume value
                    button += 1
                }
            }
        }
        return table
    }

    /// The button's spec and keys; the colors it names are added to `colors` (none when it is nil),
    /// and their names to `names`. A button written as an earlier one in `memo` is that one's spec
    /// with its own id and place (its color names are already in `names`: the memo is the part's).
    package func decodeButton(_ node: ThemeFileNode, colors: inout [ThemeFile.ColorUse], names: inout Set<String>,
                      memo: inout ThemeFileButtonMemo) -> (ButtonSpec, ThemeFileFields)? {
        let firstColor = colors.count
        var reused = false
        defer { if !reused { for use in colors[firstColor...] { names.insert(use.reference) } } }
        guard let fields = problems.attempt({
            try node.fields(of: "a button", keys: Self.buttonMappingKeys, problems: problems) }),
              case .text(let id)? = problems.attempt({
                  try ButtonKeyType.identifier.read(fields.value(at: Self.idKey) ?? fields.required("id"), colors: &colors) })
        else { return nil }
        let key = memo.key(fields, skipping: Self.idKey)
        if let key, let template = memo.template(key) {
            reused = true
            var spec = memo.spec(template)
            spec.id = id
            spec.source = node.location
            for (known, reference) in memo.colors(template) {
                colors.append(.init(reference: reference, location: fields.owner.tree.location(of: fields.found[known]!.value)))
            }
            return (spec, fields)
        }
        let problemsBefore = problems.all.count, colorsBefore = colors.count
        var spec = ButtonSpec(id: id, source: node.location)
        for row in Self.valueRows {
            guard let node = fields.value(at: row.known) else { continue }
            if let value = problems.attempt({ try row.type.read(node, colors: &colors, problems: problems) }) {
                row.apply(value, to: &spec)
            }
        }
        for (known, why) in Self.retiredButtonKeysByName {
            if let node = fields.value(at: known) { problems.record(node.error(why)) }
        }
        // An unset title or glyph is the API's default, drawn as CoreLocationUI draws it (UIKit
        // sets neither: "Current Location" without the arrow).
        let defaults = DrawnContent.defaults(for: spec.api)
        let label = fields.value(at: Self.titleKey) == nil ? defaults.label : spec.title
        let icon = fields.value(at: Self.glyphKey) == nil ? defaults.icon : spec.glyph
        (spec.title, spec.glyph) = DrawnContent.of(label: label, icon: icon)
        // `title: none` that still draws a title: said in the report (LB006's note).
        spec.drawsTitleForNoneAndNoGlyph = fields.value(at: Self.titleKey) != nil && label == .none && spec.title != .none
        if let key, problems.all.count == problemsBefore {
            let colorKeys = Self.valueRows.filter { $0.isColor && fields.value(at: $0.known) != nil }.map(\.known)
            if colorKeys.count == colors.count - colorsBefore {
                memo.remember(key, .init(spec: spec, colors: Array(zip(colorKeys, colors[colorsBefore...].map(\.reference)))))
            }
        }
        return (spec, fields)
    }

    /// A BCP 47 tag the locale model can read (`LanguageSelection` decides, as for `--languages`);
    /// whether the title catalog covers it is checked when the titles are loaded.
    package static func language(_ node: ThemeFileNode) throws(InputError) -> String {
        let expected = "a BCP 47 language tag such as de or zh-Hans"
        let tag = try node.string(expected)
        guard let language = LanguageSelection.make([tag]).selection.languages.first else { throw node.expected(expected) }
        return language
    }

    /// The catalog path made usable from the working directory, checked to exist.
    private func assetsPath(_ node: ThemeFileNode) throws(InputError) -> String {
        let written = try node.string("a path to an asset catalog (.xcassets)")
        let path = written.hasPrefix("/") ? written
            : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(written).relativePath
        guard PathBytes.isFolder(path) else {
            throw node.error("expected an asset catalog folder relative to the theme file, found no folder at \(path)")
        }
        return path
    }

    // MARK: policy

    private func decodePolicy(_ fields: ThemeFileFields) -> Policy {
        var policy = Policy.default
        if let profile = value(fields["profile"], { try $0.oneOf(AccessibilityProfile.self, "an accessibility profile") }) {
            policy.profile = profile
        }
        if let accessibility = section(fields["accessibility"], "accessibility overrides", Self.accessibilityMappingKeys) {
            func ratio(_ key: String) -> Double? {
                value(accessibility[key]) { try $0.number("a contrast ratio", in: NumericBounds.contrastRatio) }
            }
            policy.overrides = ContrastOverrides(titleRatio: ratio("titleRatio"), largeTitleRatio: ratio("largeTitleRatio"),
                                                 glyphRatio: ratio("glyphRatio"))
        }
        if let target = value(fields["target"], { try $0.oneOf(SystemTarget.self, "a target system") }) {
            policy.target = target
        }
        return policy
    }

    private func section(_ node: ThemeFileNode?, _ kind: String, _ keys: ThemeFileKeys) -> ThemeFileFields? {
        guard let node else { return nil }
        return problems.attempt { try node.fields(of: kind, keys: keys, problems: problems) }
    }

    /// `read(node)` when the key is present, recording a problem instead of throwing it.
    private func value<T>(_ node: ThemeFileNode?, _ read: (ThemeFileNode) throws -> T) -> T? {
        guard let node else { return nil }
        return problems.attempt { try read(node) }
    }
}
