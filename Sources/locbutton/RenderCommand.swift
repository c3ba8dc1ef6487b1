import ArgumentParser
import Foundation
import LocationButtonLint

/// `locbutton render`: one button drawn as SVG on standard output, from the same shaping and size
/// geometry the checks use — what a designer pastes into a review.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one location button as SVG: shaped title, arrow, fill, corner radius, frame and any overflow.",
        discussion: "The arrow is a stand-in of this tool's own drawing, not Apple's SF Symbol; it fills the glyph box the size rule assumes.")

    @OptionGroup var global: RenderInputs

    @Option(help: "Title: none, currentLocation, sendCurrentLocation, sendMyCurrentLocation, shareCurrentLocation, shareMyCurrentLocation.")
    var title: Title = .currentLocation

    @Option(help: "BCP 47 locale of the title, e.g. en, de, ar, zh-Hant, en-x-double.")
    var locale: String = "en"

    @Option(help: ArgumentHelp("Font size in points, or a size category (AX3: the Body style's size there). Default 18, the system's.", valueName: "PT|CATEGORY"))
    var size: SizeArgument = SizeArgument(points: 18)

    @Option(help: "Appearance the colors resolve in: light, dark, light-high-contrast, dark-high-contrast.")
    var appearance: Appearance = .light

    @Option(help: "Arrow: arrowFilled, arrowOutline, none.")
    var glyph: Glyph = .arrowFilled

    @Option(help: ArgumentHelp("Fill color (UIKit backgroundColor, SwiftUI .tint).", valueName: "C"))
    var background: String = "systemBlue"

    @Option(help: ArgumentHelp("Title and glyph color (UIKit tintColor, SwiftUI .foregroundStyle).", valueName: "C"))
    var foreground: String = "white"

    @Option(help: ArgumentHelp("The button's own alpha.", valueName: "A"))
    var alpha: Double = 1

    @Option(name: .customLong("ancestor-alpha"), help: ArgumentHelp("Product of the enclosing views' alphas.", valueName: "A"))
    var ancestorAlpha: Double = 1

    @Option(name: .customLong("backdrop"), help: ArgumentHelp("A color that may lie behind the button (repeatable); default: any color.", valueName: "C"))
    var backdrops: [String] = []

    @Option(name: .customLong("corner-radius"), help: ArgumentHelp("Corner radius in points (default: a capsule).", valueName: "PT"))
    var cornerRadius: Double?

    @Option(help: ArgumentHelp("Frame width in points (default: the intrinsic width, needed + 1).", valueName: "PT"))
    var width: Double?

    @Option(help: ArgumentHelp("Frame height in points (default: the intrinsic height, needed + 1).", valueName: "PT"))
    var height: Double?

    @Option(help: "System whose size rule lays the button out: ios18 (iOS 15–18) or ios26 (its padding partly unknown: drawn at the middle of its range).")
    var target: SystemTarget = .ios18

    @Option(help: "Output format: svg.")
    var format: OutputFormat = .svg

    enum OutputFormat: String, ExpressibleByArgument { case svg }

    func validate() throws {
        if let problem = PointSizeCheck.problem(size.points) { throw ValidationError(problem) }
        guard LocaleInfo(tag: locale) != nil else {
            throw ValidationError("--locale: expected a BCP 47 tag such as de, zh-Hant or en-x-rtl, found \"\(locale)\"")
        }
        for (name, value) in [("--alpha", alpha), ("--ancestor-alpha", ancestorAlpha)] where !(0...1).contains(value) {
            throw ValidationError("\(name): expected a value in 0–1, found \(value)")
        }
        for (name, value) in [("--width", width), ("--height", height), ("--corner-radius", cornerRadius)] {
            if let value, !(value >= 0 && value <= PointSizeCheck.maximum) {
                throw ValidationError("\(name): expected points in 0–\(Int(PointSizeCheck.maximum)), found \(value)")
            }
        }
    }

    func run() throws {
        try BadInputExit.guarding {
            let tag = LocaleInfo(tag: locale)?.tag ?? locale
            let resolver = ColorResolver(catalogs: try global.assets.map { [try AssetCatalog.load(path: $0).colorSource] } ?? [])
            func color(_ reference: String, _ option: String) throws -> Color {
                do { return try resolver.resolve(reference)[appearance] } catch {
                    if let problem = error.catalogProblem { throw problem }
                    throw InputError(file: option, ColorHint.message(for: error, resolver: resolver, assetsGiven: global.assets != nil))
                }
            }
            let fill = try color(background, "--background"), fg = try color(foreground, "--foreground")
            let behind = try backdrops.map { try color($0, "--backdrop") }
            let viewAlpha = alpha * ancestorAlpha
            let worst = ButtonColors(foreground: fg, background: fill, viewAlpha: viewAlpha)
                .worstBackdrop(behind.isEmpty ? .anyColor : .only(behind)).backdrop
            let text = try title == .none ? nil : TitleLoading.text(title, locale: tag, global)
            // As the system does: a font size below 12 is drawn at 18.
            let sketch = ButtonSketch(text: text, locale: tag, fontSize: SystemSizeRule.effectiveFontSize(size.points), glyph: glyph,
                                      width: width, height: height, cornerRadius: cornerRadius,
                                      paint: .colors(fill: fill, foreground: fg, viewAlpha: viewAlpha, worstBackdrop: worst),
                                      target: target)
            let shaper = try Shaper(catalog: FontLoading.directory(global).catalog())
            let drawing = try sketch.drawing(shaper: shaper)
            // CoreLocationUI's own contrast rule decides whether this pair works at all: a failing
            // pair is marked on the drawing, not only in `contrast`.
            let system = SystemContrastAnalysis(SystemButtonColors(foreground: fg, background: fill, buttonAlpha: alpha,
                                                                   ancestorAlpha: ancestorAlpha))
            var notes: [String] = []
            if !system.passes {
                notes.append("DISABLED: CoreLocationUI's 1.5 rule fails (\(String(format: "%.2f", (system.ratio * 100).rounded(.down) / 100)):1); taps grant no location")
            } else if drawing.overflows {
                notes.append("DISABLED: the frame is smaller than the content; taps grant no location")
            }
            if drawing.paint.isTranslucent {
                notes.append("behind the button: left half a checkerboard (any backdrop), right half its worst backdrop \(worst.hex.prefix(7))")
            }
            print(drawing.document(notes: notes, failing: !system.passes), terminator: "")
        }
    }
}
