import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftParser
import SwiftSyntax

/// A small function or initializer of the module that makes a color or a number from its
/// parameters — `static func dynamic(light: UInt, dark: UInt) -> Color`, `convenience
/// init(hex: UInt32, alpha: CGFloat = 1)` of `extension UIColor` — read with a call's arguments
/// where a button uses it (`Color.dynamic(light: 0x7F5600, dark: 0xFFBA41)`, `UIColor(hex:
/// 0x1B6E4F)`). Its body is followed, never run: `return`, local `let`s, `self.init(…)`, and
/// `if`/`switch` on the traits (`TraitChoice`); anything else leaves the call unresolved.
package struct ModuleFunction: Sendable {
    package struct Parameter: Sendable {
        /// The argument label; nil for `_`.
        package let label: String?
        package let name: String
        package let type: String?
        package let defaultValue: ExprSyntax?
    }

    package let parameters: [Parameter]
    package let body: CodeBlockItemListSyntax
    /// The type whose values it returns: its return type, or the type an initializer makes.
    package let resultType: String?
    /// The declaration as its file writes it.
    package let text: String

    /// Longest declaration read: a design-token helper is a few lines, a view's method is not one.
    package static let maximumLength = 1_200

    /// The function or initializer `text` declares (parsed on its own), in a type named
    /// `scopes.first` when it is a member; nil for one whose shape this does not read.
    package init?(text: String, scopes: [String]) {
        // A member is parsed inside an extension of its type (`convenience init` and `static func`
        // are declarations only there), which also gives its body the type's names (`NameLookup`).
        var source = scopes.first.map { "extension \($0) {\n\(text)\n}" } ?? text
        let statements = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftFileScan.parserNestingLimit) }.statements
        guard statements.count == 1, var item = statements.first.map({ Syntax($0.item) }) else { return nil }
        if scopes.first != nil {
            guard let members = item.as(ExtensionDeclSyntax.self)?.memberBlock.members, members.count == 1,
                  let member = members.first else { return nil }
            item = Syntax(member.decl)
        }
        let signature: FunctionSignatureSyntax
        let block: CodeBlockSyntax?
        if let function = item.as(FunctionDeclSyntax.self) {
            guard function.genericParameterClause == nil, let returned = function.signature.returnClause else { return nil }
            signature = function.signature
            block = function.body
            var type = returned.type.trimmedDescription
            if type == "Self", let own = scopes.first { type = own }
            resultType = type
        } else if let initializer = item.as(InitializerDeclSyntax.self) {
            guard initializer.optionalMark == nil, initializer.genericParameterClause == nil else { return nil }
            signature = initializer.signature
            block = initializer.body
            resultType = scopes.first
        } else {
            return nil
        }
        guard let block, signature.effectSpecifiers == nil else { return nil }
        parameters = signature.parameterClause.parameters.map { parameter in
            let first = parameter.firstName.text
            return Parameter(label: first == "_" ? nil : first, name: (parameter.secondName ?? parameter.firstName).text,
                             type: parameter.type.trimmedDescription, defaultValue: parameter.defaultValue?.value)
        }
        body = block.statements
        self.text = text
    }

    /// The call's arguments by parameter name (defaults filled in); nil when its labels do not
    /// match the parameters' or it passes a trailing closure.
    package func bind(_ call: FunctionCallExprSyntax) -> [String: (value: ExprSyntax, type: String?)]? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        var arguments = Array(call.arguments)[...]
        var bound: [String: (value: ExprSyntax, type: String?)] = [:]
        for parameter in parameters {
            if let next = arguments.first, next.label?.text == parameter.label {
                bound[parameter.name] = (next.expression, parameter.type)
                arguments = arguments.dropFirst()
            } else if let value = parameter.defaultValue {
                bound[parameter.name] = (value, parameter.type)
            } else {
                return nil
            }
        }
        return arguments.isEmpty ? bound : nil
    }

    /// The labels a call of it may write first: what a file declaring it must write too.
    package var firstLabel: String? { parameters.first?.label }
}
