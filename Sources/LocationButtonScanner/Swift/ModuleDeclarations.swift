import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation
import SwiftParser
import SwiftSyntax

/// The constants and stored properties the scanned sources declare outside function bodies — in
/// types, enums and extensions of any file, or at top level — so that a use such as
/// `.tint(Brand.sun)`, `.tint(.brandDeep)` or `.frame(width: Metrics.side)` reads the value the
/// declaration states. A `let` with an initializer (or a computed property returning one
/// expression) is a constant; a `var` or a `let` set in an initializer is a variable, and a name
/// declared twice (`#if` branches) is neither: both stay unresolved.
package struct ModuleDeclarations: Sendable {
    /// A constant's value, cut out of its file so that the file's syntax tree need not stay in
    /// memory while the module is scanned, with what reading it needs from where it is written.
    package struct Constant: Sendable {
        /// The expression, on its own (no longer part of its file's tree).
        package let value: ExprSyntax
        /// The types it is declared in, innermost first, qualified (`Theme.Colors`, `Theme`).
        package let scopes: [String]
        /// The type its declaration states (`UIColor` of `static let x: UIColor = .red`), else
        /// the type it is declared in.
        package let declaredType: String?
        /// The value's text, as its file writes it.
        package let text: String
    }

    package enum Kind: Sendable {
        case constant(Constant)
        case variable
        /// Declared more than once (in `#if` branches, or two files): which one is used is not known.
        case ambiguous
        /// Functions or initializers of that name (overloads told apart by their labels).
        case functions([ModuleFunction])
    }

    /// By qualified name: `Brand.sun`, `Color.brandDeep`, `Theme.Colors.accent`; a top-level
    /// declaration by its name alone. Read only through `kind(of:name:)`, which logs each lookup.
    private var members: [String: Kind] = [:]
    /// Each constant by its detached value's identity, for the lookups made inside it.
    private var constants: [SyntaxIdentifier: Constant] = [:]
    /// Where the lookups of one reading are recorded (`ModuleScan` checks them against the
    /// whole module's declarations); nil: not recorded.
    private var log: QueryLog?

    package init() {}

    package init(trees: [SourceFileSyntax]) {
        self.init(trees.flatMap { Self.declarations(in: $0) })
    }

    /// The declarations `Collector` found, in file order.
    package init(_ declarations: [Collector.Declaration]) {
        add(declarations)
    }

    /// The same declarations, recording every lookup in `log`.
    package func logging(to log: QueryLog) -> ModuleDeclarations {
        var copy = self
        copy.log = log
        return copy
    }

    /// What a lookup of a qualified name can tell: whether it is declared, and as what. Two
    /// sets of declarations that give the same answers to a reading's lookups give it the same
    /// result (a constant's value is parsed from its text alone).
    package enum Answer: Hashable, Sendable {
        case undeclared, variable, ambiguous
        case constant(text: String, scopes: [String], declaredType: String?)
        case functions(texts: [String])
    }

    /// The lookups of one reading of a file, with their answers. Used by one thread at a time.
    package final class QueryLog: @unchecked Sendable {
        package private(set) var answers: [String: Answer] = [:]
        /// The names looked up (the last part of each key: what a declaring file must write).
        package private(set) var names: Set<String> = []

        package func record(_ key: String, name: String, _ answer: Answer) {
            answers[key] = answer
            names.insert(name)
        }
    }

    /// What `key` (`Brand.sun`; `name` is its last part, `sun`) is declared as, if anything.
    package func kind(of key: String, name: String) -> Kind? {
        let kind = members[key]
        log?.record(key, name: name, Self.answer(kind))
        return kind
    }

    /// The answer `kind(of:name:)` gives for `key`, not recorded.
    package func answer(for key: String) -> Answer { Self.answer(members[key]) }

    private static func answer(_ kind: Kind?) -> Answer {
        switch kind {
        case nil: .undeclared
        case .variable?: .variable
        case .ambiguous?: .ambiguous
        case .constant(let constant)?: .constant(text: constant.text, scopes: constant.scopes, declaredType: constant.declaredType)
        case .functions(let functions)?: .functions(texts: functions.map(\.text))
        }
    }

    /// The declarations of one file, for `init(_:)`; `source`: the bytes it was parsed from, if at hand.
    package static func declarations(in tree: SourceFileSyntax, source: [UInt8]? = nil) -> [Collector.Declaration] {
        let collector = Collector(source: source)
        collector.walk(tree)
        return collector.found
    }

    /// Records declarations. The constants' values are parsed again from their text, all in one
    /// small tree (a value left in its file's tree, or detached from it, would keep the whole
    /// file's syntax in memory while the module is scanned).
    private mutating func add(_ declarations: [Collector.Declaration]) {
        let values = Self.expressions(declarations.filter { !$0.function }.compactMap(\.value))
        var next = 0
        for found in declarations {
            if found.function {
                addFunction(found)
                continue
            }
            var kind = Kind.variable
            if let text = found.value {
                // A value that does not parse on its own stays unread, like a variable.
                if let value = values[next] {
                    let constant = Constant(value: value, scopes: found.scopes, declaredType: found.declaredType, text: text)
                    constants[constant.value.id] = constant
                    kind = .constant(constant)
                }
                next += 1
            }
            members[found.key] = members[found.key] == nil ? kind : .ambiguous
        }
    }

    /// A function declaration: one more overload of its name (a constant of the same name makes both ambiguous).
    private mutating func addFunction(_ found: Collector.Declaration) {
        guard let text = found.value, let function = ModuleFunction(text: text, scopes: found.scopes) else { return }
        switch members[found.key] {
        case nil: members[found.key] = .functions([function])
        case .functions(let others)?: members[found.key] = .functions(others + [function])
        default: members[found.key] = .ambiguous
        }
    }

    /// Each text as an expression, all parsed in one tree when they stand as statements there,
    /// else each on its own (nil where one is no expression).
    private static func expressions(_ texts: [String]) -> [ExprSyntax?] {
        // No parse at all for a file without constants (most of an app's view files).
        guard !texts.isEmpty else { return [] }
        func parse(_ text: String) -> CodeBlockItemListSyntax {
            var text = text
            return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftFileScan.parserNestingLimit) }.statements
        }
        let together = parse(texts.map { $0 + ";" }.joined(separator: "\n")).map { $0.item.as(ExprSyntax.self) }
        if together.count == texts.count { return together }
        return texts.map { text in
            let statements = parse(text)
            return statements.count == 1 ? statements.first?.item.as(ExprSyntax.self) : nil
        }
    }

    /// The constant whose value `node` lies in: the statement holding `node` in the constants'
    /// own tree; nil for a node of a scanned file.
    private func constant(holding node: some SyntaxProtocol) -> Constant? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self) { current = parent }
        return constants[current.id]
    }

    /// The types around `node`: those of its file (or of the extension a module function is
    /// parsed in), or those of the constant it lies in.
    package func enclosingTypes(of node: some SyntaxProtocol) -> [String] {
        let attached = NameLookup.enclosingTypes(of: Syntax(node))
        return attached.isEmpty ? constant(holding: node)?.scopes ?? [] : attached
    }

    /// The module function `call` calls, with its arguments bound, when one of that name and
    /// labels is declared: `Color.dynamic(light:dark:)`, `.dynamic(…)` of the one token type
    /// declaring it, `UIColor(hex:)` (an initializer of an extension), `brandColor(…)` at top
    /// level or in the enclosing types.
    package func function(called call: FunctionCallExprSyntax) -> (ModuleFunction, [String: (value: ExprSyntax, type: String?)])? {
        var keys: [String] = []
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let written = reference.baseName.text
            if written.first?.isUppercase == true {
                // `UIColor(hex: …)`: an initializer of the type.
                name = "init"
                keys = [written + ".init"]
            } else {
                name = written
                keys = enclosingTypes(of: call).map { "\($0).\(written)" } + [written]
            }
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if let base = member.base {
                guard var path = base.memberPath else { return nil }
                if ["SwiftUI", "UIKit"].contains(path.first) { path.removeFirst() }
                if path == ["Self"] || path == ["self"] {
                    keys = enclosingTypes(of: call).map { "\($0).\(name)" }
                } else {
                    keys = (enclosingTypes(of: call).map { $0 + "." } + [""]).map { $0 + (path + [name]).joined(separator: ".") }
                }
            } else {
                keys = Self.implicitMemberTypes.map { "\($0).\(name)" }
            }
        } else {
            return nil
        }
        // What a declaring file writes: the name, or for an initializer its first label.
        let logged = name == "init" ? (call.arguments.first?.label?.text ?? "init") : name
        var found: [(ModuleFunction, [String: (value: ExprSyntax, type: String?)])] = []
        for key in keys {
            guard case .functions(let overloads)? = kind(of: key, name: logged) else { continue }
            found += overloads.compactMap { function in function.bind(call).map { (function, $0) } }
            if !found.isEmpty { break }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The type a constant's declaration states or is declared in (see `Constant.declaredType`).
    package func declaredType(of value: ExprSyntax) -> String? { constant(holding: value)?.declaredType }

    /// Types whose static members an implicit member expression (`.brandDeep`, `.caption`) of a
    /// color, size or font may name: where design tokens are declared.
    package static let implicitMemberTypes = ["Color", "UIColor", "ShapeStyle", "CGFloat", "Double", "Float", "Int", "Font", "UIFont"]

    /// The expression a constant named by `expr` stands for: `Brand.sun`, `.brandDeep`,
    /// `Self.side`, a bare `accent` (the binding visible at the use: a local `let`, a member of
    /// the enclosing types, a top-level constant); nil when `expr` names no constant.
    package func constantValue(of expr: ExprSyntax) -> ExprSyntax? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            switch binding(of: name, at: Syntax(expr)) {
            case .local(_, let value): return value
            case .member(let key): return constant(key, name: name)
            case .global(let key):
                // Inside a constant's value (`static let corner = height / 2`): its type's members first.
                let scopes = constant(holding: expr)?.scopes ?? []
                return (scopes.map { "\($0).\(name)" } + [key]).lazy.compactMap { constant($0, name: name) }.first
            }
        }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.brandDeep`: whichever token type declares it, when only one does.
            let found = Self.implicitMemberTypes.compactMap { constant("\($0).\(name)", name: name) }
            return found.count == 1 ? found[0] : nil
        }
        if let keyword = base.as(DeclReferenceExprSyntax.self)?.baseName.text, keyword == "self" || keyword == "Self" {
            return enclosingTypes(of: expr).lazy.compactMap { constant("\($0).\(name)", name: name) }.first
        }
        guard var path = base.memberPath else { return nil }
        if ["SwiftUI", "UIKit"].contains(path.first) { path.removeFirst() }
        let key = (path + [name]).joined(separator: ".")
        // `Colors.accent` inside `enum Theme` is `Theme.Colors.accent`.
        let scopes = enclosingTypes(of: expr).map { $0 + "." } + [""]
        return scopes.lazy.compactMap { constant($0 + key, name: name) }.first
    }

    private func constant(_ key: String, name: String) -> ExprSyntax? {
        if case .constant(let constant)? = kind(of: key, name: name) { return constant.value }
        return nil
    }

    /// What `name` means where `node` uses it (see `NameLookup`), members checked against the
    /// module's declarations.
    package func binding(of name: String, at node: Syntax) -> NameBinding {
        NameLookup.binding(of: name, at: node) { type in kind(of: "\(type).\(name)", name: name) != nil }
    }

    /// Collects member and top-level declarations, skipping the bodies of functions, closures
    /// and accessors (their locals are found where they are used, by `NameLookup`).
    package final class Collector: SyntaxVisitor {
        /// A declared name with its value's text when it is a constant (else a variable).
        /// `function`: the value is a function's or initializer's whole declaration (`ModuleFunction`).
        package typealias Declaration = (key: String, value: String?, scopes: [String], declaredType: String?, function: Bool)
        package var found: [Declaration] = []
        /// The text of the tree walked, to cut a node's text out of (as `SourceFileContext` does).
        private let source: [UInt8]?

        package init(source: [UInt8]? = nil) {
            self.source = source
            super.init(viewMode: .sourceAccurate)
        }

        /// `node.trimmedDescription`, cut out of `source` when the node holds no error.
        private func text(of node: some SyntaxProtocol) -> String {
            guard let source, !node.hasError else { return node.trimmedDescription }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
            guard start <= end, end <= source.count else { return node.trimmedDescription }
            return String(decoding: source[start..<end], as: UTF8.self)
        }

        /// The types around the node being visited, qualified, outermost first: what
        /// `NameLookup.enclosingTypes` finds (reversed), kept as the walk enters and leaves them
        /// rather than worked out from each declaration's ancestors again.
        private var types: [String] = []

        private func enter(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
            let name = NameLookup.typeName(of: Syntax(node)) ?? ""
            types.append(types.last.map { $0 + "." + name } ?? name)
            return .visitChildren
        }

        package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
        package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
        package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
        package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
        package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
        package override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
        package override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        package override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
        package override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
        package override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

        package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let scopes = Array(types.reversed())
            guard let prefix = Self.prefix(of: Syntax(node), scopes: scopes) else { return .skipChildren }
            let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let value = (isLet ? binding.initializer?.value : Self.computedExpression(binding.accessorBlock))
                    .flatMap(Self.token)
                found.append((prefix + name, value.map(text(of:)), scopes,
                              binding.typeAnnotation.map { text(of: $0.type) } ?? scopes.first, false))
            }
            return .skipChildren
        }

        /// A static function of a type, or a top-level one, that returns a value: kept whole to be
        /// read with a call's arguments (`ModuleFunction`), when short.
        package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let scopes = Array(types.reversed())
            guard node.signature.returnClause != nil, node.body != nil,
                  scopes.isEmpty || node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return .skipChildren }
            record(node, name: node.name.text, scopes: scopes)
            return .skipChildren
        }

        /// An initializer of an extension (`extension UIColor { convenience init(hex: …) }`).
        package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let scopes = Array(types.reversed())
            if node.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true {
                record(node, name: "init", scopes: scopes)
            }
            return .skipChildren
        }

        private func record(_ node: some DeclSyntaxProtocol, name: String, scopes: [String]) {
            guard node.trimmedLength.utf8Length <= ModuleFunction.maximumLength,
                  let prefix = Self.prefix(of: Syntax(node), scopes: scopes) else { return }
            found.append((prefix + name, text(of: node), scopes, scopes.first, true))
        }
        /// An import without attributes or errors is modifiers and a path of tokens: nothing in it is declared.
        package override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            node.attributes.isEmpty && !node.hasError ? .skipChildren : .visitChildren
        }
        package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        package override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// `Brand.` for a member of `enum Brand` (or its extension), empty at top level; nil
        /// inside a function or closure.
        package static func prefix(of node: Syntax, scopes: [String]) -> String? {
            var current = node.parent
            while let syntax = current {
                let kind = syntax.kind
                if kind == .codeBlock || kind == .closureExpr { return nil }
                if kind == .memberBlock { break }
                current = syntax.parent
            }
            guard current != nil else { return "" }
            return scopes.first.map { $0 + "." }
        }

        /// A value shaped like a design token — a literal, a color, font or number made from
        /// them, a name — kept to be read where it is used. A closure or a long expression (a
        /// view's `body`, `{ … }()`) is no token and stays unread: the scanner never evaluates code.
        package static func token(_ value: ExprSyntax) -> ExprSyntax? {
            guard value.trimmedLength.utf8Length <= 240,
                  !value.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftBrace }) else { return nil }
            return value
        }

        /// The one expression a computed property returns: `{ Color(red: …) }`, `{ return 12 }`.
        package static func computedExpression(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
            guard case .getter(let items)? = block?.accessors, items.count == 1, let item = items.first else { return nil }
            if let expr = item.item.as(ExprSyntax.self) { return expr }
            return item.item.as(ReturnStmtSyntax.self)?.expression
        }
    }
}

/// What a name means at the place it is used.
package enum NameBinding {
    /// A local constant, variable, parameter or pattern, by the syntax that declares it, with the
    /// value of a `let` that has an initializer.
    case local(Syntax, constantValue: ExprSyntax?)
    /// A member of an enclosing type, by its qualified name (`MapViewController.button`).
    case member(String)
    /// Nothing around the use declares it: a top-level name of the module (or another module).
    case global(String)
}

/// Finds the binding a name refers to as the compiler does: walking outwards from the use through
/// the statements before it in each block, the parameters and conditions of the functions,
/// closures and `if`/`guard`/`for` around it, then the members of the enclosing types.
package enum NameLookup {
    /// `isMember(type)` tells whether the type (qualified, `Outer.Inner`) declares the name.
    package static func binding(of name: String, at node: Syntax, isMember: (String) -> Bool) -> NameBinding {
        var child = node
        var parent = node.parent
        while let current = parent {
            if let list = current.as(CodeBlockItemListSyntax.self), let found = declaration(of: name, in: list, before: child) {
                return found
            }
            if let found = parameter(named: name, of: current, enclosing: child) { return found }
            // A type's members: `enclosingTypes` of its member block starts with the type itself.
            if current.is(MemberBlockSyntax.self), let type = enclosingTypes(of: current).first, isMember(type) {
                return .member("\(type).\(name)")
            }
            child = current
            parent = current.parent
        }
        return .global(name)
    }

    /// The last declaration of `name` among the statements of `list` that come before `child`
    /// (a declaration is visible after it; one whose initializer holds the use is not yet).
    private static func declaration(of name: String, in list: CodeBlockItemListSyntax, before child: Syntax) -> NameBinding? {
        var found: NameBinding?
        for item in list {
            guard item.position < child.position, item.id != child.id else { break }
            let statement = item.item
            switch statement.kind {
            case .variableDecl, .functionDecl, .guardStmt: break
            default: continue
            }
            if let decl = statement.as(VariableDeclSyntax.self) {
                for binding in decl.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    let isLet = decl.bindingSpecifier.tokenKind == .keyword(.let)
                    found = .local(Syntax(binding), constantValue: isLet ? binding.initializer?.value : nil)
                }
            } else if let function = statement.as(FunctionDeclSyntax.self), function.name.text == name {
                found = .local(Syntax(function), constantValue: nil)
            } else if let guardStatement = statement.as(GuardStmtSyntax.self),
                      let bound = boundName(name, in: guardStatement.conditions) {
                found = .local(bound, constantValue: nil)
            }
        }
        return found
    }

    /// A parameter, `if let`/`while let` binding or `for` pattern named `name` that `scope`
    /// introduces for `child`.
    private static func parameter(named name: String, of scope: Syntax, enclosing child: Syntax) -> NameBinding? {
        // The kind first: casting every node around a use to each scope's type cost more than the lookup.
        switch scope.kind {
        case .functionDecl, .initializerDecl, .closureExpr, .ifExpr, .whileStmt, .forStmt, .accessorDecl: break
        default: return nil
        }
        if let function = scope.as(FunctionDeclSyntax.self) {
            return parameters(function.signature.parameterClause.parameters, name)
        }
        if let initializer = scope.as(InitializerDeclSyntax.self) {
            return parameters(initializer.signature.parameterClause.parameters, name)
        }
        if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature {
            switch signature.parameterClause {
            case .simpleInput(let names)?:
                if let match = names.first(where: { $0.name.text == name }) { return .local(Syntax(match), constantValue: nil) }
            case .parameterClause(let clause)?:
                if let match = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return .local(Syntax(match), constantValue: nil)
                }
            case nil: break
            }
            return nil
        }
        if let ifExpr = scope.as(IfExprSyntax.self), ifExpr.body.id == child.id {
            return boundName(name, in: ifExpr.conditions).map { .local($0, constantValue: nil) }
        }
        if let whileStatement = scope.as(WhileStmtSyntax.self), whileStatement.body.id == child.id {
            return boundName(name, in: whileStatement.conditions).map { .local($0, constantValue: nil) }
        }
        if let forStatement = scope.as(ForStmtSyntax.self), forStatement.body.id == child.id {
            let names = forStatement.pattern.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(name) }
            return names.first.map { .local(Syntax($0), constantValue: nil) }
        }
        if let accessor = scope.as(AccessorDeclSyntax.self) {
            let implicit = accessor.parameters?.name.text
                ?? ["set": "newValue", "willSet": "newValue", "didSet": "oldValue"][accessor.accessorSpecifier.text]
            if implicit == name { return .local(Syntax(accessor), constantValue: nil) }
        }
        return nil
    }

    private static func parameters(_ list: FunctionParameterListSyntax, _ name: String) -> NameBinding? {
        list.first { ($0.secondName ?? $0.firstName).text == name }.map { .local(Syntax($0), constantValue: nil) }
    }

    /// The `let x = …` / `var x = …` / `let x` (Swift 5.7 shorthand) binding of `name` in conditions.
    private static func boundName(_ name: String, in conditions: ConditionElementListSyntax) -> Syntax? {
        for condition in conditions {
            if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
               binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return Syntax(binding)
            }
        }
        return nil
    }

    /// The types around `node`, innermost first, each qualified from the outermost:
    /// [`Outer.Inner`, `Outer`]. An extension counts as its type.
    package static func enclosingTypes(of node: Syntax) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let syntax = current {
            if let name = typeName(of: syntax) { names.insert(name, at: 0) }
            current = syntax.parent
        }
        var qualified: [String] = []
        for index in names.indices {
            // An extension names its type from the top (`extension Brand.Palette`).
            let name = index == 0 ? names[0] : names[..<index].joined(separator: ".") + "." + names[index]
            qualified.insert(name, at: 0)
        }
        return qualified
    }

    /// The name a type declaration or extension gives its members' scope.
    package static func typeName(of node: Syntax?) -> String? {
        guard let node else { return nil }
        switch node.kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl: break
        default: return nil
        }
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) {
            var name = decl.extendedType.trimmedDescription
            for module in ["SwiftUI.", "UIKit."] where name.hasPrefix(module) { name.removeFirst(module.count) }
            return name
        }
        return nil
    }
}
