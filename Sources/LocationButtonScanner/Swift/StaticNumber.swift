import SwiftSyntax

/// Evaluates the numeric expressions an app writes inline: literals, `-x`, parentheses,
/// `+ - * /` over them (`200 / 255`, `.pi / 8`), `CGFloat(20)`, `Double(20)`, `.pi`, `.zero`.
/// A name of a constant the module declares (`Metrics.side`, `.caption` of `extension CGFloat`)
/// is read through its declaration. Anything else (a variable, a call, `.infinity` unless
/// allowed) is not static: nil.
struct StaticNumber {
    let declarations: ModuleDeclarations
    /// Constants read through to get here: a cycle (`static let a = b; static let b = a`) ends.
    private var depth = 0

    init(declarations: ModuleDeclarations = ModuleDeclarations()) { self.declarations = declarations }

    func value(_ expr: ExprSyntax, allowInfinity: Bool = false) -> Double? {
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
        if let call = expr.as(FunctionCallExprSyntax.self), Self.isNumericType(call.calledExpression),
           call.arguments.count == 1, let only = call.arguments.first, only.label == nil, call.trailingClosure == nil {
            return value(only.expression, allowInfinity: allowInfinity)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return arithmetic(Array(sequence.elements)) }
        return throughConstant(expr) { $0.value($1, allowInfinity: allowInfinity) }
    }

    /// A literal's value, its `_` separators left out (Foundation's replacing only when there is one).
    private static func number(_ literal: String) -> Double? {
        Double(literal.utf8.contains(UInt8(ascii: "_")) ? literal.replacingOccurrences(of: "_", with: "") : literal)
    }

    /// `read` applied to the value of the constant `expr` names, by a reader one level deeper.
    func throughConstant<T>(_ expr: ExprSyntax, _ read: (StaticNumber, ExprSyntax) -> T?) -> T? {
        guard depth < Self.maximumDepth, let target = declarations.constantValue(of: expr) else { return nil }
        var deeper = self
        deeper.depth += 1
        return read(deeper, target)
    }

    /// Constants defined through other constants, at most this deep.
    static let maximumDepth = 8

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
    private func arithmetic(_ elements: [ExprSyntax]) -> Double? {
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
