import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// A `<color>` element of a storyboard or xib, as Xcode writes it, read into a scanned color:
/// - a system color: `systemColor="systemBlueColor"` (Xcode 12 and later),
///   `xcode11CocoaTouchSystemColor="systemBackgroundColor"` (Xcode 11, with a
///   `cocoaTouchSystemColor` fallback for older systems beside it), `cocoaTouchSystemColor=
///   "darkTextColor"` alone (older files), or `name="systemRedColor" catalog="System"`;
/// - an asset catalog color: `name="BrandGreen"` (the document's `<namedColor>` resources only
///   repeat the asset's value for the canvas);
/// - components in the space Interface Builder names: `colorSpace="custom"` with
///   `customColorSpace="sRGB" | "displayP3" | "genericGamma22GrayColorSpace" | "extendedSRGB" |
///   "extendedGray"`, or `colorSpace="calibratedRGB" | "deviceRGB" | "calibratedWhite" |
///   "deviceWhite"` (read as sRGB: the generic and device spaces differ from it by less than the
///   contrast rule can tell). Any other space stays unresolved, never guessed.
/// docs/checking-an-app.md ("Storyboards and xibs") lists where each spelling was seen.
package enum InterfaceBuilderColor {
    package static func read(_ attributes: [String: String]) -> Resolution<ScannedColor> {
        if let system = attributes["systemColor"] ?? attributes["xcode11CocoaTouchSystemColor"]
            ?? (attributes["catalog"] == "System" ? attributes["name"] : nil) {
            let name = system.hasSuffix("Color") ? String(system.dropLast("Color".count)) : system
            return ColorNames.uiKitSystem(name).map { .value($0) } ?? .unresolved("a system color the model does not know")
        }
        if let legacy = attributes["cocoaTouchSystemColor"] {
            return legacyColors[legacy].map { .value($0) } ?? .unresolved("a system color the model does not know")
        }
        if let name = attributes["name"] { return .value(.named(name)) }
        let alpha = attributes["alpha"].flatMap(Double.init) ?? 1
        let space = attributes["colorSpace"] == "custom" ? attributes["customColorSpace"] : attributes["colorSpace"]
        guard let space, let kind = spaces[space] else {
            return .unresolved("a color space the scanner does not read (\(space ?? "none"))")
        }
        if kind == .gray, let white = attributes["white"].flatMap(Double.init) {
            return .value(ScannedColor(.literal(space: "srgb", red: white, green: white, blue: white, alpha: alpha)))
        }
        if kind != .gray, let red = attributes["red"].flatMap(Double.init), let green = attributes["green"].flatMap(Double.init),
           let blue = attributes["blue"].flatMap(Double.init) {
            let name = kind == .displayP3 ? "display-p3" : "srgb"
            return .value(ScannedColor(.literal(space: name, red: red, green: green, blue: blue, alpha: alpha)))
        }
        return .unresolved("a color form the scanner does not read")
    }

    private enum SpaceKind { case rgb, displayP3, gray }

    private static let spaces: [String: SpaceKind] = [
        "sRGB": .rgb, "extendedSRGB": .rgb, "calibratedRGB": .rgb, "deviceRGB": .rgb, "displayP3": .displayP3,
        "genericGamma22GrayColorSpace": .gray, "extendedGray": .gray, "calibratedWhite": .gray, "deviceWhite": .gray,
    ]

    /// `cocoaTouchSystemColor` names of the fixed colors UIKit had before the adaptive ones
    /// (UIKit's documentation gives each one's components).
    private static let legacyColors: [String: ScannedColor] = [
        "whiteColor": .named("white"), "blackColor": .named("black"), "clearColor": .named("clear"),
        "darkTextColor": .srgb(0, 0, 0),
    ]
}
