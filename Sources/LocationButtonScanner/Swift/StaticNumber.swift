import SwiftSyntax

/// Evaluates the numeric expressions an app writes inline: literals, `-x`, parentheses,
/// `+ - * /` over them (`200 / 255`, `.pi / 8`), `CGFloat(20)`, `Double(20)`, `.pi`, `.zero`.
/// Anything else (a variable, a call, `.infinity` unless allowed) is not static: nil.
enum StaticNumber {
    static func value(_ expr: ExprSyntax, allowInfinity: Bool = false) -> Double? {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return value(prefix.expression, allowInfinity: allowInfinity).map { -$0 }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            return value(only.expression, allowInfinity: allowInfinity)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), isNumericTypeOrNone(member.base) {
            switch member.declName.baseName.text {
            case "pi": return Double.pi
            case "zero": return 0
            case "infinity" where allowInfinity: return .infinity
            default: return nil
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), isNumericType(call.calledExpression),
           call.arguments.count == 1, let only = call.arguments.first, only.label == nil, call.trailingClosure == nil {
            return value(only.expression, allowInfinity: allowInfinity)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return arithmetic(Array(sequence.elements)) }
        return nil
    }

    private static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    private static func isNumericType(_ expr: ExprSyntax) -> Bool {
        expr.as(DeclReferenceExprSyntax.self).map { numericTypes.contains($0.baseName.text) } ?? false
    }

    private static func isNumericTypeOrNone(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        return isNumericType(base)
    }

    /// `a op b op c …` with `*` and `/` binding tighter than `+` and `-` (the parser leaves
    /// operator sequences unfolded).
    private static func arithmetic(_ elements: [ExprSyntax]) -> Double? {
        guard elements.count % 2 == 1 else { return nil }
        var operands: [Double] = []
        var operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                guard let number = value(element) else { return nil }
                operands.append(number)
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text,
                      ["+", "-", "*", "/"].contains(op) else { return nil }
                operators.append(op)
            }
        }
        // Multiplications and divisions first, left to right.
        var terms = [operands[0]]
        var signs: [String] = []
        for (op, operand) in zip(operators, operands.dropFirst()) {
            switch op {
            case "*": terms[terms.count - 1] *= operand
            case "/":
                guard operand != 0 else { return nil }
                terms[terms.count - 1] /= operand
            default: terms.append(operand); signs.append(op)
            }
        }
        var total = terms[0]
        for (sign, term) in zip(signs, terms.dropFirst()) { total += sign == "+" ? term : -term }
        return total.isFinite ? total : nil
    }
}
