import Foundation

/// The least alpha that still keeps the required contrast at the worst backdrop.
///
/// Monotonicity: at view alpha 1 with a fill inside the sRGB gamut and any-color backdrops, raising
/// the fill's alpha from α₁ to α₂ only shrinks the set of reachable (title, fill) pixel pairs —
/// the pair for α₂ over D equals the pair for α₁ over D′ = (α₂−α₁)/(1−α₁)·B + (1−α₂)/(1−α₁)·D, a
/// convex combination of fill B and D, hence again a backdrop in the cube — so worst-case contrast
/// is nondecreasing in the fill alpha and bisection is exact. With a view alpha below 1, for the
/// view alpha itself, or for a fixed backdrop list, that nesting fails in general, so the search
/// first scans alpha downward from 1 in steps of 1/256 for the first failure and only then bisects
/// between that failing step and the passing step above it. The answer is the smallest alpha from
/// which every alpha up to 1 passes (exact under monotonicity; otherwise dips narrower than 1/256
/// could be missed, which the property tests probe).
public enum TranslucencyLimits {
    package static let scanSteps = 256

    /// Smallest fill (background) alpha for which contrast holds; nil when even an opaque fill fails.
    public static func minimumBackgroundAlpha(foreground: Color, background: Color, viewAlpha: Double = 1,
                                              backdrops: Backdrops = .anyColor, required: Double) -> Double? {
        smallestPassingAlpha(required: required) { alpha in
            ButtonColors(foreground: foreground, background: background.withAlpha(alpha), viewAlpha: viewAlpha)
                .worstBackdrop(backdrops).contrast
        }
    }

    /// Smallest view alpha for which contrast holds; nil when even view alpha 1 fails.
    public static func minimumViewAlpha(foreground: Color, background: Color,
                                        backdrops: Backdrops = .anyColor, required: Double) -> Double? {
        smallestPassingAlpha(required: required) { alpha in
            ButtonColors(foreground: foreground, background: background, viewAlpha: alpha)
                .worstBackdrop(backdrops).contrast
        }
    }

    package static func smallestPassingAlpha(required: Double, contrast: (Double) -> Double) -> Double? {
        func passes(_ alpha: Double) -> Bool { contrast(alpha) >= required }
        guard passes(1) else { return nil }
        var passing = 1.0
        var failing: Double?
        for step in stride(from: scanSteps - 1, through: 0, by: -1) {
            let alpha = Double(step) / Double(scanSteps)
            if passes(alpha) { passing = alpha } else { failing = alpha; break }
        }
        guard var low = failing else { return 0 }
        var high = passing
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if passes(mid) { high = mid } else { low = mid }
        }
        return high
    }
}
