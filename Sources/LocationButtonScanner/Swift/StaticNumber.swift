import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Evaluates the numeric expressions an app writes inline: literals (decimal, `0x7F5600`, `0b…`,
/// `0o…`), `-x`, parentheses, `+ - * / %` and the bit operators `<< >> & | ^` over them
/// (`200 / 255`, `.pi / 8`, `(hex >> 16) & 0xFF`), `CGFloat(20)`, `Double(x)` and the other number
/// types' conversions, `min(…)`, `max(…)`, `.pi`, `.zero`. A name of a constant the module
/// declares (`Metrics.side`, `.caption` of `extension CGFloat`) is read through its declaration,
/// a parameter of a function being evaluated (`ModuleFunction`) through its argument. Anything
/// else (a variable, another call, `.infinity` unless allowed) is not static: nil.
package struct StaticNumber {
    package let declarations: ModuleDeclarations
    /// Constants read through to get here: a cycle (`static let a = b; static let b = a`) ends.
    private var depth = 0
    /// The arguments of the module function whose body is being read, by parameter name.
    package private(set) var arguments: ArgumentScope?
    /// The appearance a trait-dependent value is read for (`$0.userInterfaceStyle == .dark`); nil:
    /// not chosen yet, so such a value is not static.
    package var appearance: Appearance?

    package init(declarations: ModuleDeclarations = ModuleDeclarations()) { self.declarations = declarations }

    package func value(_ expr: ExprSyntax, allowInfinity: Bool = false) -> Double? {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) { return Self.number(literal.literal.text) }
        if let literal = expr.as(FloatLiteralExprSyntax.self) { return Self.number(literal.literal.text) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return value(prefix.expression, allowInfinity: allowInfinity).map { -$0 }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            return value(only.expression, allowInfinity: allowInfinity)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), Self.isNumericTypeOrNone(member.base) {
            switch member.declName.baseName.text {
            case "pi": return Double.pi
            case "zero": return 0
            case "infinity" where allowInfinity: return .infinity
            default: break
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            if let type = Self.numericType(call.calledExpression), call.arguments.count == 1,
               let only = call.arguments.first, only.label == nil || only.label?.text == "truncatingIfNeeded" {
                // `Int(2.7)` is 2, as Swift's conversion truncates toward zero.
                return value(only.expression, allowInfinity: allowInfinity).map { Self.integerTypes.contains(type) ? $0.rounded(.towardZero) : $0 }
            }
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["min", "max"].contains(name),
               call.arguments.count >= 2, call.arguments.allSatisfy({ $0.label == nil }) {
                var values: [Double] = []
                for argument in call.arguments {
                    guard let number = value(argument.expression, allowInfinity: allowInfinity) else { return nil }
                    values.append(number)
                }
                return name == "min" ? values.min() : values.max()
            }
            if let result = throughFunction(call, { $0.value($1, allowInfinity: allowInfinity) }) { return result }
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return arithmetic(sequence.assignedElements ?? Array(sequence.elements)) }
        return throughConstant(expr) { $0.value($1, allowInfinity: allowInfinity) }
    }

    /// A literal's value: `_` separators left out (Foundation's replacing only when there is
    /// one), `0x`, `0b` and `0o` integers by their base.
    private static func number(_ literal: String) -> Double? {
        let text = literal.utf8.contains(UInt8(ascii: "_")) ? literal.replacingOccurrences(of: "_", with: "") : literal
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where text.hasPrefix(prefix) {
            return UInt64(text.dropFirst(2), radix: radix).map { Double($0) }
        }
        return Double(text)
    }

    /// `read` applied to the value of the constant `expr` names (or the argument of the
    /// parameter it names), by a reader one level deeper.
    package func throughConstant<T>(_ expr: ExprSyntax, _ read: (StaticNumber, ExprSyntax) -> T?) -> T? {
        if let reference = expr.as(DeclReferenceExprSyntax.self), let arguments,
           let bound = arguments.values[reference.baseName.text] {
            var caller = arguments.caller
            caller.appearance = appearance
            return read(caller, bound.value)
        }
        guard depth < Self.maximumDepth, let target = declarations.constantValue(of: expr) else { return nil }
        return read(deeper(), target)
    }

    /// `read` applied to what the module function `call` calls returns, its parameters bound to
    /// the call's arguments; nil when `call` calls no such function (or it returns nothing static).
    package func throughFunction<T>(_ call: FunctionCallExprSyntax, _ read: (StaticNumber, ExprSyntax) -> T?) -> T? {
        guard let (_, inside, outcome) = calling(call), case .chosen(let result) = outcome, result.count == 1 else { return nil }
        return read(inside, result[0])
    }

    /// The module function `call` calls, the reader of its body (its parameters bound to the
    /// call's arguments) and what the body returns; nil when `call` calls no such function.
    package func calling(_ call: FunctionCallExprSyntax) -> (ModuleFunction, StaticNumber, TraitChoice.Outcome)? {
        guard depth < Self.maximumDepth, let (function, values) = declarations.function(called: call) else { return nil }
        var inside = deeper()
        inside.arguments = ArgumentScope(values: values, caller: self)
        return (function, inside, TraitChoice(numbers: inside).returned(from: function.body))
    }

    /// This reader one constant deeper.
    package func deeper() -> StaticNumber {
        var deeper = self
        deeper.depth += 1
        return deeper
    }

    /// Constants and functions read through to get here, at most this deep.
    package static let maximumDepth = 8

    private static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    private static let numericTypes: Set<String> = integerTypes.union(["CGFloat", "Double", "Float"])

    private static func numericType(_ expr: ExprSyntax) -> String? {
        expr.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap { numericTypes.contains($0) ? $0 : nil }
    }

    private static func isNumericTypeOrNone(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        return numericType(base) != nil
    }

    /// Swift's precedence groups of the operators read: shifts bind tighter than
    /// multiplication (`* / % &`), which binds tighter than addition (`+ - | ^`).
    private static let precedence: [String: Int] = ["<<": 3, ">>": 3, "*": 2, "/": 2, "%": 2, "&": 2, "+": 1, "-": 1, "|": 1, "^": 1]

    /// `a op b op c …`, folded by precedence, left to right within a group (the parser leaves
    /// operator sequences unfolded).
    private func arithmetic(_ elements: [ExprSyntax]) -> Double? {
        guard elements.count % 2 == 1 else { return nil }
        var operands: [Double] = []
        var operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                guard let number = value(element) else { return nil }
                operands.append(number)
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, Self.precedence[op] != nil else { return nil }
                operators.append(op)
            }
        }
        for level in [3, 2, 1] {
            var index = 0
            while index < operators.count {
                guard Self.precedence[operators[index]] == level else { index += 1; continue }
                guard let result = Self.apply(operators[index], operands[index], operands[index + 1]) else { return nil }
                operands[index] = result
                operands.remove(at: index + 1)
                operators.remove(at: index)
            }
        }
        return operands[0].isFinite ? operands[0] : nil
    }

    private static func apply(_ op: String, _ a: Double, _ b: Double) -> Double? {
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return b == 0 ? nil : a / b
        case "%": return b == 0 ? nil : a.truncatingRemainder(dividingBy: b)
        default:
            // Bit operators take whole numbers in range.
            guard a == a.rounded(), b == b.rounded(), abs(a) < 0x1p62, abs(b) < 0x1p62 else { return nil }
            let x = Int64(a), y = Int64(b)
            switch op {
            case "<<": return (0...62).contains(y) ? Double(x << y) : nil
            case ">>": return (0...62).contains(y) ? Double(x >> y) : nil
            case "&": return Double(x & y)
            case "|": return Double(x | y)
            default: return Double(x ^ y)
            }
        }
    }
}

/// The arguments a module function is called with, read where the call is written (`caller`).
package final class ArgumentScope {
    package let values: [String: (value: ExprSyntax, type: String?)]
    package let caller: StaticNumber

    package init(values: [String: (value: ExprSyntax, type: String?)], caller: StaticNumber) {
        self.values = values; self.caller = caller
    }
}
