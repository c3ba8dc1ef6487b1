import LocationButtonModel
/// LB010: a title that ignores Dynamic Type is checked at its own size only.
public struct FixedSizeRule: ButtonRule {
    public static let info = RuleInfo(
        id: "LB010", name: "fixed-size",
        summary: "The title does not follow Dynamic Type; it is checked at its own size only.",
        level: .information, verdicts: [],
        rationale: """
            CoreLocationUI draws the title at the point size it is given. UIKit's `fontSize` stays \
            fixed unless the app updates it (e.g. from `UIFontMetrics`; theme `textStyle`); SwiftUI \
            passes only the point size of `.font`, which follows Dynamic Type only for a text style \
            (`.font(.body)`; theme `textStyle`). A fixed title is judged by the system at its own \
            size, and what the system draws decides the verdict; people who need larger text do not \
            get it, which the HIG discourages (Typography › Dynamic Type). Where the title would not \
            fit if it followed (body scaling from its size, inside any clamp) is advice on this line, \
            with the first size and the languages: never a verdict of its own.
            """,
        fixKeys: [.key(ButtonKeys.dynamicType)])

    public static let examples: [RuleExample] = [
        RuleExample("follows Dynamic Type with a text style", spec: ButtonSpec(id: "scales", textStyle: .body), expected: .nothing),
        RuleExample("fixed size (no text style)", spec: ButtonSpec(id: "fixed"), expected: .level(.information)),
        // 18 pt, 8 em: 189 ± 3.6 pt fits 250 pt as drawn. Grown with body from AX1 (18·28/17 =
        // 29.65 pt) it would need 311.3 pt: advice on this line, still information, no verdict.
        RuleExample("fixed at 18 pt in 250 pt: would not fit from AX1 if it followed, said as advice",
                    spec: ButtonSpec(id: "advised", frame: ButtonFrame(width: 250)), categories: [.large, .ax1],
                    expected: .level(.information)),
    ]

    /// The title and how its size follows Dynamic Type.
    public static let dependsOn: Set<ButtonKeyName> = [.key(ButtonKeys.title), .key(ButtonKeys.glyph),
        .key(ButtonKeys.fontSize), .key(ButtonKeys.textStyle), .key(ButtonKeys.dynamicType)]

    public init() {}

    public func check(_ spec: ButtonSpec, context: ButtonContext) -> CellOutcome? {
        guard !spec.followsDynamicType, spec.title != .none else { return nil }
        // A size the code sets with an expression the scan could not read is not the 18 pt fallback.
        let size = spec.unresolved.first { $0.key == "fontSize" }.map { "the size `\($0.expression)` gives" }
            ?? "\(NumberText.trimmed(spec.pointSize(at: .default), 1)) pt"
        return CellOutcome(level: .information,
                           headline: "the title does not follow Dynamic Type: the system draws it at \(size) at every text size",
                           detail: "UIKit follows only if the app scales fontSize itself, SwiftUI only with a text-style .font: theme textStyle")
    }

    /// `finding` (this rule's) with the advice of where the title would not fit if it followed
    /// Dynamic Type: in the headline, so every report's line says it.
    public static func advised(_ finding: Finding, _ advice: DynamicTypeAdvice) -> Finding {
        guard finding.rule == info.id, !advice.isEmpty else { return finding }
        var advised = finding
        advised.headline += "; if it followed Dynamic Type, it would not fit \(advice.text) (HIG: text fits at every size)"
        return advised
    }
}
