/// One thing a platform does with a design: Android changes or clamps it (silently, so
/// `guideline`), Chromium marks the element invalid (`disabled`) or clamps a bound.
public struct PlatformFinding: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case changed, clamped, invalid, uncertain
        case labelClipped = "label clipped", labelUncertain = "label may be clipped", labelNotMeasured = "label not measured"
    }
    public var platform: ButtonPlatform
    public var kind: Kind
    public var verdict: Verdict
    public var property: String
    public var requested: String?
    public var drawn: String?
    public var message: String
}

/// The per-platform result for one design.
public struct CrossPlatformJudgement: Sendable {
    public var android: AndroidButtonOutcome?
    public var androidLabels: [AndroidLabelFit]
    public var web: WebStyleValidity?
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
        var result = CrossPlatformJudgement(android: nil, androidLabels: [], web: nil, webText: nil, findings: [])
        if let a = design.android { judgeAndroid(a, design, into: &result) }
        if let w = design.web { judgeWeb(w, design, into: &result) }
        return result
    }

    private func judgeAndroid(_ a: AndroidOverrides, _ design: CrossPlatformDesign, into result: inout CrossPlatformJudgement) {
        let foreground = AndroidColorInt(a.foreground ?? design.foreground)
        let request = AndroidButtonRequest(
            background: AndroidColorInt(a.background ?? design.background), textColor: foreground,
            iconTint: design.iconTint.map(AndroidColorInt.init) ?? foreground,
            width: a.px(a.width), height: a.px(a.height), density: a.density,
            padding: a.padding.map { $0.map(a.px) }, strokeWidth: a.strokeWidth.map(a.px),
            cornerRadius: a.cornerRadius.map { Float($0) * a.density })
        let outcome = AndroidButtonOutcome(request)
        result.android = outcome
        for change in outcome.changes {
            let isColor = [.textColor, .iconTint, .backgroundAlpha].contains(change.property)
            var message = change.log.map { "SystemUI logs \"\($0)\"" } ?? "the fill is drawn opaque (alpha 255), without a log line"
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
        let ratio = NumberText.fixed(validity.contrast, 2)
        switch validity.verdict {
        case .invalid:
            let check = validity.failedCheck?.rawValue ?? "style check"
            result.findings.append(PlatformFinding(
                platform: .web, kind: .invalid, verdict: .disabled, property: check, requested: nil, drawn: nil,
                message: "isValid false, invalidReason \(validity.invalidReason ?? WebPermissionElementModel.styleInvalid): \(check) (contrast \(ratio):1, font size \(NumberText.fixed(style.fontSize, 1))px)"))
        case .uncertain:
            result.findings.append(PlatformFinding(platform: .web, kind: .uncertain, verdict: .uncertain, property: "style",
                                                   requested: nil, drawn: nil, message: validity.uncertainty ?? "uncertain"))
        case .valid: break
        }
        for clamp in WebStyleBounds.clamps(style) {
            // A weight has no unit; the other bounds are lengths.
            let unit = clamp.property == "font-weight" ? "" : "px"
            let from = NumberText.trimmed(clamp.requested, 2) + unit, to = NumberText.trimmed(clamp.applied, 2) + unit
            result.findings.append(PlatformFinding(
                platform: .web, kind: .clamped, verdict: .guideline, property: clamp.property, requested: from,
                drawn: to, message: "\(clamp.property) \(from) is drawn as \(to) (\(clamp.rule))"))
        }
    }
}
