import Foundation

/// A replacement color that reaches the required contrast at the worst backdrop.
public struct ContrastSuggestion: Sendable, Hashable {
    public enum Role: String, Sendable, Codable { case foreground, background }
    public var role: Role
    /// The suggested color (sRGB, the original alpha kept).
    public var color: Color
    /// Contrast with the suggestion, at its worst backdrop.
    public var contrast: Double
    /// OKLCH lightness change (signed; OKLCH lightness runs 0...1).
    public var lightnessChange: Double
}

/// Finds the passing color nearest in OKLCH lightness, hue and chroma kept (chroma reduced only as
/// far as the sRGB gamut requires).
///
/// Contrast need not be monotone in lightness once translucency mixes in the backdrop, so each
/// direction (lighter, darker) is scanned in lightness steps of 0.005 from the original, and the
/// first passing step is refined by bisection against the failing step before it. The nearer of
/// the two directions wins.
public enum ContrastSuggester {
    static let step = 0.005

    /// nil when the pair already passes, or when no lightness reaches `required`.
    public static func suggest(role: ContrastSuggestion.Role, button: ButtonColors,
                               backdrops: Backdrops = .anyColor, required: Double) -> ContrastSuggestion? {
        guard button.worstBackdrop(backdrops).contrast < required else { return nil }
        let original = role == .foreground ? button.foreground : button.background
        let lch = OKLCH(original)
        func candidate(_ l: Double) -> Color {
            OKLCH(lightness: l, chroma: lch.chroma, hue: lch.hue).gamutMapped(alpha: original.alpha)
        }
        func contrast(_ c: Color) -> Double {
            var b = button
            if role == .foreground { b.foreground = c } else { b.background = c }
            return b.worstBackdrop(backdrops).contrast
        }
        func search(direction: Double) -> Double? {
            var previous = lch.lightness
            var l = lch.lightness
            while true {
                l = min(max(l + direction * step, 0), 1)
                if contrast(candidate(l)) >= required {
                    var fail = previous, pass = l
                    for _ in 0..<40 {
                        let mid = (fail + pass) / 2
                        if contrast(candidate(mid)) >= required { pass = mid } else { fail = mid }
                    }
                    return pass
                }
                if l == 0 || l == 1 { return nil }
                previous = l
            }
        }
        let options = [search(direction: 1), search(direction: -1)].compactMap { $0 }
        guard let best = options.min(by: { abs($0 - lch.lightness) < abs($1 - lch.lightness) }) else { return nil }
        let color = candidate(best)
        return ContrastSuggestion(role: role, color: color, contrast: contrast(color),
                                  lightnessChange: best - lch.lightness)
    }
}
