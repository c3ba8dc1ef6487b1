/// A `<color>` element of a storyboard or xib, as Xcode writes it, read into a scanned color:
/// `systemColor="systemBlueColor"`, `name="BrandGreen"` (an asset), or components with
/// `colorSpace="custom" customColorSpace="sRGB" | "displayP3" | "genericGamma22GrayColorSpace"`
/// (also `calibratedRGB`/`calibratedWhite`, read as sRGB).
enum InterfaceBuilderColor {
    static func read(_ attributes: [String: String]) -> Resolution<ScannedColor> {
        if let system = attributes["systemColor"] {
            let name = system.hasSuffix("Color") ? String(system.dropLast("Color".count)) : system
            return ColorNames.uiKitSystem(name).map { .value($0) } ?? .unresolved("a system color the model does not know")
        }
        if let name = attributes["name"] { return .value(.named(name)) }
        let alpha = attributes["alpha"].flatMap(Double.init) ?? 1
        let space = attributes["customColorSpace"] == "displayP3" ? "display-p3" : "srgb"
        if let white = attributes["white"].flatMap(Double.init) {
            return .value(ScannedColor(.literal(space: "srgb", red: white, green: white, blue: white, alpha: alpha)))
        }
        if let red = attributes["red"].flatMap(Double.init), let green = attributes["green"].flatMap(Double.init),
           let blue = attributes["blue"].flatMap(Double.init) {
            return .value(ScannedColor(.literal(space: space, red: red, green: green, blue: blue, alpha: alpha)))
        }
        return .unresolved("a color form the scanner does not read")
    }
}
