import ArgumentParser
import Foundation
import LocationButtonLint

/// `locbutton contrast FOREGROUND BACKGROUND …`: contrast, requirements, translucency limits, APCA
/// and suggestions for one color pair. Exit 0 when it passes, 1 when it fails, 2 on bad input.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Contrast of a title/glyph color on a button fill, at the worst backdrop when anything is translucent.",
        discussion: """
            Colors: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb()/rgba(), hsl()/hsla(), color(display-p3 r g b / a), \
            UIKit-style "white:0.5 alpha:0.8" or "red:0 green:0.5 blue:1 alpha:1", iOS system color names \
            (systemBlue, label, secondarySystemBackground.elevated, tint …) or asset names with --assets.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Title and glyph color (SwiftUI .foregroundStyle; UIKit tintColor).")
    var foreground: String

    @Argument(help: "Button fill color (SwiftUI .tint; UIKit backgroundColor).")
    var background: String

    @Option(name: .customLong("background-alpha"), help: ArgumentHelp("Alpha of the fill, replacing the color's own alpha.", valueName: "A"))
    var backgroundAlpha: Double?

    @Option(name: .customLong("view-alpha"), help: ArgumentHelp("Alpha of the whole button (product of its and its ancestors' alphas).", valueName: "A"))
    var viewAlpha: Double = 1

    @Option(name: .customLong("backdrop"), help: ArgumentHelp("A color that may lie behind the button (repeatable); default: any color.", valueName: "C"))
    var backdrops: [String] = []

    @Option(help: ArgumentHelp("Title point size.", valueName: "PT"))
    var size: Double = 17

    @Option(help: ArgumentHelp("Title weight: regular, medium, semibold, bold.", valueName: "W"))
    var weight: FontWeight = .regular

    @Option(help: ArgumentHelp("Accessibility profile: hig, wcag-aa, wcag-aaa.", valueName: "P"))
    var profile: AccessibilityProfile = .hig

    @Option(help: ArgumentHelp("Appearance for dynamic colors: light, dark, light-high-contrast, dark-high-contrast.", valueName: "A"))
    var appearance: Appearance = .light

    @Option(help: ArgumentHelp("Output format: text or json.", valueName: "F"))
    var format: OutputFormat = .text


    func validate() throws {
        if let problem = PointSizeCheck.problem(size) { throw ValidationError(problem) }
        for (option, value) in [("view-alpha", viewAlpha), ("background-alpha", backgroundAlpha)] {
            if let value, !(0...1).contains(value) { throw ValidationError("--\(option): expected a value in 0–1, found \(value)") }
        }
    }

    func run() throws {
        let report = try BadInputExit.guarding { try makeReport() }
        print(format == .json ? report.json : report.text, terminator: "")
        if !report.analysis.passes { throw ExitCode(1) }
    }

    private func makeReport() throws -> ContrastReport {
        let assets = try global.assets.map { try AssetCatalog.load(path: $0).colors } ?? [:]
        let resolver = ColorResolver(assets: assets)
        // A color argument that does not parse is bad usage, reported like any other option.
        func resolve(_ reference: String) throws -> ResolvedColor {
            do { return try resolver.resolve(reference) } catch { throw ValidationError(error.description) }
        }
        let fg = try resolve(foreground), bg = try resolve(background)
        var fill = bg[appearance]
        if let backgroundAlpha { fill.alpha = backgroundAlpha }
        let backdropColors = try backdrops.map { try resolve($0)[appearance] }
        let button = ButtonColors(foreground: fg[appearance], background: fill, viewAlpha: viewAlpha)
        let analysis = ContrastAnalysis(
            button: button, backdrops: backdropColors.isEmpty ? .anyColor : .only(backdropColors),
            requiredTitle: profile.requiredTitleRatio(pointSize: size, weight: weight),
            requiredGlyph: profile.requiredGlyphRatio)
        return ContrastReport(analysis: analysis, foreground: fg, background: bg, appearance: appearance,
                              profile: profile, pointSize: size, weight: weight)
    }
}
