import LocationButtonLint
import SwiftParser
import SwiftSyntax

/// Finds every location button in one Swift source file: SwiftUI `LocationButton(…)` and UIKit
/// `CLLocationButton(…)`, parsed with SwiftParser (no pattern matching over text), each with the
/// settings its code gives it.
public struct SwiftSourceScanner: Sendable {
    /// The project's asset catalog color names (for generated symbols such as `.brandGreen`).
    public var assetNames: Set<String>
    /// The constants of the module's Swift files (`ModuleScan`), read where a button uses one;
    /// nil: each file's own.
    var declarations: ModuleDeclarations?

    public init(assetNames: Set<String> = []) { self.assetNames = assetNames }

    init(assetNames: Set<String>, declarations: ModuleDeclarations) {
        self.assetNames = assetNames; self.declarations = declarations
    }

    /// The buttons in `source`, in source order. `file` is the path reports show.
    public func scan(source: String, file: String) -> [ScannedButton] {
        scan(tree: Self.parse(source), file: file)
    }

    /// The buttons of each file of one module, in file order then source order: a constant one
    /// file declares (`enum Brand { static let sun = … }`) is read where another uses it.
    /// `context` files lend their declarations only.
    public func scan(module files: [(source: String, file: String)],
                     context: [(source: String, file: String)] = []) -> [[ScannedButton]] {
        let trees = files.map { Self.parse($0.source) }
        let scanner = SwiftSourceScanner(assetNames: assetNames,
                                         declarations: ModuleDeclarations(trees: trees + context.map { Self.parse($0.source) }))
        return zip(trees, files).map { tree, file in scanner.scan(tree: tree, file: file.file) }
    }

    /// Every source the scanner reads is parsed here, whether scanned or read for its constants.
    static func parse(_ source: String) -> SourceFileSyntax {
        Parser.parse(source: source)
    }

    /// The buttons in a parsed file.
    func scan(tree: SourceFileSyntax, file: String) -> [ScannedButton] {
        let declarations = self.declarations ?? ModuleDeclarations(trees: [tree])
        let context = SourceFileContext(file: file, tree: tree, assetNames: assetNames, declarations: declarations)
        let finder = ButtonCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var ordinals: [String?: Int] = [:]
        return finder.found.map { found in
            var button = switch found.api {
            case .swiftui: SwiftUIButtonReader(context: context).read(found.call)
            case .uikit: UIKitButtonReader(context: context).read(found.call)
            }
            let place = ButtonPlace(of: found.call)
            ordinals[place.scope, default: 0] += 1
            button.id = place.id(file: file, ordinal: ordinals[place.scope]!)
            button.isPreview = place.isPreview
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
