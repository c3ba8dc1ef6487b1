import Foundation

/// The backdrop that minimizes title-vs-fill contrast, and the contrast there.
public struct WorstBackdrop: Sendable, Hashable {
    /// WCAG contrast ratio at the worst backdrop.
    public var contrast: Double
    /// The (opaque) backdrop that achieves it.
    public var backdrop: Color
    /// What the title/glyph and the fill look like over that backdrop.
    public var title: Color
    public var fill: Color
}

/// Where the button may sit: anywhere (the whole sRGB cube of opaque backdrops) or only on given
/// backdrops (e.g. the theme's known backgrounds, or dark mode's elevated backgrounds).
public enum Backdrops: Sendable, Hashable {
    case anyColor
    case only([Color])
}

extension ButtonColors {
    /// Convenience for callers holding loose values: `backgroundAlpha`, when given, replaces the
    /// background's own alpha.
    public static func contrast(foreground: Color, background: Color, backgroundAlpha: Double? = nil,
                                viewAlpha: Double = 1, backdrops: Backdrops = .anyColor) -> WorstBackdrop {
        let fill = backgroundAlpha.map { background.withAlpha($0) } ?? background
        return ButtonColors(foreground: foreground, background: fill, viewAlpha: viewAlpha).worstBackdrop(backdrops)
    }

    /// Contrast at the worst backdrop, found exactly.
    ///
    /// A given list is simply evaluated (backdrops count as opaque; their alpha is ignored).
    /// For the whole cube:
    ///
    /// - **Closed form** when the title pixel does not depend on the backdrop (view alpha 1 and an
    ///   opaque foreground or fill): the fill's luminance is separable and increasing in every
    ///   backdrop channel, so the reachable fill luminances form the interval [L(black), L(white)]
    ///   (connected: the cube is); the worst case is that interval's point nearest the title's
    ///   luminance — contrast 1 inside, else the nearer end.
    /// - **Otherwise** write both luminances plus 0.05 as N(D) and M(D). The ratio r = N/M ranges
    ///   over an interval (continuous on a connected set); contrast = max(r, 1/r). So we need
    ///   min r and max r. Both are fractional programs with M, N > 0; by Dinkelbach's theorem
    ///   min r = λ* where min_D [N(D) − λ*·M(D)] = 0, and the iteration λ ← N(D_λ)/M(D_λ) with
    ///   D_λ = argmin_D [N − λM] decreases strictly to λ*. N − λM is a sum over the three channels
    ///   of one-variable functions h_c(s) = w_c·(lin(a + p·s) − λ·lin(b + q·s)), s ∈ [0, 1], so the
    ///   argmin is found channel by channel. On each piece where neither argument crosses a
    ///   breakpoint of `lin` (±0.04045), h_c is smooth, and h_c′ = 0 reduces to an equation linear
    ///   in s (power/power: |x|+0.055 = m(|y|+0.055)) or to a fixed |x| or |y| (power/linear), so
    ///   every stationary point has a closed form. The exact 1-D minimum is the least of h_c over
    ///   the endpoints, breakpoints and those stationary points. If min r < 1 < max r the
    ///   contrast reaches 1 on the segment between the two argmins (intermediate value theorem).
    public func worstBackdrop(_ backdrops: Backdrops = .anyColor) -> WorstBackdrop {
        switch backdrops {
        case .only(let list) where !list.isEmpty:
            let opaque = list.map { $0.withAlpha(1) }
            var best = result(at: opaque[0])
            for d in opaque.dropFirst() {
                let r = result(at: d)
                if r.contrast < best.contrast { best = r }
            }
            return best
        default:
            return titleAffine.k == 0 ? closedFormWorst() : searchedWorst()
        }
    }

    private func result(at backdrop: Color) -> WorstBackdrop {
        let t = title(over: backdrop), f = fill(over: backdrop)
        return WorstBackdrop(contrast: WCAG.contrastRatio(t, f), backdrop: backdrop, title: t, fill: f)
    }

    private func closedFormWorst() -> WorstBackdrop {
        let lt = WCAG.relativeLuminance(title(over: .black))
        let lo = WCAG.relativeLuminance(fill(over: .black))
        let hi = WCAG.relativeLuminance(fill(over: .white))
        if lt <= lo { return result(at: .black) }
        if lt >= hi { return result(at: .white) }
        // Inside the interval: a gray backdrop with equal luminance exists (the fill's luminance is
        // continuous and increasing along the gray axis).
        var a = 0.0, b = 1.0
        for _ in 0..<60 {
            let m = (a + b) / 2
            if WCAG.relativeLuminance(fill(over: Color(red: m, green: m, blue: m))) < lt { a = m } else { b = m }
        }
        let g = (a + b) / 2
        return result(at: Color(red: g, green: g, blue: g))
    }

    private func searchedWorst() -> WorstBackdrop {
        let t = titleAffine, f = fillAffine
        let title = LuminanceMap(constant: t.constant, k: t.k)
        let fill = LuminanceMap(constant: f.constant, k: f.k)
        let low = RatioMinimizer.minimize(numerator: title, denominator: fill)   // min LT'/LG'
        let high = RatioMinimizer.minimize(numerator: fill, denominator: title)  // min LG'/LT'
        if low.ratio >= 1 { return result(at: Color(low.point)) }
        if high.ratio >= 1 { return result(at: Color(high.point)) }
        // r = LT'/LG' is below 1 at low.point and above 1 at high.point: bisect the segment for r = 1.
        var a = 0.0, b = 1.0
        func point(_ s: Double) -> SIMD3<Double> { low.point + s * (high.point - low.point) }
        for _ in 0..<60 {
            let m = (a + b) / 2
            let p = point(m)
            if title.value(p) < fill.value(p) { a = m } else { b = m }
        }
        return result(at: Color(point((a + b) / 2)))
    }
}

/// D ↦ relative luminance + 0.05 of `constant + k·D`, a separable sum of increasing terms. (The
/// floor at luminance 0, as in `WCAG.contrastRatio`, matters only for synthetic extended colors
/// with negative luminance; there the separable argument is an approximation.)
package struct LuminanceMap {
    package var constant: SIMD3<Double>
    package var k: Double

    package func value(_ d: SIMD3<Double>) -> Double {
        max(WCAG.relativeLuminance(Color(constant + k * d)), 0) + 0.05
    }
}

/// Dinkelbach minimization of N(D)/M(D) over the unit cube (see `worstBackdrop`).
package enum RatioMinimizer {
    package static func minimize(numerator n: LuminanceMap, denominator m: LuminanceMap) -> (ratio: Double, point: SIMD3<Double>) {
        var point = SIMD3<Double>(repeating: 0.5)
        var lambda = n.value(point) / m.value(point)
        for _ in 0..<100 {
            var next = SIMD3<Double>()
            for c in 0..<3 {
                next[c] = argmin(a: n.constant[c], p: n.k, b: m.constant[c], q: m.k, lambda: lambda)
            }
            let nextLambda = n.value(next) / m.value(next)
            if nextLambda < lambda {
                point = next
                if lambda - nextLambda <= 1e-15 * lambda { lambda = nextLambda; break }
                lambda = nextLambda
            } else {
                break
            }
        }
        return (lambda, point)
    }

    /// Exact argmin over s ∈ [0,1] of lin(a + p·s) − λ·lin(b + q·s) (the channel weight, positive,
    /// does not move the argmin).
    package static func argmin(a: Double, p: Double, b: Double, q: Double, lambda: Double) -> Double {
        let knee = 0.04045
        let slopeScale = 2.4 / 1.055
        func h(_ s: Double) -> Double {
            TransferFunction.srgbToLinear(a + p * s) - lambda * TransferFunction.srgbToLinear(b + q * s)
        }
        // The candidates are weighed as they are found, in the order a list of them would hold
        // (ties keep the earlier one); this runs for every channel of every step of every search,
        // so it builds no arrays. The candidates 0 and 1: 0 is where `best` starts.
        var best = 0.0, bestValue = h(0)
        func consider(_ s: Double) {
            guard s.isFinite && s > 0 && s <= 1 else { return }
            let v = h(s)
            if v < bestValue { best = s; bestValue = v }
        }
        consider(1)
        // Breakpoints of either argument.
        func breakpoint(_ edge: Double) {
            if p > 0 { consider((edge - a) / p) }
            if q > 0 { consider((edge - b) / q) }
        }
        breakpoint(-knee); breakpoint(0); breakpoint(knee)
        if p > 0, q > 0 {
            // power/power: p·(|x|+.055)^1.4 = λq·(|y|+.055)^1.4  ⇒  σx·x + .055 = m(σy·y + .055).
            let m = pow(lambda * q / p, 1 / 1.4)
            func signs(_ sx: Double, _ sy: Double) {
                let coefficient = sx * p - m * sy * q
                if coefficient != 0 {
                    consider((m * sy * b + m * 0.055 - 0.055 - sx * a) / coefficient)
                }
            }
            signs(-1, -1); signs(-1, 1); signs(1, -1); signs(1, 1)
            // x linear, y power: p/12.92 = λq·slopeScale·((|y|+.055)/1.055)^1.4.
            let yAbs = 1.055 * pow(p / (12.92 * lambda * q * slopeScale), 1 / 1.4) - 0.055
            if yAbs >= 0 { consider((yAbs - b) / q); consider((-yAbs - b) / q) }
            // x power, y linear: p·slopeScale·((|x|+.055)/1.055)^1.4 = λq/12.92.
            let xAbs = 1.055 * pow(lambda * q / (12.92 * p * slopeScale), 1 / 1.4) - 0.055
            if xAbs >= 0 { consider((xAbs - a) / p); consider((-xAbs - a) / p) }
        }
        return best
    }
}
