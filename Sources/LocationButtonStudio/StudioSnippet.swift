import LocationButtonLint

/// "Copy": the studio's changes to a button as the code that makes them — SwiftUI modifiers for a
/// `swiftui` button, `CLLocationButton` property assignments for a `uikit` one — so a designer's
/// result reaches an app whose button is code, not a theme.
public enum StudioSnippet {
    /// One line per changed key, in the order given (a removed key: a comment saying so).
    public static func code(api: ButtonAPI, changes: [(key: String, value: String?)]) -> String {
        changes.map { key, value in
            guard let value else { return "// \(key): back to its default" }
            return api == .swiftui ? swiftUI(key, value) : uiKit(key, value)
        }.joined(separator: "\n")
    }

    private static func swiftUI(_ key: String, _ value: String) -> String {
        switch key {
        case "background": ".tint(\(color(value, swiftUI: true)))"
        case "foreground": ".foregroundStyle(\(color(value, swiftUI: true)))"
        case "alpha": ".opacity(\(value))"
        case "ancestorAlpha": "// the enclosing view: .opacity(\(value))"
        case "fontSize": ".font(.system(size: \(value)))"
        case "textStyle": ".font(.\(value))"
        case "title": "LocationButton(.\(value))"
        case "glyph": "// glyph \(value): LocationButton draws the arrow with its title; .labelStyle(.iconOnly) for the arrow alone"
        case "width": ".frame(width: \(value))"
        case "height": ".frame(height: \(value))"
        case "maxWidth": ".frame(maxWidth: \(value))"
        case "cornerRadius": ".cornerRadius(\(value))"
        case "dynamicType": dynamicType(value, swiftUI: true)
        default: "// \(key): \(value)"
        }
    }

    private static func uiKit(_ key: String, _ value: String) -> String {
        switch key {
        case "background": "button.backgroundColor = \(color(value, swiftUI: false))"
        case "foreground": "button.tintColor = \(color(value, swiftUI: false))"
        case "alpha": "button.alpha = \(value)"
        case "ancestorAlpha": "button.superview?.alpha = \(value)  // the enclosing views' alphas multiplied"
        case "fontSize": "button.fontSize = \(value)"
        case "title": value == "none" ? "button.label = .none" : "button.label = .\(value)"
        case "glyph": "button.icon = .\(value)"
        case "width": "button.widthAnchor.constraint(equalToConstant: \(value)).isActive = true"
        case "height": "button.heightAnchor.constraint(equalToConstant: \(value)).isActive = true"
        case "maxWidth": "button.widthAnchor.constraint(lessThanOrEqualToConstant: \(value)).isActive = true"
        case "cornerRadius": "button.cornerRadius = \(value)"
        case "dynamicType": dynamicType(value, swiftUI: false)
        default: "// \(key): \(value)"
        }
    }

    private static func dynamicType(_ value: String, swiftUI: Bool) -> String {
        let parts = value.components(separatedBy: "...")
        guard parts.count == 2, let low = SizeCategory(rawValue: parts[0]), let high = SizeCategory(rawValue: parts[1]) else {
            return "// dynamicType: \(value)"
        }
        return swiftUI ? ".dynamicTypeSize(DynamicTypeSize.\(low.swiftUIName)...DynamicTypeSize.\(high.swiftUIName))"
            : "button.minimumContentSizeCategory = .\(low.uiKitName); button.maximumContentSizeCategory = .\(high.uiKitName)"
    }

    /// A literal as the API's color initializer, a system color by its member, an asset by name;
    /// `light-dark(…)` as the dynamic `UIColor` it stands for (docs/theme-files.md, "Colors").
    private static func color(_ value: String, swiftUI: Bool) -> String {
        if let parts = ColorResolver.lightDarkParts(value) {
            let c = parts.map { color($0, swiftUI: false) }
            let styled = { (light: String, dark: String) in "$0.userInterfaceStyle == .dark ? \(dark) : \(light)" }
            let body = c.count == 4 ? "$0.accessibilityContrast == .high ? (\(styled(c[2], c[3]))) : (\(styled(c[0], c[1])))"
                : styled(c[0], c[1])
            return swiftUI ? "Color(uiColor: UIColor { \(body) })" : "UIColor { \(body) }"
        }
        var base = value, opacity = ""
        if let range = value.range(of: ".opacity(") {
            base = String(value[..<range.lowerBound])
            opacity = swiftUI ? String(value[range.lowerBound...]) : ".withAlphaComponent(\(value[range.upperBound...].dropLast()))"
        }
        if let literal = try? ColorLiteral.parse(base), base.hasPrefix("#") || base.contains("(") {
            let parts = [literal.red, literal.green, literal.blue, literal.alpha].map { StudioFix.decimal($0) }
            return swiftUI ? "Color(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), opacity: \(parts[3]))\(opacity)"
                : "UIColor(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), alpha: \(parts[3]))\(opacity)"
        }
        if SystemColors.named(base) != nil {
            return swiftUI ? "Color(uiColor: .\(base))\(opacity)" : ".\(base)\(opacity)"
        }
        return swiftUI ? "Color(\"\(base)\")\(opacity)" : "UIColor(named: \"\(base)\")!\(opacity)"
    }
}
