/// One locale as `locbutton locales` lists it: how the model reads its tag, the fonts its titles
/// shape in, and each title's width at one size.
public struct LocaleOverview: Sendable, Equatable, Codable {
    public struct MeasuredTitle: Sendable, Equatable, Codable {
        public var title: Title
        public var text: String
        /// Laid-out width in points (advances plus tracking).
        public var width: Double

        package init(title: Title, text: String, width: Double) {
            self.title = title; self.text = text; self.width = width
        }
    }

    public var locale: String
    public var script: String
    public var direction: TextDirection
    /// Set for Xcode's pseudolanguages (stress tests, never a `disabled` verdict).
    public var pseudolanguage: Pseudolanguage?
    /// Font files the titles' runs used, relative to the font directory, first use first.
    public var fonts: [String]
    /// The largest stand-in font margin among the titles (see `TextMeasurement.uncertainty`).
    public var uncertainty: Double
    public var titles: [MeasuredTitle]

    /// The size titles are listed at: 17 pt regular, the Body text style at the default (Large)
    /// content size in Apple's HIG Dynamic Type table, which the default button uses.
    public static let defaultPointSize = 17.0

    /// Every locale of the catalog sorted by language (then by the whole tag, ignoring case), then
    /// the pseudolanguages, each of `titles` shaped by `measuring`. A locale whose tag the model
    /// cannot read is listed with script `Zyyy` (ISO 15924 "common") rather than dropped.
    public static func make(catalog: TitleCatalog, measuring: any TextMeasuring,
                            pointSize: Double = defaultPointSize, weight: FontWeight = .regular,
                            titles wanted: [Title] = Title.withText,
                            pseudolanguages: [Pseudolanguage] = Pseudolanguage.allCases) throws -> [LocaleOverview] {
        let sorted = catalog.locales.sorted { a, b in
            let key = { (tag: String) in (tag.split(separator: "-").first.map(String.init) ?? tag, tag.lowercased()) }
            return key(a) < key(b)
        }
        let tags = sorted + pseudolanguages.map(\.tag)
        return try tags.map { tag in
            let info = LocaleInfo(tag: tag)
            var fonts: [String] = []
            var uncertainty = 0.0
            var titles: [MeasuredTitle] = []
            for title in wanted {
                guard let text = catalog.text(title, locale: tag) else { continue }
                let measurement = try measuring.measure(text, locale: tag, weight: weight, pointSize: pointSize)
                for run in measurement.runs where !fonts.contains(run.font) { fonts.append(run.font) }
                uncertainty = max(uncertainty, measurement.uncertainty)
                titles.append(MeasuredTitle(title: title, text: text, width: measurement.width))
            }
            return LocaleOverview(locale: tag, script: info?.script ?? "Zyyy", direction: info?.direction ?? .ltr,
                                  pseudolanguage: info?.pseudolanguage, fonts: fonts, uncertainty: uncertainty,
                                  titles: titles)
        }
    }
}
