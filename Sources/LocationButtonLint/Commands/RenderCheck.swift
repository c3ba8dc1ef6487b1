import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import LocationButtonReports
import Foundation

/// `locbutton render` as one call: one button drawn as SVG from the same shaping and size
/// geometry the checks use, at the font size the system draws (`SystemSizeFormula.effectiveFontSize`),
/// over its worst backdrop, with the lines a reviewer must not miss.
public struct RenderCheck: Sendable {
    public var title = Title.currentLocation
    /// A BCP 47 tag (checked by `validate`).
    public var locale = "en"
    public var pointSize = 18.0
    public var appearance = Appearance.light
    public var glyph = Glyph.arrowFilled
    public var background = "systemBlue"
    public var foreground = "white"
    public var alpha = 1.0
    public var ancestorAlpha = 1.0
    public var backdrops: [String] = []
    public var cornerRadius: Double?
    public var width: Double?
    public var height: Double?
    public var target = SystemTarget.ios18
    /// Input files: an asset catalog, fonts (nil: bundled), a String Catalog of titles; and the
    /// folder of the bundled ones (nil: not found).
    public var assets: String?
    public var fonts: String?
    public var localesFile: String?
    public var resources: URL?

    public init() {}

    /// The values the command line gives, checked before anything is read.
    public func validate() throws(UsageError) {
        if let problem = PointSizeCheck.problem(pointSize) { throw UsageError(problem) }
        guard LocaleInfo(tag: locale) != nil else {
            throw UsageError("--locale: expected a BCP 47 tag such as de, zh-Hant or en-x-rtl, found \"\(locale)\"")
        }
        for (name, value) in [("--alpha", alpha), ("--ancestor-alpha", ancestorAlpha)] where !(0...1).contains(value) {
            throw UsageError("\(name): expected a value in 0–1, found \(value)")
        }
        for (name, value) in [("--width", width), ("--height", height), ("--corner-radius", cornerRadius)] {
            if let value, !(value >= 0 && value <= PointSizeCheck.maximum) {
                throw UsageError("\(name): expected points in 0–\(Int(PointSizeCheck.maximum)), found \(value)")
            }
        }
    }

    /// The SVG document. An unknown color is bad input named by its option.
    public func svg() throws -> String {
        let tag = LocaleInfo(tag: locale)?.tag ?? locale
        let resolver = ColorResolver(catalogs: try assets.map { [try AssetCatalog.load(path: $0).colorSource] } ?? [])
        func color(_ reference: String, _ option: String) throws -> Color {
            do { return try resolver.resolve(reference)[appearance] } catch {
                if let problem = error.catalogProblem { throw problem }
                throw InputError(file: option, ColorHint.message(for: error, resolver: resolver, assetsGiven: assets != nil))
            }
        }
        let fill = try color(background, "--background"), fg = try color(foreground, "--foreground")
        let behind = try backdrops.map { try color($0, "--backdrop") }
        let viewAlpha = alpha * ancestorAlpha
        let worst = ButtonColors(foreground: fg, background: fill, viewAlpha: viewAlpha)
            .worstBackdrop(behind.isEmpty ? .anyColor : .only(behind)).backdrop
        // Neither title nor glyph: the system draws its title without the arrow.
        let title = DrawnContent.of(label: self.title, icon: glyph).title
        let text = try title == .none ? nil
            : BundledResources.text(title, locale: tag, root: resources, localesFile: localesFile)
        // As the system does: a font size below 12 is drawn at 18.
        let sketch = ButtonSketch(text: text, locale: tag, fontSize: SystemSizeFormula.effectiveFontSize(pointSize), glyph: glyph,
                                  width: width, height: height, cornerRadius: cornerRadius,
                                  paint: .colors(fill: fill, foreground: fg, viewAlpha: viewAlpha, worstBackdrop: worst),
                                  target: target)
        let shaper = try Shaper(catalog: BundledResources.fonts(fonts, root: resources).catalog())
        let drawing = try sketch.drawing(shaper: shaper)
        // CoreLocationUI's own contrast rule decides whether this pair works at all: a failing
        // pair is marked on the drawing, not only in `contrast`.
        let system = SystemContrastAnalysis(SystemButtonColors(foreground: fg, background: fill, buttonAlpha: alpha,
                                                               ancestorAlpha: ancestorAlpha))
        var notes: [String] = self.title == .none && glyph == .none ? [DrawnContent.noneAndNoGlyph] : []
        if !system.passes {
            notes.append("DISABLED: CoreLocationUI's 1.5 rule fails (\(String(format: "%.2f", (system.ratio * 100).rounded(.down) / 100)):1); taps grant no location")
        } else if drawing.overflows {
            notes.append("DISABLED: the frame is smaller than the content; taps grant no location")
        }
        if drawing.paint.isTranslucent {
            notes.append("behind the button: left half a checkerboard (any backdrop), right half its worst backdrop \(worst.hex.prefix(7))")
        }
        return drawing.document(notes: notes, failing: !system.passes)
    }
}
