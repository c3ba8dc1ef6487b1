import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// What reading an expression gave: a value, or why it has none statically.
package enum Resolution<Value> {
    case value(Value)
    case unresolved(String)

    package func map<T>(_ transform: (Value) -> T) -> Resolution<T> {
        switch self {
        case .value(let value): .value(transform(value))
        case .unresolved(let reason): .unresolved(reason)
        }
    }
}

/// The reason for an expression the scanner does not evaluate, by its kind.
package enum Unresolvable {
    package static func reason(for expr: some SyntaxProtocol) -> String {
        let syntax = Syntax(expr)
        if syntax.is(DeclReferenceExprSyntax.self) { return "a variable" }
        if let member = syntax.as(MemberAccessExprSyntax.self) {
            return member.base == nil ? "a member the scanner does not know" : "a property or constant"
        }
        if syntax.is(FunctionCallExprSyntax.self) { return "a function call" }
        if syntax.is(TernaryExprSyntax.self) { return "chosen at run time" }
        if let sequence = syntax.as(SequenceExprSyntax.self),
           sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            return "chosen at run time"
        }
        if syntax.is(SubscriptCallExprSyntax.self) { return "a subscript" }
        return "an expression"
    }
}

import SwiftSyntax
