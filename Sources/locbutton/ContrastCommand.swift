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

    @OptionGroup var global: AssetsOption

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
    var appearance: AppearanceChoice = .one(.light)

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("What exits 1: disabled (the system rule fails) or guideline (also the profile).", valueName: "V"))
    var failOn: FailOn = .disabled

    @Option(help: ArgumentHelp("Output format: text or json.", valueName: "F"))
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Which system's rule: ios (CoreLocationUI, the full report), android (Android 17's recolor), web (Chromium's <geolocation>), or all (one table).", valueName: "P"))
    var platform: PlatformChoice = .ios

    @Option(name: .customLong("css-font-size"), help: ArgumentHelp("The web element's computed font size in CSS px (Chromium accepts 13–48 at default settings).", valueName: "PX"))
    var cssFontSize: Double = WebPermissionElementModel.defaultFontSize

    /// `--platform`: one platform or `all`; anything but `ios` prints the cross-platform table.
    enum PlatformChoice: String, ExpressibleByArgument, CaseIterable {
        case ios, android, web, all
        var platforms: [ButtonPlatform] { self == .all ? ButtonPlatform.allCases : [ButtonPlatform(rawValue: rawValue)!] }
    }

    enum FailOn: String, ExpressibleByArgument, CaseIterable { case disabled, guideline }

    /// One appearance, or `all` four.
    enum AppearanceChoice: ExpressibleByArgument {
        case one(Appearance)
        case all

        init?(argument: String) {
            if argument == "all" { self = .all } else if let a = Appearance(rawValue: argument) { self = .one(a) } else { return nil }
        }

        var defaultValueDescription: String {
            switch self {
            case .one(let a): a.rawValue
            case .all: "all"
            }
        }

        static var allValueStrings: [String] { Appearance.allCases.map(\.rawValue) + ["all"] }

        var appearances: [Appearance] {
            switch self {
            case .one(let a): [a]
            case .all: Appearance.allCases
            }
        }
    }

    func validate() throws {
        if let problem = PointSizeCheck.problem(size.points) { throw ValidationError(problem) }
        for (option, value) in [("view-alpha", viewAlpha), ("ancestor-alpha", ancestorAlpha), ("background-alpha", backgroundAlpha)] {
            if let value, !(0...1).contains(value) { throw ValidationError("--\(option): expected a value in 0–1, found \(value)") }
        }
        if !(cssFontSize.isFinite && cssFontSize > 0 && cssFontSize <= 10_000) {
            throw ValidationError("--css-font-size: expected a size in px above 0 (at most 10000), found \(cssFontSize)")
        }
        if platform != .ios, case .all = appearance {
            throw ValidationError("--platform \(platform.rawValue): expected one --appearance, found all")
        }
    }

    func run() throws {
        let reports = try BadInputExit.guarding { try makeReports() }
        if platform != .ios { return try runCrossPlatform(reports[0]) }
        if reports.count == 1 {
            print(format == .json ? reports[0].json : reports[0].text, terminator: "")
        } else {
            print(format == .json ? ContrastReport.json(reports) : ContrastReport.text(reports), terminator: "")
        }
        if reports.contains(where: { !$0.system.passes || (failOn == .guideline && !$0.analysis.passes) }) {
            throw ExitCode(1)
        }
    }

    /// One table of each platform's verdict. Exit 1 when a platform refuses the button (iOS disabled,
    /// web invalid); with --fail-on guideline also when Android changes it.
    private func runCrossPlatform(_ report: ContrastReport) throws {
        let result = CrossPlatformContrast(foreground: report.analysis.button.foreground, background: report.system.colors.background,
                                           ios: report.system, platforms: platform.platforms, webFontSize: cssFontSize)
        let out = CrossPlatformContrastReport(result: result, foreground: report.foreground, background: report.background,
                                              appearance: report.appearance)
        print(format == .json ? out.json : out.text, terminator: "")
        if result.platforms.contains(where: { result.isDisabled($0) || (failOn == .guideline && result.isChanged($0)) }) {
            throw ExitCode(1)
        }
    }

    private func makeReports() throws -> [ContrastReport] {
        // A color set is read when named: a mistake in another is no problem of this command.
        let resolver = ColorResolver(catalogs: try global.assets.map { [try AssetCatalog.load(path: $0).colorSource] } ?? [])
        // A color argument that does not parse is bad usage, reported like any other option; a
        // broken color set it names is bad input, at the set's file.
        func resolve(_ reference: String) throws -> ResolvedColor {
            do { return try resolver.resolve(reference) } catch {
                if let problem = error.catalogProblem { throw problem }
                throw ValidationError(ColorHint.message(for: error, resolver: resolver, assetsGiven: global.assets != nil))
            }
        }
        let fg = try resolve(foreground), bg = try resolve(background)
        let backdropReferences = try backdrops.map { try resolve($0) }
        return appearance.appearances.map { appearance in
            var fill = bg[appearance]
            if let backgroundAlpha { fill.alpha = backgroundAlpha }
            let backdropColors = backdropReferences.map { $0[appearance] }
            let button = ButtonColors(foreground: fg[appearance], background: fill, viewAlpha: viewAlpha * ancestorAlpha)
            let analysis = ContrastAnalysis(
                button: button, backdrops: backdropColors.isEmpty ? .anyColor : .only(backdropColors),
                requiredTitle: profile.requiredTitleRatio(pointSize: size.points, weight: weight),
                requiredGlyph: profile.requiredGlyphRatio)
            let system = SystemContrastAnalysis(SystemButtonColors(
                foreground: fg[appearance], background: fill, buttonAlpha: viewAlpha, ancestorAlpha: ancestorAlpha))
            return ContrastReport(analysis: analysis, system: system, foreground: fg, background: bg,
                                  appearance: appearance, profile: profile, pointSize: size.points, weight: weight)
        }
    }
}
