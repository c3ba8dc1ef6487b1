import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation
import SwiftSyntax

/// Small questions asked of syntax nodes all over the scanner.
extension ExprSyntax {
    /// `x` of `.x`, `Type.x` or `x`; nil for anything else.
    package var memberName: String? {
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The dotted path of a member chain without calls: `UIColor.systemBlue` → [UIColor, systemBlue],
    /// `.fill` → [fill]; nil when a call or anything else sits in the chain.
    package var memberPath: [String]? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        guard let member = self.as(MemberAccessExprSyntax.self) else { return nil }
        guard let base = member.base else { return [member.declName.baseName.text] }
        return base.memberPath.map { $0 + [member.declName.baseName.text] }
    }

    /// The string of a plain literal without interpolation.
    package var stringLiteral: String? { self.as(StringLiteralExprSyntax.self)?.representedLiteralValue }

}

extension SequenceExprSyntax {
    /// The elements after `lhs =` of an assignment (`button.fontSize = Metrics.big / 2`, which the
    /// parser leaves one unfolded sequence); nil for anything else.
    package var assignedElements: [ExprSyntax]? {
        let elements = Array(self.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return Array(elements.dropFirst(2))
    }
}

extension SyntaxProtocol {
    /// The node as written, on one line and shortened, for messages.
    package var shortText: String { trimmedDescription.oneLineShort }
}

extension FunctionCallExprSyntax {
    /// The argument labelled `label` (`nil` for the first unlabelled one).
    package func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The argument labels in order, unlabelled ones as `_`: `red:green:blue:`.
    package var labels: [String] { arguments.map { $0.label?.text ?? "_" } }

    /// The name of the called function or type: `CLLocationButton` of `CLLocationButton(…)`,
    /// `tint` of `.tint(…)`, `init` of `.init(…)`.
    package var calledName: String? { calledExpression.memberName }

    /// Whether this call is a modifier applied to `base` (`base.name(…)`).
    package var modifierBase: ExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.base }
}

extension String {
    /// On one line (each line's indentation dropped) and at most 60 characters, for messages.
    /// Lines are taken until the text is long enough to be cut, so a whole view's text costs
    /// no more than its first lines (the same result as joining every line first).
    package var oneLineShort: String {
        var text = ""
        var lines = 0
        var lineStart = startIndex
        var index = startIndex
        while index <= endIndex {
            // A line ends at a newline character or at the end; empty lines are left out.
            guard index == endIndex || self[index].isNewline else { index = self.index(after: index); continue }
            if lineStart < index {
                if lines > 0 { text += " " }
                text += self[lineStart..<index].trimmingSpaces()
                lines += 1
                // Past 61 characters the first 59 are settled whatever follows.
                if text.count > 61 { break }
            }
            if index == endIndex { break }
            index = self.index(after: index)
            lineStart = index
        }
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    /// `oneLineShort` of text that is all ASCII, made from its bytes (after `trimmingSpaces(newlines:
    /// true)` with `trimmingNewlines`); nil when a byte is not ASCII. In ASCII each character is one
    /// byte, but for `\r\n`, which ends a line as either byte does (the empty line between them is
    /// left out), so the two agree; building the text from characters cost a scan of many small
    /// files more than reading their buttons.
    package static func oneLineShort(ascii bytes: ArraySlice<UInt8>, trimmingNewlines: Bool = false) -> String? {
        var start = bytes.startIndex, end = bytes.endIndex
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        func isNewline(_ byte: UInt8) -> Bool { byte >= 0x0A && byte <= 0x0D }
        var oneLine = true
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if isNewline(byte) { oneLine = false }
        }
        // The usual setting: one short line with nothing to trim is its own text.
        if oneLine, bytes.count <= 60, let first = bytes.first, let last = bytes.last, !isSpace(first), !isSpace(last) {
            return String(decoding: bytes, as: UTF8.self)
        }
        if trimmingNewlines {
            while start < end, isSpace(bytes[start]) || isNewline(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) || isNewline(bytes[end - 1]) { end -= 1 }
        }
        var text: [UInt8] = []
        var lines = 0
        var lineStart = start
        var index = start
        while index <= end {
            guard index == end || isNewline(bytes[index]) else { index += 1; continue }
            if lineStart < index {
                var first = lineStart, last = index
                while first < last, isSpace(bytes[first]) { first += 1 }
                while last > first, isSpace(bytes[last - 1]) { last -= 1 }
                if lines > 0 { text.append(0x20) }
                text += bytes[first..<last]
                lines += 1
                if text.count > 61 { break }
            }
            if index == end { break }
            index += 1
            lineStart = index
        }
        guard text.count > 60 else { return String(decoding: text, as: UTF8.self) }
        return String(decoding: text[..<59], as: UTF8.self) + "…"
    }
}

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)` (or `.whitespacesAndNewlines` with `newlines`)
    /// without Foundation's detour through `NSString`, which cost the scan more than reading
    /// the buttons: ASCII ends are trimmed here (tab and space, and line feed to carriage return
    /// with `newlines`, as those sets hold them); a non-ASCII scalar at an end is left to
    /// Foundation, whose sets decide it.
    package func trimmingSpaces(newlines: Bool = false) -> String {
        let scalars = unicodeScalars
        func trimmed(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || (newlines && (0x0A...0x0D).contains(scalar.value))
        }
        guard let first = scalars.firstIndex(where: { !trimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !trimmed($0) })!
        guard scalars[first].isASCII, scalars[last].isASCII else {
            return String(self).trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
        }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}
