import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// The width an `HStack`'s other views take from a location button placed among them: each
/// sibling's static width (a `.frame(width:)`, a `Spacer`'s minimum length, plus the padding
/// applied outside them), the stack's spacing between each pair, and the padding around the
/// button itself. A text field shares what is left: SwiftUI offers the least flexible view its
/// equal share first, and a field is the most flexible. A sibling whose width the code does not
/// fix otherwise (a `Text` SwiftUI may squeeze, an image, a custom view) leaves the room unknown
/// but bounded: at most the container less what the known views and the spacing take, where what
/// fails fails in any less room and what fits is uncertain (docs/checking-an-app.md, "The room a
/// button gets").
package struct StackRoom {
    package let numbers: StaticNumber

    /// SwiftUI's default spacing between two views of a stack, and its default padding, on iOS.
    package static let defaultSpacing = 8.0
    package static let defaultPadding = 16.0

    /// Views that take what the others leave, the button sharing it equally with them.
    package static let sharingViews: Set<String> = ["TextField", "SecureField", "TextEditor"]

    package enum Taken {
        /// Points the other views take, and how many of them share the rest with the button.
        case points(Double, sharers: Int)
        /// The first sibling whose width is not known, and why; and what the known views and the
        /// spacing take all the same, so the room is at most the container less that; and the
        /// `.fixedSize()` texts that take at least their measured width besides (`FixedWidthText`).
        case unknown(ExprSyntax, String, known: Double = 0, texts: [FixedWidthText] = [])
    }

    /// What `stack`'s views other than the one in `item` (the button's) take, with the spacing.
    package func taken(in stack: FunctionCallExprSyntax, besides item: CodeBlockItemSyntax) -> Taken? {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        let items = Array(list)
        guard items.count > 1 else { return nil }
        let spacing: Double
        if let written = stack.argument("spacing") {
            guard let value = numbers.value(written) else { return .unknown(written, "a spacing not known statically") }
            spacing = value
        } else {
            spacing = Self.defaultSpacing
        }
        var total = spacing * Double(items.count - 1)
        var sharers = 0
        var unknown: (node: ExprSyntax, reason: String)?
        var texts: [FixedWidthText] = []
        for other in items {
            guard let expr = other.item.as(ExprSyntax.self) else {
                return .unknown(ExprSyntax(stack), "a stack whose views the scanner does not list (`if`, `ForEach`)")
            }
            if other.id == item.id {
                // The button's own padding, applied outside it, takes room too.
                guard case .points(let padding, _) = width(of: expr, paddingOnly: true) else { continue }
                total += padding
                continue
            }
            switch width(of: expr, paddingOnly: false) {
            case .points(let points, let shares): total += points; sharers += shares
            case .unknown(let node, let reason, let known, let fixed):
                // A `.fixedSize()` text's padding is known; its text is measured by the engine.
                total += known; texts += fixed
                unknown = unknown ?? (node, reason)
            }
        }
        if let unknown { return .unknown(unknown.node, unknown.reason, known: total, texts: texts) }
        return .points(total, sharers: sharers)
    }

    /// The width a view's chain takes: its base view's width, then each modifier from the inside
    /// out (`.frame(width:)` replaces it, `.padding` adds to it). `paddingOnly`: the padding alone.
    private func width(of expr: ExprSyntax, paddingOnly: Bool) -> Taken {
        var chain: [FunctionCallExprSyntax] = []
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifierBase {
            chain.insert(call, at: 0)
            current = base
        }
        var width: Double?
        if !paddingOnly {
            if let spacer = current.as(FunctionCallExprSyntax.self), spacer.calledName == "Spacer" {
                if let minimum = spacer.argument("minLength") {
                    guard let value = numbers.value(minimum) else { return .unknown(minimum, "a minimum length not known statically") }
                    width = value
                } else {
                    width = Self.defaultSpacing
                }
            }
        }
        var padding = 0.0
        for call in chain {
            switch call.calledName {
            case "frame"?:
                guard !paddingOnly, let written = call.argument("width") else { continue }
                guard let value = numbers.value(written) else { return .unknown(written, "a width not known statically") }
                width = value
                padding = 0
            case "padding"?:
                guard let amount = horizontalPadding(call) else { return .unknown(ExprSyntax(call), "a padding not known statically") }
                padding += amount
            default:
                continue
            }
        }
        if paddingOnly { return .points(padding, sharers: 0) }
        if width == nil, let field = current.as(FunctionCallExprSyntax.self), Self.sharingViews.contains(field.calledName ?? "") {
            return .points(padding, sharers: 1)
        }
        guard let width else {
            if let text = FixedSizeText(numbers: numbers).read(current, chain: chain) {
                return .unknown(current, "a `.fixedSize()` text beside the button in an HStack, as wide as its text",
                                known: padding, texts: [text])
            }
            return .unknown(current, "beside the button in an HStack, with a width the code does not fix")
        }
        return .points(width + padding, sharers: 0)
    }

    /// Both sides' padding of `.padding()`, `.padding(12)`, `.padding(.horizontal, 12)`,
    /// `.padding(.leading)`; nil when not static.
    private func horizontalPadding(_ call: FunctionCallExprSyntax) -> Double? {
        let arguments = Array(call.arguments)
        var edges = ["horizontal"]
        var amount = Self.defaultPadding
        for argument in arguments {
            if argument.label == nil, let path = argument.expression.memberPath, !argument.expression.is(DeclReferenceExprSyntax.self),
               ["all", "horizontal", "vertical", "leading", "trailing", "top", "bottom"].contains(path.last ?? "") {
                edges = [path.last!]
            } else if argument.label == nil, let array = argument.expression.as(ArrayExprSyntax.self) {
                edges = array.elements.compactMap { $0.expression.memberPath?.last }
            } else if argument.label == nil, let value = numbers.value(argument.expression) {
                amount = value
            } else {
                return nil
            }
        }
        let sides = edges.reduce(0.0) { count, edge in
            switch edge {
            case "all", "horizontal": count + 2
            case "leading", "trailing": count + 1
            default: count
            }
        }
        return sides * amount
    }
}
