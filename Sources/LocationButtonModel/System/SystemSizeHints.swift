import Foundation

/// The smallest changes that make the size rule pass for certain (every unknown at its worst):
/// the frame it needs, and the largest font size that fits a given frame.
public enum SystemSizeHints {
    /// The smallest fixed frame, in whole points, that fits the needed size's upper bound.
    public static func smallestFrame(_ needed: SystemNeededSize) -> (width: Double, height: Double) {
        (needed.width.upper.rounded(.up), needed.height.upper.rounded(.up))
    }

    /// The largest font size whose needed size fits `width` × `height` (nil: unlimited) for certain,
    /// given the title's width and line height per point of font size (widths scale linearly with
    /// size within one font instance, docs/measuring.md §2); `.infinity` when nothing limits the size. A
    /// result below 12 is no fix: the system would draw that size at 18 (callers compare).
    public static func largestFittingFontSize(titleWidthPerPoint: SystemLength?, lineHeightPerPoint: SystemLength?,
                                              hasGlyph: Bool, width: Double?, height: Double?,
                                              target: SystemTarget) -> Double {
        // Needed size at font size s is s·k + c per axis: k from the per-point lengths (upper
        // bounds) — iOS 18's size at 1 pt, less its padding for iOS 26 — and c iOS 26's fixed padding.
        let unit = SystemSizeFormula.neededSize(
            title: titleWidthPerPoint.map { ($0, lineHeightPerPoint ?? .zero) }, hasGlyph: hasGlyph,
            fontSize: 1, target: .ios18)
        let fixed = target == .ios26 ? SystemModel.ios26PaddingUpperBound : (width: 0, height: 0)
        let notPadded = target == .ios26 ? SystemModel.ios18PaddingPerPoint : 0
        func largest(_ limit: Double?, perPoint: Double, constant: Double) -> Double {
            guard let limit else { return .infinity }
            return max(limit - constant, 0) / (perPoint - notPadded)
        }
        return min(largest(width, perPoint: unit.width.upper, constant: fixed.width),
                   largest(height, perPoint: unit.height.upper, constant: fixed.height))
    }
}
