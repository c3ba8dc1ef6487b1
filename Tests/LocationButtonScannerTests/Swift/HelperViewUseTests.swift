import LocationButtonScanner
import Testing

/// "Modifiers where a helper view is used apply to its button" follows what the names mean to
/// Swift: a reference that resolves to the helper is its use; a text style, another value's
/// member, a local or a parameter of the same name is not. Each source has the helper and one
/// other spelling of its name, so a textual match would find exactly one "use" and take its
/// 24 pt frame as the room the button gets (`maxWidth` 24: a false `disabled`). A frame where the
/// helper is used bounds the button's room (`maxWidth`), as a container's does.
@Suite struct HelperViewUseTests {
    func button(_ source: String) throws -> ScannedButton {
        try #require(SwiftSourceScanner().scan(source: "import CoreLocationUI\nimport SwiftUI\n" + source, file: "V.swift").first)
    }

    static let helper = """
        struct LocateButton: View {
            var body: some View { LocationButton(.currentLocation) { } }
        }
        """

    @Test("a text style named body is no use of a body", arguments: [
        "Image(systemName: \"star\").font(.system(.body)).frame(width: 24, height: 24)",
        "Text(\"x\").font(Font.custom(\"Inter\", size: 17, relativeTo: .body)).frame(width: 24, height: 24)",
        "Label(\"x\", systemImage: \"star\").environment(\\.font, .init(UIFont.preferredFont(forTextStyle: .body))).frame(width: 24, height: 24)",
        "Text(\"x\").font(Font(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15)))).frame(width: 24, height: 24)",
        "StyledText(\"x\", style: .body).frame(width: 24, height: 24)",
    ])
    func aTextStyleNamedBodyIsNoUseOfABody(other: String) throws {
        let source = Self.helper + "\nstruct Badge: View {\n    var body: some View { \(other) }\n}\n"
        let found = try button(source)
        #expect(found["maxWidth"] == nil)
    }

    @Test("another values member or a local of the same name is no use") func anotherValuesMemberOrALocalOfTheSameNameIsNoUse() throws {
        // `document.body` is an XML node's member; `let body` in a function is a local.
        let member = try button(Self.helper + """

            final class Exporter {
                func export(_ document: XMLDocument) { document.body.addChild(Node()).frame(width: 24, height: 24) }
            }
            """)
        #expect(member["maxWidth"] == nil)
        let local = try button(Self.helper + """

            func render() -> some View {
                let body = Text("x")
                return body.frame(width: 24, height: 24)
            }
            """)
        #expect(local["maxWidth"] == nil)
    }

    @Test("a view type is followed to its one construction") func aViewTypeIsFollowedToItsOneConstruction() throws {
        // `LocateButton()` is the one place the type is made: its fill and frame are the button's.
        let found = try button(Self.helper + """

            struct Row: View {
                var body: some View { HStack { Text("Stop"); LocateButton().tint(.white).frame(width: 200, height: 44) } }
            }
            """)
        #expect(found["background"] == .text("white") && found["maxWidth"] == .number(200))
    }

    @Test("a helper property is used by its name or self in its own type") func aHelperPropertyIsUsedByItsNameOrSelfInItsOwnType() throws {
        let bare = try button("""
            struct Screen: View {
                var body: some View { locate.frame(width: 210, height: 48) }
                var locate: some View { LocationButton { } }
            }
            """)
        #expect(bare["maxWidth"] == .number(210))
        let viaSelf = try button("""
            struct Screen: View {
                var body: some View { self.locate.frame(width: 220, height: 48) }
                var locate: some View { LocationButton { } }
            }
            """)
        #expect(viaSelf["maxWidth"] == .number(220))
        // Another type's `locate` (its own member) is not this helper.
        let elsewhere = try button("""
            struct Screen: View {
                var body: some View { Text("x") }
                var locate: some View { LocationButton { } }
            }
            struct Other: View {
                var locate: some View { Text("y") }
                var body: some View { locate.frame(width: 24, height: 24) }
            }
            """)
        #expect(elsewhere["maxWidth"] == nil)
    }
}
