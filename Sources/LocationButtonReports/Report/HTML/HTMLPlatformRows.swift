import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The HTML report's "Platforms" block for a button whose theme names Android or the web: one row
/// per platform, each button drawn as that system will draw it — Android with the text and icon
/// colors `ensureContrast` gives, the opaque fill and the clamped sizes; the web element with its
/// validity and `invalidReason` (docs/cross-platform.md).
package struct HTMLPlatformRows {
    package let button: ButtonResult

    private static func e(_ text: String) -> String { ReportEscaping.markup(text) }
    private static let buttonStyle = "display:inline-flex;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;"
        + "white-space:nowrap;font-family:system-ui,sans-serif;"

    /// The location arrow, filled with `color` (the icon tint drawn).
    private static func arrow(_ color: String, size: Double) -> String {
        let s = MarkupText.number(size, 1)
        return "<svg width=\(s) height=\(s) viewBox=\"0 0 24 24\" aria-hidden=true><path d=\"M21 3 3 10.5l7.5 3 3 7.5z\" fill=\"\(color)\"/></svg>"
    }

    package func markup() -> String {
        guard let p = button.platforms else { return "" }
        // Styled inline: a report of iOS-only buttons keeps its stylesheet byte for byte.
        var out = "<h3>Platforms</h3>\n<table class=platforms style=\"border-collapse:collapse;font-size:12px\">"
        for platform in p.platforms {
            switch platform {
            case .ios: out += iosRow()
            case .android: if let a = p.android { out += androidRow(a) }
            case .web: if let w = p.web { out += webRow(w) }
            }
        }
        return out + "</table>\n"
    }

    private func row(_ name: String, _ verdict: Verdict, drawing: String, story: String) -> String {
        let cell = "style=\"padding:6px 8px;text-align:left\""
        return "<tr class=\"v-\(verdict.rawValue)\" data-platform=\"\(name)\"><th \(cell)>\(name)</th><td \(cell)><span class=badge>\(verdict.rawValue)</span></td>"
            + "<td \(cell)>\(drawing)</td><td \(cell)>\(story)</td></tr>"
    }

    private func iosRow() -> String {
        let ios = button.findings.filter { $0.platform == nil }.map(\.verdict).max() ?? .pass
        guard let light = button.appearances.first else { return "" }
        let drawing = "<span style=\"\(Self.buttonStyle)background:\(Self.e(light.background));color:\(Self.e(light.foreground));height:44px;padding:0 16px;border-radius:22px;font-size:17px\">"
            + Self.arrow(Self.e(light.foreground), size: 17) + "Current Location</span>"
        let story = "CoreLocationUI, \(light.appearance.rawValue): title \(MarkupText.number(light.contrast.title, 2)):1 "
            + "(the grid below has every language and size)"
        return row("ios", ios, drawing: drawing, story: Self.e(story))
    }

    private func androidRow(_ a: PlatformResults.AndroidResult) -> String {
        let px = { (v: Double) in MarkupText.number(v, 1) + "px" }
        // The requested box (dashed) holds the padding; the shape SystemUI draws is the content box inside it.
        let drawing = "<span style=\"display:inline-block;box-sizing:border-box;width:\(px(a.width));height:\(px(a.height));"
            + "padding:\(px(a.padding));outline:1px dashed #8E8E93\">"
            + "<span style=\"\(Self.buttonStyle)background:\(a.background);color:\(a.textColor);width:\(px(a.shapeWidth));"
            + "height:\(px(a.shapeHeight));overflow:hidden;border-radius:\(px(a.cornerRadius));"
            + "box-shadow:inset 0 0 0 \(px(a.strokeWidth)) \(a.background);font-weight:500;font-size:14px\">"
            + Self.arrow(a.iconTint, size: 20) + (a.label.map(Self.e) ?? "") + "</span></span>"
        var story = "SystemUI draws text \(a.textColor), icon \(a.iconTint) on \(a.background), "
            + "\(MarkupText.number(a.width, 0))×\(MarkupText.number(a.height, 0)) dp with a "
            + "\(MarkupText.number(a.shapeWidth, 0))×\(MarkupText.number(a.shapeHeight, 0)) dp shape inside the padding (\(a.outcome))"
        // A padding clamp is logged once per side: each line is shown once, with its count.
        var lines: [(String, Int)] = []
        for line in a.logLines {
            if let i = lines.firstIndex(where: { $0.0 == line }) { lines[i].1 += 1 } else { lines.append((line, 1)) }
        }
        if !lines.isEmpty { story += "; logs: " + lines.map { $0.1 > 1 ? "\($0.0) (×\($0.1))" : $0.0 }.joined(separator: " · ") }
        return row("android", a.verdict, drawing: drawing, story: Self.e(story))
    }

    private func webRow(_ w: PlatformResults.WebResult) -> String {
        let size = MarkupText.number(w.fontSize, 1) + "px"
        let d = w.drawn, px = { (v: Double) in MarkupText.number(v, 1) + "px" }
        // The element after AdjustStyle: the UA's look where the page sets nothing, bounded values elsewhere.
        let box = "padding:\(px(d.paddingTop)) \(px(d.paddingLeft));border:\(px(d.borderWidth)) \(d.borderStyle) \(d.borderColor);"
            + "border-radius:\(d.cornerRadii.map(px).joined(separator: " "));font-weight:\(MarkupText.number(d.fontWeight, 0));"
            + "letter-spacing:\(px(d.letterSpacing));word-spacing:\(px(d.wordSpacing));"
            + (d.width.map { "width:\(px($0));" } ?? "") + (d.height.map { "height:\(px($0));" } ?? "")
        let icon = Self.arrow(d.iconFill, size: d.iconSize).replacingOccurrences(of: "<svg ", with: "<svg style=\"margin-right:\(px(d.iconGap))\" ")
        let drawing = "<span style=\"\(Self.buttonStyle)gap:0;box-sizing:content-box;background:\(w.background);color:\(w.color);font-size:\(size);"
            + box + (w.isValid ? "" : "outline:2px dashed #FF3B30;outline-offset:2px") + "\">"
            + icon + (w.text.map(Self.e) ?? "") + "</span>"
        let story = w.isValid ? "<geolocation> is valid (\(w.outcome)), contrast \(MarkupText.number(w.contrast, 2)):1"
            : "<geolocation> is invalid: isValid false, invalidReason \(w.invalidReason ?? ""): \(w.failedCheck ?? "") "
                + "(contrast \(MarkupText.number(w.contrast, 2)):1, font size \(size)); clicks grant nothing"
        let drawn = "; drawn with padding \(px(d.paddingTop)) \(px(d.paddingLeft)), border \(px(d.borderWidth)) \(d.borderStyle) \(d.borderColor)"
        return row("web", w.verdict, drawing: drawing, story: Self.e(story + drawn + (w.lang.map { "; lang \($0)" } ?? "")))
    }
}
