import LocationButtonLint
import Foundation
import SwiftSyntax

/// One parsed Swift file: its display path and the converter from syntax positions to lines and
/// columns (1-based, columns in UTF-8 bytes as the compiler and Xcode count them).
struct SourceFileContext {
    let file: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// Asset catalog color names of the project, to tell `Color(.brandGreen)` (a generated asset
    /// symbol) from an unknown member.
    let assetNames: Set<String>
    /// The constants of every scanned file, read where a setting names one.
    let declarations: ModuleDeclarations

    init(file: String, tree: SourceFileSyntax, assetNames: Set<String>, declarations: ModuleDeclarations) {
        self.file = file; self.tree = tree; self.assetNames = assetNames; self.declarations = declarations
        converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    /// Reads numbers through the module's constants.
    var numbers: StaticNumber { StaticNumber(declarations: declarations) }

    /// Reads colors through the project's assets and the module's constants.
    var colors: ColorExpression { ColorExpression(assetNames: assetNames, numbers: numbers) }

    /// Where `node` starts, past its leading trivia.
    func location(of node: some SyntaxProtocol) -> LocationButtonLint.SourceLocation {
        let position = node.startLocation(converter: converter)
        return LocationButtonLint.SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// Where a setting made by `node` is shown, and its text. A modifier in a chain
    /// (`LocationButton { … }.tint(.gray)`) is shown from its `.`, not from the start of the
    /// chain, so an annotation lands on the modifier's own line. An argument (a color's
    /// `.opacity(0.5)`) is shown whole.
    func site(of node: some SyntaxProtocol) -> (location: LocationButtonLint.SourceLocation, text: String) {
        if let call = Syntax(node).as(FunctionCallExprSyntax.self), !(call.parent?.is(LabeledExprSyntax.self) ?? false),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, base.memberPath == nil {
            let text = String(call.trimmedDescription.dropFirst(base.trimmedDescription.count))
                .trimmingCharacters(in: .whitespacesAndNewlines)
            return (location(of: member.period), text.oneLineShort)
        }
        return (location(of: node), node.shortText)
    }

    /// A provisional id, `File.swift:42`; `SwiftSourceScanner` names each button by its place
    /// (`ButtonPlace`) once it has read them all.
    func defaultID(at location: LocationButtonLint.SourceLocation) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(location.line)"
    }
}

/// The project's source location (file, line, column), not swift-syntax's type of the same name.
typealias SourceLocation = LocationButtonLint.SourceLocation
