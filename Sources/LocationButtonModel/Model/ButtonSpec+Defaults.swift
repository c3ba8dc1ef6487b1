/// The value of every button key the reports echo, as the judged spec has it, for the keys
/// nothing set: the JSON report's `configuration` lists every effective key, these with
/// `source: "default"`, so a reader sees what was assumed as well as what was written.
extension ButtonSpec {
    /// Key → value in the theme format's spelling. `hasAccentColorAsset`: whether an unset SwiftUI
    /// tint is the app's `AccentColor` (see `resolvedBackground`); `drawnFontSize`: the size the
    /// system draws the title at at the default text size (an unset or too small `fontSize` is
    /// drawn at 18: `SystemSizeFormula`), echoed rather than the unset 0 it was not judged at.
    public func effectiveKeyValues(hasAccentColorAsset: Bool, drawnFontSize: Double) -> [String: String] {
        func number(_ x: Double) -> String { NumberText.trimmed(x, 3) }
        let range = design.dynamicType.range
        return [
            "api": design.api.rawValue,
            "title": design.title.rawValue,
            "glyph": design.glyph.rawValue,
            "fontSize": number(drawnFontSize),
            "textStyle": design.textStyle?.rawValue ?? "none",
            "background": resolvedBackground(hasAccentColorAsset: hasAccentColorAsset).name,
            "foreground": resolvedForeground.name,
            "alpha": number(design.viewAlpha),
            "ancestorAlpha": number(design.ancestorAlpha),
            "cornerRadius": design.cornerRadius.map(number) ?? "system",
            "width": design.frame.width.map(number) ?? "intrinsic",
            "height": design.frame.height.map(number) ?? "intrinsic",
            "maxWidth": design.frame.maxWidth.map(number) ?? "none",
            "device": design.frame.device?.rawValue ?? "none",
            // Without a text style the size is fixed whatever the clamp says.
            "dynamicType": followsDynamicType ? "\(range.lowerBound.rawValue)...\(range.upperBound.rawValue)" : "false",
            "backdrops": design.backdrops.map { "[" + $0.map(\.name).joined(separator: ", ") + "]" } ?? "any",
            "platform": design.platform.rawValue,
            "scale": number(design.scale),
            "rotation": number(design.rotation),
            "occluded": design.occluded ? "true" : "false",
            "filter": design.filter ?? "none",
        ]
    }
}

extension [String: ConfiguredValue] {
    /// Adds every key of `spec.effectiveKeyValues` that is not set, marked as a default; a key
    /// the code sets with an expression that has no static value is `unknown`, with that
    /// expression, never the default it was judged without.
    package mutating func addDefaults(of spec: ButtonSpec, hasAccentColorAsset: Bool, drawnFontSize: Double) {
        for question in spec.unresolved {
            guard let key = question.key, self[key] == nil else { continue }
            self[key] = ConfiguredValue(value: "unknown", source: spec.source ?? SourceLocation(file: "", line: 0),
                                        expression: question.expression)
        }
        for (key, value) in spec.effectiveKeyValues(hasAccentColorAsset: hasAccentColorAsset, drawnFontSize: drawnFontSize)
        where self[key] == nil {
            self[key] = ConfiguredValue(value: value, source: SourceLocation(file: "", line: 0), isDefault: true)
        }
    }
}
