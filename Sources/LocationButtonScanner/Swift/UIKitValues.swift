import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// The UIKit values a `CLLocationButton`'s properties take, read into theme values.
package enum UIKitValues {
    package static let labels = ["none", "currentLocation", "sendCurrentLocation", "sendMyCurrentLocation",
                         "shareCurrentLocation", "shareMyCurrentLocation"]
    package static let icons = ["none", "arrowFilled", "arrowOutline"]
    /// `UIFont.TextStyle` names are the theme's.
    package static let textStyles: Set<String> = ["largeTitle", "title1", "title2", "title3", "headline", "subheadline",
                                          "body", "callout", "footnote", "caption1", "caption2"]
    /// `UIContentSizeCategory` names with the theme's.
    package static let sizeCategories: [String: String] = [
        "extraSmall": "xSmall", "small": "small", "medium": "medium", "large": "large", "extraLarge": "xLarge",
        "extraExtraLarge": "xxLarge", "extraExtraExtraLarge": "xxxLarge", "accessibilityMedium": "AX1",
        "accessibilityLarge": "AX2", "accessibilityExtraLarge": "AX3", "accessibilityExtraExtraLarge": "AX4",
        "accessibilityExtraExtraExtraLarge": "AX5",
    ]

    /// A case name of an enumeration (`.shareCurrentLocation`, `CLLocationButton.Label.none`).
    package static func caseName(_ expr: ExprSyntax, among names: [String]) -> Resolution<String> {
        if !expr.is(DeclReferenceExprSyntax.self), let name = expr.memberPath?.last, names.contains(name) {
            return .value(name)
        }
        return .unresolved(Unresolvable.reason(for: expr))
    }

    /// Width and height of `CGRect(x:y:width:height:)` or `CGRect(origin:size: CGSize(width:height:))`.
    package static func rectSize(_ expr: ExprSyntax) -> (width: ExprSyntax, height: ExprSyntax)? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calledName == "CGRect" else { return nil }
        if let width = call.argument("width"), let height = call.argument("height") { return (width, height) }
        if let size = call.argument("size")?.as(FunctionCallExprSyntax.self),
           let width = size.argument("width"), let height = size.argument("height") { return (width, height) }
        return nil
    }

    /// `fontSize`'s value: a number; `UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)`
    /// (17 scaled with body); `UIFont.preferredFont(forTextStyle: .title3).pointSize` (the style's size).
    package static func fontSize(_ expr: ExprSyntax, _ numbers: StaticNumber) -> Resolution<[String: ScannedValue]> {
        if let size = numbers.value(expr) { return .value(["fontSize": .number(size)]) }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledName == "scaledValue",
           let metrics = call.modifierBase, let size = call.argument("for").flatMap({ numbers.value($0) }) {
            if metrics.memberPath == ["UIFontMetrics", "default"] {
                return .value(["fontSize": .number(size), "textStyle": .text("body")])
            }
            if let make = metrics.as(FunctionCallExprSyntax.self), make.calledName == "UIFontMetrics",
               let style = make.argument("forTextStyle")?.memberName, textStyles.contains(style) {
                return .value(["fontSize": .number(size), "textStyle": .text(style)])
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pointSize",
           let call = member.base?.as(FunctionCallExprSyntax.self), call.calledName == "preferredFont",
           let style = call.argument("forTextStyle")?.memberName, textStyles.contains(style) {
            return .value(["textStyle": .text(style)])
        }
        return .unresolved(Unresolvable.reason(for: expr))
    }

    /// Scale and rotation (degrees) of `CGAffineTransform(scaleX:y:)`, `(rotationAngle:)`,
    /// `.identity`, and chains of `.scaledBy(x:y:)` / `.rotated(by:)` on them.
    package static func transform(_ expr: ExprSyntax, _ numbers: StaticNumber) -> (scale: Double, rotation: Double)? {
        if let path = expr.memberPath, path.last == "identity" { return (1, 0) }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if let base = call.modifierBase, base.memberPath != ["CGAffineTransform"] {
            guard var result = transform(base, numbers) else { return nil }
            switch call.calledName {
            case "scaledBy"?:
                guard let x = call.argument("x").flatMap({ numbers.value($0) }),
                      let y = call.argument("y").flatMap({ numbers.value($0) }) else { return nil }
                result.scale *= furthestFromOne(x, y)
            case "rotated"?:
                guard let angle = call.argument("by").flatMap({ numbers.value($0) }) else { return nil }
                result.rotation += angle * 180 / .pi
            default: return nil
            }
            return result
        }
        guard ["CGAffineTransform", "init"].contains(call.calledName ?? "") else { return nil }
        if let x = call.argument("scaleX").flatMap({ numbers.value($0) }),
           let y = call.argument("y").flatMap({ numbers.value($0) }) {
            return (furthestFromOne(x, y), 0)
        }
        if let angle = call.argument("rotationAngle").flatMap({ numbers.value($0) }) {
            return (1, angle * 180 / .pi)
        }
        return nil
    }

    /// A non-uniform scale counts by the axis that departs most from 1.
    package static func furthestFromOne(_ a: Double, _ b: Double) -> Double {
        abs(log(a)) >= abs(log(b)) ? a : b
    }
}

import Foundation

extension UIKitValues {
    /// Origin and size of `CGRect(x:y:width:height:)` when every component is static.
    package static func rect(_ expr: ExprSyntax, _ numbers: StaticNumber) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calledName == "CGRect",
              let x = call.argument("x").flatMap({ numbers.value($0) }), let y = call.argument("y").flatMap({ numbers.value($0) }),
              let width = call.argument("width").flatMap({ numbers.value($0) }),
              let height = call.argument("height").flatMap({ numbers.value($0) }) else { return nil }
        return (x, y, width, height)
    }
}
