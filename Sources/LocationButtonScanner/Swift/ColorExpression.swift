import SwiftSyntax

/// Reads a color expression as SwiftUI or UIKit code writes it. The API decides what a bare name
/// means: SwiftUI's `.red` is the adaptive systemRed, UIKit's `.red` is pure 1, 0, 0. A constant
/// of the module (`Brand.sun`, `.brandDeep` of `extension Color`) is read through its declaration.
struct ColorExpression {
    enum API { case swiftUI, uiKit }

    let assetNames: Set<String>
    let numbers: StaticNumber

    func read(_ expr: ExprSyntax, as api: API) -> Resolution<ScannedColor> {
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
        return initializer(call, as: api) ?? .unresolved(Unresolvable.reason(for: expr))
    }

    /// The color of the constant `expr` names, read where it is declared; nil when it names none.
    private func throughConstant(_ expr: ExprSyntax, as api: API) -> Resolution<ScannedColor>? {
        numbers.throughConstant(expr) { deeper, value in
            ColorExpression(assetNames: assetNames, numbers: deeper).read(value, as: declaredAPI(of: value) ?? api)
        }
    }

    /// Which API's names a constant's value is written in: its declared type
    /// (`static let x: UIColor = .red`) or the type an extension declares it in.
    private func declaredAPI(of value: ExprSyntax) -> API? {
        switch numbers.declarations.declaredType(of: value) {
        case "UIColor"?, "UIKit.UIColor"?: return .uiKit
        case "Color"?, "SwiftUI.Color"?, "ShapeStyle"?: return .swiftUI
        default: return nil
        }
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
        case .swiftUI: if let system = ColorNames.swiftUI[name] { return .value(.named(system)) }
        case .uiKit: if let fixed = ColorNames.uiKitFixed[name] { return .value(fixed) }
        }
        if let system = ColorNames.uiKitSystem(name) { return .value(system) }
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
        if labels.first == "dynamicProvider" { return .unresolved("a dynamic color provider") }
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
    static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
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
