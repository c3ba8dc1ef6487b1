/// Whether SystemUI's label fits the width Android leaves it. SystemUI lays out icon, spacing and
/// one line of text (no wrapping: the excess is clipped) inside the button's content box, with
/// Material 3's sizes for `min(contentWidth, contentHeight)`; the text is shaped with the bundled
/// stand-in fonts, so the verdict carries the stand-in margin (docs/cross-platform.md).
public struct AndroidLabelFit: Sendable, Hashable {
    public enum Outcome: String, Sendable, Hashable { case fits, clipped, uncertain }

    public var locale: String
    public var text: String
    /// `min(contentWidth, contentHeight)` in dp, and the sizes Material 3 picks for it.
    public var referenceHeight: Double
    public var scale: AndroidButtonTypeScale
    /// The text size drawn, in dp (`fontSize` × font scale).
    public var fontSize: Double
    /// Room for the text and the text's width, in dp.
    public var available: Double
    public var textWidth: Double
    /// How far the stand-in fonts' widths may sit from the device's (a fraction of the width).
    public var margin: Double
    public var outcome: Outcome

    /// "fits with 12.3 dp to spare" / "short by 8.1 dp" with the numbers behind it.
    public var summary: String {
        let slack = available - textWidth
        let how = slack >= 0 ? "fits with \(NumberText.fixed(slack, 1)) dp to spare" : "short by \(NumberText.fixed(-slack, 1)) dp"
        return "\(how): \"\(text)\" is \(NumberText.fixed(textWidth, 1)) dp at \(NumberText.fixed(fontSize, 1)) dp "
            + "(\(scale.textStyle), for min(content) \(NumberText.fixed(referenceHeight, 1)) dp), room \(NumberText.fixed(available, 1)) dp, "
            + "stand-in margin \(Int((margin * 100).rounded()))%"
    }
}

/// How far the bundled stand-ins may sit from the fonts an Android device draws the label in.
/// Inter (Latin, Greek, Cyrillic) measured 2.4–8.7 % wider than Roboto Medium on the stored
/// labels, hence 9 %; Android draws the other scripts in Noto itself (5 %, CJK 3 %).
/// Judgement and measurement in docs/cross-platform.md.
public enum AndroidStandInMargin {
    public static let latin = 0.09, noto = 0.05, cjk = 0.03

    public static func margin(_ measurement: TextMeasurement) -> Double {
        measurement.runs.map { run in
            let font = run.font.lowercased()
            return font.contains("inter") ? latin : font.contains("cjk") ? cjk : noto
        }.max() ?? latin
    }
}

public enum AndroidLabelFitter {
    /// The label's fit in the button Android draws (`outcome`: sizes after clamping, in px).
    /// `fontScale` is the system's (SystemUI applies its own configuration, not the app's),
    /// taken as linear: Android 14's non-linear scaling above 1.3 is not modelled.
    public static func fit(text: String, locale: String, outcome: AndroidButtonOutcome, density: Float,
                           fontScale: Double = 1, measurer: any TextMeasuring,
                           margin: (TextMeasurement) -> Double = AndroidStandInMargin.margin) throws -> AndroidLabelFit {
        let d = Double(density)
        let p = outcome.padding.map { Double($0) / d }
        let contentWidth = Double(outcome.width) / d - p[0] - p[2]
        let contentHeight = Double(outcome.height) / d - p[1] - p[3]
        let reference = min(contentWidth, contentHeight)
        let scale = AndroidButtonTypeScale.forReferenceHeight(reference)
        let size = scale.fontSize * fontScale
        let measured = try measurer.measure(text, locale: locale, weight: scale.weight, pointSize: size)
        let width = measured.advanceWidth + Double(text.count) * scale.letterSpacing * fontScale
        let room = contentWidth - 2 * scale.horizontalPadding - scale.iconSize - scale.iconSpacing
        let m = margin(measured)
        let result: AndroidLabelFit.Outcome =
            width * (1 - m) > room ? .clipped : width * (1 + m) <= room ? .fits : .uncertain
        return AndroidLabelFit(locale: locale, text: text, referenceHeight: reference, scale: scale, fontSize: size,
                               available: room, textWidth: width, margin: m, outcome: result)
    }
}

extension AndroidLabelFitter {
    /// One language's result: the fit, or why it could not be measured (a script the stand-in
    /// fonts do not cover).
    public struct LanguageFit: Sendable {
        public var tag: String
        public var text: String
        public var fit: AndroidLabelFit?
        public var notMeasured: String?
    }

    /// `label` in every language of `catalog`, in the button Android draws.
    public static func everyLanguage(_ label: AndroidLabel, catalog: AndroidLabelCatalog, outcome: AndroidButtonOutcome,
                                     density: Float, fontScale: Double = 1, measurer: any TextMeasuring) -> [LanguageFit] {
        guard label != .none else { return [] }
        return catalog.languages.compactMap { entry in
            guard let text = entry.labels[label.rawValue] else { return nil }
            do {
                let fit = try fit(text: text, locale: entry.tag, outcome: outcome, density: density, fontScale: fontScale, measurer: measurer)
                return LanguageFit(tag: entry.tag, text: text, fit: fit, notMeasured: nil)
            } catch {
                return LanguageFit(tag: entry.tag, text: text, fit: nil, notMeasured: "\(error)")
            }
        }
    }
}
