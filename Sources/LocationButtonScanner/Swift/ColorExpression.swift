import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Reads a color expression as SwiftUI or UIKit code writes it. The API decides what a bare name
/// means: SwiftUI's `.red` is the adaptive systemRed, UIKit's `.red` is pure 1, 0, 0. A constant
/// of the module (`Brand.sun`, `.brandDeep` of `extension Color`) is read through its declaration,
/// a function of the module (`Color.dynamic(light:dark:)`, `UIColor(hex:)`) with its arguments. A
/// color chosen by the traits (a dynamic provider, a ternary on `userInterfaceStyle`) is read once
/// per appearance.
package struct ColorExpression {
    package enum API { case swiftUI, uiKit }

    package let assetNames: Set<String>
    package let numbers: StaticNumber

    package func read(_ expr: ExprSyntax, as api: API) -> Resolution<ScannedColor> {
        let once = readOnce(expr, as: api)
        guard numbers.appearance == nil, case .unresolved(let reason) = once, reason == TraitChoice.needsAppearanceReason
        else { return once }
        var colors: [ScannedColor] = []
        for appearance in Appearance.allCases {
            var chosen = numbers
            chosen.appearance = appearance
            switch ColorExpression(assetNames: assetNames, numbers: chosen).readOnce(expr, as: api) {
            case .value(let color): colors.append(color)
            case .unresolved(let reason): return .unresolved(reason)
            }
        }
        return .value(.choosing(colors))
    }

    /// One expression or the rest of an unfolded sequence (`b ? x : y` after a ternary's condition).
    private func read(_ elements: [ExprSyntax], as api: API) -> Resolution<ScannedColor> {
        if elements.count == 1 { return read(elements[0], as: api) }
        return chosen(TraitChoice(numbers: numbers).branch(of: elements), as: api) ?? .unresolved("chosen at run time")
    }

    /// The branch a trait choice takes, read; nil when the expression is no choice.
    private func chosen(_ outcome: TraitChoice.Outcome?, as api: API) -> Resolution<ScannedColor>? {
        switch outcome {
        case nil: return nil
        case .chosen(let elements)?: return read(elements, as: api)
        case .needsAppearance?: return .unresolved(TraitChoice.needsAppearanceReason)
        case .unknown?: return .unresolved("chosen at run time")
        }
    }

    private func readOnce(_ expr: ExprSyntax, as api: API) -> Resolution<ScannedColor> {
        if let choice = chosen(TraitChoice(numbers: numbers).branch(of: [expr]), as: api) { return choice }
        if let assigned = expr.as(SequenceExprSyntax.self)?.assignedElements { return read(assigned, as: api) }
        if let path = expr.memberPath {
            let name = named(path, as: api, expr: expr)
            guard case .unresolved = name, let constant = throughConstant(expr, as: api) else { return name }
            return constant
        }
        if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return components(arguments: macro.arguments.map { ($0.label?.text ?? "_", $0.expression) }, space: "srgb")
                ?? .unresolved(Unresolvable.reason(for: expr))
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return .unresolved(Unresolvable.reason(for: expr)) }
        if let base = call.modifierBase, let name = call.calledName, ["opacity", "withAlphaComponent"].contains(name) {
            guard let factor = call.arguments.first.flatMap({ numbers.value($0.expression) }) else {
                return .unresolved("an alpha not known statically")
            }
            let baseAPI: API = name == "opacity" ? .swiftUI : .uiKit
            return read(base, as: baseAPI).map { $0.multiplyingAlpha(by: factor) }
        }
        if let provider = Self.dynamicProvider(call) {
            // `UIColor { traits in … }`: what the closure returns in the appearance read.
            guard numbers.appearance != nil else { return .unresolved(TraitChoice.needsAppearanceReason) }
            return chosen(TraitChoice(numbers: numbers).returned(from: provider.statements), as: .uiKit)!
        }
        return initializer(call, as: api) ?? moduleFunction(call, as: api) ?? .unresolved(Unresolvable.reason(for: expr))
    }

    /// The closure of `UIColor { … }` or `UIColor(dynamicProvider: { … })`.
    private static func dynamicProvider(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard ["UIColor", "init"].contains(call.calledName ?? "") else { return nil }
        if let closure = call.trailingClosure, call.arguments.isEmpty { return closure }
        guard call.labels == ["dynamicProvider"] else { return nil }
        return call.arguments.first?.expression.as(ClosureExprSyntax.self)
    }

    /// A color made by a function or initializer of the module, read from what its body returns.
    private func moduleFunction(_ call: FunctionCallExprSyntax, as api: API) -> Resolution<ScannedColor>? {
        guard let (function, inside, outcome) = numbers.calling(call) else { return nil }
        let resultAPI = Self.api(of: function.resultType) ?? api
        return ColorExpression(assetNames: assetNames, numbers: inside).chosen(outcome, as: resultAPI)
            .map { result in
                guard case .unresolved(let reason) = result, reason == "chosen at run time" else { return result }
                return .unresolved("a function whose result the scanner does not follow")
            }
    }

    /// Which API's names a value of `type` is written in.
    private static func api(of type: String?) -> API? {
        switch type {
        case "UIColor"?, "UIKit.UIColor"?: return .uiKit
        case "Color"?, "SwiftUI.Color"?, "ShapeStyle"?, "some ShapeStyle"?: return .swiftUI
        default: return nil
        }
    }

    /// The color of the constant `expr` names, read where it is declared; nil when it names none.
    private func throughConstant(_ expr: ExprSyntax, as api: API) -> Resolution<ScannedColor>? {
        // A parameter reads its argument in the parameter's type's names.
        let parameterType = expr.as(DeclReferenceExprSyntax.self).flatMap { numbers.arguments?.values[$0.baseName.text]?.type }
        return numbers.throughConstant(expr) { deeper, value in
            ColorExpression(assetNames: assetNames, numbers: deeper)
                .read(value, as: Self.api(of: parameterType) ?? declaredAPI(of: value) ?? api)
        }
    }

    /// Which API's names a constant's value is written in: its declared type
    /// (`static let x: UIColor = .red`) or the type an extension declares it in.
    private func declaredAPI(of value: ExprSyntax) -> API? {
        Self.api(of: numbers.declarations.declaredType(of: value))
    }

    /// `.red`, `Color.red`, `UIColor.systemBlue`, `SwiftUI.Color.accentColor`, `.brandGreen`
    /// (a generated asset symbol).
    private func named(_ path: [String], as api: API, expr: ExprSyntax) -> Resolution<ScannedColor> {
        var path = path
        var api = api
        if path.first == "SwiftUI" || path.first == "UIKit" { path.removeFirst() }
        if path.count == 2, path[0] == "Color" { api = .swiftUI; path.removeFirst() }
        if path.count == 2, path[0] == "UIColor" { api = .uiKit; path.removeFirst() }
        guard path.count == 1, let name = path.first else {
            return .unresolved(expr.is(DeclReferenceExprSyntax.self) ? "a variable" : "a property or constant")
        }
        if expr.is(DeclReferenceExprSyntax.self) { return .unresolved("a variable") }
        if ["accentColor", "tintColor", "tint"].contains(name) { return .value(ColorNames.accent(assetNames: assetNames)) }
        switch api {
        case .swiftUI: if let system = ColorNames.swiftUI[name] { return .value(ColorNames.system(system, assetNames: assetNames)) }
        case .uiKit:
            if let fixed = ColorNames.uiKitFixed[name] {
                guard case .named(let system) = fixed.base else { return .value(fixed) }
                return .value(ColorNames.system(system, assetNames: assetNames))
            }
        }
        if ColorNames.uiKitSystem(name) != nil { return .value(ColorNames.system(name, assetNames: assetNames)) }
        if let asset = ColorNames.asset(symbol: name, among: assetNames) { return .value(.named(asset)) }
        return .unresolved("a member the scanner does not know as a color")
    }

    /// `Color(…)`, `UIColor(…)`, `.init(…)` with one of the initializers below; nil otherwise.
    private func initializer(_ call: FunctionCallExprSyntax, as api: API) -> Resolution<ScannedColor>? {
        guard let type = call.calledName, ["Color", "UIColor", "init"].contains(type), call.trailingClosure == nil else {
            return nil
        }
        let arguments = call.arguments.map { ($0.label?.text ?? "_", $0.expression) }
        let labels = arguments.map(\.0)
        // Color("Brand"), Color("Brand", bundle: nil), UIColor(named: "Brand")
        if let first = arguments.first, ["_", "named"].contains(first.0), let name = first.1.stringLiteral {
            return .value(.named(name))
        }
        // Color(.systemBlue), Color(uiColor: .systemBlue), UIColor(Color.red), Color(.brandGreen),
        // UIColor(resource: .brandGreen)
        if labels.count == 1, ["_", "uiColor", "resource"].contains(labels[0]) {
            let innerAPI: API = type == "UIColor" || (type == "init" && api == .uiKit) ? .swiftUI : .uiKit
            return read(arguments[0].1, as: innerAPI)
        }
        // Color(.displayP3, red: …), Color(.sRGB, white: …)
        var space = "srgb"
        var rest = arguments[...]
        if let first = arguments.first, first.0 == "_", let name = first.1.memberName {
            guard let mapped = ["sRGB": "srgb", "displayP3": "display-p3", "sRGBLinear": "srgb-linear"][name] else {
                return .unresolved("a color space the scanner does not know")
            }
            space = mapped
            rest = arguments.dropFirst()
        }
        if rest.first?.0 == "displayP3Red" {
            space = "display-p3"
            rest = [("red", rest.first!.1)] + rest.dropFirst()
        }
        return components(arguments: Array(rest), space: space)
    }

    /// `red:green:blue:`, `white:`, `hue:saturation:brightness:`, each with `alpha:` or `opacity:`.
    private func components(arguments: [(String, ExprSyntax)], space: String) -> Resolution<ScannedColor>? {
        let known: Set<String> = ["red", "green", "blue", "white", "hue", "saturation", "brightness", "alpha", "opacity"]
        guard !arguments.isEmpty, arguments.allSatisfy({ known.contains($0.0) }) else { return nil }
        var values: [String: Double] = [:]
        for (label, expr) in arguments {
            guard let number = numbers.value(expr) else { return .unresolved("a component not known statically") }
            values[label == "opacity" ? "alpha" : label] = number
        }
        let alpha = values.removeValue(forKey: "alpha") ?? 1
        func literal(_ r: Double, _ g: Double, _ b: Double) -> ScannedColor {
            ScannedColor(.literal(space: space, red: r, green: g, blue: b, alpha: alpha))
        }
        switch Set(values.keys) {
        case ["red", "green", "blue"]: return .value(literal(values["red"]!, values["green"]!, values["blue"]!))
        case ["white"]: return .value(literal(values["white"]!, values["white"]!, values["white"]!))
        case ["hue", "saturation", "brightness"]:
            let (r, g, b) = Self.rgb(hue: values["hue"]!, saturation: values["saturation"]!, brightness: values["brightness"]!)
            return .value(literal(r, g, b))
        default: return nil
        }
    }

    /// HSB (all in 0–1, as `UIColor(hue:…)` and `Color(hue:…)` take them) to RGB: the standard
    /// hexcone conversion.
    package static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
