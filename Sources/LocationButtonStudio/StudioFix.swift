import Foundation
import LocationButtonLint

/// One change the page offers as a button: the fix hints `check` prints, each turned into the
/// theme edits that make it (a frame width into `width: 235`, a least view alpha into the
/// container's `ancestorAlpha`), so one click applies it.
public struct StudioFix: Sendable, Equatable {
    /// What it changes, in the text report's words.
    public var label: String
    /// Whether CoreLocationUI's own rule is what it repairs (listed first), or the profile.
    public var system: Bool
    /// Key → the field text to set.
    public var edits: [String: String]

    /// The hints in order: those that repair what makes the system refuse the button first (the
    /// least alphas for translucency, colors that pass its 1.5:1 rule, and the frame, clamp, font
    /// size and title when a title does not fit its frame), then those that reach the profile;
    /// within each, the text report's order.
    static func ranked(_ result: ButtonResult, text: String, spec: ButtonSpec?) -> [StudioFix] {
        let hints = result.fixHints, button = result.id, appearances = result.appearances
        // The size hints repair the system's refusal only when some title does not fit at all.
        let textRefused = result.text.contains { $0.verdict == .disabled }
        var fixes: [StudioFix] = []
        let upTo = hints.checkedUpTo?.rawValue ?? SizeCategory.ax5.rawValue
        if let alpha = hints.minimumBackgroundAlpha, let written = ThemeTextEditor.value(of: "background", button: button, in: text)
            ?? appearances.first?.background, let color = Self.withAlpha(written, alpha) {
            fixes.append(StudioFix(label: "background alpha \(Self.decimal(alpha)) passes in every checked appearance",
                                   system: true, edits: ["background": color]))
        }
        if let viewAlpha = hints.minimumViewAlpha, let spec {
            // The view's alpha is its own times its containers'; the one below 1 is the one to raise.
            if spec.ancestorAlpha < 1 {
                let needed = min(1, Self.roundedUp(viewAlpha / spec.viewAlpha))
                fixes.append(StudioFix(label: "the containers' alpha \(Self.decimal(needed)) (view alpha \(Self.decimal(viewAlpha))) passes in every checked appearance",
                                       system: true, edits: ["ancestorAlpha": Self.decimal(needed)]))
            } else {
                let needed = min(1, Self.roundedUp(viewAlpha / spec.ancestorAlpha))
                fixes.append(StudioFix(label: "view alpha \(Self.decimal(needed)) passes in every checked appearance",
                                       system: true, edits: ["alpha": Self.decimal(needed)]))
            }
        }
        if let width = hints.minimumFrameWidth, hints.screenWidth == nil {
            let points = Self.decimal(width.rounded(.up))
            fixes.append(StudioFix(label: "a frame width of \(points) pt fits every checked language up to \(upTo)",
                                   system: textRefused, edits: ["width": points]))
        }
        if let height = hints.minimumFrameHeight {
            let points = Self.decimal(height.rounded(.up))
            fixes.append(StudioFix(label: "a frame height of \(points) pt fits every checked language up to \(upTo)",
                                   system: textRefused, edits: ["height": points]))
        }
        if let category = hints.largestFittingCategory {
            let lower = spec?.dynamicType.range.lowerBound ?? .xSmall
            fixes.append(StudioFix(label: "clamp Dynamic Type at \(category.rawValue)", system: textRefused,
                                   edits: ["dynamicType": "\(lower.rawValue)...\(category.rawValue)"]))
        }
        if let size = hints.largestFittingFontSize {
            let points = Self.decimal((size * 10).rounded(.down) / 10)
            fixes.append(StudioFix(label: "a font size of \(points) pt (at Large) fits every checked language up to \(upTo)",
                                   system: textRefused, edits: ["fontSize": points]))
        }
        if let title = hints.longestFittingTitle {
            fixes.append(StudioFix(label: "the title \"\(title.rawValue)\" fits everywhere", system: textRefused,
                                   edits: ["title": title.rawValue]))
        }
        for suggestion in hints.colorSuggestions {
            let tier = suggestion.passesSystemRule ? "passes the system's rule" : "reaches the profile"
            fixes.append(StudioFix(label: "\(suggestion.role) \(suggestion.color) (\(Self.decimal(suggestion.ratio)):1 in \(suggestion.appearance.rawValue)) \(tier); it is one color for every appearance",
                                   system: suggestion.passesSystemRule, edits: [suggestion.role: suggestion.color]))
        }
        return fixes.filter(\.system) + fixes.filter { !$0.system }
    }

    /// The written color with its alpha set to `alpha`: a hex literal gets its alpha byte, a name
    /// its `.opacity(…)` (the theme's spelling of a color at an alpha).
    static func withAlpha(_ written: String, _ alpha: Double) -> String? {
        var base = written
        if let range = base.range(of: ".opacity(") { base = String(base[..<range.lowerBound]) }
        if base.hasPrefix("#"), [7, 9].contains(base.count) {
            let byte = Int((alpha * 255).rounded(.up))
            return String(base.prefix(7)) + String(format: "%02X", min(255, byte))
        }
        guard !base.isEmpty, !base.contains("(") else { return nil }
        return "\(base).opacity(\(decimal(alpha)))"
    }

    /// Up to three decimals, rounded up so a least value stays at or above its limit.
    static func roundedUp(_ value: Double) -> Double { (value * 1000 - 1e-9).rounded(.up) / 1000 }

    static func decimal(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
