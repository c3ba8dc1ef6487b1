import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Whether an ancestor's `.overlay` certainly stays clear of the button: the overlay is applied to
/// the `ZStack` that lists the button itself, the stack pins the button to one vertical edge and
/// the overlay is aligned to the other, and the overlay's tallest height (at AX5, in the narrowest
/// screen) plus the button's height fit in the shortest screen. Anything the scanner cannot bound
/// leaves the overlay a possible cover, `uncertain` as before (docs/checking-an-app.md, "Overlays").
package struct OverlayClearance {
    package let numbers: StaticNumber

    /// The smallest iPhone screens iOS 15 (CoreLocationUI's first) runs on, less the status bar in
    /// portrait (iPhone SE 1st generation, iPod touch 7th generation: 320 × 568 pt): (width, height).
    package static let screens: [(width: Double, height: Double)] = [(320, 548), (568, 320)]
    /// A line of text at most this many points per point of font size high, and an ASCII
    /// character at most this wide (SF Pro's lines are about 1.2 em; Inter Bold's widest ASCII
    /// letter, W, is 1.04 em).
    package static let lineHeightPerPoint = 1.3
    package static let characterWidthPerPoint = 1.1

    /// Modifiers of the button that neither move it nor change its height beyond what is read.
    private static let buttonModifiers: Set<String> = [
        "frame", "padding", "tint", "foregroundColor", "foregroundStyle", "symbolVariant", "labelStyle", "font",
        "clipShape", "cornerRadius", "buttonBorderShape", "shadow",
    ]
    /// Modifiers of an overlay's `Text` that do not change its height beyond what is read.
    private static let textModifiers: Set<String> = [
        "frame", "padding", "font", "bold", "fontWeight", "foregroundColor", "foregroundStyle", "background",
        "multilineTextAlignment", "italic",
    ]

    package enum Edge { case top, bottom }

    /// Whether `overlay` (a modifier of `stack`) cannot reach the button whose own chain is `item`.
    package func isClear(overlay: FunctionCallExprSyntax, stack: FunctionCallExprSyntax, item: CodeBlockItemSyntax,
                 button: FunctionCallExprSyntax) -> Bool {
        guard stack.calledName == "ZStack", let pinned = Self.edge(stack.argument("alignment")),
              let aligned = Self.edge(overlay.argument("alignment")), aligned != pinned,
              let buttonHeight = buttonHeight(item, button: button),
              let content = Self.content(of: overlay) else { return false }
        return Self.screens.allSatisfy { screen in
            guard let height = overlayHeight(content, screenWidth: screen.width) else { return false }
            return height + buttonHeight <= screen.height
        }
    }

    /// `.bottom`, `.bottomTrailing`, … → bottom; `.top…` → top; anything else nil.
    private static func edge(_ expr: ExprSyntax?) -> Edge? {
        guard let name = expr?.memberPath?.last else { return nil }
        if name.hasPrefix("bottom") { return .bottom }
        if name.hasPrefix("top") { return .top }
        return nil
    }

    /// The overlay's view: `.overlay(V, alignment:)` or `.overlay(alignment:) { V }` with one view.
    private static func content(of overlay: FunctionCallExprSyntax) -> ExprSyntax? {
        if let first = overlay.argument(nil) { return first }
        guard let closure = overlay.trailingClosure, closure.statements.count == 1 else { return nil }
        return closure.statements.first?.item.as(ExprSyntax.self)
    }

    /// The button's chain in the stack: a fixed `.frame(height:)` plus the vertical padding
    /// outside it; nil when the chain is not the button's own or may move or grow it.
    private func buttonHeight(_ item: CodeBlockItemSyntax, button: FunctionCallExprSyntax) -> Double? {
        guard let expr = item.item.as(ExprSyntax.self) else { return nil }
        let (base, chain) = Self.chain(expr)
        guard base.id == button.id else { return nil }
        var height: Double?
        for call in chain {
            guard let name = call.calledName, Self.buttonModifiers.contains(name) else { return nil }
            if name == "frame" {
                for argument in call.arguments {
                    switch argument.label?.text {
                    case "width"?: guard numbers.value(argument.expression) != nil else { return nil }
                    case "height"?: guard let value = numbers.value(argument.expression) else { return nil }; height = value
                    default: return nil
                    }
                }
            } else if name == "padding" {
                guard let pad = verticalPadding(call) else { return nil }
                height = height.map { $0 + pad }
            }
        }
        return height
    }

    /// The overlay's height bound in a screen `screenWidth` wide: a `Text` literal's lines at its
    /// size at AX5, each ASCII character at most 1.1 em wide, breaking at spaces, plus vertical padding;
    /// or a fixed `.frame(height:)` plus the padding outside it. Nil for anything else.
    private func overlayHeight(_ expr: ExprSyntax, screenWidth: Double) -> Double? {
        let (base, chain) = Self.chain(expr)
        var fixed: Double?, vertical = 0.0, horizontal = 0.0, size = TextStyle.body.pointSize(at: .ax5)
        for call in chain {
            guard let name = call.calledName, Self.textModifiers.contains(name) else { return nil }
            switch name {
            case "frame":
                for argument in call.arguments {
                    switch argument.label?.text {
                    case "height"?: guard let value = numbers.value(argument.expression) else { return nil }; fixed = value; vertical = 0
                    case "width"?, "maxWidth"?, "alignment"?: continue
                    default: return nil
                    }
                }
            case "padding":
                guard let v = verticalPadding(call), let h = horizontalPadding(call) else { return nil }
                vertical += v; horizontal += h
            case "font":
                guard let font = call.argument(nil) else { return nil }
                switch SwiftUIValues.font(font, numbers) {
                case .value(let values):
                    if case .text(let style)? = values["textStyle"], let textStyle = TextStyle(rawValue: style) {
                        size = textStyle.pointSize(at: .ax5)
                    } else if case .number(let points)? = values["fontSize"], values.count == 1 {
                        size = points
                    } else { return nil }
                case .unresolved: return nil
                }
            default:
                continue
            }
        }
        if let fixed { return fixed + vertical }
        guard let text = base.as(FunctionCallExprSyntax.self), text.calledName == "Text", text.arguments.count == 1,
              let literal = text.argument(nil)?.stringLiteral, !literal.isEmpty,
              literal.allSatisfy({ $0.isASCII && $0 != "\n" }) else { return nil }
        let perLine = Int((screenWidth - horizontal) / (size * Self.characterWidthPerPoint))
        guard perLine >= 1 else { return nil }
        // Each word (with the space after it) starts at most one line and fills whole lines.
        let lines = literal.split(separator: " ", omittingEmptySubsequences: true)
            .reduce(0) { $0 + ($1.count + 1 + perLine - 1) / perLine }
        return Double(lines) * size * Self.lineHeightPerPoint + vertical
    }

    /// The view at the base of `expr`'s modifier chain, and the modifiers from the inside out.
    private static func chain(_ expr: ExprSyntax) -> (base: ExprSyntax, calls: [FunctionCallExprSyntax]) {
        var calls: [FunctionCallExprSyntax] = [], current = expr
        while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifierBase {
            calls.insert(call, at: 0)
            current = base
        }
        return (current, calls)
    }

    /// Top plus bottom of `.padding()`, `.padding(12)`, `.padding(.vertical, 8)`, `.padding(.top)`.
    private func verticalPadding(_ call: FunctionCallExprSyntax) -> Double? {
        padding(call, sides: ["all": 2, "vertical": 2, "top": 1, "bottom": 1])
    }

    private func horizontalPadding(_ call: FunctionCallExprSyntax) -> Double? {
        padding(call, sides: ["all": 2, "horizontal": 2, "leading": 1, "trailing": 1])
    }

    private func padding(_ call: FunctionCallExprSyntax, sides: [String: Double]) -> Double? {
        var edges = ["all"], amount = StackRoom.defaultPadding
        for argument in call.arguments {
            guard argument.label == nil else { return nil }
            if let path = argument.expression.memberPath, !argument.expression.is(DeclReferenceExprSyntax.self) {
                edges = [path.last!]
            } else if let array = argument.expression.as(ArrayExprSyntax.self) {
                edges = array.elements.compactMap { $0.expression.memberPath?.last }
            } else if let value = numbers.value(argument.expression) {
                amount = value
            } else {
                return nil
            }
        }
        return edges.reduce(0) { $0 + (sides[$1] ?? 0) } * amount
    }
}
