import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation
import SwiftSyntax

/// One parsed Swift file: its display path and its lines, to turn syntax positions into lines and
/// columns (1-based, columns in UTF-8 bytes as the compiler and Xcode count them).
package struct SourceFileContext {
    package let file: String
    package let tree: SourceFileSyntax
    package let lines: SourceLines
    /// Asset catalog color names of the project, to tell `Color(.brandGreen)` (a generated asset
    /// symbol) from an unknown member.
    package let assetNames: Set<String>
    /// The constants of every scanned file, read where a setting names one.
    package let declarations: ModuleDeclarations
    /// The file's text, for a node's text cut out by its position (`trimmedText(of:)`).
    package let source: [UInt8]

    /// `source`: the bytes `tree` was parsed from, when the caller has them (the parser keeps
    /// every byte, so they are the tree's text); else the text is gathered from the tree.
    package init(file: String, tree: SourceFileSyntax, source: [UInt8]? = nil, assetNames: Set<String>, declarations: ModuleDeclarations) {
        self.file = file; self.tree = tree; self.assetNames = assetNames; self.declarations = declarations
        let text = source ?? tree.syntaxTextBytes
        assert(text.count == tree.totalLength.utf8Length)
        self.source = text
        lines = SourceLines(text)
        fileName = file.split(separator: "/").last.map(String.init) ?? file
        mayHoldDirective = text.withUnsafeBytes { SwiftFileScan.firstOffset(of: Self.directiveMarker, in: $0) != nil }
    }

    /// Where a node of this file's tree without errors lies in `source`, past its leading and
    /// before its trailing trivia; nil for a node of another tree (a constant's value) or one
    /// holding an error (missing tokens).
    private func span(of node: some SyntaxProtocol) -> Range<Int>? {
        guard !node.hasError, node.root.id == tree.id else { return nil }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        return start <= end && end <= source.count ? start..<end : nil
    }

    /// `node.trimmedDescription`, cut out of the file's text where it can be: building the
    /// trimmed node copies its whole subtree, which for a view holding a button (`VStack { … }`)
    /// cost the scan more than parsing the file did.
    package func trimmedText(of node: some SyntaxProtocol) -> String {
        guard let span = span(of: node) else { return node.trimmedDescription }
        return String(decoding: source[span], as: UTF8.self)
    }

    /// The node as written, on one line and shortened, for messages (`SyntaxProtocol.shortText`).
    package func shortText(of node: some SyntaxProtocol) -> String {
        if let span = span(of: node), let short = String.oneLineShort(ascii: source[span]) { return short }
        return trimmedText(of: node).oneLineShort
    }

    /// How often `text` occurs in the file's text, counting up to `limit`.
    package func occurrences(of text: String, atMost limit: Int) -> Int {
        let needle = Array(text.utf8)
        return source.withUnsafeBytes { raw in
            var count = 0, start = 0
            while count < limit, start < raw.count,
                  let found = SwiftFileScan.firstOffset(of: needle, in: UnsafeRawBufferPointer(rebasing: raw[start...])) {
                count += 1
                start += found + 1
            }
            return count
        }
    }

    /// Reads numbers through the module's constants.
    package var numbers: StaticNumber { StaticNumber(declarations: declarations) }

    /// Reads colors through the project's assets and the module's constants.
    package var colors: ColorExpression { ColorExpression(assetNames: assetNames, numbers: numbers) }

    /// Where `node` starts, past its leading trivia.
    package func location(of node: some SyntaxProtocol) -> LocationButtonModel.SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    /// Where `position` of this file's tree lies.
    package func location(at position: AbsolutePosition) -> LocationButtonModel.SourceLocation {
        let spot = lines.location(of: position.utf8Offset)
        return LocationButtonModel.SourceLocation(file: file, line: spot.line, column: spot.column)
    }

    /// Where a setting made by `node` is shown, and its text. A modifier in a chain
    /// (`LocationButton { … }.tint(.gray)`) is shown from its `.`, not from the start of the
    /// chain, so an annotation lands on the modifier's own line. An argument (a color's
    /// `.opacity(0.5)`) is shown whole.
    package func site(of node: some SyntaxProtocol) -> (location: LocationButtonModel.SourceLocation, text: String) {
        if let call = Syntax(node).as(FunctionCallExprSyntax.self), !(call.parent?.is(LabeledExprSyntax.self) ?? false),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, base.memberPath == nil {
            if let cut = modifierSpan(call, base: base), let short = String.oneLineShort(ascii: source[cut], trimmingNewlines: true) {
                return (location(of: member.period), short)
            }
            let text = modifierText(call, base: base).trimmingSpaces(newlines: true)
            return (location(of: member.period), text.oneLineShort)
        }
        return (location(of: node), shortText(of: node))
    }

    /// The text of `call` after that of `base` (its first part): `call.trimmedDescription` with as
    /// many characters dropped as `base.trimmedDescription` has. Cut out of the file's text when
    /// the byte after the base is ASCII (the base ends with a token, which never ends with a
    /// carriage return: no character spans the cut, and the two agree), else made the long way.
    private func modifierText(_ call: FunctionCallExprSyntax, base: ExprSyntax) -> Substring {
        if let cut = modifierSpan(call, base: base) {
            return Substring(String(decoding: source[cut], as: UTF8.self))
        }
        return call.trimmedDescription.dropFirst(base.trimmedDescription.count)
    }

    /// Where `modifierText` is cut out of the file's text, when it can be.
    private func modifierSpan(_ call: FunctionCallExprSyntax, base: ExprSyntax) -> Range<Int>? {
        guard let whole = span(of: call), let first = span(of: base), first.lowerBound == whole.lowerBound,
              first.upperBound < whole.upperBound, source[first.upperBound] < 0x80 else { return nil }
        return first.upperBound..<whole.upperBound
    }

    /// A provisional id, `File.swift:42`; `SwiftSourceScanner` names each button by its place
    /// (`ButtonPlace`) once it has read them all.
    package func defaultID(at location: LocationButtonModel.SourceLocation) -> String {
        "\(fileName):\(location.line)"
    }

    /// Whether the file's bytes hold `DirectiveComment.marker` (else no comment of it is a directive).
    package let mayHoldDirective: Bool
    private static let directiveMarker = Array(DirectiveComment.marker.utf8)

    /// The file's name without its folders, as ids show it (worked out once per file).
    package let fileName: String

    /// Whether `words` occur in `node.description` (its text with trivia), searched in the file's
    /// bytes when that text is all ASCII (where a character is a byte); nil otherwise.
    package func description(of node: some SyntaxProtocol, contains words: [String]) -> Bool? {
        guard !node.hasError, node.root.id == tree.id else { return nil }
        let start = node.position.utf8Offset, end = node.endPosition.utf8Offset
        guard start <= end, end <= source.count else { return nil }
        let bytes = source[start..<end]
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        return bytes.withUnsafeBytes { raw in
            words.contains { SwiftFileScan.firstOffset(of: Array($0.utf8), in: raw) != nil }
        }
    }
}

/// The project's source location (file, line, column), not swift-syntax's type of the same name.
package typealias SourceLocation = LocationButtonModel.SourceLocation
