import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Reads one SwiftUI `LocationButton(…)`: its initializer, its own modifier chain, and the
/// modifiers of the views that contain it in the same `body` (or function), walking outwards
/// through the syntax tree so the closest modifier of each kind wins, as SwiftUI's environment does.
package struct SwiftUIButtonReader {
    package let context: SourceFileContext

    /// Modifiers whose content is another presentation (a sheet, a toolbar, a menu): the views
    /// they are applied to do not contain the button on screen.
    package static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "toolbar", "alert", "confirmationDialog",
        "contextMenu", "navigationDestination", "inspector", "swipeActions",
    ]

    package func read(_ call: FunctionCallExprSyntax) -> ScannedButton {
        var settings = SettingsCollector(context: context)
        let source = context.location(of: call)
        if let title = call.arguments.first(where: { $0.label == nil })?.expression {
            settings.set("title", SwiftUIValues.title(title).map { .text($0) }, at: call, expr: title)
        }
        var room = Room()
        walkOutwards(from: call, into: &settings, room: &room)
        room.apply(to: &settings, context: context)
        finish(call, &settings)
        var button = ScannedButton(id: context.defaultID(at: source), api: .swiftui, source: source,
                                   settings: settings.settings, unresolved: settings.unresolved, notes: settings.notes)
        // A helper view's room comes from the places that show it, when its own file sets none.
        if !settings.has("width"), !settings.has("maxWidth") { button.helperView = room.helperView }
        return button
    }

    private func walkOutwards(from call: FunctionCallExprSyntax, into settings: inout SettingsCollector, room: inout Room) {
        var node = Syntax(call)
        var onButton = true
        var lastItem: CodeBlockItemSyntax?
        // The last ZStack met and the item of it that holds the button, for an overlay applied to it.
        var zStack: (call: FunctionCallExprSyntax, item: CodeBlockItemSyntax?)?
        var hops = 0
        while let parent = node.parent {
            // The kind is asked before any cast: most nodes on the way out are none of these.
            let kind = parent.kind
            if parent.is(DeclSyntax.self), kind != .ifConfigDecl {
                // A helper view (`var locateButton: some View`, `func row() -> some View`, often in
                // an extension, or a view type's `body`) used once: continue at the use, inside
                // the `body` that shows it.
                let helpers = HelperViewUse(context: context)
                guard hops < 3, let use = helpers.single(of: parent) else {
                    // A view type this file does not show once may be shown in the module's other
                    // files, in a stack that takes room (`HelperPlacement`).
                    if room.stack == nil { room.helperView = helpers.viewType(whoseBodyIs: Syntax(parent))?.name }
                    return
                }
                hops += 1
                onButton = false
                node = use
                continue
            }
            if kind == .memberAccessExpr, let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id {
                if modifier.calledName == "overlay", !onButton, let stack = zStack, stack.call.id == node.id, let item = stack.item,
                   OverlayClearance(numbers: context.numbers).isClear(overlay: modifier, stack: stack.call, item: item, button: call) {
                    settings.note("`\(settings.text(of: modifier))` stays clear of the button: aligned to the other edge, "
                                  + "its tallest text and the button fit in the shortest iPhone screen", at: modifier)
                } else if let name = modifier.calledName {
                    SwiftUIModifier(call: modifier, name: name, onButton: onButton, numbers: context.numbers, context: context)
                        .apply(to: &settings)
                }
                node = Syntax(modifier)
                continue
            }
            if kind == .postfixIfConfigExpr, let conditional = parent.as(PostfixIfConfigExprSyntax.self),
               conditional.base?.id == node.id {
                conditionalModifiers(conditional, &settings)
            } else if kind == .codeBlockItem, let item = parent.as(CodeBlockItemSyntax.self) {
                lastItem = item
            } else if kind == .functionCallExpr, let call = parent.as(FunctionCallExprSyntax.self), node.id != call.calledExpression.id {
                // The button sits in this call's content: a container or a modifier's view argument.
                onButton = false
                if let name = call.calledName, call.modifierBase != nil {
                    if name == "toolbar", !settings.has("width") {
                        // A bar item gets what the bar's title and other items leave.
                        settings.unresolved("maxWidth", call, reason: "in a toolbar, whose title and other items share the bar")
                    }
                    if Self.presentations.contains(name) { return }
                    if name == "background" {
                        settings.set("occluded", .flag(true), at: call)
                    }
                } else if call.calledName == "ZStack" {
                    stackedAbove(lastItem, in: call, &settings)
                    zStack = (call, lastItem)
                } else if call.calledName == "HStack", call.trailingClosure?.id == node.id, let item = lastItem, !settings.has("width") {
                    switch StackRoom(numbers: context.numbers).taken(in: call, besides: item) {
                    case .points(let points, let sharers)?:
                        // A maxWidth met before the first stack is the button's own, not its container's.
                        if room.stack == nil { room.hasOwnMaxWidth = settings.has("maxWidth") }
                        room.taken += points
                        room.sharers += sharers
                        room.stack = room.stack ?? call
                    case .unknown(let sibling, let reason, let known, let texts)?:
                        // A room a frame inside the stack already gives stays the button's.
                        guard !settings.has("maxWidth") else { break }
                        room.taken += known
                        room.texts += texts
                        room.unknown = room.unknown ?? (sibling, reason)
                        room.stack = room.stack ?? call
                    case nil: break
                    }
                }
            } else if kind == .closureExpr || kind == .labeledExpr {
                onButton = false
            }
            node = parent
        }
    }

    /// What the stacks around the button take from the room their container gives.
    package struct Room {
        package var taken = 0.0
        /// Text fields beside the button, which share the rest with it equally.
        package var sharers = 0
        /// The innermost stack that takes some, where the room is shown.
        package var stack: FunctionCallExprSyntax?
        /// The first view beside the button whose width the code does not fix, and why.
        package var unknown: (node: ExprSyntax, reason: String)?
        /// `.fixedSize()` texts beside the button, which lower the bound by their measured width.
        package var texts: [FixedWidthText] = []
        /// The view type whose body holds the button, where the walk stopped for want of one use.
        package var helperView: String?
        /// A `.frame(maxWidth:)` inside the innermost stack (on the button): the room is the
        /// smaller of it and what the stacks leave of the screen.
        package var hasOwnMaxWidth = false

        /// `maxWidth`: the container's (an outer `.frame(maxWidth:)`), else the narrowest
        /// iPhone's content width, less what the stacks' other views take, shared equally with
        /// the text fields beside the button. Beside a view of unknown width it is unknown, and
        /// at most the container less what the known views take (`UnresolvedValue.upperBound`).
        package func apply(to settings: inout SettingsCollector, context: SourceFileContext) {
            guard let stack, taken > 0 || sharers > 0 || unknown != nil, !settings.has("width") else { return }
            // An outer maxWidth the code does not fix leaves the room unknown already.
            if settings.settings["maxWidth"] == nil, settings.has("maxWidth") { return }
            let outer = settings.remove("maxWidth")
            let site = context.site(of: stack)
            if hasOwnMaxWidth, let own = outer, case .number(let width) = own.value {
                let room = max(DevicePreset.default.contentWidth - taken, 1) / Double(1 + sharers)
                if room < width {
                    settings.set("maxWidth", .number(room), at: site.location, expression: site.text)
                } else {
                    settings.set("maxWidth", own.value, at: own.location, expression: own.expression)
                }
                return
            }
            let container: Double
            if case .number(let width)? = outer?.value { container = width } else { container = DevicePreset.default.contentWidth }
            if let unknown {
                settings.unresolved("maxWidth", unknown.node, reason: unknown.reason, upperBound: max(container - taken, 1),
                                    fixedTexts: texts)
                return
            }
            let room = max(container - taken, 1) / Double(1 + sharers)
            settings.set("maxWidth", .number(room), at: site.location, expression: site.text)
        }
    }

    /// Views a `ZStack` lists after the button are drawn over it.
    private func stackedAbove(_ item: CodeBlockItemSyntax?, in stack: FunctionCallExprSyntax,
                              _ settings: inout SettingsCollector) {
        guard let item, let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return }
        let items = Array(list)
        guard let index = items.firstIndex(where: { $0.id == item.id }), index + 1 < items.count else { return }
        settings.unresolved("occluded", items[index + 1],
                            reason: "drawn over the button by the enclosing ZStack; whether it covers it depends on layout")
    }

    /// Modifiers inside `#if … #endif` of a chain: which branch is built is not known here.
    private func conditionalModifiers(_ conditional: PostfixIfConfigExprSyntax, _ settings: inout SettingsCollector) {
        for clause in conditional.config.clauses {
            guard case .postfixExpression(let expr)? = clause.elements else { continue }
            let condition = clause.condition.map { "\(clause.poundKeyword.text) \($0.trimmedDescription)" }
                ?? clause.poundKeyword.text
            var calls: [FunctionCallExprSyntax] = []
            var current: ExprSyntax? = expr
            while let call = current?.as(FunctionCallExprSyntax.self) {
                calls.insert(call, at: 0)
                current = call.modifierBase
            }
            for call in calls {
                let key = ModifierKeys.key(of: call.calledName ?? "")
                settings.unresolved(key, call, reason: "inside `\(condition)`")
            }
        }
    }

    /// Turns working keys into theme keys and adds what the wrapper does by default.
    private func finish(_ call: FunctionCallExprSyntax, _ settings: inout SettingsCollector) {
        if !settings.has("title") { settings.set("title", .text("currentLocation"), at: call) }
        // The wrapper sets the arrow filled only when the environment's symbol variants contain
        // `.fill`, else outlined (decompiled _CoreLocationUI_SwiftUI, iOS 18.2, docs/system-model.md §7).
        if let style = settings.remove("labelStyle") {
            switch style.value {
            case .text("titleOnly"): settings.override("glyph", with: .text("none"), from: style)
            case .text("iconOnly"): settings.override("title", with: .text("none"), from: style)
            default: break
            }
        }
        settings.renameUnresolved("labelStyle", to: "title")
        if !settings.has("glyph") { settings.set("glyph", .text("arrowOutline"), at: call) }
    }
}

/// The theme key a modifier of a button sets, for a modifier whose value cannot be read.
package enum ModifierKeys {
    package static func key(of modifier: String) -> String? {
        switch modifier {
        case "tint": "background"
        case "foregroundColor", "foregroundStyle": "foreground"
        case "labelStyle": "title"
        case "symbolVariant": "glyph"
        case "font": "fontSize"
        case "dynamicTypeSize": "dynamicType"
        case "opacity": "ancestorAlpha"
        case "scaleEffect": "scale"
        case "rotationEffect": "rotation"
        case "blur": "filter"
        case "overlay": "occluded"
        case "cornerRadius", "clipShape": "cornerRadius"
        default: nil
        }
    }
}
