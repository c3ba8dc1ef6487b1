import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Where a button is declared in terms that survive edits around it: its file, the type and
/// member that hold it, and its ordinal among that member's buttons —
/// `MapViewController.swift › MapViewController.viewDidLoad #1`. Inserting a line above it
/// changes none of them, so baselines and `.locbutton.yml` entries keep matching.
package struct ButtonPlace: Hashable {
    /// The enclosing type, qualified (`Outer.Inner`); nil at top level.
    package var type: String?
    /// The type's member (or top-level declaration) that holds the button: `viewDidLoad`, `body`,
    /// `init`, `#Preview("Dark")`; nil in top-level statements.
    package var member: String?
    /// Inside `#Preview { … }` or a `PreviewProvider`.
    package var isPreview: Bool

    package init(of call: some SyntaxProtocol) {
        var member: Syntax?
        var isPreview = false
        var current = Syntax(call).parent
        while let syntax = current {
            // Only declarations and macro expansions matter (the kind is asked first: casting
            // every node around the button cost more than the rest of naming it).
            switch syntax.kind {
            case .macroExpansionDecl, .macroExpansionExpr, .functionDecl, .variableDecl, .initializerDecl, .subscriptDecl:
                if Self.isPreviewMacro(syntax) { isPreview = true }
                // The outermost named declaration that is a type's member or a top-level declaration.
                let parent = syntax.parent
                let isMember = parent?.kind == .memberBlockItem
                let isTopLevel = parent?.kind == .codeBlockItem && parent?.parent?.parent?.kind == .sourceFile
                if isMember || isTopLevel, Self.name(of: syntax) != nil { member = syntax }
            case .structDecl:
                if Self.inherits(syntax.cast(StructDeclSyntax.self).inheritanceClause, "PreviewProvider") { isPreview = true }
            case .extensionDecl:
                if Self.inherits(syntax.cast(ExtensionDeclSyntax.self).inheritanceClause, "PreviewProvider") { isPreview = true }
            default:
                break
            }
            current = syntax.parent
        }
        self.type = member.flatMap { NameLookup.enclosingTypes(of: $0).first }
        self.member = member.flatMap(Self.name(of:))
        self.isPreview = isPreview
    }

    /// `Type.member` (or either alone), the part of the id before the ordinal.
    package var scope: String? {
        let parts = [type, member].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// The id of the `ordinal`th button (from 1) of this place in `file` (its name, not its path).
    /// The names come from the file's text, which may hold control or bidi characters where the
    /// parser recovered from broken code: they are written escaped, as ids may not hold them.
    package func id(file: String, ordinal: Int) -> String {
        id(fileName: file.split(separator: "/").last.map(String.init) ?? file, ordinal: ordinal)
    }

    /// The same, given the file's name.
    package func id(fileName name: String, ordinal: Int) -> String {
        [name, scope.map { InputText.escapingControls($0) }].compactMap { $0 }.joined(separator: " › ") + " #\(ordinal)"
    }

    /// The name a member declaration gives its part of the id.
    private static func name(of node: Syntax) -> String? {
        if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
        if let variable = node.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if node.is(InitializerDeclSyntax.self) { return "init" }
        if node.is(SubscriptDeclSyntax.self) { return "subscript" }
        if let macro = node.as(MacroExpansionDeclSyntax.self) {
            let title = macro.arguments.first?.expression.stringLiteral.map { "(\"\($0)\")" } ?? ""
            return "#\(macro.macroName.text)\(title)"
        }
        if let macro = node.as(MacroExpansionExprSyntax.self) {
            let title = macro.arguments.first?.expression.stringLiteral.map { "(\"\($0)\")" } ?? ""
            return "#\(macro.macroName.text)\(title)"
        }
        return nil
    }

    private static func isPreviewMacro(_ node: Syntax) -> Bool {
        node.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
            || node.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
    }

    private static func inherits(_ clause: InheritanceClauseSyntax?, _ name: String) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            // A plain name without errors is its token's text; anything else is written out.
            if let simple = inherited.type.as(IdentifierTypeSyntax.self), simple.genericArgumentClause == nil, !simple.hasError {
                return simple.name.text == name
            }
            return inherited.type.trimmedDescription == name
        } ?? false
    }
}
