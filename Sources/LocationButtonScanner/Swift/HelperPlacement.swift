import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation
import SwiftSyntax

/// The room a helper view gives its button when another file shows it: a view type whose `body`
/// holds the button (`ScannedButton.helperView`) is made in the module's files, each place
/// directly in an `HStack` or not. Each `HStack` leaves what its other views do not take
/// (`StackRoom`); a place outside one leaves the whole width. The tightest place decides, as the
/// button fails there first; with several places a note lists them (docs/checking-an-app.md,
/// "The room a button gets"). Previews are not places.
package enum HelperPlacement {
    /// One place that makes the helper view.
    package struct Place {
        package var location: SourceLocation
        package var room: Room
    }

    /// What a place leaves the button.
    package enum Room {
        case whole
        /// Points, echoed at the stack.
        case points(Double, at: SourceLocation, expression: String)
        /// Unknown beside `expression`, at most `bound`.
        case bounded(Double, at: SourceLocation, expression: String, reason: String)

        /// The largest room it may be, and whether it is only a bound (known rooms sort first).
        package var order: (Double, Int) {
            switch self {
            case .whole: (DevicePreset.default.contentWidth, 0)
            case .points(let points, _, _): (points, 0)
            case .bounded(let bound, _, _, _): (bound, 1)
            }
        }

        package var described: String {
            switch self {
            case .whole: "the whole width"
            case .points(let points, _, _): "room \(NumberText.fourDecimals(points)) pt"
            case .bounded(let bound, _, let expression, _): "room at most \(NumberText.fourDecimals(bound)) pt beside `\(expression)`"
            }
        }
    }

    /// The places in `context`'s file that make the view type `type`.
    package static func places(of type: String, in context: SourceFileContext) -> [Place] {
        HelperViewUse(context: context).constructions(ofType: type).compactMap { call in
            guard !ButtonPlace(of: call).isPreview else { return nil }
            return Place(location: context.location(of: call), room: room(around: call, in: context))
        }
    }

    /// What the `HStack` that lists `call` (with its modifiers) directly leaves it.
    private static func room(around call: FunctionCallExprSyntax, in context: SourceFileContext) -> Room {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id {
            node = Syntax(modifier)
        }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
              let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
              let stack = closure.parent?.as(FunctionCallExprSyntax.self), stack.trailingClosure?.id == closure.id,
              stack.calledName == "HStack" else { return .whole }
        let container = DevicePreset.default.contentWidth
        switch StackRoom(numbers: context.numbers).taken(in: stack, besides: item) {
        case .points(let taken, let sharers)?:
            let site = context.site(of: stack)
            return .points(max(container - taken, 1) / Double(1 + sharers), at: site.location, expression: site.text)
        case .unknown(let sibling, let reason, let known, _)?:
            // A place's `.fixedSize()` texts are not carried: the bound stays looser, never too tight.
            let site = context.site(of: sibling)
            return .bounded(max(container - known, 1), at: site.location, expression: site.text, reason: reason)
        case nil:
            return .whole
        }
    }

    /// Sets `button`'s room from the tightest of `places`, with a note naming each when there are several.
    package static func apply(_ places: [Place], to button: inout ScannedButton) {
        guard let type = button.helperView, let tightest = places.min(by: { $0.room.order < $1.room.order }) else { return }
        switch tightest.room {
        case .whole:
            break
        case .points(let points, let location, let expression):
            button.settings["maxWidth"] = ScannedSetting(.number(points), at: location, expression: expression)
        case .bounded(let bound, let location, let expression, let reason):
            button.unresolved.append(UnresolvedSetting(key: "maxWidth", expression: expression, at: location,
                                                       reason: reason, upperBound: bound))
        }
        guard places.count > 1 else { return }
        let listed = places.map { "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line) (\($0.room.described))" }
        button.notes.append(ScannerNote("`\(type)` is shown in \(places.count) places: \(listed.joined(separator: ", ")); "
                                            + "the smallest room decides", at: tightest.location))
    }
}
