import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation

/// Renders `CrossPlatformContrast` for `contrast --platform` as one table (a row per platform) and
/// the lines each system logs, or as JSON (pure: returns the string).
public struct CrossPlatformContrastReport: Sendable {
    public var result: CrossPlatformContrast
    public var foreground: ResolvedColor
    public var background: ResolvedColor
    public var appearance: Appearance

    public init(result: CrossPlatformContrast, foreground: ResolvedColor, background: ResolvedColor, appearance: Appearance) {
        self.result = result; self.foreground = foreground; self.background = background; self.appearance = appearance
    }

    private static func ratio(_ v: Double, against required: Double) -> String { ContrastReport.display(v, against: required) }

    private func verdict(_ p: ButtonPlatform) -> String {
        switch p {
        case .ios: result.ios.passes ? "pass" : "disabled"
        case .android: result.android.verdict
        case .web: result.web.verdict == .invalid ? "disabled" : result.web.verdict.rawValue
        }
    }

    private func story(_ p: ButtonPlatform) -> String {
        let r = result
        switch p {
        case .ios:
            let at = Self.ratio(r.ios.ratio, against: SystemModel.contrastThreshold)
            return r.ios.passes ? "1.5 rule \(at): CoreLocationUI grants location"
                : "1.5 rule \(at): the button is disabled, taps grant nothing"
        case .android:
            let a = r.android
            let drawn = Self.ratio(r.androidDrawnContrast, against: AndroidButtonModel.minimumContrast)
            if a.changes.isEmpty { return "draws \(a.textColor) on \(a.background) as asked (\(drawn))" }
            var parts = ["draws text \(a.textColor) and icon \(a.iconTint) on \(a.background) (\(drawn))"]
            if r.androidBackground.alpha != 255 { parts.append("fill forced opaque") }
            if r.androidDrawnContrast < AndroidButtonModel.minimumContrast { parts.append("still below 4.5:1") }
            return parts.joined(separator: "; ")
        case .web:
            let w = r.web, at = Self.ratio(w.contrast, against: WebPermissionElementModel.minimumContrast)
            switch w.verdict {
            case .valid: return "valid at \(ContrastReport.format(r.webFontSize))px: contrast \(at)"
            case .uncertain: return w.uncertainty ?? "uncertain"
            case .invalid:
                let detail = w.failedCheck == .fontTooSmall || w.failedCheck == .fontTooLarge ? "\(ContrastReport.format(r.webFontSize))px" : at
                return "invalidReason \(WebPermissionElementModel.styleInvalid): \(w.failedCheck?.rawValue ?? "") (\(detail))"
            }
        }
    }

    public var text: String {
        var rows = [["platform", "verdict", "what the system does"]]
        for p in result.platforms { rows.append([p.rawValue, verdict(p), story(p)]) }
        let widths = [0, 1].map { c in rows.map { $0[c].count }.max() ?? 0 }
        var lines = rows.map { row in
            row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0) + "  "
                + row[1].padding(toLength: widths[1], withPad: " ", startingAt: 0) + "  " + row[2]
        }
        if result.platforms.count > 1 {
            if let fix = result.smallestCommonFix {
                lines.append("fix all     \(fix.role.rawValue) \(fix.color.hex.prefix(7)) (ΔE \(NumberText.fixed(fix.distance, 3))): "
                    + "the smallest change all three take unchanged")
            } else if !result.platforms.allSatisfy({ !result.isDisabled($0) && !result.isChanged($0) }) {
                lines.append("fix all     none by lightness alone")
            }
        }
        lines.append("foreground  \(foreground.reference) → \(result.androidForeground), background \(background.reference) → \(result.androidBackground) (\(appearance.rawValue))")
        if result.platforms.contains(.ios), !result.ios.verdict.consoleLines.isEmpty {
            lines.append("ios logs:     " + result.ios.verdict.consoleLines.map(\.rawValue).joined(separator: " / "))
        }
        if result.platforms.contains(.android) {
            for line in result.android.logLines { lines.append("android logs: " + line) }
            lines.append("assumption: " + AndroidContrastAdjuster.assumption)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private struct IOSJSON: Encodable { var verdict: String; var ratio: Double; var messages: [String] }
    private struct AndroidJSON: Encodable {
        var verdict: String; var background: String; var textColor: String; var iconTint: String
        var requestedForeground: String; var requestedBackground: String; var contrast: Double
        var logLines: [String]; var validationFlags: Int; var assumption: String; var source: String
    }
    private struct WebJSON: Encodable {
        var verdict: String; var isValid: Bool?; var invalidReason: String?; var failedCheck: String?
        var contrast: Double; var fontSize: Double; var uncertainty: String?; var source: String
    }
    private struct Platforms: Encodable { var ios: IOSJSON?; var android: AndroidJSON?; var web: WebJSON? }
    private struct Fix: Encodable { var role: String; var color: String; var deltaE: Double }
    private struct Document: Encodable {
        var foreground: String; var background: String; var appearance: String; var platforms: Platforms
        var smallestCommonFix: Fix?
    }

    public var json: String {
        let r = result
        var platforms = Platforms()
        if r.platforms.contains(.ios) {
            platforms.ios = IOSJSON(verdict: verdict(.ios), ratio: ContrastReport.down(r.ios.ratio),
                                    messages: r.ios.verdict.consoleLines.map(\.rawValue))
        }
        if r.platforms.contains(.android) {
            let a = r.android
            platforms.android = AndroidJSON(
                verdict: a.verdict, background: a.background.description, textColor: a.textColor.description,
                iconTint: a.iconTint.description, requestedForeground: r.androidForeground.description,
                requestedBackground: r.androidBackground.description, contrast: ContrastReport.down(r.androidDrawnContrast),
                logLines: a.logLines, validationFlags: a.validationFlags, assumption: AndroidContrastAdjuster.assumption, source: AndroidButtonModel.source)
        }
        if r.platforms.contains(.web) {
            let w = r.web
            platforms.web = WebJSON(verdict: w.verdict.rawValue, isValid: w.verdict == .uncertain ? nil : w.verdict == .valid,
                                    invalidReason: w.invalidReason, failedCheck: w.failedCheck?.rawValue,
                                    contrast: ContrastReport.down(w.contrast), fontSize: r.webFontSize,
                                    uncertainty: w.uncertainty, source: WebPermissionElementModel.source)
        }
        let doc = Document(foreground: r.ios.colors.foreground.hex, background: r.ios.colors.background.hex,
                           appearance: appearance.rawValue, platforms: platforms,
                           smallestCommonFix: r.platforms.count > 1 ? r.smallestCommonFix.map {
                               Fix(role: $0.role.rawValue, color: $0.color.hex, deltaE: ($0.distance * 1e4).rounded() / 1e4)
                           } : nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(doc), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}
