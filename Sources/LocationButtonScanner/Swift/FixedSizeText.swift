import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Reads a `Text` literal with `.fixedSize()` beside a button: the text, its smallest point size and
/// the lightest weight the code writes, so the engine can measure the least width it takes
/// (`FixedWidthText`). Only what makes the measurement a lower bound is accepted: an ASCII literal,
/// its own font a text style or `.system(size:)` (with a weight of regular or heavier), and modifiers
/// that cannot make the text narrower; anything else leaves the sibling's width simply unknown
/// (docs/checking-an-app.md, "The room a button gets").
package struct FixedSizeText {
    package let numbers: StaticNumber

    /// Modifiers that leave the text at least as wide as it is measured.
    package static let harmless: Set<String> = ["fixedSize", "font", "fontWeight", "bold", "padding", "foregroundColor",
                                        "foregroundStyle", "lineLimit", "opacity"]

    /// `base` with its modifiers `chain` (inside out), when it is such a text.
    package func read(_ base: ExprSyntax, chain: [FunctionCallExprSyntax]) -> FixedWidthText? {
        guard let text = base.as(FunctionCallExprSyntax.self), text.calledName == "Text", text.arguments.count == 1,
              text.trailingClosure == nil, let first = text.arguments.first,
              first.label == nil || first.label?.text == "verbatim",
              let literal = first.expression.stringLiteral, !literal.isEmpty,
              literal.allSatisfy({ $0.isASCII && $0 != "\n" }) else { return nil }
        guard chain.contains(where: Self.fixesWidth) else { return nil }
        var pointSize = 0.0
        // Which of several written weights SwiftUI shows is not decided here: the lightest is measured.
        var weights: [FontWeight] = []
        var sawFont = false
        for call in chain {
            guard let name = call.calledName, Self.harmless.contains(name) else { return nil }
            switch name {
            case "font":
                // Which of two fonts wins (a `Text`'s own or the environment's) is not decided here.
                guard !sawFont else { return nil }
                sawFont = true
                guard let font = call.argument(nil), let read = self.font(font) else { return nil }
                pointSize = read.size
                weights += read.weight.map { [$0] } ?? []
            case "fontWeight":
                guard let member = call.argument(nil)?.memberName, let written = Self.weights[member] else { return nil }
                weights.append(written)
            case "bold":
                guard call.arguments.isEmpty || call.argument(nil)?.as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
                else { return nil }
                weights.append(.bold)
            default:
                continue
            }
        }
        // Without its own `.font` the text takes its container's, which this does not read.
        guard sawFont else { return nil }
        return FixedWidthText(text: literal, pointSize: pointSize, weight: weights.min() ?? .regular, localized: first.label == nil)
    }

    /// `.fixedSize()` or `.fixedSize(horizontal: true, vertical: …)`: the text keeps its ideal width.
    private static func fixesWidth(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledName == "fixedSize" else { return false }
        if call.arguments.isEmpty { return true }
        return call.argument("horizontal")?.as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
    }

    /// A text style's xSmall size, or a fixed `.system(size:)`, with its weight when written; nil
    /// for anything else (a custom font, a design or width, a weight lighter than regular).
    private func font(_ expr: ExprSyntax) -> (size: Double, weight: FontWeight?)? {
        if let path = expr.memberPath, !expr.is(DeclReferenceExprSyntax.self), path.count <= 2,
           path.count == 1 || path[0] == "Font", let name = SwiftUIValues.textStyles[path.last!],
           let style = TextStyle(rawValue: name) {
            return (style.pointSize(at: .xSmall), nil)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calledName == "system",
              let size = call.argument("size").flatMap({ numbers.value($0) }), size > 0 else { return nil }
        var weight: FontWeight?
        for argument in call.arguments {
            switch argument.label?.text {
            case "size"?: continue
            case "weight"?:
                guard let member = argument.expression.memberName, let read = Self.weights[member] else { return nil }
                weight = read
            default: return nil
            }
        }
        return (size, weight)
    }

    /// SwiftUI weights at or above regular, measured at the nearest the stand-ins have below them.
    package static let weights: [String: FontWeight] = ["regular": .regular, "medium": .medium, "semibold": .semibold,
                                                "bold": .bold, "heavy": .bold, "black": .bold]
}
