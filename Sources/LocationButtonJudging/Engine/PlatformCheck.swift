import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// A theme button's Android and web designs judged by `CrossPlatformJudge`, turned into the
/// reports' `Finding`s (each carrying its platform and the id of the `CrossPlatformRule` it belongs to) and `PlatformResults`.
/// Colors are resolved in the light appearance: the other systems have no iOS appearances, and a
/// literal is the same in all of them (docs/cross-platform.md).
public struct PlatformCheck: Sendable {
    public var judge: CrossPlatformJudge

    public init(judge: CrossPlatformJudge) { self.judge = judge }

    /// Why a button on Android cannot be judged (SystemUI needs a width and a height), nil when it can.
    public static func missingSize(_ spec: ButtonSpec) -> String? {
        guard spec.platforms.contains(.android) else { return nil }
        let missing = [("width", spec.android.width ?? spec.frame.width), ("height", spec.android.height ?? spec.frame.height)]
            .filter { $0.1 == nil }.map { "android.\($0.0)" }
        guard !missing.isEmpty else { return nil }
        return "expected \(missing.joined(separator: " and ")) in dp (or the shared width and height) for a button whose platforms name android, found none"
    }

    /// The design `spec` asks of each other platform; `locales` are the languages the theme
    /// checks, the Android label's default locales.
    public static func design(_ spec: ButtonSpec, colors: ColorResolver, locales: [String]) throws(ColorResolver.UnknownColor) -> CrossPlatformDesign {
        func color(_ reference: ColorReference?) throws(ColorResolver.UnknownColor) -> Color? {
            guard let reference else { return nil }
            return try colors.resolve(reference.name)[.light]
        }
        let foreground = try color(spec.resolvedForeground)!
        let background = try color(spec.resolvedBackground(hasAccentColorAsset: colors.hasAsset(ColorReference.accentColor.name)))!
        var design = CrossPlatformDesign(foreground: foreground, background: background)
        if spec.platforms.contains(.android) {
            let a = spec.android
            design.iconTint = try color(a.iconTint)
            design.android = AndroidOverrides(
                width: a.width ?? spec.frame.width ?? 0, height: a.height ?? spec.frame.height ?? 0,
                padding: a.padding.map { [$0, $0, $0, $0] }, strokeWidth: a.strokeWidth,
                cornerRadius: a.cornerRadius ?? spec.cornerRadius,
                label: a.label.flatMap(AndroidLabel.init(rawValue:)) ?? .none, locales: a.locales ?? locales,
                density: Float(a.density ?? 1), fontScale: a.fontScale ?? 1,
                foreground: try color(a.foreground), background: try color(a.background))
        }
        if spec.platforms.contains(.web) {
            let w = spec.web
            var style = WebElementStyleValues(
                fontSize: w.fontSize ?? WebPermissionElementModel.defaultFontSize, fontWeight: w.fontWeight,
                letterSpacing: w.letterSpacing, wordSpacing: w.wordSpacing, minHeight: w.minHeight, maxHeight: w.maxHeight,
                paddingTop: w.paddingVertical, paddingLeft: w.paddingHorizontal, borderWidth: w.borderWidth)
            style.box = try webBox(w, color: color)
            design.web = WebOverrides(
                style: style, lang: w.lang ?? "en", browserLanguage: w.browserLanguage ?? "en", precise: w.precise ?? false,
                foreground: try color(w.foreground), background: try color(w.background))
        }
        return design
    }

    /// The `web:` section's box, border, icon, dropped values and ancestors (names the key table
    /// checked, so each maps to its `System/Web` value).
    private static func webBox(_ w: WebSettings, color: (ColorReference?) throws(ColorResolver.UnknownColor) -> Color?) throws(ColorResolver.UnknownColor) -> WebElementBox {
        var box = WebElementBox()
        box.width = w.width; box.height = w.height; box.minWidth = w.minWidth; box.maxWidth = w.maxWidth
        box.border = WebBorder(style: w.borderStyle.flatMap(WebBorderStyle.init(rawValue:)) ?? .solid, color: try color(w.borderColor))
        if w.borderRadius != nil || w.cornerRadii.contains(where: { $0 != nil }) {
            let all = w.borderRadius ?? WebElementBox.defaultCornerRadius
            box.cornerRadii = w.cornerRadii.map { $0 ?? all }
        }
        box.icon = WebIconStyle(size: w.iconSize, gap: w.iconGap, fill: try color(w.iconFill))
        box.fontStyle = w.fontStyle.flatMap(WebFontStyle.init(rawValue:)) ?? .normal
        box.outlineOffset = w.outlineOffset
        box.insetBoxShadow = w.boxShadow == "inset"
        box.ignoredProperties = w.ignoredProperties ?? []
        box.ancestors = WebAncestors(opacity: w.ancestorOpacity ?? 1,
                                     transform: w.ancestorTransform.flatMap(WebAncestorTransform.init(rawValue:)) ?? .none,
                                     clip: w.ancestorClip.flatMap(WebAncestorClip.init(rawValue:)) ?? .none)
        return box
    }

    /// The findings and drawn results of `design` for a button naming `platforms`.
    public func check(_ design: CrossPlatformDesign, platforms: [ButtonPlatform]) -> (findings: [Finding], results: PlatformResults) {
        let judgement = judge.judge(design)
        var results = PlatformResults(platforms: platforms)
        if let outcome = judgement.android, let a = design.android {
            let dp = { (px: Int) in Double(px) / Double(a.density) }
            results.android = .init(
                verdict: judgement.verdict(.android), outcome: outcome.verdict, textColor: outcome.textColor.description,
                iconTint: outcome.iconTint.description, background: outcome.background.description,
                width: dp(outcome.width), height: dp(outcome.height), padding: dp(outcome.padding.first ?? 0),
                strokeWidth: dp(outcome.strokeWidth),
                // Unset: Material 3's round shape for every size (`ButtonDefaults.shapesFor`), a pill of the shape.
                cornerRadius: a.cornerRadius.map { max(0, $0) } ?? dp(min(outcome.shapeWidth, outcome.shapeHeight)) / 2,
                shapeWidth: dp(outcome.shapeWidth), shapeHeight: dp(outcome.shapeHeight),
                label: judgement.androidLabels.first?.text, validationFlags: outcome.validationFlags, logLines: outcome.logLines)
        }
        if let web = judgement.web, let drawn = judgement.webDrawn, let w = design.web {
            results.web = .init(
                verdict: judgement.verdict(.web), outcome: web.verdict.rawValue, isValid: web.verdict != .invalid,
                invalidReason: web.invalidReason, failedCheck: web.failedCheck?.rawValue, contrast: web.contrast,
                fontSize: w.style.fontSize, color: Self.hex(w.foreground ?? design.foreground),
                background: Self.hex(w.background ?? design.background), text: judgement.webText?.text, lang: judgement.webText?.tag,
                drawn: Self.box(drawn))
        }
        // SystemUI logs a padding clamp once per side: one finding says it.
        var findings: [Finding] = []
        for finding in judgement.findings.map(Self.finding) where !findings.contains(finding) { findings.append(finding) }
        return (findings, results)
    }

    private static func box(_ d: WebDrawnElement) -> PlatformResults.WebResult.Box {
        .init(paddingTop: d.paddingTop, paddingLeft: d.paddingLeft, borderWidth: d.borderWidth, borderStyle: d.borderStyle.rawValue,
              borderColor: hex(d.borderColor), cornerRadii: d.cornerRadii, width: d.width, height: d.height,
              iconSize: d.iconSize, iconGap: d.iconGap, iconFill: hex(d.iconFill), fontWeight: d.fontWeight,
              letterSpacing: d.letterSpacing, wordSpacing: d.wordSpacing)
    }

    /// `#RRGGBB`, with `AA` only when not opaque (as the Android colors read).
    private static func hex(_ color: Color) -> String {
        let hex = color.hex
        return hex.count == 9 && hex.hasSuffix("FF") ? String(hex.dropLast(2)) : hex
    }

    /// One `PlatformFinding` as a report's finding, in the words of the rule it belongs to.
    package static func finding(_ found: PlatformFinding) -> Finding {
        for rule in RuleCatalog.crossPlatformRules {
            if let finding = rule.check(found) { return finding }
        }
        preconditionFailure("no cross-platform rule reports \(found.platform) \(found.kind)")
    }
}
