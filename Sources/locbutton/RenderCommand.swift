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

    @OptionGroup var fonts: FontsOption
    @OptionGroup var locales: LocalesOption
    @OptionGroup var assets: AssetsOption
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

    /// The library's call for these arguments.
    private var check: RenderCheck {
        var check = RenderCheck()
        check.title = title; check.locale = locale; check.pointSize = size.points; check.appearance = appearance
        check.glyph = glyph; check.background = background; check.foreground = foreground; check.alpha = alpha
        check.ancestorAlpha = ancestorAlpha; check.backdrops = backdrops; check.cornerRadius = cornerRadius
        check.width = width; check.height = height; check.target = target
        check.assets = assets.assets; check.fonts = fonts.fonts; check.localesFile = locales.locales
        check.resources = ResourceLocator.projectRoot()
        return check
    }

    func validate() throws { try BadInputExit.usage { try check.validate() } }

    func run() throws {
        print(try BadInputExit.guarding { try check.svg() }, terminator: "")
    }
}
