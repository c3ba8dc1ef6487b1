import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Whether a call spelled `LocationButton(…)` or `CLLocationButton(…)` makes CoreLocationUI's
/// button, as the compiler would decide: the file imports CoreLocationUI (or the module
/// re-exports it), the module declares no type of that name at top level (its own would win:
/// Swift prefers a module's own declarations to an imported module's), and the arguments fit
/// one of the system initializers. `CoreLocationUI.LocationButton(…)` names the system's type
/// whatever the module declares. docs/checking-an-app.md ("Which calls are location buttons").
package enum ButtonIdentity {
    /// What one file tells about the names: its imports and its top-level type declarations.
    package struct FileFacts: Sendable, Hashable {
        package var importsCoreLocationUI = false
        /// `@_exported import CoreLocationUI`: every file of the module sees it.
        package var reexportsCoreLocationUI = false
        /// Top-level types (or type aliases) named `LocationButton` or `CLLocationButton`, by
        /// name, with the line that declares each.
        package var declaredTypes: [String: Int] = [:]

        package init(_ tree: SourceFileSyntax, lines: SourceLines) {
            read(tree.statements, lines)
        }

        /// Top-level statements, also those inside `#if` clauses (`#if canImport(CoreLocationUI)`
        /// around the import is common): a clause may be built, so what it holds counts.
        private mutating func read(_ statements: CodeBlockItemListSyntax, _ lines: SourceLines) {
            for item in statements {
                if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let inner)? = clause.elements { read(inner, lines) }
                    }
                }
                if let imported = item.item.as(ImportDeclSyntax.self),
                   imported.path.first?.name.text == "CoreLocationUI" {
                    importsCoreLocationUI = true
                    if imported.attributes.contains(where: {
                        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported"
                    }) { reexportsCoreLocationUI = true }
                }
                if let name = Self.declaredName(item.item), ButtonIdentity.names.contains(name) {
                    declaredTypes[name] = lines.location(of: item.positionAfterSkippingLeadingTrivia.utf8Offset).line
                }
            }
        }

        private static func declaredName(_ node: CodeBlockItemSyntax.Item) -> String? {
            if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(TypeAliasDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
            return nil
        }
    }

    package static let names: Set<String> = ["LocationButton", "CLLocationButton"]

    /// Why a call cannot be CoreLocationUI's initializer, judged from the call alone: a module
    /// other than CoreLocationUI named in front, or arguments that fit none of
    /// `LocationButton(_:action:)` (an optional title, then the action, labelled or trailing) or
    /// `CLLocationButton()`, `(frame:)`, `(frame:primaryAction:)`, `(coder:)`. Nil when it can be.
    package static func shapeProblem(of call: FunctionCallExprSyntax, api: ButtonAPI) -> String? {
        if let module = qualifier(of: call), module != "CoreLocationUI" {
            return "`\(module).\(api == .swiftui ? "LocationButton" : "CLLocationButton")` is a type of \(module), not CoreLocationUI's button"
        }
        let labels = call.arguments.map { $0.label?.text }
        let trailing = call.trailingClosure != nil
        switch api {
        case .swiftui:
            // (title?, action) with the action labelled `action:` or written as a trailing closure.
            var rest = labels[...]
            if rest.first == .some(nil) { rest = rest.dropFirst() }
            let fits = (rest.isEmpty && trailing) || (Array(rest) == ["action"] && !trailing)
            return fits ? nil : "`LocationButton(\(labels.map { ($0 ?? "_") + ":" }.joined()))`\(trailing ? " with a trailing closure" : "") fits no initializer of CoreLocationUI's `LocationButton` (`init(_:action:)`)"
        case .uikit:
            let shapes: [[String?]] = [[], ["frame"], ["frame", "primaryAction"], ["coder"]]
            return shapes.contains(labels) && !trailing ? nil
                : "`CLLocationButton(\(labels.map { ($0 ?? "_") + ":" }.joined()))` fits no initializer of CoreLocationUI's `CLLocationButton`"
        }
    }

    /// `CoreLocationUI` of `CoreLocationUI.LocationButton(…)` (or `….init(…)`), if a module is named.
    package static func qualifier(of call: FunctionCallExprSyntax) -> String? {
        var callee = ExprSyntax(call.calledExpression)
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        return base.baseName.text
    }

    /// Why a call that fits CoreLocationUI's shapes still is not its button in this module, if so:
    /// `facts` of the call's file, `module` of every file (scanned or lent), `declarer` naming
    /// the file that declares a type of that name.
    package static func moduleProblem(api: ButtonAPI, qualified: Bool, file facts: FileFacts,
                              module: [(file: String, facts: FileFacts)]) -> String? {
        guard !qualified else { return nil }
        let name = api == .swiftui ? "LocationButton" : "CLLocationButton"
        if let own = module.first(where: { $0.facts.declaredTypes[name] != nil }) {
            let fileName = own.file.split(separator: "/").last.map(String.init) ?? own.file
            return "the app declares its own `\(name)` (\(fileName):\(own.facts.declaredTypes[name]!)), which this call makes"
        }
        if !facts.importsCoreLocationUI && !module.contains(where: { $0.facts.reexportsCoreLocationUI }) {
            return "the file does not import CoreLocationUI, so `\(name)` here is not the system's button"
        }
        return nil
    }
}
