import Foundation
import SwiftSyntax

/// Small questions asked of syntax nodes all over the scanner.
extension ExprSyntax {
    /// `x` of `.x`, `Type.x` or `x`; nil for anything else.
    var memberName: String? {
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The dotted path of a member chain without calls: `UIColor.systemBlue` → [UIColor, systemBlue],
    /// `.fill` → [fill]; nil when a call or anything else sits in the chain.
    var memberPath: [String]? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        guard let member = self.as(MemberAccessExprSyntax.self) else { return nil }
        guard let base = member.base else { return [member.declName.baseName.text] }
        return base.memberPath.map { $0 + [member.declName.baseName.text] }
    }

    /// The string of a plain literal without interpolation.
    var stringLiteral: String? { self.as(StringLiteralExprSyntax.self)?.representedLiteralValue }

}

extension SyntaxProtocol {
    /// The node as written, on one line and shortened, for messages.
    var shortText: String { trimmedDescription.oneLineShort }
}

extension FunctionCallExprSyntax {
    /// The argument labelled `label` (`nil` for the first unlabelled one).
    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The argument labels in order, unlabelled ones as `_`: `red:green:blue:`.
    var labels: [String] { arguments.map { $0.label?.text ?? "_" } }

    /// The name of the called function or type: `CLLocationButton` of `CLLocationButton(…)`,
    /// `tint` of `.tint(…)`, `init` of `.init(…)`.
    var calledName: String? { calledExpression.memberName }

    /// Whether this call is a modifier applied to `base` (`base.name(…)`).
    var modifierBase: ExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.base }
}

extension String {
    /// On one line (each line's indentation dropped) and at most 60 characters, for messages.
    var oneLineShort: String {
        let text = split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}
