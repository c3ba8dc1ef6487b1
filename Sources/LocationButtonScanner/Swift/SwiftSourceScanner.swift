import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
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
    package var declarations: ModuleDeclarations?

    public init(assetNames: Set<String> = []) { self.assetNames = assetNames }

    package init(assetNames: Set<String>, declarations: ModuleDeclarations) {
        self.assetNames = assetNames; self.declarations = declarations
    }

    /// The buttons in `source`, in source order. `file` is the path reports show.
    /// Calls that cannot be CoreLocationUI's initializers are left out (`ButtonIdentity`), and
    /// so are the readings of outlets (no button without their storyboard).
    public func scan(source: String, file: String) -> [ScannedButton] {
        scan(tree: Self.parse(source), file: file).filter(\.isLocationButton)
    }

    /// The buttons of each file of one module, in file order then source order: a constant one
    /// file declares (`enum Brand { static let sun = … }`) is read where another uses it.
    /// `context` files lend their declarations only.
    public func scan(module files: [(source: String, file: String)],
                     context: [(source: String, file: String)] = []) -> [[ScannedButton]] {
        let trees = files.map { Self.parse($0.source) }
        let scanner = SwiftSourceScanner(assetNames: assetNames,
                                         declarations: ModuleDeclarations(trees: trees + context.map { Self.parse($0.source) }))
        return zip(trees, files).map { tree, file in scanner.scan(tree: tree, file: file.file).filter(\.isLocationButton) }
    }

    /// Every source the scanner reads is parsed here, whether scanned or read for its constants.
    package static func parse(_ source: String) -> SourceFileSyntax {
        Parser.parse(source: source)
    }

    /// The buttons in a parsed file, with the calls that cannot be CoreLocationUI's marked
    /// `setAside`; `source`: the bytes it was parsed from, if at hand.
    package func scan(tree: SourceFileSyntax, file: String, source: [UInt8]? = nil) -> [ScannedButton] {
        let declarations = self.declarations ?? ModuleDeclarations(trees: [tree])
        let context = SourceFileContext(file: file, tree: tree, source: source, assetNames: assetNames, declarations: declarations)
        var ordinals: [String?: Int] = [:]
        let calls = ButtonCallFinder.calls(in: tree, source: context.source).map { found in
            var button = switch found.api {
            case .swiftui: SwiftUIButtonReader(context: context).read(found.call)
            case .uikit: UIKitButtonReader(context: context).read(found.call)
            }
            let place = ButtonPlace(of: found.call)
            ordinals[place.scope, default: 0] += 1
            button.id = place.id(fileName: context.fileName, ordinal: ordinals[place.scope]!)
            button.isPreview = place.isPreview
            button.isModuleQualified = ButtonIdentity.qualifier(of: found.call) == "CoreLocationUI"
            button.setAside = ButtonIdentity.shapeProblem(of: found.call, api: found.api)
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
        return calls + OutletFinder.outlets(in: tree, source: context.source).map { outlet in
            UIKitButtonReader(context: context).read(outlet: outlet.binding, named: outlet.name, in: outlet.type)
        }
    }
}

/// `@IBOutlet var locationButton: CLLocationButton!` properties: buttons made by a storyboard or
/// xib and configured in code.
package enum OutletFinder {
    package static func outlets(in tree: SourceFileSyntax, source: [UInt8]) -> [(binding: PatternBindingSyntax, name: String, type: String)] {
        guard source.withUnsafeBytes({ SwiftFileScan.firstOffset(of: Array("CLLocationButton".utf8), in: $0) != nil }) else { return [] }
        final class Finder: SyntaxVisitor {
            var found: [(binding: PatternBindingSyntax, name: String, type: String)] = []
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                let isOutlet = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
                guard isOutlet, let type = NameLookup.enclosingTypes(of: Syntax(node)).first else { return .skipChildren }
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let annotation = binding.typeAnnotation?.type,
                          annotation.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "CLLocationButton" })
                    else { continue }
                    found.append((binding, name, type))
                }
                return .skipChildren
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }
}

/// The initializer calls of location buttons, with the `#if` conditions around each.
package enum ButtonCallFinder {
    package struct Found {
        package let call: FunctionCallExprSyntax
        package let api: ButtonAPI
        package let conditions: [String]
    }

    /// Every call `LocationButton(…)`, `CLLocationButton(…)`, `X.LocationButton(…)` or
    /// `LocationButton.init(…)` in `tree`, in the order a walk of the tree meets them (outer before
    /// inner, then source order). Such a call's name is a token that writes `LocationButton`, so
    /// only the calls around the places `source` (the tree's text) holds those bytes are looked at,
    /// not the whole tree.
    package static func calls(in tree: SourceFileSyntax, source: [UInt8]) -> [Found] {
        var found: [Found] = []
        var seen: Set<SyntaxIdentifier> = []
        // `#if` clauses are written with `#`: without one in the file, no call is inside one.
        let mayBeConditional = source.contains(UInt8(ascii: "#"))
        for offset in offsets(of: needle, in: source) {
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { continue }
            // The name is the call's called expression (2 levels up), its member (3), or the base
            // of its `.init` (3 or 4).
            var node = token.parent
            for _ in 0..<4 {
                guard let current = node else { break }
                if let call = current.as(FunctionCallExprSyntax.self), let api = api(of: call), seen.insert(call.id).inserted {
                    found.append(Found(call: call, api: api, conditions: mayBeConditional ? conditions(of: call) : []))
                }
                node = current.parent
            }
        }
        return found.sorted { precedes($0.call, $1.call) }
    }

    private static let needle = Array("LocationButton".utf8)

    private static func offsets(of needle: [UInt8], in source: [UInt8]) -> [Int] {
        source.withUnsafeBytes { raw in
            var offsets: [Int] = []
            var start = 0
            while start < raw.count,
                  let found = SwiftFileScan.firstOffset(of: needle, in: UnsafeRawBufferPointer(rebasing: raw[start...])) {
                offsets.append(start + found)
                start += found + 1
            }
            return offsets
        }
    }

    /// The button a call makes, if it is a location button's initializer.
    private static func api(of node: FunctionCallExprSyntax) -> ButtonAPI? {
        var name = node.calledName
        if name == "init", let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            name = base.memberName
        }
        switch name {
        case "LocationButton"?: return .swiftui
        case "CLLocationButton"?: return .uikit
        default: return nil
        }
    }

    /// Whether a walk of the tree meets `a` before `b`: an enclosing call first, else the earlier.
    private static func precedes(_ a: FunctionCallExprSyntax, _ b: FunctionCallExprSyntax) -> Bool {
        if a.position != b.position { return a.position < b.position }
        var parent = Syntax(b).parent
        while let current = parent {
            if current.id == a.id { return true }
            parent = current.parent
        }
        return false
    }

    /// `#if DEBUG`, `#elseif os(iOS)`, `#else` of the clauses around `node`, outermost first.
    private static func conditions(of node: some SyntaxProtocol) -> [String] {
        var result: [String] = []
        var parent = Syntax(node).parent
        while let current = parent {
            if current.kind == .ifConfigClause, let clause = current.as(IfConfigClauseSyntax.self) {
                let condition = clause.condition.map { " " + $0.trimmedDescription } ?? ""
                result.insert(clause.poundKeyword.text + condition, at: 0)
            }
            parent = current.parent
        }
        return result
    }
}
