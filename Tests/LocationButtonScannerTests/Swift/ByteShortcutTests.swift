import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import LocationButtonScanner

/// The scan's shortcuts over a file's bytes (issue 25) against what they stand in for, each
/// computed the long way by another implementation: swift-syntax's `SourceLocationConverter`,
/// a `SyntaxVisitor` over the whole tree, `String.oneLineShort` over characters, Foundation's `URL`.
@Suite struct ByteShortcutTests {
    static let sources = [
        "let a = 1\nlet b = 2\n",
        "a\r\nb\rc\n\nd",
        "\r\n\r\n",
        "",
        "x",
        "let é = \"ü\"\r\nlet 😀 = 1\n  LocationButton()",
        "/* a\rb */ let s = \"\"\"\n  x\r\n  \"\"\"\n",
    ]

    /// Every offset's line and column as the converter gives them.
    @Test("lines agree with the converter", arguments: sources) func linesAgreeWithTheConverter(source: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "f.swift", tree: tree)
        let lines = SourceLines(Array(source.utf8))
        for offset in 0...source.utf8.count {
            let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
            let found = lines.location(of: offset)
            #expect(found.line == expected.line && found.column == expected.column, "offset \(offset) of \(source.debugDescription)")
        }
    }

    /// The visitor the finder replaced: every call whose name (or `.init`'s base) is a button.
    final class Visitor: SyntaxVisitor {
        var found: [(String, [String])] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            var name = node.calledName
            if name == "init", let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base { name = base.memberName }
            if name == "LocationButton" || name == "CLLocationButton" {
                var conditions: [String] = []
                var parent = Syntax(node).parent
                while let current = parent {
                    if let clause = current.as(IfConfigClauseSyntax.self) {
                        conditions.insert(clause.poundKeyword.text + (clause.condition.map { " " + $0.trimmedDescription } ?? ""), at: 0)
                    }
                    parent = current.parent
                }
                found.append((node.trimmedDescription, conditions))
            }
            return .visitChildren
        }
    }

    static let calls = [
        "LocationButton(.currentLocation) { }.tint(.red)",
        "let b = CLLocationButton(); let c = UIKit.CLLocationButton.init(frame: .zero)",
        "VStack { LocationButton.init { }; CoreLocationUI.LocationButton() }",
        "LocationButton().LocationButton()",
        "f(LocationButton(title: LocationButton()))",
        "// LocationButton() in a comment\nlet s = \"LocationButton()\"; MyLocationButton(); LocationButtonStyle()",
        "#if DEBUG\nLocationButton()\n#elseif os(iOS)\nCLLocationButton()\n#else\nlet x = [LocationButton(), LocationButton()]\n#endif",
        "`LocationButton`(); $LocationButton()",
        "LocationButton(",
    ]

    /// The same calls, in the same order, with the same `#if` clauses.
    @Test("calls agree with the visitor", arguments: calls) func callsAgreeWithTheVisitor(source: String) {
        let tree = Parser.parse(source: source)
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        let found = ButtonCallFinder.calls(in: tree, source: Array(source.utf8))
        #expect(found.map(\.call.trimmedDescription) == visitor.found.map(\.0))
        #expect(found.map(\.conditions) == visitor.found.map(\.1))
    }

    /// `oneLineShort` of ASCII bytes and of the same text as characters (after `trimmingSpaces(newlines:
    /// true)` for a modifier's text), over every text of up to four pieces that matter to it.
    @Test("short texts agree with the character way") func shortTextsAgreeWithTheCharacterWay() {
        let pieces = [" ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "a", ".tint(.red)", "x", String(repeating: "y", count: 30)]
        var texts = [""]
        var longest = [""]
        for _ in 1...4 {
            longest = longest.flatMap { text in pieces.map { text + $0 } }
            texts += longest
        }
        for text in texts {
            let bytes = ArraySlice(Array(text.utf8))
            #expect(String.oneLineShort(ascii: bytes) == text.oneLineShort, "\(text.debugDescription)")
            #expect(String.oneLineShort(ascii: bytes, trimmingNewlines: true) == text.trimmingSpaces(newlines: true).oneLineShort,
                    "\(text.debugDescription)")
        }
        #expect(String.oneLineShort(ascii: ArraySlice(Array("é".utf8))) == nil)
    }

    /// The extensions the project walk looks for, as `URL` has them.
    @Test("extensions agree with URL", arguments: ["a.swift", ".swift", "..swift", " .swift", "a..swift", "a .swift", "%.swift", "a.b.xib", "x.SWIFT",
                      "a.swift ", "a.sw ift", "é.storyboard", "😀.xcstrings", "Localizable.xcstrings", "README.md", "swift", "a."])
    func extensionsAgreeWithURL(name: String) {
        let expected = URL(fileURLWithPath: name).pathExtension
        let looked = ["swift", "storyboard", "xib", "xcstrings"]
        #expect(ProjectDiscovery.pathExtension(name) == (looked.contains(expected) ? expected : ""))
    }
}
