import LocationButtonScanner
import Testing

/// `// locbutton:` comments, above a button or after it on its line.
@Suite struct DirectiveCommentTests {
    @Test("a trailing comment with quoted reason and several rules") func aTrailingCommentWithQuotedReasonAndSeveralRules() throws {
        let source = """
        func make() -> CLLocationButton {
            let b = CLLocationButton() // locbutton: id=tiny width=30 disable=LB004,LB008 reason="icon only, 30 pt by design"
            return b
        }
        """
        let button = try #require(SwiftSourceScanner().scan(source: source, file: "T.swift").first)
        #expect(button.id == "tiny")
        let directive = try #require(button.directive)
        #expect(directive.location.line == 2 && directive.location.column == 32)
        #expect(directive.assumptions.mapValues(\.value) == ["width": .number(30)])
        #expect(directive.disabledRules.map(\.rule) == ["LB004", "LB008"])
        #expect(directive.disabledRules.allSatisfy { $0.reason == "icon only, 30 pt by design" })
    }

    @Test("ordinary comments are not directives") func ordinaryCommentsAreNotDirectives() {
        let source = "// share the location\nlet v = LocationButton { }\n"
        let button = SwiftSourceScanner().scan(source: source, file: "U.swift")[0]
        #expect(button.directive == nil && button.id == "U.swift › v #1")
    }
}
