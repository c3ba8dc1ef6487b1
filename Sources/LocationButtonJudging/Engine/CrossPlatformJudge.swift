import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// The per-platform result for one design.
public struct CrossPlatformJudgement: Sendable {
    public var android: AndroidButtonOutcome?
    public var androidLabels: [AndroidLabelFit]
    public var web: WebStyleValidity?
    /// The element as Chromium draws it (after `AdjustStyle`).
    public var webDrawn: WebDrawnElement?
    /// The language and text the `<geolocation>` element shows.
    public var webText: (tag: String, text: String)?
    public var findings: [PlatformFinding]

    /// The worst verdict among a platform's findings (`pass` with none).
    public func verdict(_ platform: ButtonPlatform) -> Verdict {
        findings.filter { $0.platform == platform }.map(\.verdict).max() ?? .pass
    }
}

/// Judges one design on Android 17 and Chromium with `System/Android` and `System/Web`. The label
/// catalogs and the text measurer are optional: without them the label checks are skipped.
public struct CrossPlatformJudge: Sendable {
    public var androidLabels: AndroidLabelCatalog?
    public var webStrings: ChromiumGeolocationStrings?
    public var measurer: (any TextMeasuring)?

    public init(androidLabels: AndroidLabelCatalog? = nil, webStrings: ChromiumGeolocationStrings? = nil,
                measurer: (any TextMeasuring)? = nil) {
        self.androidLabels = androidLabels; self.webStrings = webStrings; self.measurer = measurer
    }

    public func judge(_ design: CrossPlatformDesign) -> CrossPlatformJudgement {
        var result = CrossPlatformJudgement(android: nil, androidLabels: [], web: nil, webDrawn: nil, webText: nil, findings: [])
        if let a = design.android { judgeAndroid(a, design, into: &result) }
        if let w = design.web { judgeWeb(w, design, into: &result) }
        return result
    }

    private func judgeAndroid(_ a: AndroidOverrides, _ design: CrossPlatformDesign, into result: inout CrossPlatformJudgement) {
        let foreground = AndroidColorInt(a.foreground ?? design.foreground)
        let request = AndroidButtonRequest(
            background: AndroidColorInt(a.background ?? design.background), textColor: foreground,
            iconTint: design.iconTint.map(AndroidColorInt.init),
            width: a.px(a.width), height: a.px(a.height), density: a.density,
            padding: a.padding.map { $0.map(a.px) }, strokeWidth: a.strokeWidth.map(a.px),
            cornerRadius: a.cornerRadius.map { Float($0) * a.density })
        let outcome = AndroidButtonOutcome(request)
        result.android = outcome
        for change in outcome.changes {
            let isColor = [.textColor, .iconTint, .backgroundAlpha].contains(change.property)
            var message = change.log.map { "SystemUI logs \"\($0)\"" } ?? "the fill is drawn opaque (alpha 255), without a log line"
            if change.property == .iconTint && design.iconTint == nil {
                message += "; the icon tint is not set: SystemUI's textColorOnAccent, taken as \(AndroidButtonModel.systemIconTint)"
            }
            if change.property == .textColor || change.property == .iconTint { message += "; " + AndroidContrastAdjuster.assumption }
            result.findings.append(PlatformFinding(platform: .android, kind: isColor ? .changed : .clamped, verdict: .guideline,
                                                   property: change.property.rawValue, requested: change.requested,
                                                   drawn: change.drawn, message: message))
        }
        guard a.label != .none, let catalog = androidLabels, let measurer else { return }
        for locale in a.locales {
            guard let (tag, text) = catalog.text(a.label, locale: locale) else {
                result.findings.append(PlatformFinding(
                    platform: .android, kind: .labelNotMeasured, verdict: .uncertain, property: "label (\(locale))",
                    requested: a.label.rawValue, drawn: nil,
                    message: "SystemUI's \(a.label.rawValue) text for \(locale) is not in \(AndroidLabelCatalog.bundledPath): not measured"))
                continue
            }
            do {
                let fit = try AndroidLabelFitter.fit(text: text, locale: tag, outcome: outcome, density: a.density,
                                                     fontScale: a.fontScale, measurer: measurer)
                result.androidLabels.append(fit)
                guard fit.outcome != .fits else { continue }
                result.findings.append(PlatformFinding(
                    platform: .android, kind: fit.outcome == .clipped ? .labelClipped : .labelUncertain,
                    verdict: fit.outcome == .clipped ? .guideline : .uncertain, property: "label (\(tag))",
                    requested: text, drawn: nil, message: fit.summary))
            } catch {
                result.findings.append(PlatformFinding(platform: .android, kind: .labelNotMeasured, verdict: .uncertain,
                                                       property: "label (\(tag))", requested: text, drawn: nil,
                                                       message: "not measured: \(error)"))
            }
        }
    }

    private func judgeWeb(_ w: WebOverrides, _ design: CrossPlatformDesign, into result: inout CrossPlatformJudgement) {
        let style = w.style.style(color: w.foreground ?? design.foreground, background: w.background ?? design.background)
        let validity = WebStyleValidity(style)
        result.web = validity
        result.webText = webStrings?.text(lang: w.lang, precise: w.precise, browserLanguage: w.browserLanguage)
        let fit = result.webText.flatMap { fitContent(style, text: $0) }
        result.webDrawn = WebDrawnElement(style, fitContent: fit)
        let ratio = NumberText.fixed(validity.contrast, 2)
        switch validity.verdict {
        case .invalid:
            let check = validity.failedCheck?.rawValue ?? "style check"
            result.findings.append(PlatformFinding(
                platform: .web, kind: .invalid, verdict: .disabled, property: check, requested: nil, drawn: validity.invalidReason,
                message: "isValid false, invalidReason \(validity.invalidReason ?? WebPermissionElementModel.styleInvalid): \(check) (contrast \(ratio):1, font size \(NumberText.fixed(style.fontSize, 1))px)"))
        case .uncertain:
            result.findings.append(PlatformFinding(platform: .web, kind: .uncertain, verdict: .uncertain, property: "style",
                                                   requested: nil, drawn: nil, message: validity.uncertainty ?? "uncertain"))
        case .valid: break
        }
        for clamp in WebStyleBounds.clamps(style, fitContent: fit) {
            result.findings.append(PlatformFinding(
                platform: .web, kind: .clamped, verdict: .guideline, property: clamp.property, requested: clamp.requested,
                drawn: clamp.applied, message: "\(clamp.property) \(clamp.requested) is drawn as \(clamp.applied) (\(clamp.rule))"))
        }
        for ignored in WebStyleBounds.ignored(style) {
            result.findings.append(PlatformFinding(
                platform: .web, kind: .ignored, verdict: .pass, property: ignored.property, requested: ignored.requested,
                drawn: ignored.applied, message: ignored.rule))
        }
        if let (fill, contrast) = WebStyleBounds.uncheckedIconFill(style) {
            result.findings.append(PlatformFinding(
                platform: .web, kind: .ignored, verdict: .pass, property: "icon fill", requested: fill.hex, drawn: fill.hex,
                message: "\(NumberText.fixed(contrast, 2)):1 against the background; Chromium checks only the text color"))
        }
    }

    /// How far the stand-in fonts may sit from Chromium's Arial/Helvetica for the element's text:
    /// not measured, so wide; a width bound is reported only beyond it.
    package static let webFitContentMargin = 0.15

    /// The content's fit-content width: the icon (square, its height), its gap and the text in the
    /// stand-in fonts with the element's spacing, nil without a measurer or a measurable text.
    private func fitContent(_ s: WebElementStyle, text: (tag: String, text: String)) -> WebFitContent? {
        guard let measurer else { return nil }
        let drawn = WebDrawnElement(s)
        let weight: FontWeight = drawn.fontWeight >= 650 ? .bold : drawn.fontWeight >= 550 ? .semibold : drawn.fontWeight >= 450 ? .medium : .regular
        guard let measured = try? measurer.measure(text.text, locale: text.tag, weight: weight, pointSize: s.fontSize) else { return nil }
        let spacing = Double(text.text.count) * drawn.letterSpacing + Double(text.text.filter { $0 == " " }.count) * drawn.wordSpacing
        let width = drawn.iconSize + drawn.iconGap + measured.advanceWidth + spacing
        return width * (1 - Self.webFitContentMargin)...width * (1 + Self.webFitContentMargin)
    }
}
