import Foundation

/// iOS system colors with all four appearance values.
///
/// Sources:
/// - Tints and grays (systemRed … systemBrown, systemGray … systemGray6): Apple Human Interface
///   Guidelines, "Color" → "Specifications" → iOS/iPadOS system colors and system gray colors,
///   columns Default (light), Default (dark), Increased contrast (light), Increased contrast (dark),
///   as published until the 2025 redesign (change log entry of Dec 19, 2022 corrected dark mint;
///   https://developer.apple.com/design/human-interface-guidelines/color). Calibration check: white
///   on systemBlue gives 4.02 light, 3.65 dark, 2.83 dark with Increase Contrast.
/// - Light and dark values of the semantic colors (label…, backgrounds, fills, separators, link):
///   UIKit's `UIColor` values on iOS 13–17 as publicly dumped and republished (e.g. the
///   table in github.com/rit3zh/swiftui-native `src/enum/SystemColor.ts`: systemFill #78788033,
///   separator #3C3C4349, opaqueSeparator #C6C6C8); Apple documents them only as swatches.
/// - Increased-contrast values of backgrounds: Apple does not tabulate them; UIKit builds these
///   backgrounds from the gray ladder, so each takes the increased-contrast value of the gray it
///   equals (e.g. secondarySystemBackground = systemGray6 → 235,235,240 / 36,36,38). Inferred.
/// - Increased-contrast values of label, fill and separator colors: not published; the default
///   values are used (assumed). `SystemColor.source` says which applies.
public struct SystemColor: Sendable, Hashable {
    public enum Source: String, Sendable { case higTable, ladderInference, defaultAssumed }

    public var name: String
    public var colors: AppearanceColors
    /// Elevated variant (sheets, popovers, multitasking: dark mode lifts the base backgrounds);
    /// light values equal the base ones.
    public var elevated: AppearanceColors?
    /// Where the increased-contrast values come from.
    public var source: Source
}

public enum SystemColors {
    public typealias RGBA = (Int, Int, Int, Double)

    private static func c(_ v: RGBA) -> Color { Color(rgb8: v.0, v.1, v.2, alpha: v.3) }
    private static func entry(_ name: String, _ l: RGBA, _ d: RGBA, _ lh: RGBA, _ dh: RGBA,
                              elevated: (RGBA, RGBA)? = nil, source: SystemColor.Source) -> SystemColor {
        let colors = AppearanceColors(light: c(l), dark: c(d), lightHighContrast: c(lh), darkHighContrast: c(dh))
        let lifted = elevated.map {
            AppearanceColors(light: c(l), dark: c($0.0), lightHighContrast: c(lh), darkHighContrast: c($0.1))
        }
        return SystemColor(name: name, colors: colors, elevated: lifted, source: source)
    }
    private static func hig(_ name: String, _ l: RGBA, _ d: RGBA, _ lh: RGBA, _ dh: RGBA) -> SystemColor {
        entry(name, l, d, lh, dh, source: .higTable)
    }
    /// Same value with and without Increase Contrast (not published).
    private static func assumed(_ name: String, _ l: RGBA, _ d: RGBA) -> SystemColor {
        entry(name, l, d, l, d, source: .defaultAssumed)
    }

    public static let all: [SystemColor] = [
        hig("systemRed", (255, 59, 48, 1), (255, 69, 58, 1), (215, 0, 21, 1), (255, 105, 97, 1)),
        hig("systemOrange", (255, 149, 0, 1), (255, 159, 10, 1), (201, 52, 0, 1), (255, 179, 64, 1)),
        hig("systemYellow", (255, 204, 0, 1), (255, 214, 10, 1), (178, 80, 0, 1), (255, 212, 38, 1)),
        hig("systemGreen", (52, 199, 89, 1), (48, 209, 88, 1), (36, 138, 61, 1), (48, 219, 91, 1)),
        hig("systemMint", (0, 199, 190, 1), (102, 212, 207, 1), (12, 129, 123, 1), (102, 212, 207, 1)),
        hig("systemTeal", (48, 176, 199, 1), (64, 200, 224, 1), (0, 130, 153, 1), (93, 230, 255, 1)),
        hig("systemCyan", (50, 173, 230, 1), (100, 210, 255, 1), (0, 113, 164, 1), (112, 215, 255, 1)),
        hig("systemBlue", (0, 122, 255, 1), (10, 132, 255, 1), (0, 64, 221, 1), (64, 156, 255, 1)),
        hig("systemIndigo", (88, 86, 214, 1), (94, 92, 230, 1), (54, 52, 163, 1), (125, 122, 255, 1)),
        hig("systemPurple", (175, 82, 222, 1), (191, 90, 242, 1), (137, 68, 171, 1), (218, 143, 255, 1)),
        hig("systemPink", (255, 45, 85, 1), (255, 55, 95, 1), (211, 15, 69, 1), (255, 100, 130, 1)),
        hig("systemBrown", (165, 132, 94, 1), (172, 142, 104, 1), (127, 101, 69, 1), (181, 148, 105, 1)),
        hig("systemGray", (142, 142, 147, 1), (142, 142, 147, 1), (108, 108, 112, 1), (174, 174, 178, 1)),
        hig("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1), (142, 142, 147, 1), (124, 124, 128, 1)),
        hig("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1), (174, 174, 178, 1), (84, 84, 86, 1)),
        hig("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1), (188, 188, 192, 1), (68, 68, 70, 1)),
        hig("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1), (216, 216, 220, 1), (54, 54, 56, 1)),
        hig("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1), (235, 235, 240, 1), (36, 36, 38, 1)),

        assumed("label", (0, 0, 0, 1), (255, 255, 255, 1)),
        assumed("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6)),
        assumed("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        assumed("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16)),
        assumed("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        assumed("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        assumed("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        assumed("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        assumed("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18)),
        assumed("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6)),
        assumed("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1)),
        assumed("link", (0, 122, 255, 1), (9, 132, 255, 1)),

        // Backgrounds: base dark values, elevated dark values (dark, dark increased contrast).
        entry("systemBackground", (255, 255, 255, 1), (0, 0, 0, 1), (255, 255, 255, 1), (0, 0, 0, 1),
              elevated: ((28, 28, 30, 1), (36, 36, 38, 1)), source: .ladderInference),
        entry("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1), (235, 235, 240, 1), (36, 36, 38, 1),
              elevated: ((44, 44, 46, 1), (54, 54, 56, 1)), source: .ladderInference),
        entry("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1), (255, 255, 255, 1), (54, 54, 56, 1),
              elevated: ((58, 58, 60, 1), (68, 68, 70, 1)), source: .ladderInference),
        entry("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1), (235, 235, 240, 1), (0, 0, 0, 1),
              elevated: ((28, 28, 30, 1), (36, 36, 38, 1)), source: .ladderInference),
        entry("secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1), (255, 255, 255, 1), (36, 36, 38, 1),
              elevated: ((44, 44, 46, 1), (54, 54, 56, 1)), source: .ladderInference),
        entry("tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1), (235, 235, 240, 1), (54, 54, 56, 1),
              elevated: ((58, 58, 60, 1), (68, 68, 70, 1)), source: .ladderInference),

        // Fixed colors.
        assumed("white", (255, 255, 255, 1), (255, 255, 255, 1)),
        assumed("black", (0, 0, 0, 1), (0, 0, 0, 1)),
        assumed("clear", (0, 0, 0, 0), (0, 0, 0, 0)),
    ]

    /// The default tint (`tintColor` / SwiftUI `accentColor` when the app sets none) is systemBlue.
    public static let defaultTintName = "systemBlue"

    /// The elevated dark backgrounds (what sheets and popovers put behind a button) for an appearance.
    public static func elevatedBackgrounds(_ appearance: Appearance) -> [Color] {
        all.compactMap { $0.elevated?[appearance] }
    }

    /// Looks a name up: `systemBlue`, `UIColor.systemBlue`, `.systemBlue`, `systemBlueColor`
    /// (asset catalog `reference` spelling), SwiftUI's `blue`, `tint`/`tintColor`/`accentColor`;
    /// case-insensitive. A `.elevated` suffix (e.g. `systemBackground.elevated`) picks the elevated
    /// variant. nil when unknown.
    public static func named(_ raw: String) -> AppearanceColors? {
        var name = raw.trimmingSpaces.lowercased()
        var elevated = false
        if name.hasSuffix(".elevated") { elevated = true; name.removeLast(".elevated".count) }
        for prefix in ["uicolor.", "color.", "."] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        if name.hasSuffix("color"), name != "color" { name.removeLast("color".count) }
        if ["tint", "accent", "systemtint"].contains(name) { name = defaultTintName.lowercased() }
        let candidates = [name, "system" + name]
        guard let match = all.first(where: { candidates.contains($0.name.lowercased()) }) else { return nil }
        return elevated ? match.elevated : match.colors
    }
}
