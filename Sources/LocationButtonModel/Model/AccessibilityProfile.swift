/// The accessibility profile that decides the `guideline` verdict: which contrast a title and a
/// glyph need. (The system limits that decide `disabled` are separate; see the rules.)
public enum AccessibilityProfile: String, CaseIterable, Codable, Sendable {
    /// Apple HIG (default). The HIG's accessibility page tabulates minimum contrast: text up to
    /// 17 pt, any weight 4.5:1; 18 pt and up 3:1; bold text of any size 3:1
    /// (https://developer.apple.com/design/human-interface-guidelines/accessibility, Color and effects).
    case hig
    /// WCAG 2.x level AA: SC 1.4.3 (4.5:1, large text 3:1) and SC 1.4.11 (3:1 non-text).
    case wcagAA = "wcag-aa"
    /// WCAG 2.x level AAA: SC 1.4.6 (7:1, large text 4.5:1); SC 1.4.11 is AA-only, so the glyph
    /// keeps 3:1 (AAA has no stricter non-text criterion).
    case wcagAAA = "wcag-aaa"

    /// The contrast a title needs at `pointSize` (iOS points) and `weight`.
    ///
    /// "Bold" means semibold or heavier for every profile: the HIG's "bold" names the visual weight
    /// of iOS's emphasized styles (Headline is semibold), and WCAG defines large-scale "bold" by
    /// appearance, not by a font file's name (WCAG 2.x Understanding SC 1.4.3: fonts at least as
    /// heavy as bold; CSS `font-weight` 600 renders as bold in most fonts).
    public func requiredTitleRatio(pointSize: Double, weight: FontWeight) -> Double {
        let bold = weight >= .semibold
        switch self {
        case .hig:
            return (pointSize >= 18 || bold) ? 3 : 4.5
        case .wcagAA:
            return isWCAGLargeText(pointSize: pointSize, bold: bold) ? 3 : 4.5
        case .wcagAAA:
            return isWCAGLargeText(pointSize: pointSize, bold: bold) ? 4.5 : 7
        }
    }

    /// The contrast the glyph (a graphical object needed to understand the control) needs: 3:1
    /// (HIG and WCAG 2.x SC 1.4.11 Non-text Contrast; AAA adds no stricter non-text criterion).
    public var requiredGlyphRatio: Double { 3 }

    /// WCAG large text: at least 18 pt, or 14 pt bold, in CSS points. Understanding SC 1.4.3
    /// equates these with 24 px / 18.66 px (1 pt = 4/3 CSS px), and iOS lays out one CSS px as one
    /// point (WebKit's viewport scale 1), so iOS text needs 24 / 18.66 points (docs/measuring.md §5).
    package func isWCAGLargeText(pointSize: Double, bold: Bool) -> Bool {
        pointSize >= 24 || (bold && pointSize >= 18.66)
    }
}
