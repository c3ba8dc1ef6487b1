import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Chooses, for one appearance, among the values code writes for different traits: a ternary
/// (`$0.userInterfaceStyle == .dark ? a : b`), `if`/`guard`/`switch` statements in a dynamic
/// provider's closure or a module function's body, `if`/`switch` expressions. Conditions read the
/// interface style (`userInterfaceStyle`, SwiftUI's `colorScheme`) and Increase Contrast
/// (`accessibilityContrast`, `colorSchemeContrast`) of any trait collection; anything else in a
/// condition is not static. Without an appearance chosen, a trait condition asks for one
/// (`needsAppearance`), so the caller reads the value once per appearance.
package struct TraitChoice {
    package let numbers: StaticNumber

    package enum Outcome {
        /// The value chosen: one expression, or the rest of an unfolded sequence (`b ? x : y`).
        case chosen([ExprSyntax])
        /// The code returns nothing the scanner follows (a `var`, a loop) or chooses by something
        /// else than the traits.
        case unknown
        /// A trait decides, and no appearance is chosen yet.
        case needsAppearance
    }

    /// The reason an unresolved value gives when it only waits for an appearance.
    package static let needsAppearanceReason = "depends on the appearance"

    /// The branch `elements` (an expression, or an unfolded sequence) takes; nil when they are no choice.
    package func branch(of elements: [ExprSyntax]) -> Outcome? {
        if elements.count == 1, let only = elements.first {
            if let ternary = only.as(TernaryExprSyntax.self) {
                return pick(truth([ternary.condition]), ternary.thenExpression, [ternary.elseExpression])
            }
            if let tuple = only.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first,
               inner.label == nil {
                return branch(of: [inner.expression])
            }
            if let ifExpr = only.as(IfExprSyntax.self) { return chosen(ifExpr) }
            if let switchExpr = only.as(SwitchExprSyntax.self) { return chosen(switchExpr) }
            if let sequence = only.as(SequenceExprSyntax.self) { return branch(of: sequence.assignedElements ?? Array(sequence.elements)) }
            return nil
        }
        // `c ? x : rest…`: the ternary binds loosest, so the first one splits the sequence.
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return pick(truth(Array(elements[..<index])), ternary.thenExpression, Array(elements[(index + 1)...]))
    }

    private func pick(_ truth: Bool??, _ then: ExprSyntax, _ otherwise: [ExprSyntax]) -> Outcome {
        switch truth {
        case .some(.some(true)): return .chosen([then])
        case .some(.some(false)): return .chosen(otherwise)
        case .some(.none): return .needsAppearance
        case .none: return .unknown
        }
    }

    /// What a closure's or function's statements return.
    package func returned(from items: CodeBlockItemListSyntax) -> Outcome {
        switch walk(items, implicitReturn: true) {
        case .returned(let expr): return .chosen([expr])
        case .needsAppearance: return .needsAppearance
        case .fallsThrough, .unknown: return .unknown
        }
    }

    private enum Step { case returned(ExprSyntax), fallsThrough, needsAppearance, unknown }

    private func walk(_ items: CodeBlockItemListSyntax, implicitReturn: Bool) -> Step {
        // A body of one expression returns it (`{ $0.… ? a : b }`, `self.init(…)` in an initializer).
        if implicitReturn, items.count == 1, let only = items.first?.item.as(ExprSyntax.self),
           !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self) {
            return .returned(only)
        }
        for item in items {
            let step: Step
            if let statement = item.item.as(ReturnStmtSyntax.self) {
                guard let expr = statement.expression else { return .unknown }
                return .returned(expr)
            } else if let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression {
                if let ifExpr = expr.as(IfExprSyntax.self) {
                    step = statement(ifExpr)
                } else if let switchExpr = expr.as(SwitchExprSyntax.self) {
                    step = statement(switchExpr)
                } else if let call = expr.as(FunctionCallExprSyntax.self), call.calledName == "init",
                          call.modifierBase?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                    // An initializer delegating: `self.init(red: …)` is what it makes.
                    return .returned(expr)
                } else {
                    step = .fallsThrough
                }
            } else if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                switch conditions(guardStmt.conditions) {
                case .some(.some(true)): step = .fallsThrough
                case .some(.some(false)): step = walk(guardStmt.body.statements, implicitReturn: false)
                case .some(.none): return .needsAppearance
                case .none: return .unknown
                }
            } else if item.item.is(VariableDeclSyntax.self) {
                // Local constants are read where they are used (`NameLookup`).
                step = .fallsThrough
            } else {
                return .unknown
            }
            if case .fallsThrough = step { continue }
            return step
        }
        return .fallsThrough
    }

    private func statement(_ ifExpr: IfExprSyntax) -> Step {
        switch conditions(ifExpr.conditions) {
        case .some(.some(true)): return walk(ifExpr.body.statements, implicitReturn: false)
        case .some(.some(false)):
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: return statement(next)
            case .codeBlock(let block)?: return walk(block.statements, implicitReturn: false)
            case nil: return .fallsThrough
            }
        case .some(.none): return .needsAppearance
        case .none: return .unknown
        }
    }

    private func statement(_ switchExpr: SwitchExprSyntax) -> Step {
        guard let case_ = matchingCase(switchExpr) else { return .unknown }
        guard let chosen = case_ else { return .needsAppearance }
        return walk(chosen.statements, implicitReturn: false)
    }

    /// An `if` or `switch` used as an expression: its chosen branch's one expression.
    private func chosen(_ ifExpr: IfExprSyntax) -> Outcome {
        switch statement(ifExpr) {
        case .returned(let expr): return .chosen([expr])
        case .needsAppearance: return .needsAppearance
        default: return .unknown
        }
    }

    private func chosen(_ switchExpr: SwitchExprSyntax) -> Outcome {
        switch statement(switchExpr) {
        case .returned(let expr): return .chosen([expr])
        case .needsAppearance: return .needsAppearance
        default: return .unknown
        }
    }

    /// The case a `switch` over a trait takes: nil when the subject is no trait; `.some(nil)`
    /// when no appearance is chosen yet.
    private func matchingCase(_ switchExpr: SwitchExprSyntax) -> SwitchCaseSyntax?? {
        guard let trait = Self.trait(switchExpr.subject) else { return nil }
        guard let appearance = numbers.appearance else { return .some(nil) }
        let value = Self.value(of: trait, in: appearance)
        var fallback: SwitchCaseSyntax?
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
            switch switchCase.label {
            case .default: fallback = switchCase
            case .case(let label):
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self), let name = pattern.expression.memberPath?.last
                    else { return nil }
                    if Self.sameCase(name, value) { return .some(switchCase) }
                }
            }
        }
        return fallback.map { .some($0) }
    }

    /// `a && b`, `!a`, `(a)`, `x.userInterfaceStyle == .dark`, conditions of an `if`: nil when
    /// something other than the traits decides; `.some(nil)` when they do and no appearance is chosen.
    package func truth(_ elements: [ExprSyntax]) -> Bool?? {
        if elements.count == 1, let only = elements.first {
            if let literal = only.as(BooleanLiteralExprSyntax.self) { return .some(literal.literal.text == "true") }
            if let prefix = only.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                return truth([prefix.expression]).map { $0.map { !$0 } }
            }
            if let tuple = only.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
                return truth([inner.expression])
            }
            if let sequence = only.as(SequenceExprSyntax.self) { return truth(Array(sequence.elements)) }
            return nil
        }
        for op in ["||", "&&"] {
            let parts = split(elements, at: op)
            guard parts.count > 1 else { continue }
            let truths = parts.map(truth)
            if truths.contains(where: { $0 == nil }) { return nil }
            let known = truths.compactMap { $0! }
            if op == "||", known.contains(true) { return .some(true) }
            if op == "&&", known.contains(false) { return .some(false) }
            return known.count == truths.count ? .some(op == "&&") : .some(nil)
        }
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              ["==", "!="].contains(op) else { return nil }
        let (trait, other) = Self.trait(elements[0]).map { ($0, elements[2]) } ?? Self.trait(elements[2]).map { ($0, elements[0]) } ?? (nil, elements[0])
        guard let trait, let name = other.memberPath?.last, !other.is(DeclReferenceExprSyntax.self) else { return nil }
        guard let appearance = numbers.appearance else { return .some(nil) }
        let equal = Self.sameCase(name, Self.value(of: trait, in: appearance))
        return .some(op == "==" ? equal : !equal)
    }

    /// `if` conditions, all of which must hold.
    private func conditions(_ list: ConditionElementListSyntax) -> Bool?? {
        var expressions: [ExprSyntax] = []
        for element in list {
            guard case .expression(let expr) = element.condition else { return nil }
            expressions.append(expr)
        }
        let truths = expressions.map { truth([$0]) }
        if truths.contains(where: { $0 == nil }) { return nil }
        if truths.contains(where: { $0! == false }) { return .some(false) }
        return truths.allSatisfy { $0! == true } ? .some(true) : .some(nil)
    }

    private func split(_ elements: [ExprSyntax], at op: String) -> [[ExprSyntax]] {
        var parts: [[ExprSyntax]] = [[]]
        for element in elements {
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == op { parts.append([]) } else { parts[parts.count - 1].append(element) }
        }
        return parts
    }

    package enum Trait { case style, contrast }

    /// The trait `expr` reads: `$0.userInterfaceStyle`, `traitCollection.accessibilityContrast`,
    /// SwiftUI's `colorScheme` and `colorSchemeContrast` environment values.
    package static func trait(_ expr: ExprSyntax) -> Trait? {
        switch expr.memberName {
        case "userInterfaceStyle"?, "colorScheme"?: return .style
        case "accessibilityContrast"?, "colorSchemeContrast"?: return .contrast
        default: return nil
        }
    }

    /// The trait's case in `appearance`, as the two APIs name it.
    package static func value(of trait: Trait, in appearance: Appearance) -> [String] {
        let dark = appearance == .dark || appearance == .darkHighContrast
        let high = appearance == .lightHighContrast || appearance == .darkHighContrast
        switch trait {
        case .style: return dark ? ["dark"] : ["light"]
        case .contrast: return high ? ["high", "increased"] : ["normal", "standard"]
        }
    }

    private static func sameCase(_ name: String, _ values: [String]) -> Bool { values.contains(name) }
}
