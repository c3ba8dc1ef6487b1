import LocationButtonScanner
import Testing

/// Constants the sources declare, read where a button uses them — and what stays unresolved.
/// Expected values are the literals written in each source.
@Suite struct ModuleConstantTests {
    func button(_ source: String) -> ScannedButton {
        SwiftSourceScanner().scan(source: source, file: "V.swift")[0]
    }

    @Test("constants across files of one module") func constantsAcrossFilesOfOneModule() {
        let tokens = "import UIKit\nextension UIColor { static let alert: UIColor = .red }\nenum Layout { static let side: CGFloat = 48 }\n"
        let view = "struct V: View { var body: some View { LocationButton { }.tint(Color(uiColor: .alert)).frame(width: Layout.side * 4) } }"
        let found = SwiftSourceScanner().scan(module: [(tokens, "Tokens.swift"), (view, "V.swift")])
        #expect(found[0].isEmpty)
        let button = found[1][0]
        // UIKit's `.red` in a UIColor constant is pure red, not SwiftUI's systemRed.
        #expect(button["background"] == .text("#FF0000FF"))
        #expect(button["width"] == .number(192))
        // Scanned alone, the file cannot know either.
        let alone = SwiftSourceScanner().scan(source: view, file: "V.swift")[0]
        #expect(Set(alone.unresolved.compactMap(\.key)) == ["background", "width"])
    }

    @Test("nested types computed properties and self") func nestedTypesComputedPropertiesAndSelf() {
        let button = button("""
            enum Theme {
                enum Colors { static var accent: Color { Color(red: 0, green: 0.5, blue: 0) } }
                static let tint = Colors.accent
            }
            struct V: View {
                static let radius = 10.0
                var body: some View {
                    LocationButton { }.tint(Theme.tint).cornerRadius(Self.radius)
                }
            }
            """)
        // 0.5 × 255 = 127.5 is no whole byte: written with its exact components.
        #expect(button["background"] == .text("color(srgb 0 0.5 0 / 1)"))
        #expect(button["cornerRadius"] == .number(10))
        #expect(button.unresolved.isEmpty)
    }

    @Test("variables branches and cycles stay unresolved") func variablesBranchesAndCyclesStayUnresolved() {
        let button = button("""
            enum Brand {
                static var live = Color.red
                #if DEBUG
                static let size: CGFloat = 10
                #else
                static let size: CGFloat = 12
                #endif
                static let a = b
                static let b = a
            }
            struct V: View {
                var body: some View {
                    LocationButton { }.tint(Brand.live).font(.system(size: Brand.size)).foregroundStyle(Brand.a)
                }
            }
            """)
        #expect(button.settings["background"] == nil && button.settings["fontSize"] == nil && button.settings["foreground"] == nil)
        #expect(button.unresolved.map(\.expression) == ["Brand.live", ".system(size: Brand.size)", "Brand.a"])
    }

    @Test("a local constant shadows the member of the same name") func aLocalConstantShadowsTheMemberOfTheSameName() {
        let button = button("""
            struct V: View {
                static let accent = Color.red
                var body: some View {
                    let accent = Color.green
                    return LocationButton { }.tint(accent)
                }
            }
            """)
        #expect(button["background"] == .text("systemGreen"))
        let parameter = self.button("""
            func make(accent: Color) -> some View {
                LocationButton { }.tint(accent)
            }
            let accent = Color.red
            """)
        // A parameter is whatever the caller passes, whatever a global of the name holds.
        #expect(parameter.unresolved.map(\.expression) == ["accent"])
    }
}
