import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// What UIKit code draws over a `CLLocationButton`. A subview or layer added on top of the button
/// covers its content: CoreLocationUI's tap-time check finds it occluded and grants nothing,
/// silently (docs/system-model.md, "Settings a scan cannot read, and what covers the button"); one
/// inserted at an index may sit above or below that content: uncertain. A view added later to the
/// same superview (not a stack view's arranged subview) is drawn above the button where the two
/// overlap; unless the button is brought to the front afterwards, the other view is inserted
/// below it, or both frames are static and apart, whether it covers the button depends on
/// layout: uncertain, naming that call.
package struct UIKitCoverage {
    package let bindings: ViewBindings
    package let numbers: StaticNumber
    package let button: Set<ViewIdentity>
    package let found: ScopeContents
    /// The button's `frame:` argument or last `frame =` assignment.
    package let buttonFrame: ExprSyntax?

    package func apply(to settings: inout SettingsCollector) {
        let additions = found.additions
        // Added on top of the button's own content (CoreLocationUI draws it in a subview of its
        // own): covered. Inserted at a chosen place: whether above that content is not known here.
        let inside = additions.filter { button.contains($0.parent) }.map(\.call) + sublayersAdded()
        if let covering = inside.first(where: { ["addSubview", "addSublayer"].contains($0.calledName ?? "") }) {
            settings.set("occluded", .flag(true), at: covering)
            return
        }
        if let inserted = inside.first {
            settings.unresolved("occluded", inserted, reason: "inserted into the button: whether above its own content depends on the index")
            return
        }
        for add in found.additions(of: button) {
            // A stack view lays its arranged subviews side by side: only plain subviews may overlap.
            let later = additions.filter {
                $0.parent == add.parent && !($0.child.map(button.contains) ?? false) && $0.call.position > add.call.position
                    && $0.call.calledName != "addArrangedSubview"
            }
            for other in later where !isInsertedBelow(other.call) && !broughtToFront(after: other) && !apart(other) {
                let parent = add.call.modifierBase?.trimmedDescription ?? "the superview"
                settings.unresolved("occluded", other.call, reason: "added to `\(parent)` after the button, so drawn "
                    + "over it where they overlap; no static frames keep them apart and no `bringSubviewToFront` follows")
                return
            }
        }
    }

    /// `button.layer.addSublayer(x)`, `insertSublayer(…)`: layers in the button's own.
    private func sublayersAdded() -> [FunctionCallExprSyntax] {
        found.calls.filter { call in
            guard ["addSublayer", "insertSublayer"].contains(call.calledName ?? ""),
                  let path = call.modifierBase?.memberPath, path.last == "layer",
                  path.count == 2 || (path.count == 3 && path[0] == "self"),
                  let view = bindings.identity(ofPath: Array(path.dropLast()), at: call) else { return false }
            return button.contains(view)
        }
    }

    /// `insertSubview(x, belowSubview: …)`, `insertSubview(x, at: 0)`: under the button.
    private func isInsertedBelow(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledName == "insertSubview" else { return false }
        if call.argument("belowSubview") != nil { return true }
        return call.argument("at").flatMap { numbers.value($0) } == 0
    }

    /// `parent.bringSubviewToFront(button)` after `other` was added.
    private func broughtToFront(after other: ScopeContents.Addition) -> Bool {
        found.calls.contains { call in
            guard call.calledName == "bringSubviewToFront", call.position > other.call.position,
                  let parentPath = call.modifierBase?.memberPath, bindings.identity(ofPath: parentPath, at: call) == other.parent,
                  let childPath = call.arguments.first?.expression.memberPath,
                  let child = bindings.identity(ofPath: childPath, at: call) else { return false }
            return button.contains(child)
        }
    }

    /// Both frames static `CGRect(x:y:width:height:)`s that do not intersect.
    private func apart(_ other: ScopeContents.Addition) -> Bool {
        guard let buttonFrame, let mine = UIKitValues.rect(buttonFrame, numbers),
              let view = other.call.arguments.first?.expression, let identity = other.child,
              let theirs = frame(of: view, identity) else { return false }
        return mine.x + mine.width <= theirs.x || theirs.x + theirs.width <= mine.x
            || mine.y + mine.height <= theirs.y || theirs.y + theirs.height <= mine.y
    }

    /// The view's last `frame =` in scope, else the `frame:` its constant was made with.
    private func frame(of view: ExprSyntax, _ identity: ViewIdentity) -> (x: Double, y: Double, width: Double, height: Double)? {
        if let assigned = found.assignments.last(where: { $0.identity == identity && $0.property == ["frame"] }) {
            return UIKitValues.rect(assigned.value, numbers)
        }
        guard let made = bindings.declarations.constantValue(of: view)?.as(FunctionCallExprSyntax.self),
              let frame = made.argument("frame") else { return nil }
        return UIKitValues.rect(frame, numbers)
    }
}
