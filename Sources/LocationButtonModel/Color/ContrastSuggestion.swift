import Foundation

/// A replacement color that reaches the required contrast at the worst backdrop.
public struct ContrastSuggestion: Sendable, Hashable {
    public enum Role: String, Sendable, Codable { case foreground, background }
    public var role: Role
    /// The suggested color: sRGB rounded to 8 bits per component (so its hex passes too).
    public var color: Color
    /// Contrast with the suggestion, at its worst backdrop.
    public var contrast: Double
    /// OKLCH lightness change (signed; OKLCH lightness runs 0...1).
    public var lightnessChange: Double
    /// How far the suggestion is from the original as people see it (OKLab ΔE, `OKLCH.distance`):
    /// suggestions are ranked by it, smallest first.
    public var distance: Double
}

/// Finds the passing color nearest in OKLCH lightness (of the lighter and the darker one, the
/// nearer by OKLab ΔE), hue and chroma kept (chroma reduced only as
/// far as the sRGB gamut requires).
///
/// Contrast need not be monotone in lightness once translucency mixes in the backdrop, so each
/// direction (lighter, darker) is scanned in lightness steps of 0.005 from the original, and the
/// first passing step is refined by bisection against the failing step before it. The nearer of
/// the two directions wins. Hue is kept exactly before the final rounding to 8 bits, which moves
/// it by at most a few degrees for colors with OKLCH chroma ≥ 0.05 (the tests' stated tolerance).
public enum ContrastSuggester {
    package static let step = 0.005

    /// nil when the pair already passes, or when no lightness reaches `required`.
    public static func suggest(role: ContrastSuggestion.Role, button: ButtonColors,
                               backdrops: Backdrops = .anyColor, required: Double) -> ContrastSuggestion? {
        nearest(role: role, button: button, required: required) { $0.worstBackdrop(backdrops).contrast }
    }

    /// The same search for any contrast `measure` of the button (e.g. CoreLocationUI's own rule):
    /// nil when the pair already reaches `required`, or when no lightness does.
    public static func nearest(role: ContrastSuggestion.Role, button: ButtonColors, required: Double,
                               measure: (ButtonColors) -> Double) -> ContrastSuggestion? {
        guard measure(button) < required else { return nil }
        let original = role == .foreground ? button.foreground : button.background
        let lch = OKLCH(original)
        func candidate(_ l: Double) -> Color {
            OKLCH(lightness: l, chroma: lch.chroma, hue: lch.hue).gamutMapped(alpha: original.alpha)
        }
        func contrast(_ c: Color) -> Double {
            var b = button
            if role == .foreground { b.foreground = c } else { b.background = c }
            return measure(b)
        }
        /// The first passing lightness in `direction`, refined by bisection, then nudged until the
        /// color rounded to 8 bits (what a designer types in) still passes.
        func search(direction: Double) -> Color? {
            var previous = lch.lightness
            var l = lch.lightness
            while true {
                l = min(max(l + direction * step, 0), 1)
                if contrast(candidate(l)) >= required { break }
                if l == 0 || l == 1 { return nil }
                previous = l
            }
            var fail = previous, pass = l
            for _ in 0..<40 {
                let mid = (fail + pass) / 2
                if contrast(candidate(mid)) >= required { pass = mid } else { fail = mid }
            }
            while true {
                let rounded = candidate(pass).quantized
                if contrast(rounded) >= required { return rounded }
                if pass == 0 || pass == 1 { return nil }
                pass = min(max(pass + direction * step / 10, 0), 1)
            }
        }
        let options = [search(direction: 1), search(direction: -1)].compactMap { $0 }
        func distance(_ c: Color) -> Double { OKLCH.distance(c, original) }
        guard let best = options.min(by: { distance($0) < distance($1) }) else { return nil }
        return ContrastSuggestion(role: role, color: best, contrast: contrast(best),
                                  lightnessChange: OKLCH(best).lightness - lch.lightness, distance: distance(best))
    }
}
