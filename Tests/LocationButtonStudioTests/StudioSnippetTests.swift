import LocationButtonLint
import LocationButtonStudio
import Testing

/// "Copy": the edits as the code an app writes. Components by hand: #B8860B is 184, 134, 11 of
/// 255 = 0.7216, 0.5255, 0.0431, printed to three places.
@Suite struct StudioSnippetTests {
    @Test("SwiftUI modifiers") func swiftUIModifiers() {
        let code = StudioSnippet.code(api: .swiftui, changes: [("background", "#B8860B"), ("foreground", "systemBlue"),
                                                               ("fontSize", "20"), ("dynamicType", "xSmall...xxxLarge"), ("width", nil)])
        #expect(code == """
            .tint(Color(red: 0.722, green: 0.525, blue: 0.043, opacity: 1))
            .foregroundStyle(Color(uiColor: .systemBlue))
            .font(.system(size: 20))
            .dynamicTypeSize(DynamicTypeSize.xSmall...DynamicTypeSize.xxxLarge)
            // width: back to its default
            """)
    }

    @Test("UIKit assignments") func uiKitAssignments() {
        let code = StudioSnippet.code(api: .uikit, changes: [("background", "BrandGreen.opacity(0.5)"), ("alpha", "0.95"),
                                                             ("title", "currentLocation"), ("cornerRadius", "12")])
        #expect(code == """
            button.backgroundColor = UIColor(named: "BrandGreen")!.withAlphaComponent(0.5)
            button.alpha = 0.95
            button.label = .currentLocation
            button.cornerRadius = 12
            """)
    }

    /// A color per appearance (the theme's light-dark) is the dynamic UIColor a scanned app writes.
    @Test("light dark is a dynamic color") func lightDarkIsADynamicColor() {
        #expect(StudioSnippet.code(api: .uikit, changes: [("background", "light-dark(systemYellow, #B8860B)")])
            == "button.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0.722, green: 0.525, blue: 0.043, alpha: 1) : .systemYellow }")
        #expect(StudioSnippet.code(api: .swiftui, changes: [("foreground", "light-dark(white, black, white, systemRed)")])
            == ".foregroundStyle(Color(uiColor: UIColor { $0.accessibilityContrast == .high ? ($0.userInterfaceStyle == .dark ? .systemRed : .white) "
            + ": ($0.userInterfaceStyle == .dark ? .black : .white) }))")
    }
}
