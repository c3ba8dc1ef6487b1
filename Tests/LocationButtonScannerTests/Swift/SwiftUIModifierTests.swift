import LocationButtonScanner
import Testing

/// Single modifiers on a one-line button; expected values worked by hand.
@Suite struct SwiftUIModifierTests {
    func scan(_ modifiers: String) -> ScannedButton {
        SwiftSourceScanner().scan(source: "let v = VStack { LocationButton { }\(modifiers) }.opacity(0.5)", file: "M.swift")[0]
    }

    @Test("neutral modifiers change nothing and custom ones are unresolved") func neutralModifiersChangeNothingAndCustomOnesAreUnresolved() {
        let neutral = scan(".padding().onAppear { }.accessibilityLabel(\"Share\").id(1)")
        #expect(neutral.unresolved.isEmpty && neutral.notes.isEmpty)
        let custom = scan(".cardStyle().modifier(Glow())")
        #expect(custom.unresolved.map(\.expression) == [".cardStyle()", ".modifier(Glow())"])
        #expect(custom.unresolved.allSatisfy { $0.key == nil })
    }

    @Test("opacity multiplies along the way out") func opacityMultipliesAlongTheWayOut() {
        // 0.8 on the button × 0.5 on the VStack = 0.4, shown at the factor furthest from 1 (the VStack's)
        let button = scan(".opacity(0.8)")
        #expect(button["ancestorAlpha"] == .number(0.4))
        #expect(button.settings["ancestorAlpha"]?.expression == ".opacity(0.5)")
    }

    @Test("transforms and filters") func transformsAndFilters() {
        // non-uniform: |ln 1.2| = 0.18 > |ln 0.9| = 0.11, so 1.2 counts
        #expect(scan(".scaleEffect(x: 1.2, y: 0.9)")["scale"] == .number(1.2))
        #expect(scan(".rotationEffect(.radians(.pi))")["rotation"] == .number(180))
        #expect(scan(".rotationEffect(Angle(degrees: 5)).rotationEffect(.degrees(10))")["rotation"] == .number(15))
        // Two whole turns and 30°: the drawing is rotated by 30° (750 − 2·360), not refused.
        #expect(scan(".rotationEffect(.degrees(750))")["rotation"] == .number(30))
        #expect(scan(".blur(radius: 0)")["filter"] == nil)
        #expect(scan(".grayscale(1)")["filter"] == .text("grayscale"))
    }

    @Test("fonts and size ranges") func fontsAndSizeRanges() {
        #expect(scan(".font(.headline.bold())")["textStyle"] == .text("headline"))
        #expect(scan(".font(.system(.title))")["textStyle"] == .text("title1"))      // SwiftUI .title is title1
        #expect(scan(".font(.custom(\"Avenir\", fixedSize: 21))").described.keys.contains("textStyle") == false)
        #expect(scan(".dynamicTypeSize(.large...)")["dynamicType"] == .text("large...AX5"))
        #expect(scan(".dynamicTypeSize(.small ..< .accessibility1)")["dynamicType"] == .text("small...xxxLarge"))
        #expect(scan(".font(.body).font(.system(size: 30))")["fontSize"] == nil)        // the closest .font wins
    }
}
