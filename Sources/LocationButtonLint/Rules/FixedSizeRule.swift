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
            size; people who need larger text do not get it, which the HIG discourages (Typography › \
            Dynamic Type), and LB004/LB005 say where it would not fit if it followed.
            """,
        fixKeys: ["dynamicType"])

    public static let examples: [RuleExample] = [
        RuleExample("follows Dynamic Type with a text style", spec: ButtonSpec(id: "scales", textStyle: .body), expected: .nothing),
        RuleExample("fixed size (no text style)", spec: ButtonSpec(id: "fixed"), expected: .level(.information)),
    ]

    /// The title and how its size follows Dynamic Type.
    public static let dependsOn: Set<String> = ["title", "glyph", "fontSize", "textStyle", "dynamicType"]

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
}
