import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Reads one UIKit `CLLocationButton(…)`: the frame it is created with, then every assignment to
/// the variable or property that holds it (the function or closure it is declared in; for a
/// stored or lazy property, the type and its extensions in the file), its size constraints, the
/// alpha of the view it is added to, and what is added over it. A name means the declaration
/// visible where it is used, so another view of the same name elsewhere is not this button. The
/// last assignment in source order wins.
package struct UIKitButtonReader {
    package let context: SourceFileContext
    private var numbers: StaticNumber { context.numbers }
    private var bindings: ViewBindings { ViewBindings(declarations: context.declarations) }

    package func read(_ call: FunctionCallExprSyntax) -> ScannedButton {
        let button = Set(bindings.identities(ofButtonMadeBy: call))
        var settings = settings(of: button, in: scopes(of: call, button), frameArgument: call.argument("frame"))
        if let frame = call.argument("frame"), let size = UIKitValues.rectSize(frame) {
            settings.set("width", numbers.value(size.width).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: size.width)), at: size.width, expr: size.width)
            settings.set("height", numbers.value(size.height).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: size.height)), at: size.height, expr: size.height)
        }
        finishSizeCategories(&settings)
        let source = context.location(of: call)
        return ScannedButton(id: context.defaultID(at: source), api: .uikit, source: source,
                             settings: settings.settings, unresolved: settings.unresolved, notes: settings.notes)
    }

    /// What the code of `type` (and its extensions in this file) assigns to the outlet `name`
    /// declared by `binding` (`@IBOutlet weak var locationButton: CLLocationButton!`): a reading
    /// whose settings go on top of the storyboard button the outlet connects.
    package func read(outlet binding: PatternBindingSyntax, named name: String, in type: String) -> ScannedButton {
        let key = "\(type).\(name)"
        var settings = settings(of: [.member(key)], in: typeScopes(named: type), frameArgument: nil)
        finishSizeCategories(&settings)
        var reading = ScannedButton(id: key, api: .uikit, source: context.location(of: binding),
                                    settings: settings.settings, unresolved: settings.unresolved, notes: settings.notes)
        reading.outlet = key
        reading.isOutletReading = true
        return reading
    }

    /// The assignments to `button` in `scopes`, latest winning, with its constraints, its
    /// superview's alpha and what covers it.
    private func settings(of button: Set<ViewIdentity>, in scopes: [Syntax], frameArgument: ExprSyntax?) -> SettingsCollector {
        var settings = SettingsCollector(context: context)
        var found = ScopeContents(bindings: bindings)
        for scope in scopes { found.collect(in: scope) }
        let assignments = found.assignments.filter { button.contains($0.identity) }
        // Latest first, since the collector keeps the first value it is given.
        for assignment in assignments.reversed() { apply(assignment, &settings) }
        constraints(found.calls, button, &settings)
        superviewAlpha(found, button, &settings)
        passedAway(found.calls, button, &settings)
        let frame = assignments.last { $0.property == ["frame"] }?.value ?? frameArgument
        UIKitCoverage(bindings: bindings, numbers: numbers, button: button, found: found, buttonFrame: frame)
            .apply(to: &settings)
        return settings
    }

    /// Where the button's assignments are searched: a property's type and the type's extensions
    /// in this file; a local's function or closure body.
    private func scopes(of call: FunctionCallExprSyntax, _ button: Set<ViewIdentity>) -> [Syntax] {
        for identity in button {
            guard case .member(let key) = identity, let dot = key.lastIndex(of: ".") else { continue }
            return typeScopes(named: String(key[..<dot]))
        }
        guard !button.isEmpty else { return [] }
        var scope = Syntax(call).parent
        while let current = scope, !current.is(CodeBlockItemListSyntax.self) { scope = current.parent }
        return scope.map { [$0] } ?? []
    }

    private func typeScopes(named name: String) -> [Syntax] {
        context.tree.statements.compactMap { item -> Syntax? in
            guard NameLookup.typeName(of: Syntax(item.item)) == name else { return nil }
            if let decl = item.item.as(ClassDeclSyntax.self) { return Syntax(decl.memberBlock) }
            if let decl = item.item.as(StructDeclSyntax.self) { return Syntax(decl.memberBlock) }
            if let decl = item.item.as(EnumDeclSyntax.self) { return Syntax(decl.memberBlock) }
            if let decl = item.item.as(ActorDeclSyntax.self) { return Syntax(decl.memberBlock) }
            return item.item.as(ExtensionDeclSyntax.self).map { Syntax($0.memberBlock) }
        }
    }

    private func apply(_ assignment: ScopeContents.Assignment, _ settings: inout SettingsCollector) {
        let value = assignment.value
        let node = assignment.node
        func number(_ key: String) {
            settings.set(key, numbers.value(value).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: value)), at: node, expr: value)
        }
        switch assignment.property {
        case ["label"]:
            settings.set("title", caseName(value, among: UIKitValues.labels).map { .text($0) }, at: node, expr: value)
        case ["icon"]:
            settings.set("glyph", caseName(value, among: UIKitValues.icons).map { .text($0) }, at: node, expr: value)
        case ["overrideUserInterfaceStyle"]:
            // `.dark` / `.light` fix the button's appearance; `.unspecified` follows the system.
            switch caseName(value, among: ["dark", "light", "unspecified"]) {
            case .value("unspecified"): return
            case .value(let style): settings.set("colorScheme", .text(style), at: node)
            case .unresolved(let reason): settings.unresolved("colorScheme", value, reason: reason)
            }
        case ["fontSize"]:
            guard !settings.has("font") else { return }
            settings.claim("font")
            switch UIKitValues.fontSize(value, numbers) {
            case .value(let values):
                for (key, setting) in values.sorted(by: { $0.key < $1.key }) { settings.set(key, setting, at: node) }
            case .unresolved(let reason): settings.unresolved("fontSize", value, reason: reason)
            }
        case ["cornerRadius"]: number("cornerRadius")
        case ["alpha"], ["layer", "opacity"]: number("alpha")
        case ["backgroundColor"]: settings.setColor("background", value, as: .uiKit, at: node)
        case ["tintColor"]: settings.setColor("foreground", value, as: .uiKit, at: node)
        case ["transform"]:
            guard let transform = UIKitValues.transform(value, numbers) else {
                settings.unresolved("scale", value, reason: Unresolvable.reason(for: value))
                return
            }
            if transform.scale != 1 { settings.set("scale", .number(transform.scale), at: node) }
            if transform.rotation != 0 { settings.set("rotation", .number(transform.rotation), at: node) }
        case ["frame"], ["bounds"]:
            guard let size = UIKitValues.rectSize(value) else {
                settings.unresolved("width", value, reason: Unresolvable.reason(for: value))
                return
            }
            settings.set("width", numbers.value(size.width).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: size.width)), at: size.width, expr: size.width)
            settings.set("height", numbers.value(size.height).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: size.height)), at: size.height, expr: size.height)
        case ["minimumContentSizeCategory"], ["maximumContentSizeCategory"]:
            let key = assignment.property[0]
            guard let name = value.memberName, let category = UIKitValues.sizeCategories[name],
                  !value.is(DeclReferenceExprSyntax.self) else {
                settings.unresolved("dynamicType", value, reason: Unresolvable.reason(for: value))
                return
            }
            settings.set(key, .text(category), at: node)
        case ["isEnabled"], ["isUserInteractionEnabled"]:
            if value.as(BooleanLiteralExprSyntax.self)?.literal.text != "true" {
                settings.note("`\(context.shortText(of: node))`: a disabled button does not respond to taps", at: node)
            }
        case ["layer", "cornerRadius"]:
            settings.note("`layer.cornerRadius` is not the button's `cornerRadius`: the system draws its own shape", at: node)
        default: return
        }
    }

    /// A case name written out or held by a constant of the module (`button.label = Style.label`).
    private func caseName(_ value: ExprSyntax, among names: [String]) -> Resolution<String> {
        let direct = UIKitValues.caseName(value, among: names)
        guard case .unresolved = direct,
              let constant = numbers.throughConstant(value, { _, held in UIKitValues.caseName(held, among: names) }),
              case .value = constant else { return direct }
        return constant
    }

    /// `button.widthAnchor.constraint(equalToConstant: 200)` and friends, anywhere in scope.
    private func constraints(_ calls: [FunctionCallExprSyntax], _ button: Set<ViewIdentity>, _ settings: inout SettingsCollector) {
        for call in calls.reversed() where call.calledName == "constraint" {
            guard let path = call.modifierBase?.memberPath, let anchor = path.last,
                  ["widthAnchor", "heightAnchor"].contains(anchor) else { continue }
            let view = Array(path.dropLast())
            guard view.count == 1 || (view.count == 2 && view[0] == "self"),
                  let identity = bindings.identity(ofPath: view, at: call), button.contains(identity) else { continue }
            let dimension = anchor == "widthAnchor" ? "width" : "height"
            guard let (label, expr) = call.arguments.first.map({ ($0.label?.text ?? "_", $0.expression) }) else { continue }
            switch label {
            case "equalToConstant":
                settings.set(dimension, numbers.value(expr).map { .value(.number($0)) }
                             ?? .unresolved(Unresolvable.reason(for: expr)), at: call, expr: expr)
            case "lessThanOrEqualToConstant" where dimension == "width":
                settings.set("maxWidth", numbers.value(expr).map { .value(.number($0)) }
                             ?? .unresolved(Unresolvable.reason(for: expr)), at: call, expr: expr)
            case "equalTo", "lessThanOrEqualTo":
                let key = label == "equalTo" ? dimension : (dimension == "width" ? "maxWidth" : "height")
                settings.unresolved(key, call, reason: "relative to another view's size")
            default:
                settings.note("`\(context.shortText(of: call))` only sets a minimum: the button keeps its intrinsic size", at: call)
            }
        }
    }

    /// `container.addSubview(button)` with `container.alpha = 0.5` in scope: the ancestor alpha.
    private func superviewAlpha(_ found: ScopeContents, _ button: Set<ViewIdentity>, _ settings: inout SettingsCollector) {
        for add in found.additions(of: button) {
            guard let alpha = found.assignments.last(where: { $0.identity == add.parent && $0.property == ["alpha"] })
            else { continue }
            guard let value = numbers.value(alpha.value) else {
                settings.unresolved("ancestorAlpha", alpha.value, reason: Unresolvable.reason(for: alpha.value))
                continue
            }
            settings.multiply("ancestorAlpha", by: value, at: alpha.node)
        }
    }

    /// Calls that take the button as an argument without changing what it draws: adding it to a
    /// view hierarchy and ordering it there, or making it a bar button item's view
    /// (`UIBarButtonItem(customView: button)`: the bar shows the button at its own size).
    package static let placingCalls: Set<String> = [
        "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "bringSubviewToFront",
        "sendSubviewToBack", "removeArrangedSubview", "setCustomSpacing", "customSpacing", "append", "contains",
        "UIBarButtonItem",
    ]

    /// `style(button)`, `configure(locateButton)`: a function given the button may set anything
    /// on it, so every result may depend on it (the scanner does not follow calls).
    private func passedAway(_ calls: [FunctionCallExprSyntax], _ button: Set<ViewIdentity>, _ settings: inout SettingsCollector) {
        for call in calls where !Self.placingCalls.contains(call.calledName ?? "") {
            let given = call.arguments.contains { argument in
                guard let path = argument.expression.memberPath,
                      path.count == 1 || (path.count == 2 && path[0] == "self"),
                      let identity = bindings.identity(ofPath: path, at: call) else { return false }
                return button.contains(identity)
            }
            if given {
                settings.unresolved(nil, call, reason: "the button is passed to a call that may change any of its settings")
            }
        }
    }

    /// `minimumContentSizeCategory` and `maximumContentSizeCategory` become one range.
    private func finishSizeCategories(_ settings: inout SettingsCollector) {
        let minimum = settings.remove("minimumContentSizeCategory")
        let maximum = settings.remove("maximumContentSizeCategory")
        guard let first = minimum ?? maximum else { return }
        let lower = minimum.map { $0.value.description } ?? "xSmall"
        let upper = maximum.map { $0.value.description } ?? "AX5"
        settings.set("dynamicType", .text("\(lower)...\(upper)"), at: first.location, expression: first.expression)
    }
}

/// Assignments and calls found in a scope, each assignment with the view its name means there.
package struct ScopeContents {
    package struct Assignment {
        /// The view or property assigned into: `button` of `self.button.alpha = 0.5`.
        package let identity: ViewIdentity
        /// The property path after it: `["alpha"]`, `["layer", "opacity"]`.
        package let property: [String]
        package let value: ExprSyntax
        /// The whole assignment.
        package let node: SequenceExprSyntax
    }

    /// `parent.addSubview(child)` (or `insertSubview`, `addArrangedSubview`), in source order.
    package struct Addition {
        package let parent: ViewIdentity
        /// nil for a view made in place (`addSubview(UIView())`).
        package let child: ViewIdentity?
        package let call: FunctionCallExprSyntax
    }

    package let bindings: ViewBindings
    package private(set) var assignments: [Assignment] = []
    package private(set) var calls: [FunctionCallExprSyntax] = []

    package init(bindings: ViewBindings) { self.bindings = bindings }

    package mutating func collect(in scope: Syntax) {
        final class Finder: SyntaxVisitor {
            var assignments: [(path: [String], value: ExprSyntax, node: SequenceExprSyntax)] = []
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                // `x.p = a / 2` is one unfolded sequence: its value is read from the whole
                // assignment (`SequenceExprSyntax.assignedElements`).
                if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let path = elements[0].memberPath,
                   path.count >= (path.first == "self" ? 3 : 2) {
                    assignments.append((path, elements.count == 3 ? elements[2] : ExprSyntax(node), node))
                }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                calls.append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(scope)
        for (path, value, node) in finder.assignments {
            guard let identity = bindings.identity(ofPath: path, at: node) else { continue }
            let property = Array(path.dropFirst(path.first == "self" ? 2 : 1))
            assignments.append(Assignment(identity: identity, property: property, value: value, node: node))
        }
        calls += finder.calls
        additions = findAdditions()
    }

    /// Every view added to another in scope, in source order (found once for all its readers).
    package private(set) var additions: [Addition] = []

    private func findAdditions() -> [Addition] {
        calls.compactMap { call in
            guard ["addSubview", "addArrangedSubview", "insertSubview"].contains(call.calledName ?? ""),
                  let parentPath = call.modifierBase?.memberPath,
                  let parent = bindings.identity(ofPath: parentPath, at: call) else { return nil }
            let child = call.arguments.first?.expression.memberPath.flatMap { bindings.identity(ofPath: $0, at: call) }
            return Addition(parent: parent, child: child, call: call)
        }
    }

    /// Where the button is added to a superview.
    package func additions(of button: Set<ViewIdentity>) -> [Addition] {
        additions.filter { $0.child.map(button.contains) ?? false }
    }
}
