import LocationButtonLint
import SwiftParser
import SwiftSyntax

/// Finds every location button in one Swift source file: SwiftUI `LocationButton(…)` and UIKit
/// `CLLocationButton(…)`, parsed with SwiftParser (no pattern matching over text), each with the
/// settings its code gives it.
public struct SwiftSourceScanner: Sendable {
    /// The project's asset catalog color names (for generated symbols such as `.brandGreen`).
    public var assetNames: Set<String>

    public init(assetNames: Set<String> = []) { self.assetNames = assetNames }

    /// The buttons in `source`, in source order. `file` is the path reports show.
    public func scan(source: String, file: String) -> [ScannedButton] {
        scan(tree: Parser.parse(source: source), file: file)
    }

    /// The buttons in a parsed file (`SwiftFileScan` parses within its limits first).
    func scan(tree: SourceFileSyntax, file: String) -> [ScannedButton] {
        let context = SourceFileContext(file: file, tree: tree, assetNames: assetNames)
        let finder = ButtonCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found.map { found in
            var button = switch found.api {
            case .swiftui: SwiftUIButtonReader(context: context).read(found.call)
            case .uikit: UIKitButtonReader(context: context).read(found.call)
            }
            if let directive = DirectiveComment.find(for: found.call, in: context) {
                button.directive = directive
                if let id = directive.id { button.id = id }
            }
            for condition in found.conditions {
                button.notes.append(ScannerNote("built only when `\(condition)` holds; checked as if it does",
                                                at: button.source))
            }
            return button
        }
    }
}

/// The initializer calls of location buttons, with the `#if` conditions around each.
private final class ButtonCallFinder: SyntaxVisitor {
    struct Found {
        let call: FunctionCallExprSyntax
        let api: ButtonAPI
        let conditions: [String]
    }

    private(set) var found: [Found] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var name = node.calledName
        if name == "init", let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            name = base.memberName
        }
        switch name {
        case "LocationButton"?: found.append(Found(call: node, api: .swiftui, conditions: conditions(of: node)))
        case "CLLocationButton"?: found.append(Found(call: node, api: .uikit, conditions: conditions(of: node)))
        default: break
        }
        return .visitChildren
    }

    /// `#if DEBUG`, `#elseif os(iOS)`, `#else` of the clauses around `node`, outermost first.
    private func conditions(of node: some SyntaxProtocol) -> [String] {
        var result: [String] = []
        var parent = Syntax(node).parent
        while let current = parent {
            if let clause = current.as(IfConfigClauseSyntax.self) {
                let condition = clause.condition.map { " " + $0.trimmedDescription } ?? ""
                result.insert(clause.poundKeyword.text + condition, at: 0)
            }
            parent = current.parent
        }
        return result
    }
}
