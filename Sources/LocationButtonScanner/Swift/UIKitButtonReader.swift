import LocationButtonLint
import SwiftSyntax

/// Reads one UIKit `CLLocationButton(…)`: the frame it is created with, then every assignment to
/// the variable or property that holds it in the same scope (the function or closure it is
/// declared in; for a stored property, the type and its extensions in the file), its size
/// constraints, and the alpha of the view it is added to. The last assignment in source order wins.
struct UIKitButtonReader {
    let context: SourceFileContext

    func read(_ call: FunctionCallExprSyntax) -> ScannedButton {
        var settings = SettingsCollector(context: context)
        let source = context.location(of: call)
        let (names, scopes) = binding(of: call)
        var found = ScopeContents()
        for scope in scopes { found.collect(in: scope) }
        let assignments = found.assignments.filter { names.contains($0.target) }
        // Latest first, since the collector keeps the first value it is given.
        for assignment in assignments.reversed() { apply(assignment, &settings) }
        constraints(found.calls, names, &settings)
        superviewAlpha(found, names, &settings)
        if let frame = call.argument("frame"), let size = UIKitValues.rectSize(frame) {
            settings.set("width", StaticNumber.value(size.width).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: size.width)), at: size.width, expr: size.width)
            settings.set("height", StaticNumber.value(size.height).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: size.height)), at: size.height, expr: size.height)
        }
        finishSizeCategories(&settings)
        return ScannedButton(id: context.defaultID(at: source), api: .uikit, source: source,
                             settings: settings.settings, unresolved: settings.unresolved, notes: settings.notes)
    }

    /// The names the button is reachable by and the syntax to search for assignments.
    private func binding(of call: FunctionCallExprSyntax) -> (Set<String>, [Syntax]) {
        var names: Set<String> = []
        var scopes: [Syntax] = []
        var node = Syntax(call)
        // `let b = CLLocationButton()` / `var b: CLLocationButton = .init()`
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            names.insert(name)
            node = Syntax(binding)
        } else if let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                  sequence.elements.count == 3, let target = sequence.elements.first?.memberPath?.last {
            // `button = CLLocationButton()`, `self.button = CLLocationButton()`
            names.insert(target)
            node = Syntax(sequence)
        }
        guard !names.isEmpty else { return ([], []) }
        var isProperty = node.is(SequenceExprSyntax.self)
        // The local scope: the closure or function body holding the declaration.
        var scope = node.parent
        while let current = scope, !current.is(CodeBlockItemListSyntax.self), !current.is(MemberBlockItemListSyntax.self) {
            scope = current.parent
        }
        if scope?.is(MemberBlockItemListSyntax.self) == true { isProperty = true }
        // `lazy var button: CLLocationButton = { let b = …; return b }()`: the property's name too.
        if let list = scope?.as(CodeBlockItemListSyntax.self),
           let closure = list.parent?.as(ClosureExprSyntax.self),
           let invoked = closure.parent?.as(FunctionCallExprSyntax.self),
           let property = invoked.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = property.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            names.insert(name)
            isProperty = true
        }
        // A property is assigned anywhere in its type and the type's extensions in this file.
        if isProperty, let type = enclosingType(of: node) {
            scopes = typeScopes(named: type)
        } else if let scope {
            scopes = [scope]
        }
        return (names, scopes)
    }

    private func enclosingType(of node: Syntax) -> String? {
        var current: Syntax? = node
        while let syntax = current {
            if let decl = syntax.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            current = syntax.parent
        }
        return nil
    }

    private func typeScopes(named name: String) -> [Syntax] {
        context.tree.statements.compactMap { item -> Syntax? in
            if let decl = item.item.as(ClassDeclSyntax.self), decl.name.text == name { return Syntax(decl.memberBlock) }
            if let decl = item.item.as(StructDeclSyntax.self), decl.name.text == name { return Syntax(decl.memberBlock) }
            if let decl = item.item.as(ExtensionDeclSyntax.self), decl.extendedType.trimmedDescription == name {
                return Syntax(decl.memberBlock)
            }
            return nil
        }
    }

    private func apply(_ assignment: ScopeContents.Assignment, _ settings: inout SettingsCollector) {
        let value = assignment.value
        let node = assignment.node
        func number(_ key: String) {
            settings.set(key, StaticNumber.value(value).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: value)), at: node, expr: value)
        }
        switch assignment.property {
        case ["label"]:
            settings.set("title", UIKitValues.caseName(value, among: UIKitValues.labels).map { .text($0) }, at: node, expr: value)
        case ["icon"]:
            settings.set("glyph", UIKitValues.caseName(value, among: UIKitValues.icons).map { .text($0) }, at: node, expr: value)
        case ["fontSize"]:
            guard !settings.has("font") else { return }
            settings.claim("font")
            switch UIKitValues.fontSize(value) {
            case .value(let values):
                for (key, setting) in values.sorted(by: { $0.key < $1.key }) { settings.set(key, setting, at: node) }
            case .unresolved(let reason): settings.unresolved("fontSize", value, reason: reason)
            }
        case ["cornerRadius"]: number("cornerRadius")
        case ["alpha"], ["layer", "opacity"]: number("alpha")
        case ["backgroundColor"]: settings.setColor("background", value, as: .uiKit, at: node)
        case ["tintColor"]: settings.setColor("foreground", value, as: .uiKit, at: node)
        case ["transform"]:
            guard let transform = UIKitValues.transform(value) else {
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
            settings.set("width", StaticNumber.value(size.width).map { .value(.number($0)) }
                         ?? .unresolved(Unresolvable.reason(for: size.width)), at: size.width, expr: size.width)
            settings.set("height", StaticNumber.value(size.height).map { .value(.number($0)) }
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
                settings.note("`\(node.shortText)`: a disabled button does not respond to taps", at: node)
            }
        case ["layer", "cornerRadius"]:
            settings.note("`layer.cornerRadius` is not the button's `cornerRadius`: the system draws its own shape", at: node)
        default: return
        }
    }

    /// `button.widthAnchor.constraint(equalToConstant: 200)` and friends, anywhere in scope.
    private func constraints(_ calls: [FunctionCallExprSyntax], _ names: Set<String>, _ settings: inout SettingsCollector) {
        for call in calls.reversed() where call.calledName == "constraint" {
            guard let path = call.modifierBase?.memberPath, path.count >= 2,
                  let anchor = path.last, ["widthAnchor", "heightAnchor"].contains(anchor),
                  names.contains(path[path.count - 2]) else { continue }
            let dimension = anchor == "widthAnchor" ? "width" : "height"
            guard let (label, expr) = call.arguments.first.map({ ($0.label?.text ?? "_", $0.expression) }) else { continue }
            switch label {
            case "equalToConstant":
                settings.set(dimension, StaticNumber.value(expr).map { .value(.number($0)) }
                             ?? .unresolved(Unresolvable.reason(for: expr)), at: call, expr: expr)
            case "lessThanOrEqualToConstant" where dimension == "width":
                settings.set("maxWidth", StaticNumber.value(expr).map { .value(.number($0)) }
                             ?? .unresolved(Unresolvable.reason(for: expr)), at: call, expr: expr)
            case "equalTo", "lessThanOrEqualTo":
                let key = label == "equalTo" ? dimension : (dimension == "width" ? "maxWidth" : "height")
                settings.unresolved(key, call, reason: "relative to another view's size")
            default:
                settings.note("`\(call.shortText)` only sets a minimum: the button keeps its intrinsic size", at: call)
            }
        }
    }

    /// `container.addSubview(button)` with `container.alpha = 0.5` in scope: the ancestor alpha.
    private func superviewAlpha(_ found: ScopeContents, _ names: Set<String>, _ settings: inout SettingsCollector) {
        for call in found.calls where ["addSubview", "addArrangedSubview", "insertSubview"].contains(call.calledName ?? "") {
            guard let child = call.arguments.first?.expression.memberPath?.last, names.contains(child),
                  let parent = call.modifierBase?.memberPath?.last else { continue }
            guard let alpha = found.assignments.last(where: { $0.target == parent && $0.property == ["alpha"] }) else { continue }
            guard let value = StaticNumber.value(alpha.value) else {
                settings.unresolved("ancestorAlpha", alpha.value, reason: Unresolvable.reason(for: alpha.value))
                continue
            }
            settings.multiply("ancestorAlpha", by: value, at: alpha.node)
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

/// Assignments and calls found in a scope.
struct ScopeContents {
    struct Assignment {
        /// The variable or property assigned into: `button` of `self.button.alpha = 0.5`.
        let target: String
        /// The property path after it: `["alpha"]`, `["layer", "opacity"]`.
        let property: [String]
        let value: ExprSyntax
        /// The whole assignment.
        let node: SequenceExprSyntax
    }

    private(set) var assignments: [Assignment] = []
    private(set) var calls: [FunctionCallExprSyntax] = []

    mutating func collect(in scope: Syntax) {
        final class Finder: SyntaxVisitor {
            var assignments: [Assignment] = []
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), var path = elements[0].memberPath {
                    if path.first == "self" { path.removeFirst() }
                    if path.count >= 2 {
                        assignments.append(Assignment(target: path[0], property: Array(path.dropFirst()),
                                                      value: elements[2], node: node))
                    }
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
        assignments += finder.assignments
        calls += finder.calls
    }
}
