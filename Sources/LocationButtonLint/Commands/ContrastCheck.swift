import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import LocationButtonReports
/// `locbutton contrast FOREGROUND BACKGROUND …` as one call: CoreLocationUI's own 1.5 rule and the
/// profile's contrast for one color pair in each asked appearance, or one table of each
/// platform's verdict, with the pass/fail decision the exit code follows.
public struct ContrastCheck: Sendable {
    public var foreground: String
    public var background: String
    /// Alpha of the fill, replacing the color's own.
    public var backgroundAlpha: Double?
    /// The button's own alpha, and the product of the enclosing views' (checked at tap time).
    public var viewAlpha = 1.0
    public var ancestorAlpha = 1.0
    /// Colors that may lie behind the button; none: any color.
    public var backdrops: [String] = []
    public var pointSize = SystemModel.fontSizeFallback
    public var weight = FontWeight.regular
    public var profile = AccessibilityProfile.hig
    public var appearances: [Appearance] = [.light]
    /// Also fail when the profile fails (or Android changes the colors), not only the system rule.
    public var failsOnGuideline = false
    public var json = false
    public var platform = Platform.ios
    /// The web element's computed font size in CSS px.
    public var cssFontSize = WebPermissionElementModel.defaultFontSize
    /// An asset catalog color names resolve against.
    public var assets: String?

    /// `ios`: CoreLocationUI's full report; any other: one row per platform.
    public enum Platform: String, Sendable, CaseIterable {
        case ios, android, web, all
        package var platforms: [ButtonPlatform] { self == .all ? ButtonPlatform.allCases : [ButtonPlatform(rawValue: rawValue)!] }
    }

    public init(foreground: String, background: String) {
        self.foreground = foreground; self.background = background
    }

    /// The numbers the command line gives, checked before anything is read.
    public func validate() throws(UsageError) {
        if let problem = PointSizeCheck.problem(pointSize) { throw UsageError(problem) }
        for (option, value) in [("view-alpha", viewAlpha), ("ancestor-alpha", ancestorAlpha), ("background-alpha", backgroundAlpha)] {
            if let value, !(0...1).contains(value) { throw UsageError("--\(option): expected a value in 0–1, found \(value)") }
        }
        if !(cssFontSize.isFinite && cssFontSize > 0 && cssFontSize <= 10_000) {
            throw UsageError("--css-font-size: expected a size in px above 0 (at most 10000), found \(cssFontSize)")
        }
        if platform != .ios, appearances.count > 1 {
            throw UsageError("--platform \(platform.rawValue): expected one --appearance, found all")
        }
    }

    /// The report to print and the exit code: 1 when the system rule fails in a shown appearance
    /// (the button would be disabled) or, across platforms, when one refuses the button; with
    /// `failsOnGuideline` also when the profile fails (Android changes the colors). A color that
    /// does not parse is bad usage (`UsageError`); a broken color set it names, bad input at the set.
    public func run() throws -> (output: String, exitCode: Int32) {
        let reports = try makeReports()
        if platform != .ios {
            let report = reports[0]
            let result = CrossPlatformContrast(foreground: report.analysis.button.foreground, background: report.system.colors.background,
                                               ios: report.system, platforms: platform.platforms, webFontSize: cssFontSize)
            let out = CrossPlatformContrastReport(result: result, foreground: report.foreground, background: report.background,
                                                  appearance: report.appearance)
            let fails = result.platforms.contains { result.isDisabled($0) || (failsOnGuideline && result.isChanged($0)) }
            return (json ? out.json : out.text, fails ? 1 : 0)
        }
        let output = reports.count == 1 ? (json ? reports[0].json : reports[0].text)
            : (json ? ContrastReport.json(reports) : ContrastReport.text(reports))
        let fails = reports.contains { !$0.system.passes || (failsOnGuideline && !$0.analysis.passes) }
        return (output, fails ? 1 : 0)
    }

    private func makeReports() throws -> [ContrastReport] {
        // A color set is read when named: a mistake in another is no problem of this command.
        let resolver = ColorResolver(catalogs: try assets.map { [try AssetCatalog.load(path: $0).colorSource] } ?? [])
        func resolve(_ reference: String) throws -> ResolvedColor {
            do { return try resolver.resolve(reference) } catch {
                if let problem = error.catalogProblem { throw problem }
                throw UsageError(ColorHint.message(for: error, resolver: resolver, assetsGiven: assets != nil))
            }
        }
        let fg = try resolve(foreground), bg = try resolve(background)
        let backdropReferences = try backdrops.map { try resolve($0) }
        return appearances.map { appearance in
            var fill = bg[appearance]
            if let backgroundAlpha { fill.alpha = backgroundAlpha }
            let backdropColors = backdropReferences.map { $0[appearance] }
            let button = ButtonColors(foreground: fg[appearance], background: fill, viewAlpha: viewAlpha * ancestorAlpha)
            let analysis = ContrastAnalysis(
                button: button, backdrops: backdropColors.isEmpty ? .anyColor : .only(backdropColors),
                requiredTitle: profile.requiredTitleRatio(pointSize: pointSize, weight: weight),
                requiredGlyph: profile.requiredGlyphRatio)
            let system = SystemContrastAnalysis(SystemButtonColors(
                foreground: fg[appearance], background: fill, buttonAlpha: viewAlpha, ancestorAlpha: ancestorAlpha))
            return ContrastReport(analysis: analysis, system: system, foreground: fg, background: bg,
                                  appearance: appearance, profile: profile, pointSize: pointSize, weight: weight)
        }
    }
}
