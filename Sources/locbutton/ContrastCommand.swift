import ArgumentParser
import Foundation
import LocationButtonLint

/// `locbutton contrast FOREGROUND BACKGROUND …`: CoreLocationUI's own 1.5 rule, and the profile's
/// contrast, requirements, translucency limits, APCA and suggestions for one color pair.
/// Exit 1 when the system rule fails in a shown appearance (the button would be disabled) — with
/// `--fail-on guideline` also when the profile fails; 0 otherwise; 2 on bad input.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Contrast of a title/glyph color on a button fill: CoreLocationUI's own rule and the accessibility profile.",
        discussion: """
            Colors: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb()/rgba(), hsl()/hsla(), color(display-p3 r g b / a), \
            UIKit-style "white:0.5 alpha:0.8" or "red:0 green:0.5 blue:1 alpha:1", iOS system color names \
            (systemBlue, label, secondarySystemBackground.elevated, tint …) or asset names with --assets.

            The "system" line is CoreLocationUI's own rule (each color over white and black, 1.5:1): when it \
            fails, tapping the button grants no location, and the line says what the app prints. Exit status: \
            1 when the system rule fails (with --fail-on guideline also when the profile fails), else 0; 2 on bad input.
            """)

    @OptionGroup var assets: AssetsOption
    @Argument(help: "Title and glyph color (SwiftUI .foregroundStyle; UIKit tintColor).")
    var foreground: String
    @Argument(help: "Button fill color (SwiftUI .tint; UIKit backgroundColor).")
    var background: String
    @Option(name: .customLong("background-alpha"), help: ArgumentHelp("Alpha of the fill, replacing the color's own alpha.", valueName: "A"))
    var backgroundAlpha: Double?
    @Option(name: .customLong("view-alpha"), help: ArgumentHelp("The button's own alpha (UIKit alpha, layer opacity).", valueName: "A"))
    var viewAlpha: Double = 1
    @Option(name: .customLong("ancestor-alpha"), help: ArgumentHelp("Product of the enclosing views' opacities (checked at tap time).", valueName: "A"))
    var ancestorAlpha: Double = 1
    @Option(name: .customLong("backdrop"), help: ArgumentHelp("A color that may lie behind the button (repeatable); default: any color.", valueName: "C"))
    var backdrops: [String] = []
    @Option(help: ArgumentHelp("Title point size, or a size category (AX3: the Body style's size there). Default 18, the size of a button whose font is not set (as check and render draw it).", valueName: "PT|CATEGORY"))
    var size: SizeArgument = SizeArgument(points: SystemModel.fontSizeFallback)
    @Option(help: ArgumentHelp("Title weight: regular, medium, semibold, bold.", valueName: "W"))
    var weight: FontWeight = .regular
    @Option(help: ArgumentHelp("Accessibility profile: hig, wcag-aa, wcag-aaa.", valueName: "P"))
    var profile: AccessibilityProfile = .hig
    @Option(help: ArgumentHelp("Appearance for dynamic colors: light, dark, light-high-contrast, dark-high-contrast, or all.", valueName: "A"))
    var appearance = AppearanceChoice(.light)
    @Option(name: .customLong("fail-on"), help: ArgumentHelp("What exits 1: disabled (the system rule fails) or guideline (also the profile).", valueName: "V"))
    var failOn: FailOn = .disabled
    @Option(help: ArgumentHelp("Output format: text or json.", valueName: "F"))
    var format: OutputFormat = .text
    @Option(help: ArgumentHelp("Which system's rule: ios (CoreLocationUI, the full report), android (Android 17's recolor), web (Chromium's <geolocation>), or all (one table).", valueName: "P"))
    var platform: ContrastCheck.Platform = .ios
    @Option(name: .customLong("css-font-size"), help: ArgumentHelp("The web element's computed font size in CSS px (Chromium accepts 13–48 at default settings).", valueName: "PX"))
    var cssFontSize: Double = WebPermissionElementModel.defaultFontSize

    enum FailOn: String, ExpressibleByArgument, CaseIterable { case disabled, guideline }

    /// One appearance, or `all` four.
    struct AppearanceChoice: ExpressibleByArgument {
        var appearances: [Appearance]
        init(_ appearance: Appearance) { appearances = [appearance] }
        init?(argument: String) {
            guard let list = argument == "all" ? Appearance.allCases : Appearance(rawValue: argument).map({ [$0] }) else { return nil }
            appearances = list
        }
        var defaultValueDescription: String { appearances.count == 1 ? appearances[0].rawValue : "all" }
        static var allValueStrings: [String] { Appearance.allCases.map(\.rawValue) + ["all"] }
    }

    /// The library's call for these arguments.
    private var check: ContrastCheck {
        var check = ContrastCheck(foreground: foreground, background: background)
        check.backgroundAlpha = backgroundAlpha; check.viewAlpha = viewAlpha; check.ancestorAlpha = ancestorAlpha
        check.backdrops = backdrops; check.pointSize = size.points; check.weight = weight; check.profile = profile
        check.appearances = appearance.appearances; check.failsOnGuideline = failOn == .guideline
        check.json = format == .json; check.platform = platform; check.cssFontSize = cssFontSize; check.assets = assets.assets
        return check
    }

    func validate() throws { try BadInputExit.usage { try check.validate() } }

    func run() throws {
        let (output, exitCode) = try BadInputExit.usage { try BadInputExit.guarding { try check.run() } }
        print(output, terminator: "")
        if exitCode != 0 { throw ExitCode(exitCode) }
    }
}
