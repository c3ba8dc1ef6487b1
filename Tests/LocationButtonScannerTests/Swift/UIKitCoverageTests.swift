import LocationButtonScanner
import Testing

/// What UIKit code puts over a `CLLocationButton`, and settings read through constants. Each
/// source is a `viewDidLoad` as apps write it; expectations follow the rules in
/// docs/system-model.md ("what covers the button").
@Suite struct UIKitCoverageTests {
    func button(_ body: String, members: String = "") -> ScannedButton {
        let source = """
            import UIKit
            final class C: UIViewController {
                let button = CLLocationButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            \(members)
                override func viewDidLoad() {
            \(body)
                }
            }
            """
        return SwiftSourceScanner().scan(source: source, file: "C.swift")[0]
    }

    @Test("a layer on the button covers it and an inserted one is uncertain") func aLayerOnTheButtonCoversItAndAnInsertedOneIsUncertain() {
        #expect(button("button.layer.addSublayer(CALayer())")["occluded"] == .flag(true))
        let inserted = button("button.insertSubview(UIView(), at: 0)")
        #expect(inserted["occluded"] == nil && inserted.unresolved.map(\.key) == ["occluded"])
        #expect(inserted.unresolved.first?.expression == "button.insertSubview(UIView(), at: 0)")
    }

    @Test("arranged subviews of a stack do not cover each other") func arrangedSubviewsOfAStackDoNotCoverEachOther() {
        let stacked = button("""
            let stack = UIStackView()
            stack.addArrangedSubview(button)
            stack.addArrangedSubview(UILabel())
            """)
        #expect(stacked.unresolved.isEmpty && stacked["occluded"] == nil)
        let below = button("view.addSubview(button)\nview.insertSubview(UIView(), belowSubview: button)")
        #expect(below.unresolved.isEmpty)
        let above = button("view.addSubview(button)\nview.insertSubview(UIView(), aboveSubview: button)")
        #expect(above.unresolved.map(\.key) == ["occluded"])
    }

    @Test("a fixed interface style and cases held by constants") func aFixedInterfaceStyleAndCasesHeldByConstants() {
        let styled = button("""
            button.overrideUserInterfaceStyle = .dark
            button.label = Self.label
            button.icon = Style.icon
            """, members: "    static let label = CLLocationButton.Label.sendCurrentLocation\n    enum Style { static let icon: CLLocationButton.Icon = .arrowOutline }")
        #expect(styled["colorScheme"] == .text("dark"))
        #expect(styled["title"] == .text("sendCurrentLocation") && styled["glyph"] == .text("arrowOutline"))
        #expect(styled.unresolved.isEmpty)
    }
}

/// A button handed to a function the scanner does not follow.
@Suite struct UIKitPassedButtonTests {
    @Test("a helper given the button may set anything") func aHelperGivenTheButtonMaySetAnything() {
        let source = """
            final class C: UIViewController {
                let button = CLLocationButton()
                override func viewDidLoad() {
                    Style.apply(to: button)
                    view.addSubview(button)
                    view.bringSubviewToFront(button)
                    NSLayoutConstraint.activate([button.widthAnchor.constraint(equalToConstant: 200)])
                }
            }
            """
        let button = SwiftSourceScanner().scan(source: source, file: "C.swift")[0]
        // Only the helper is unknown; placing the button and constraining its anchor are not.
        #expect(button.unresolved.map(\.expression) == ["Style.apply(to: button)"])
        #expect(button.unresolved.first?.key == nil)
        #expect(button["width"] == .number(200))
    }
}
