import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// What one SwiftUI modifier does to a `LocationButton` it is applied to, directly (`onButton`)
/// or through a container of the same `body` (environment values reach the button; opacity,
/// scale, rotation and filters apply to everything inside).
package struct SwiftUIModifier {
    package let call: FunctionCallExprSyntax
    package let name: String
    package let onButton: Bool
    /// Reads numbers through the module's constants.
    package let numbers: StaticNumber
    /// The file, to search a node's text in its bytes.
    package var context: SourceFileContext?

    /// Environment modifiers that change what the button shows.
    package static let environment: Set<String> = [
        "tint", "foregroundColor", "foregroundStyle", "labelStyle", "symbolVariant", "font",
        "dynamicTypeSize", "controlSize", "disabled",
    ]

    package func apply(to settings: inout SettingsCollector) {
        if NeutralModifiers.reason(name) != nil { return }
        let first = call.arguments.first?.expression
        switch name {
        case "tint":
            guard let first, !first.is(NilLiteralExprSyntax.self) else { return }
            settings.setColor("background", first, as: .swiftUI, at: call)
        case "foregroundColor", "foregroundStyle":
            guard let first, !first.is(NilLiteralExprSyntax.self) else { return }
            settings.setColor("foreground", first, as: .swiftUI, at: call)
        case "labelStyle": labelStyle(first, &settings)
        case "symbolVariant":
            guard let first else { return }
            guard let path = first.memberPath, !first.is(DeclReferenceExprSyntax.self) else {
                settings.unresolved("glyph", first, reason: Unresolvable.reason(for: first))
                return
            }
            settings.set("glyph", .text(path.contains("fill") ? "arrowFilled" : "arrowOutline"), at: call)
        case "font": font(first, &settings)
        case "dynamicTypeSize":
            guard let first else { return }
            settings.set("dynamicType", SwiftUIValues.dynamicTypeRange(first).map { .text($0) }, at: call, expr: first)
        case "controlSize":
            settings.note("`\(settings.text(of: call))` changes the button's padding only on iOS 26, where its table is unknown", at: call)
        case "disabled":
            if first.flatMap({ $0.as(BooleanLiteralExprSyntax.self) })?.literal.text == "false" { return }
            settings.note("`\(settings.text(of: call))`: a disabled button does not respond to taps at all", at: call)
        case "opacity":
            guard let first else { return }
            guard let value = numbers.value(first) else {
                settings.unresolved("ancestorAlpha", first, reason: Unresolvable.reason(for: first))
                return
            }
            settings.multiply("ancestorAlpha", by: value, at: call)
        case "scaleEffect": scale(&settings)
        case "rotationEffect":
            guard let first else { return }
            guard let degrees = SwiftUIValues.degrees(first, numbers) else {
                settings.unresolved("rotation", first, reason: Unresolvable.reason(for: first))
                return
            }
            if degrees != 0 { settings.rotate(by: degrees, at: call) }
        case "rotation3DEffect", "projectionEffect", "transformEffect":
            settings.unresolved("rotation", call, reason: "a 3D or affine transform the scanner does not evaluate")
        case "blur":
            if let radius = call.argument("radius").flatMap({ numbers.value($0) }), radius == 0 { return }
            settings.set("filter", .text("blur"), at: call)
        case "grayscale", "saturation", "brightness", "contrast", "colorMultiply", "colorInvert", "hueRotation",
             "luminanceToAlpha", "blendMode":
            settings.set("filter", .text(name), at: call)
        case "overlay", "border":
            if onButton {
                settings.set("occluded", .flag(true), at: call)
            } else {
                settings.unresolved("occluded", call, reason: "whether the overlay covers the button depends on layout")
            }
        case "mask", "clipped":
            if onButton, name == "mask" { settings.unresolved("occluded", call, reason: "a mask may hide part of the button") }
        case "hidden":
            settings.note("`.hidden()`: the button is not shown", at: call)
        case "allowsHitTesting":
            settings.note("`\(settings.text(of: call))`: taps may not reach the button", at: call)
        case "frame": frame(&settings)
        case "cornerRadius":
            guard onButton, let first else { return }
            settings.set("cornerRadius", numbers.value(first).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: first)), at: call, expr: first)
            settings.note("`.cornerRadius` is not passed to the button before iOS 26: SwiftUI clips the rectangular button", at: call)
        case "clipShape": clipShape(first, &settings)
        case "buttonBorderShape":
            settings.note("`\(settings.text(of: call))` has no effect on LocationButton (the wrapper does not read it)", at: call)
        case "background":
            return
        case "modifier":
            settings.unresolved(nil, call, reason: "a custom ViewModifier")
        case "environment":
            let keyPath = call.argument(nil)?.trimmedDescription ?? ""
            for (name, key) in [("font", "fontSize"), ("symbolVariants", "glyph"), ("dynamicTypeSize", "dynamicType")]
            where keyPath.hasSuffix("." + name) {
                settings.unresolved(key, call, reason: "an environment value the scanner does not evaluate")
            }
        case "preferredColorScheme":
            // `.preferredColorScheme(.dark)`: the button is shown dark only; `nil` follows the system.
            guard let first, !first.is(NilLiteralExprSyntax.self) else { return }
            let written = first.is(DeclReferenceExprSyntax.self) ? nil : first.memberPath?.last
            let scheme = written ?? numbers.throughConstant(first) { _, value in value.memberPath?.last }
            if let scheme, ["dark", "light"].contains(scheme) {
                settings.set("colorScheme", .text(scheme), at: call)
            } else {
                settings.unresolved("colorScheme", first, reason: Unresolvable.reason(for: first))
            }
        default:
            settings.unresolved(nil, call, reason: "a custom modifier or view extension")
        }
    }

    private func labelStyle(_ first: ExprSyntax?, _ settings: inout SettingsCollector) {
        guard let first else { return }
        switch first.memberPath.flatMap({ first.is(DeclReferenceExprSyntax.self) ? nil : $0.last }) {
        case "titleOnly"?: settings.set("labelStyle", .text("titleOnly"), at: call)
        case "iconOnly"?: settings.set("labelStyle", .text("iconOnly"), at: call)
        case "titleAndIcon"?, "automatic"?: settings.set("labelStyle", .text("titleAndIcon"), at: call)
        default: settings.unresolved("labelStyle", first, reason: "a label style the button does not know")
        }
    }

    private func font(_ first: ExprSyntax?, _ settings: inout SettingsCollector) {
        guard let first, !first.is(NilLiteralExprSyntax.self) else { return }
        // The size and whether it follows Dynamic Type come from one `.font`: the closest wins both.
        guard !settings.has("font") else { return }
        settings.claim("font")
        switch SwiftUIValues.font(first, numbers) {
        case .value(let values):
            for (key, value) in values.sorted(by: { $0.key < $1.key }) { settings.set(key, value, at: call) }
        case .unresolved(let reason):
            settings.unresolved("fontSize", first, reason: reason)
        }
        let argument = call.argument(nil)
        let mentionsWeight = argument.map { argument in
            context?.description(of: argument, contains: ["weight", "bold"])
                ?? (argument.description.contains("weight") || argument.description.contains("bold"))
        }
        if mentionsWeight == true {
            settings.note("only the font's point size reaches the button: its weight is the system's", at: call)
        }
    }

    private func scale(_ settings: inout SettingsCollector) {
        var factors: [Double] = []
        if let x = call.argument("x"), let y = call.argument("y") {
            guard let sx = numbers.value(x), let sy = numbers.value(y) else {
                settings.unresolved("scale", call, reason: "a scale not known statically")
                return
            }
            factors = [sx, sy]
        } else if let first = call.argument(nil) {
            if let size = first.as(FunctionCallExprSyntax.self), size.calledName == "CGSize",
               let w = size.argument("width").flatMap({ numbers.value($0) }),
               let h = size.argument("height").flatMap({ numbers.value($0) }) {
                factors = [w, h]
            } else if let value = numbers.value(first) {
                factors = [value]
            } else {
                settings.unresolved("scale", first, reason: Unresolvable.reason(for: first))
                return
            }
        }
        // A non-uniform scale counts by the axis furthest from 1.
        guard let factor = factors.max(by: { abs(log($0)) < abs(log($1)) }), factor != 1 else { return }
        settings.multiply("scale", by: factor, at: call)
    }

    private func frame(_ settings: inout SettingsCollector) {
        for argument in call.arguments {
            guard let label = argument.label?.text, label != "alignment" else { continue }
            let value = numbers.value(argument.expression, allowInfinity: true)
            guard onButton else {
                // A container's width bounds the room the button gets.
                if ["width", "maxWidth"].contains(label) {
                    guard let value else {
                        settings.unresolved("maxWidth", argument.expression, reason: Unresolvable.reason(for: argument.expression))
                        continue
                    }
                    if value.isFinite { settings.set("maxWidth", .number(value), at: argument) }
                }
                continue
            }
            switch label {
            case "width", "height", "maxWidth":
                guard let value else {
                    settings.unresolved(label, argument.expression, reason: Unresolvable.reason(for: argument.expression))
                    continue
                }
                if value.isFinite { settings.set(label, .number(value), at: argument) }
            default:
                if value?.isFinite ?? true {
                    settings.note("`\(label):` of `.frame` is not modelled: the button keeps its intrinsic size", at: argument)
                }
            }
        }
    }

    private func clipShape(_ first: ExprSyntax?, _ settings: inout SettingsCollector) {
        guard onButton, let first else { return }
        // A shape held by a constant or a computed property (`.clipShape(fieldShape)` with
        // `var fieldShape: some Shape { RoundedRectangle(cornerRadius: 14) }`) is read like any
        // other constant, through as many as `StaticNumber` follows.
        var (expr, reader) = (first, numbers)
        while expr.as(FunctionCallExprSyntax.self) == nil,
              let held = reader.throughConstant(expr, { deeper, value in (deeper, value) }) {
            (reader, expr) = held
        }
        let shape = expr.as(FunctionCallExprSyntax.self)
        if let shape, ["RoundedRectangle", "rect"].contains(shape.calledName ?? ""),
           let radius = shape.argument("cornerRadius") {
            settings.set("cornerRadius", reader.value(radius).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: radius)), at: call, expr: radius)
        } else if shape == nil, !Self.isImplicitMember(expr) {
            // Not a shape the code states (`.capsule`, `Circle()` are): what it clips to is decided at run time.
            settings.unresolved("cornerRadius", first, reason: Unresolvable.reason(for: first))
            return
        } else {
            settings.note("`\(settings.text(of: call))` clips the button to a shape the model does not draw", at: call)
            return
        }
        settings.note("`.clipShape` is not passed to the button before iOS 26: SwiftUI clips the rectangular button", at: call)
    }

    /// `.capsule`, `.circle`: a standard shape named by its type's static member.
    private static func isImplicitMember(_ expr: ExprSyntax) -> Bool {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil
    }
}

import Foundation
