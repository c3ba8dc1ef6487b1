import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Where a helper view that holds a button is shown: the one place in its file that refers to
/// it, found by what the names mean to Swift rather than by how they are spelled.
///
/// - A computed property or parameterless function (`var locateButton: some View`,
///   `func row() -> some View`) is used by a bare `locateButton` that resolves to it (no local,
///   parameter or other type's member of that name in between) or by `self.locateButton` in its
///   own type. An implicit member (`.font(.body)`, `style: .body`: a `Font.TextStyle`) or a
///   member of another value (`node.body.addChild(…)`) is never a use.
/// - A view type's `body` is shown wherever the type is made: `LocateButton()` or
///   `LocateButton(title: …)`, with the type's name not shadowed where it is written.
/// - A use inside a preview (`#Preview`, a `PreviewProvider`) is no place the app shows.
///
/// docs/checking-an-app.md ("helper views").
package struct HelperViewUse {
    package let context: SourceFileContext

    /// The single use of the helper `decl` in the file; nil when there is none or several.
    package func single(of decl: Syntax) -> Syntax? {
        if let type = viewType(whoseBodyIs: decl) {
            return single(named: type.name, owner: nil, declaration: type.id, madeAsType: true)
        }
        let name: String
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let binding = variable.bindings.first, binding.accessorBlock != nil,
           let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
            name = identifier.identifier.text
        } else if let function = decl.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty {
            name = function.name.text
        } else {
            return nil
        }
        return single(named: name, owner: NameLookup.enclosingTypes(of: decl).first, declaration: decl.id, madeAsType: false)
    }

    /// The calls in the file that make the view type `name` (`LocateButton()`, `LocateButton.init(…)`),
    /// its name unshadowed where it is written: the places a view type of another file is shown.
    package func constructions(ofType name: String) -> [FunctionCallExprSyntax] {
        guard context.occurrences(of: name, atMost: 1) > 0 else { return [] }
        let finder = References(name: name, declaration: context.tree.id)
        finder.walk(context.tree)
        return finder.found.compactMap { construction($0)?.as(FunctionCallExprSyntax.self) }
    }

    /// A struct conforming to `View` whose `body` is `decl`: its name and node.
    package func viewType(whoseBodyIs decl: Syntax) -> (name: String, id: SyntaxIdentifier)? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
              // the `var` → its member item → the member list → the member block → the type
              let type = decl.parent?.parent?.parent?.parent?.as(StructDeclSyntax.self),
              type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true
        else { return nil }
        return (type.name.text, type.id)
    }

    private func single(named name: String, owner: String?, declaration: SyntaxIdentifier, madeAsType: Bool) -> Syntax? {
        // A use writes the name, as the declaration does: written once, it is only declared.
        guard context.occurrences(of: name, atMost: 2) > 1 else { return nil }
        let finder = References(name: name, declaration: declaration)
        finder.walk(context.tree)
        var uses: [Syntax] = []
        for reference in finder.found {
            // A preview is no place the app shows the view.
            guard let use = madeAsType ? construction(reference) : use(reference, owner: owner),
                  !ButtonPlace(of: use).isPreview else { continue }
            uses.append(use)
            if uses.count > 1 { return nil }
        }
        return uses.first
    }

    /// The view a reference to a property or function shows, if the reference means it.
    private func use(_ reference: DeclReferenceExprSyntax, owner: String?) -> Syntax? {
        var use = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            // `self.name` in the helper's own type; `.name` and `other.name` are other things.
            guard let owner, member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                  NameLookup.enclosingTypes(of: Syntax(member)).first == owner else { return nil }
            use = Syntax(member)
        } else {
            switch NameLookup.binding(of: reference.baseName.text, at: Syntax(reference), isMember: { $0 == owner }) {
            case .local: return nil
            case .member(let key): guard let owner, key == "\(owner).\(reference.baseName.text)" else { return nil }
            case .global: guard owner == nil else { return nil }
            }
        }
        if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id {
            use = Syntax(call)
        }
        return use
    }

    /// `Type(…)` or `Type.init(…)` with the type's name unshadowed: the call that makes the view.
    private func construction(_ reference: DeclReferenceExprSyntax) -> Syntax? {
        if reference.parent?.is(MemberAccessExprSyntax.self) == true,
           reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id { return nil }
        guard case .global = NameLookup.binding(of: reference.baseName.text, at: Syntax(reference), isMember: { _ in false })
        else { return nil }
        var callee = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
           member.declName.baseName.text == "init" {
            callee = Syntax(member)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
        return Syntax(call)
    }

    /// Every reference spelled `name` outside the declaration itself.
    private final class References: SyntaxVisitor {
        let name: String
        let declaration: SyntaxIdentifier
        var found: [DeclReferenceExprSyntax] = []

        init(name: String, declaration: SyntaxIdentifier) {
            self.name = name; self.declaration = declaration
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }

        private func enter(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
            node.id == declaration ? .skipChildren : .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.baseName.text == name { found.append(node) }
            return .visitChildren
        }
    }
}
