import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation

/// Renders a `ContrastAnalysis` (the accessibility profile) and a `SystemContrastAnalysis`
/// (CoreLocationUI's own 1.5 rule) for the `contrast` subcommand as text or JSON (pure: returns the
/// string; the CLI prints it). Ratios are rounded down and alpha limits up, so a printed value never
/// looks better than the measured one.
public struct ContrastReport: Sendable {
    public var analysis: ContrastAnalysis
    public var system: SystemContrastAnalysis
    public var foreground: ResolvedColor
    public var background: ResolvedColor
    public var appearance: Appearance
    public var profile: AccessibilityProfile
    public var pointSize: Double
    public var weight: FontWeight

    public init(analysis: ContrastAnalysis, system: SystemContrastAnalysis, foreground: ResolvedColor,
                background: ResolvedColor, appearance: Appearance, profile: AccessibilityProfile,
                pointSize: Double, weight: FontWeight) {
        self.analysis = analysis; self.system = system; self.foreground = foreground; self.background = background
        self.appearance = appearance; self.profile = profile; self.pointSize = pointSize; self.weight = weight
    }

    package static func down(_ v: Double, _ places: Double = 4) -> Double {
        let scale = pow(10, places)
        return (v * scale).rounded(.down) / scale
    }
    package static func up(_ v: Double, _ places: Double = 4) -> Double {
        let scale = pow(10, places)
        return (v * scale).rounded(.up) / scale
    }

    /// Two decimals, rounded to nearest unless that would lift a failing ratio to its requirement
    /// (4.4996 against 4.5 prints 4.49, not 4.50).
    package static func display(_ v: Double, against required: Double) -> String {
        var shown = (v * 100).rounded() / 100
        if v < required, shown >= required { shown = down(v, 2) }
        return String(format: "%.2f:1", shown)
    }

    /// Fixes for CoreLocationUI's own rule (empty when it passes), smallest change (OKLab ΔE) first.
    public var systemSuggestions: [ContrastSuggestion] {
        system.passes ? [] : SystemColorSuggester.suggestions(system.colors)
    }

    /// Fixes for the profile, smallest change (OKLab ΔE) first.
    public var profileSuggestions: [ContrastSuggestion] {
        analysis.suggestions.sorted { $0.distance < $1.distance }
    }

    /// The report for one appearance: CoreLocationUI's verdict first (it decides whether the button
    /// works at all), then the profile's, then the colors, APCA and the fixes, smallest change first.
    public var text: String {
        let a = analysis
        func ratio(_ v: Double) -> String { Self.display(v, against: a.required) }
        func limit(_ v: Double?) -> String { v.map { String(format: "%.3f", Self.up($0, 3)) } ?? "none (fails even at 1)" }
        let indent = String(repeating: " ", count: 12)
        var lines = systemLines(limit: limit)
        lines.append("profile     \(a.passes ? "pass" : "FAIL")  \(profile.rawValue) at \(Self.format(pointSize)) pt \(weight.rawValue), "
            + "\(appearance.rawValue): \(ratio(a.ratio))\(a.button.isTranslucent ? " at the worst backdrop" : "")")
        lines.append(indent + "title needs \(ratio(a.requiredTitle)) \(a.titlePasses ? "pass" : "FAIL"), "
            + "glyph needs \(ratio(a.requiredGlyph)) \(a.glyphPasses ? "pass" : "FAIL")")
        lines.append(indent + "min alpha background \(limit(a.minimumAlpha)), view \(limit(a.minimumViewAlpha))")
        lines.append("foreground  \(foreground.reference) → \(a.button.foreground)")
        lines.append("background  \(background.reference) → \(a.button.background)")
        if a.button.isTranslucent {
            lines.append("worst backdrop \(a.worst.backdrop.hex): title \(a.worst.title.hex) on fill \(a.worst.fill.hex)")
        }
        lines.append(String(format: "APCA Lc     %.1f (information only)", a.apcaLc))
        lines += Self.fixLines("fix system", systemSuggestions, ratio: { Self.display($0, against: SystemModel.contrastThreshold) },
                               smallest: "the smallest change that passes CoreLocationUI's 1.5 rule")
        lines += Self.fixLines("fix profile", profileSuggestions, ratio: ratio,
                               smallest: "the smallest change that passes \(profile.rawValue)")
        if let note = gamutNote { lines.append("note        " + note) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `fix system  background #F7CF00 → 1.51:1 (ΔE 0.034: the smallest change that …)`, then the
    /// other role's fix, both with their OKLCH lightness change.
    private static func fixLines(_ label: String, _ suggestions: [ContrastSuggestion], ratio: (Double) -> String,
                                 smallest: String) -> [String] {
        suggestions.enumerated().map { i, s in
            let head = i == 0 ? label.padding(toLength: 12, withPad: " ", startingAt: 0) : String(repeating: " ", count: 12)
            let why = i == 0 ? ": " + smallest : ""
            return head + "\(s.role.rawValue) \(hex6(s.color)) → \(ratio(s.contrast)) (ΔE \(NumberText.fixed(s.distance, 3))\(why); "
                + "OKLCH lightness \(String(format: "%+.3f", s.lightnessChange)))"
        }
    }

    /// Why the two ratios differ for a color outside sRGB (one line); nil when both are in gamut.
    private var gamutNote: String? {
        guard !analysis.button.foreground.isInSRGBGamut || !analysis.button.background.isInSRGBGamut else { return nil }
        let wcag = Self.display(analysis.ratio, against: analysis.required)
        let rule = Self.display(system.ratio, against: SystemModel.contrastThreshold)
        guard wcag != rule else { return "a color lies outside sRGB: luminance uses its extended value, unclipped" }
        return "outside sRGB the two ratios differ (1.5 rule \(rule), WCAG \(wcag)): the system linearizes a negative "
            + "component as m/12.92, WCAG mirrors the curve and keeps the sign"
    }

    /// The system rule: pass or fail, what the app prints (or that the failure is silent), and the
    /// system's own alpha limits, apart from the profile's.
    private func systemLines(limit: (Double?) -> String) -> [String] {
        let s = system, indent = String(repeating: " ", count: 12)
        let ratio = Self.display(s.ratio, against: SystemModel.contrastThreshold)
        let at = "\(ratio) at view alpha \(Self.format(s.colors.cumulativeAlpha))"
        var lines: [String]
        if s.passes {
            lines = ["system      pass  1.5 rule \(at): CoreLocationUI grants location"]
        } else if s.verdict.consoleLines.isEmpty {
            lines = ["system      FAIL  1.5 rule \(at): silent, taps grant nothing and the app prints no line"]
        } else {
            lines = ["system      FAIL  1.5 rule \(at): the button is disabled; the app prints"]
            lines += s.verdict.consoleLines.map { indent + "  " + $0.rawValue }
        }
        lines.append(indent + "min alpha view \(limit(s.minimumViewAlpha)), background \(limit(s.minimumBackgroundAlpha))")
        return lines
    }

    /// `--appearance all`: one table, a row per appearance, so the four can be compared at a glance,
    /// then the console lines of a failing system rule and the note on colors outside sRGB.
    public static func table(_ reports: [ContrastReport]) -> String {
        guard let first = reports.first else { return "" }
        let profileHeader = "\(first.profile.rawValue) \(format(first.pointSize)) pt \(first.weight.rawValue)"
        var rows: [[String]] = [["appearance", "foreground", "background", "system 1.5 rule", "profile " + profileHeader, "smallest fix"]]
        for r in reports {
            let a = r.analysis
            let system = (r.system.passes ? "pass " : "FAIL ") + display(r.system.ratio, against: SystemModel.contrastThreshold)
            let needs = a.passes ? "" : " (needs \(display(a.required, against: 0)))"
            let profile = (a.passes ? "pass " : "FAIL ") + display(a.ratio, against: a.required) + needs
            var fix = "—"
            if let s = r.systemSuggestions.first {
                fix = "system: \(s.role.rawValue) \(hex6(s.color)) (ΔE \(NumberText.fixed(s.distance, 3)))"
            } else if let s = r.profileSuggestions.first {
                fix = "profile: \(s.role.rawValue) \(hex6(s.color)) (ΔE \(NumberText.fixed(s.distance, 3)))"
            }
            rows.append([r.appearance.rawValue, hex6(a.button.foreground), hex6(a.button.background), system, profile, fix])
        }
        let widths = rows[0].indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
        var lines = rows.map { row in
            zip(row, widths).enumerated().map { i, cell in
                i == row.count - 1 ? cell.0 : cell.0.padding(toLength: cell.1, withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        for r in reports where !r.system.passes {
            let said = r.system.verdict.consoleLines.map(\.rawValue)
            lines.append("\(r.appearance.rawValue): " + (said.isEmpty ? "fails silently at tap time (the app prints nothing)"
                                                            : "the button is disabled; the app prints " + said.joined(separator: " / ")))
        }
        if let note = reports.lazy.compactMap(\.gamutNote).first { lines.append("note: " + note) }
        lines.append("(one appearance with --appearance NAME shows alpha limits, APCA and every fix)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `#RRGGBB`, with `/A` when not opaque: the table's short color.
    private static func hex6(_ c: Color) -> String {
        let hex = c.hex
        let base = String(hex.prefix(7))
        return c.alpha < 1 ? base + "/" + NumberText.trimmed(c.alpha, 2) : base + (c.isInSRGBGamut ? "" : " (P3)")
    }

    /// `17`, `17.5`: whole sizes without a decimal point (`%g` never traps on large values as `Int(_:)` does).
    package static func format(_ v: Double) -> String {
        String(format: "%g", v)
    }

    private struct ColorJSON: Encodable {
        var reference: String?
        var kind: String?
        var color: String
        var extendedSRGB: [Double]
        var inSRGBGamut: Bool
        init(_ c: Color, resolved: ResolvedColor? = nil) {
            reference = resolved?.reference
            kind = resolved?.kind.rawValue
            color = c.hex
            extendedSRGB = [c.red, c.green, c.blue, c.alpha].map { ($0 * 1e6).rounded() / 1e6 }
            inSRGBGamut = c.isInSRGBGamut
        }
    }
    private struct Required: Encodable { var title: Double; var glyph: Double }
    private struct Passes: Encodable { var title: Bool; var glyph: Bool }
    private struct Worst: Encodable { var backdrop: String?; var title: String; var fill: String }
    private struct Suggestion: Encodable {
        var role: String; var color: String; var contrast: Double; var lightnessChange: Double; var deltaE: Double
        init(_ s: ContrastSuggestion) {
            role = s.role.rawValue; color = s.color.hex; contrast = ContrastReport.down(s.contrast)
            lightnessChange = (s.lightnessChange * 1e4).rounded() / 1e4; deltaE = (s.distance * 1e4).rounded() / 1e4
        }
    }
    private struct SystemJSON: Encodable {
        var passes: Bool
        var illegibleColors: Bool
        var insufficientAlpha: Bool
        var failsAtTapTime: Bool
        var ratio: Double
        var minimumViewAlpha: Double?
        var minimumBackgroundAlpha: Double?
        var minimumForegroundAlpha: Double?
        var messages: [String]
        var suggestions: [Suggestion]

        init(_ s: SystemContrastAnalysis, suggestions: [Suggestion]) {
            self.suggestions = suggestions
            passes = s.passes
            illegibleColors = s.verdict.illegibleColors
            insufficientAlpha = s.verdict.insufficientAlpha
            failsAtTapTime = s.verdict.failsAtTapTime
            ratio = ContrastReport.down(s.ratio)
            minimumViewAlpha = s.minimumViewAlpha.map { ContrastReport.up($0) }
            minimumBackgroundAlpha = s.minimumBackgroundAlpha.map { ContrastReport.up($0) }
            minimumForegroundAlpha = s.minimumForegroundAlpha.map { ContrastReport.up($0) }
            messages = s.verdict.consoleLines.map(\.rawValue)
        }

        func encode(to encoder: Encoder) throws {
            // Explicit nulls for the limits, as for the profile's.
            enum Key: String, CodingKey {
                case passes, illegibleColors, insufficientAlpha, failsAtTapTime, ratio
                case minimumViewAlpha, minimumBackgroundAlpha, minimumForegroundAlpha, messages, suggestions
            }
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(passes, forKey: .passes); try c.encode(illegibleColors, forKey: .illegibleColors)
            try c.encode(insufficientAlpha, forKey: .insufficientAlpha); try c.encode(failsAtTapTime, forKey: .failsAtTapTime)
            try c.encode(ratio, forKey: .ratio); try c.encode(minimumViewAlpha, forKey: .minimumViewAlpha)
            try c.encode(minimumBackgroundAlpha, forKey: .minimumBackgroundAlpha)
            try c.encode(minimumForegroundAlpha, forKey: .minimumForegroundAlpha); try c.encode(messages, forKey: .messages)
            try c.encode(suggestions, forKey: .suggestions)
        }
    }
    private struct Document: Encodable {
        var foreground: ColorJSON
        var background: ColorJSON
        var appearance: String
        var profile: String
        var size: Double
        var weight: String
        var viewAlpha: Double
        var ratio: Double
        var worstBackdrop: Worst
        var required: Required
        var passes: Bool
        var passesByElement: Passes
        var minimumAlpha: Double?
        var minimumViewAlpha: Double?
        var apcaLc: Double
        var suggestions: [Suggestion]
        var system: SystemJSON

        func encode(to encoder: Encoder) throws {
            // Explicit nulls for the limits: "null when even opaque fails" is part of the contract.
            enum Key: String, CodingKey {
                case foreground, background, appearance, profile, size, weight, viewAlpha, ratio, worstBackdrop
                case required, passes, passesByElement, minimumAlpha, minimumViewAlpha, apcaLc, suggestions, system
            }
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(foreground, forKey: .foreground); try c.encode(background, forKey: .background)
            try c.encode(appearance, forKey: .appearance); try c.encode(profile, forKey: .profile)
            try c.encode(size, forKey: .size); try c.encode(weight, forKey: .weight)
            try c.encode(viewAlpha, forKey: .viewAlpha); try c.encode(ratio, forKey: .ratio)
            try c.encode(worstBackdrop, forKey: .worstBackdrop); try c.encode(required, forKey: .required)
            try c.encode(passes, forKey: .passes); try c.encode(passesByElement, forKey: .passesByElement)
            try c.encode(minimumAlpha, forKey: .minimumAlpha); try c.encode(minimumViewAlpha, forKey: .minimumViewAlpha)
            try c.encode(apcaLc, forKey: .apcaLc); try c.encode(suggestions, forKey: .suggestions)
            try c.encode(system, forKey: .system)
        }
    }

    private var document: Document {
        let a = analysis
        return Document(
            foreground: ColorJSON(a.button.foreground, resolved: foreground),
            background: ColorJSON(a.button.background, resolved: background),
            appearance: appearance.rawValue, profile: profile.rawValue, size: pointSize, weight: weight.rawValue,
            viewAlpha: a.button.viewAlpha,
            ratio: Self.down(a.ratio),
            worstBackdrop: Worst(backdrop: a.button.isTranslucent ? a.worst.backdrop.hex : nil,
                                 title: a.worst.title.hex, fill: a.worst.fill.hex),
            required: Required(title: a.requiredTitle, glyph: a.requiredGlyph),
            passes: a.passes, passesByElement: Passes(title: a.titlePasses, glyph: a.glyphPasses),
            minimumAlpha: a.minimumAlpha.map { Self.up($0) }, minimumViewAlpha: a.minimumViewAlpha.map { Self.up($0) },
            apcaLc: (a.apcaLc * 100).rounded() / 100,
            suggestions: profileSuggestions.map(Suggestion.init),
            system: SystemJSON(system, suggestions: systemSuggestions.map(Suggestion.init)))
    }

    public var json: String { Self.encode(document) }

    /// Several appearances at once (`--appearance all`): one table (see `table`).
    public static func text(_ reports: [ContrastReport]) -> String { table(reports) }

    /// Several appearances at once: `{"appearances": [one document per appearance]}`.
    public static func json(_ reports: [ContrastReport]) -> String {
        struct Set: Encodable { var appearances: [Document] }
        return encode(Set(appearances: reports.map(\.document)))
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}
