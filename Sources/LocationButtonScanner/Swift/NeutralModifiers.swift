import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// Standard SwiftUI modifiers that cannot change what CoreLocationUI checks on a location button —
/// its colors, title, size, opacity, transform, filters or what is drawn over it — each with the
/// reason. A modifier outside this list and outside those the scanner models may change any of
/// them (a custom `ViewModifier`, a view extension), so it makes the button `uncertain`.
package enum NeutralModifiers {
    /// Reasons with the modifiers they cover.
    package static let groups: [(reason: String, modifiers: [String])] = [
        ("places the button without drawing over it or resizing its content",
         ["padding", "offset", "position", "alignmentGuide", "layoutPriority", "fixedSize", "zIndex",
          "ignoresSafeArea", "safeAreaInset", "safeAreaPadding", "containerRelativeFrame", "contentMargins",
          "coordinateSpace", "matchedGeometryEffect", "geometryGroup"]),
        ("drawn behind and around the button, never over it", ["shadow"]),
        ("identity, focus and input: nothing drawn",
         ["id", "tag", "help", "keyboardShortcut", "contentShape", "focused", "focusable", "defaultFocus",
          "focusScope", "focusSection", "prefersDefaultFocus", "submitLabel", "sensoryFeedback",
          "gesture", "simultaneousGesture", "highPriorityGesture", "onTapGesture", "onLongPressGesture",
          "hoverEffect", "onHover"]),
        ("lifecycle and events: run code, change nothing drawn",
         ["task", "onAppear", "onDisappear", "onChange", "onReceive", "onSubmit", "onOpenURL",
          "onContinueUserActivity", "refreshable", "userActivity", "environmentObject"]),
        ("presentations: their content is another screen, not the button",
         ["sheet", "alert", "confirmationDialog", "popover", "fullScreenCover", "navigationDestination",
          "toolbar", "inspector", "searchable", "fileImporter", "fileExporter", "presentationDetents",
          "presentationDragIndicator", "interactiveDismissDisabled"]),
        ("navigation and bars: drawn outside the button",
         ["navigationTitle", "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden",
          "navigationBarHidden", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "statusBarHidden",
          "persistentSystemOverlays", "tabItem", "badge"]),
        ("lists, scroll views and maps around the button: their own content only",
         ["listRowBackground", "listRowInsets", "listRowSeparator", "listSectionSeparator", "listStyle",
          "scrollContentBackground", "scrollTargetLayout", "scrollTargetBehavior", "scrollIndicators",
          "scrollDisabled", "scrollPosition", "scrollDismissesKeyboard", "mapStyle", "mapControls",
          "mapControlVisibility", "mapScope"]),
        ("other controls' styles: the location button draws itself",
         ["buttonStyle", "textFieldStyle", "toggleStyle", "pickerStyle", "labelsHidden", "textCase",
          "lineLimit", "multilineTextAlignment", "minimumScaleFactor", "truncationMode", "allowsTightening"]),
        ("animation and grouping: no change to the settled drawing",
         ["animation", "transition", "contentTransition", "compositingGroup", "drawingGroup"]),
        ("accessibility: read by assistive technologies, not drawn",
         ["accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityAddTraits",
          "accessibilityElement", "accessibilitySortPriority"]),
    ]

    /// Each listed modifier's reason.
    package static let reasons: [String: String] = {
        var reasons: [String: String] = [:]
        for group in groups { for name in group.modifiers { reasons[name] = group.reason } }
        return reasons
    }()

    /// Why the modifier `name` cannot change what the system checks; nil when it may. Every
    /// `accessibility…` modifier and every `on…` event handler counts, listed or not.
    package static func reason(_ name: String) -> String? {
        if let reason = reasons[name] { return reason }
        if name.hasPrefix("accessibility") { return "accessibility: read by assistive technologies, not drawn" }
        if name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase == true {
            return "lifecycle and events: run code, change nothing drawn"
        }
        return nil
    }
}
