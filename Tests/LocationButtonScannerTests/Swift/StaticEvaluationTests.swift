import LocationButtonScanner
import Testing

/// What the scanner evaluates statically: operators, conversions, module functions with their
/// arguments, colors chosen by the traits. Expected values are worked from the literals by hand.
@Suite struct StaticEvaluationTests {
    func button(_ source: String, assets: Set<String> = []) -> ScannedButton {
        SwiftSourceScanner(assetNames: assets).scan(source: source, file: "V.swift")[0]
    }

    @Test("operators and conversions") func operatorsAndConversions() {
        let button = button("""
            enum M { static let base: CGFloat = 0x20 }
            struct V: View {
                var body: some View {
                    LocationButton { }
                        .frame(width: min(M.base * 8, 300) - (0b11 << 2), height: CGFloat(Int(44.9)))
                        .cornerRadius(max(-M.base / 4, 0x0F & 0b1010) + 2 % 3)
                }
            }
            """)
        // min(32 × 8, 300) − (3 << 2) = 256 − 12 = 244; Int(44.9) truncates to 44.
        #expect(button["width"] == .number(244))
        #expect(button["height"] == .number(44))
        // max(−8, 0xF & 0b1010 = 10) + 2 % 3 = 10 + 2 = 12.
        #expect(button["cornerRadius"] == .number(12))
    }

    @Test("a module initializer is read with its arguments and defaults") func aModuleInitializerIsReadWithItsArgumentsAndDefaults() {
        let button = button("""
            extension Color {
                init(hex: UInt, opacity: Double = 1) {
                    self.init(.sRGB, red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                              blue: Double(hex & 0xff) / 255, opacity: opacity)
                }
            }
            struct V: View { var body: some View { LocationButton { }.tint(Color(hex: 0x1B6E4F)).foregroundStyle(Color(hex: 0xFFFFFF, opacity: 0.8)) } }
            """)
        #expect(button["background"] == .text("#1B6E4FFF"))
        // 0.8 × 255 = 204: a whole byte, so written as hex.
        #expect(button["foreground"] == .text("#FFFFFFCC"))
        #expect(button.unresolved.isEmpty)
    }

    @Test("trait choices give one color per appearance") func traitChoicesGiveOneColorPerAppearance() {
        let button = button("""
            struct V: View {
                var body: some View {
                    LocationButton { }
                        .tint(Color(UIColor { traits in
                            if traits.accessibilityContrast == .high { return traits.userInterfaceStyle == .dark ? .white : .black }
                            return traits.userInterfaceStyle == .dark ? .systemGray : .systemBlue
                        }))
                }
            }
            """)
        // light, dark, then the Increase Contrast pair (UIKit's fixed black and white).
        #expect(button["background"] == .text("light-dark(systemBlue, systemGray, black, white)"))
    }

    @Test("a choice on something else stays unresolved") func aChoiceOnSomethingElseStaysUnresolved() {
        let button = button("""
            struct V: View {
                var isOn: Bool
                var body: some View { LocationButton { }.tint(Color(UIColor { _ in isOn ? .red : .blue })) }
            }
            """)
        #expect(button.unresolved.map(\.key) == ["background"])
    }

    @Test("member colors are the systems and only names read the catalog") func memberColorsAreTheSystemsAndOnlyNamesReadTheCatalog() {
        let button = button("""
            struct V: View { var body: some View { LocationButton { }.tint(Color("white")).foregroundColor(.white) } }
            """, assets: ["white"])
        #expect(button["background"] == .text("white"))      // the asset, by its name
        #expect(button["foreground"] == .text("#FFFFFFFF"))  // Color.white's value, not the asset
        let plain = self.button("struct V: View { var body: some View { LocationButton { }.foregroundColor(.white) } }")
        #expect(plain["foreground"] == .text("white"))
    }
}
