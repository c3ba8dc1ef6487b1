import Foundation
@testable import LocationButtonLint

/// A table-driven stand-in for the shaper: every title measures `em` points per point of size
/// (per locale when given), so expected layouts can be worked by hand.
struct FakeMeasurer: TextMeasuring {
    var em: Double = 8
    var perLocale: [String: Double] = [:]
    /// By title key (the placeholder texts of `titles(_:)` start with it); wins over `perLocale`.
    var perTitle: [String: Double] = [:]
    var lineHeightEm: Double = 1.2
    var uncertainty: Double = 0
    /// Width factor for semibold and heavier (the Bold Text setting).
    var boldScale: Double = 1

    func measure(_ text: String, locale: String, weight: FontWeight, pointSize: Double) throws -> TextMeasurement {
        let key = String(text.prefix { $0 != " " })
        let width = (perTitle[key] ?? perLocale[locale] ?? em) * pointSize * (weight >= .semibold ? boldScale : 1)
        return TextMeasurement(text: text, pointSize: pointSize, runs: [], advanceWidth: width, tracking: 0,
                               lineHeight: lineHeightEm * pointSize, uncertainty: uncertainty)
    }
}

/// Every title key with a placeholder text, for one locale.
func titles(_ locale: String, pseudo: Bool = false) -> LocalizedTitles {
    var texts: [Title: String] = [:]
    for key in Title.allCases where key != .none { texts[key] = "\(key.rawValue) (\(locale))" }
    return LocalizedTitles(locale: locale, isPseudolanguage: pseudo, texts: texts)
}

/// Runs one rule example through the engine, as its rule documents it.
func run(_ example: RuleExample) throws -> ButtonResult {
    var assets: [String: AppearanceColors] = [:]
    for (name, literal) in example.lightOnlyAssets { assets[name] = AppearanceColors(constant: try ColorLiteral.parse(literal)) }
    let engine = RuleEngine(
        measurer: FakeMeasurer(em: example.titleEm, lineHeightEm: example.lineHeightEm, uncertainty: example.uncertainty),
        colors: ColorResolver(assets: assets),
        titles: [titles(example.locale, pseudo: example.isPseudolanguage)])
    let options = RunOptions(appearances: example.appearances, categories: example.categories,
                             boldText: example.boldText, threads: 1)
    return try engine.run([example.spec], options: options).buttons[0]
}

/// Runs a cross-platform rule's example as a run does (`PlatformCheck`): its design in the light
/// appearance, the bundled Android labels measured at `titleEm` per point.
func runOnPlatforms(_ example: RuleExample) throws -> [Finding] {
    let design = try PlatformCheck.design(example.spec, colors: ColorResolver(), locales: [example.locale])
    let judge = CrossPlatformJudge(androidLabels: try AndroidLabelCatalog.bundled(root: RealWorld.root),
                                   measurer: FakeMeasurer(em: example.titleEm, lineHeightEm: example.lineHeightEm,
                                                          uncertainty: example.uncertainty))
    return PlatformCheck(judge: judge).check(design, platforms: example.spec.platforms).findings
}

/// The real shaper over the bundled fonts and the bundled titles, shared by the scenario tests
/// (one shaper, so its cache is shared as in a run).
enum RealWorld {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let shaper: Result<Shaper, any Error> = Result {
        try Shaper(catalog: FontDirectory.bundled(projectRoot: root).catalog())
    }

    static let catalog: Result<TitleCatalog, any Error> = Result { try TitleCatalogLoader.bundled(root: root) }

    /// An engine over the real shaper, checking `locales` (all bundled ones when nil).
    static func engine(locales: [String]? = nil, pseudolanguages: [Pseudolanguage] = [],
                       colors: ColorResolver = ColorResolver()) throws -> RuleEngine {
        let all = LocalizedTitles.all(from: try catalog.get(), pseudolanguages: pseudolanguages)
        let chosen = locales.map { wanted in all.filter { wanted.contains($0.locale) } } ?? all
        return RuleEngine(measurer: try shaper.get(), colors: colors, titles: chosen)
    }
}
