import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Which declaration a view's name means at one place in the code: two locals named `button` in
/// different functions (or a lazy property's closure and `viewDidLoad`) are different views, and
/// `self.button` is the property even where a local shadows it.
package enum ViewIdentity: Hashable {
    /// A local constant or variable, by the syntax that declares it.
    case local(SyntaxIdentifier)
    /// A property, by its qualified name (`MapViewController.button`).
    case member(String)
    /// A name declared nowhere around its use.
    case global(String)
}

/// Resolves view names to `ViewIdentity` with the module's declarations.
package struct ViewBindings {
    package let declarations: ModuleDeclarations

    /// What `name` means at `node`; `viaSelf` for `self.name`, which is always the property.
    package func identity(of name: String, at node: some SyntaxProtocol, viaSelf: Bool = false) -> ViewIdentity {
        if viaSelf {
            // An inherited property (`self.view`) is declared nowhere in the module, like a bare `view`.
            let key = (NameLookup.enclosingTypes(of: Syntax(node)).first.map { $0 + "." } ?? "") + name
            return declarations.kind(of: key, name: name) == nil ? .global(name) : .member(key)
        }
        switch declarations.binding(of: name, at: Syntax(node)) {
        case .local(let syntax, _): return .local(syntax.id)
        case .member(let key): return .member(key)
        case .global(let name): return .global(name)
        }
    }

    /// The view a member path starts with: `button` of `button.widthAnchor` and of
    /// `self.button.widthAnchor`; nil for a bare `self`.
    package func identity(ofPath path: [String], at node: some SyntaxProtocol) -> ViewIdentity? {
        let viaSelf = path.first == "self"
        guard path.count > (viaSelf ? 1 : 0) else { return nil }
        return identity(of: path[viaSelf ? 1 : 0], at: node, viaSelf: viaSelf)
    }

    /// The identities the button made by `call` is known by: the variable or property it is bound
    /// to, and a lazy property whose closure makes it.
    package func identities(ofButtonMadeBy call: FunctionCallExprSyntax) -> [ViewIdentity] {
        var identities: [ViewIdentity] = []
        let node = Syntax(call)
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // `let b = CLLocationButton()`; a stored property `let button = CLLocationButton()`.
            // binding → its list → the `let`/`var` → the member item → the type's member list
            if binding.parent?.parent?.parent?.parent?.is(MemberBlockItemListSyntax.self) == true,
               let type = NameLookup.enclosingTypes(of: Syntax(binding)).first {
                identities.append(.member("\(type).\(name)"))
            } else {
                identities.append(.local(binding.id))
            }
            if let property = lazyProperty(returning: binding) { identities.append(property) }
        } else if let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                  sequence.elements.count == 3, let path = sequence.elements.first?.memberPath,
                  let identity = identity(ofPath: path, at: sequence) {
            // `button = CLLocationButton()`, `self.button = CLLocationButton()`
            identities.append(identity)
        }
        return identities
    }

    /// `lazy var button: CLLocationButton = { let b = …; return b }()`: the property `binding` is
    /// declared for.
    private func lazyProperty(returning binding: PatternBindingSyntax) -> ViewIdentity? {
        var scope = binding.parent
        while let current = scope, !current.is(CodeBlockItemListSyntax.self), !current.is(MemberBlockItemListSyntax.self) {
            scope = current.parent
        }
        guard let closure = scope?.parent?.as(ClosureExprSyntax.self),
              let invoked = closure.parent?.as(FunctionCallExprSyntax.self),
              let property = invoked.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = property.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = NameLookup.enclosingTypes(of: Syntax(property)).first else { return nil }
        return .member("\(type).\(name)")
    }
}
