import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// The SwiftUI values a location button's modifiers take, read into theme values.
package enum SwiftUIValues {
    /// `Font.TextStyle` names as theme `textStyle` values (SwiftUI's `.title`/`.caption` are
    /// UIKit's title1/caption1).
    package static let textStyles: [String: String] = [
        "largeTitle": "largeTitle", "title": "title1", "title2": "title2", "title3": "title3",
        "headline": "headline", "subheadline": "subheadline", "body": "body", "callout": "callout",
        "footnote": "footnote", "caption": "caption1", "caption2": "caption2",
    ]

    /// `DynamicTypeSize` cases in order, with the theme's names.
    package static let sizes: [(swiftUI: String, theme: String)] = [
        ("xSmall", "xSmall"), ("small", "small"), ("medium", "medium"), ("large", "large"),
        ("xLarge", "xLarge"), ("xxLarge", "xxLarge"), ("xxxLarge", "xxxLarge"),
        ("accessibility1", "AX1"), ("accessibility2", "AX2"), ("accessibility3", "AX3"),
        ("accessibility4", "AX4"), ("accessibility5", "AX5"),
    ]

    /// The title of `LocationButton(_:action:)`'s first argument: `.shareCurrentLocation`,
    /// `LocationButton.Title.shareCurrentLocation`. An explicit `nil` is no title — the arrow
    /// alone (docs/system-model.md §5); an omitted one is `.currentLocation`, the declaration's default.
    package static func title(_ expr: ExprSyntax) -> Resolution<String> {
        if expr.is(NilLiteralExprSyntax.self) { return .value("none") }
        let titles = ["currentLocation", "sendCurrentLocation", "sendMyCurrentLocation",
                      "shareCurrentLocation", "shareMyCurrentLocation"]
        if let path = expr.memberPath, !expr.is(DeclReferenceExprSyntax.self), let name = path.last, titles.contains(name) {
            return .value(name)
        }
        return .unresolved(Unresolvable.reason(for: expr))
    }

    /// A font's settings: a text style (`.body`, `.system(.title3)`, `.headline.bold()`) follows
    /// Dynamic Type; `.system(size:)` and `.custom(_:fixedSize:)` fix the size; `.custom(_:size:)`
    /// scales that size with body (or `relativeTo:`).
    package static func font(_ expr: ExprSyntax, _ numbers: StaticNumber) -> Resolution<[String: ScannedValue]> {
        var expr = expr
        // `.body.bold()`, `.title.weight(.semibold)`: weight and design do not reach the button.
        while let call = expr.as(FunctionCallExprSyntax.self), let base = call.modifierBase,
              ["bold", "weight", "italic", "monospaced", "monospacedDigit", "leading", "smallCaps", "width"]
                .contains(call.calledName ?? "") {
            expr = base
        }
        if let path = expr.memberPath, !expr.is(DeclReferenceExprSyntax.self), path.count <= 2,
           path.count == 1 || path[0] == "Font", let style = textStyles[path.last!] {
            return .value(["textStyle": .text(style)])
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledName else {
            // `.font(Typography.button)`: the font a constant of the module holds.
            return numbers.throughConstant(expr) { font($1, $0) } ?? .unresolved(Unresolvable.reason(for: expr))
        }
        switch (name, call.labels.first) {
        case ("system", "size"?):
            guard let size = call.argument("size").flatMap({ numbers.value($0) }) else { break }
            return .value(["fontSize": .number(size)])
        case ("system", "_"?):
            guard let styleName = call.argument(nil)?.memberName, let style = textStyles[styleName] else { break }
            return .value(["textStyle": .text(style)])
        case ("custom", _):
            if let size = call.argument("fixedSize").flatMap({ numbers.value($0) }) {
                return .value(["fontSize": .number(size)])
            }
            guard let size = call.argument("size").flatMap({ numbers.value($0) }) else { break }
            let relative = call.argument("relativeTo")?.memberName.flatMap { textStyles[$0] } ?? "body"
            if call.argument("relativeTo") != nil, textStyles[call.argument("relativeTo")?.memberName ?? ""] == nil { break }
            return .value(["fontSize": .number(size), "textStyle": .text(relative)])
        default: break
        }
        return .unresolved(Unresolvable.reason(for: expr))
    }

    /// `.dynamicTypeSize(.large)`, `(.xSmall ... .accessibility3)`, `(...DynamicTypeSize.xxxLarge)`,
    /// `(.large...)`, `(.small ..< .accessibility1)` as a theme range `xSmall...AX3`.
    package static func dynamicTypeRange(_ expr: ExprSyntax) -> Resolution<String> {
        func index(_ expr: ExprSyntax?) -> Int? {
            guard let name = expr?.memberName, !(expr?.is(DeclReferenceExprSyntax.self) ?? true) else { return nil }
            return sizes.firstIndex { $0.swiftUI == name }
        }
        func range(_ lower: Int?, _ upper: Int?) -> Resolution<String> {
            guard let lower, let upper, lower <= upper else { return .unresolved("not a range of DynamicTypeSize") }
            return .value("\(sizes[lower].theme)...\(sizes[upper].theme)")
        }
        if let single = index(expr) { return range(single, single) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let upper = index(prefix.expression)
            switch prefix.operator.text {
            case "...": return range(0, upper)
            case "..<": return range(0, upper.map { $0 - 1 })
            default: break
            }
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return range(index(postfix.expression), sizes.count - 1)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            switch parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text {
            case "..."?: return range(index(parts[0]), index(parts[2]))
            case "..<"?: return range(index(parts[0]), index(parts[2]).map { $0 - 1 })
            default: break
            }
        }
        return .unresolved(Unresolvable.reason(for: expr))
    }

    /// Degrees of `.degrees(15)`, `Angle(degrees: 15)`, `.radians(.pi / 8)`, `Angle.zero`.
    package static func degrees(_ expr: ExprSyntax, _ numbers: StaticNumber) -> Double? {
        if let path = expr.memberPath, path.last == "zero", !expr.is(DeclReferenceExprSyntax.self) { return 0 }
        guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let argument = call.arguments.first, let value = numbers.value(argument.expression) else { return nil }
        let name = call.calledName
        if name == "degrees" || (name == "Angle" && argument.label?.text == "degrees") { return value }
        if name == "radians" || (name == "Angle" && argument.label?.text == "radians") { return value * 180 / .pi }
        return nil
    }
}
