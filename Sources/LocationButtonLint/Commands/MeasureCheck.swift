import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import LocationButtonReports
import Foundation

/// `locbutton measure` as one call: one title (in a locale, from the bundled catalog and
/// `localesFile`) or literal shaped, and with `width` whether a button with it fits that frame.
public struct MeasureCheck: Sendable {
    public var title: Title?
    public var text: String?
    /// A BCP 47 tag (checked by `validate`).
    public var locale = "en"
    public var pointSize = 17.0
    public var weight = FontWeight.regular
    /// A frame width in points to fit (CoreLocationUI's size rule; iOS 15–18).
    public var width: Double?
    public var json = false
    /// Fonts (nil: bundled), a String Catalog of titles, and the folder of the bundled ones.
    public var fonts: String?
    public var localesFile: String?
    public var resources: URL?

    public init() {}

    /// The values the command line gives, checked before anything is read.
    public func validate() throws(UsageError) {
        guard (title == nil) != (text == nil) else { throw UsageError("Give either --title NAME or --text \"literal\".") }
        guard title != Title.none else { throw UsageError("--title none has no text to measure.") }
        if let problem = PointSizeCheck.problem(pointSize) { throw UsageError(problem) }
        if let width, !(width > 0 && width <= PointSizeCheck.maximum) {
            throw UsageError("--width: expected points in 0–\(Int(PointSizeCheck.maximum)), found \(width)")
        }
        guard LocaleInfo(tag: locale) != nil else {
            throw UsageError("--locale: expected a BCP 47 tag such as de, zh-Hant or en-x-rtl (or a script, e.g. xx-Latn), found \"\(locale)\".")
        }
    }

    /// What the shaper measured, as text or JSON.
    public func run() throws -> String {
        let shaper = try Shaper(catalog: BundledResources.fonts(fonts, root: resources).catalog())
        let measurement = try shaper.measure(try resolvedText(), locale: canonicalLocale, weight: weight, pointSize: pointSize)
        let frame = width.map { FrameFit(measurement: measurement, frameWidth: $0) }
        return json ? try MeasurementWriter.json(measurement, frame: frame) : MeasurementWriter.text(measurement, frame: frame)
    }

    /// The tag as the catalog and HarfBuzz spell it (`pt_br` → `pt-BR`); `validate()` checked it parses.
    private var canonicalLocale: String { LocaleInfo(tag: locale)?.tag ?? locale }

    /// The literal, or the title's text in the locale (no language selection restricts it).
    private func resolvedText() throws -> String {
        if let text { return text }
        guard let title else { return "" }
        return try BundledResources.text(title, locale: canonicalLocale, root: resources, localesFile: localesFile)
    }
}
