import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Reads `// locbutton: id=share maxWidth=280 disable=LB004,LB010 reason="decorative here"` from
/// the comments just above a button (or its declaration). Words are `key=value`; a value may be
/// double-quoted to hold spaces. `id`, `disable` and `reason` are the directive's own; every other
/// key is a theme key whose value the check assumes.
package enum DirectiveComment {
    package static let marker = "locbutton:"

    /// The directive in the comments before `node`'s first token, or in those of the statement or
    /// declaration that holds it.
    package static func find(for node: some SyntaxProtocol, in context: SourceFileContext) -> ButtonDirective? {
        // A directive's comment writes the marker: a file whose bytes do not hold it has none.
        guard context.mayHoldDirective else { return nil }
        var candidates: [TokenSyntax] = []
        if let token = node.firstToken(viewMode: .sourceAccurate) { candidates.append(token) }
        var parent = Syntax(node).parent
        while let current = parent, candidates.count < 2 {
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self),
               let token = current.firstToken(viewMode: .sourceAccurate) {
                candidates.append(token)
            }
            if current.is(DeclSyntax.self) && !current.is(VariableDeclSyntax.self) { break }
            parent = current.parent
        }
        for token in candidates {
            if let directive = directive(in: token.leadingTrivia, from: token.position, context) { return directive }
        }
        // `let b = CLLocationButton() // locbutton: id=b`: a comment after the button on its line.
        if let last = node.lastToken(viewMode: .sourceAccurate),
           let directive = directive(in: last.trailingTrivia, from: last.endPositionBeforeTrailingTrivia, context) {
            return directive
        }
        return nil
    }

    private static func directive(in trivia: Trivia, from start: AbsolutePosition,
                                  _ context: SourceFileContext) -> ButtonDirective? {
        var position = start
        for piece in trivia {
            defer { position += piece.sourceLength }
            guard case .lineComment(let text) = piece else { continue }
            let body = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard body.hasPrefix(marker) else { continue }
            let location = context.location(at: position)
            return parse(String(body.dropFirst(marker.count)), at: location)
        }
        return nil
    }

    package static func parse(_ text: String, at location: SourceLocation) -> ButtonDirective {
        var directive = ButtonDirective(location: location)
        var disabled: [String] = []
        var reason = ""
        for (key, value) in words(text) {
            switch key {
            case "id": directive.id = value
            case "disable": disabled += value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case "reason": reason = value
            default: directive.assumptions[key] = ScannedSetting(scalar(value), at: location, expression: "\(key)=\(value)")
            }
        }
        directive.disabledRules = disabled.map { DisabledRule(rule: $0, reason: reason, location: location) }
        return directive
    }

    /// A number, `true`/`false`, or text.
    package static func scalar(_ text: String) -> ScannedValue {
        if let number = Double(text), number.isFinite { return .number(number) }
        if text == "true" || text == "false" { return .flag(text == "true") }
        return .text(text)
    }

    /// `key=value` words; values in double quotes may hold spaces.
    private static func words(_ text: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard let equals = rest.firstIndex(of: "="), !rest.isEmpty else { break }
            let key = String(rest[..<equals]).trimmingCharacters(in: .whitespaces)
            rest = rest[rest.index(after: equals)...]
            let value: Substring
            if rest.first == "\"" {
                let inner = rest.dropFirst()
                let end = inner.firstIndex(of: "\"") ?? inner.endIndex
                value = inner[..<end]
                rest = end < inner.endIndex ? inner[inner.index(after: end)...] : inner[end...]
            } else {
                let end = rest.firstIndex { $0 == " " || $0 == "\t" } ?? rest.endIndex
                value = rest[..<end]
                rest = rest[end...]
            }
            result.append((key, String(value)))
        }
        return result
    }
}

import Foundation
