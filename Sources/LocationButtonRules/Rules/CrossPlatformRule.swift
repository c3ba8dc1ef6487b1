import LocationButtonModel
/// A rule about a theme button's design on another platform: Android 17's SystemUI button (ids
/// LB1NN) or Chromium's `<geolocation>` element (LB2NN), for buttons whose `platforms` name it
/// (docs/cross-platform.md). `CrossPlatformJudge` models what the platform does with the design;
/// each thing it does belongs to one rule, whose `check` words it as the report's finding.
public protocol CrossPlatformRule: Rule {
    /// The platform whose buttons it judges.
    static var platform: ButtonPlatform { get }
    /// The finding for one thing the platform does with the design; nil when it is another rule's.
    func check(_ found: PlatformFinding) -> Finding?
}

extension CrossPlatformRule {
    public var asCrossPlatformRule: (any CrossPlatformRule)? { self }

    /// `found` as this rule's finding. A web clamp's message repeats the headline: only the bound
    /// it applies is kept as the detail.
    package func finding(_ found: PlatformFinding, headline: String, keys: [String], locale: String? = nil) -> Finding {
        let repeated = "\(headline) ("
        let detail = found.kind == .clamped && found.platform == .web && found.message.hasPrefix(repeated)
            ? String(found.message.dropFirst(repeated.count).dropLast()) : found.message
        return Finding(rule: Self.info.id, name: Self.info.name, verdict: found.verdict,
                       level: found.kind == .ignored ? .information : .verdict, locale: locale, headline: headline,
                       detail: detail, keys: keys, platform: found.platform)
    }

    /// `requested → drawn` as the headline says a changed or clamped value.
    package static func drawnAs(_ found: PlatformFinding) -> String {
        "\(found.property) \(found.requested ?? "") is drawn as \(found.drawn ?? "")"
    }
}

extension ButtonSpec {
    /// A worked example's design for another platform: a title on `background`, `platforms:
    /// [platform]`, the `android:` or `web:` values `set` gives.
    package static func example(_ id: String, on platform: ButtonPlatform, background: String = "#000000",
                        foreground: String = "#FFFFFF", android: (inout AndroidSettings) -> Void = { _ in },
                        web: (inout WebSettings) -> Void = { _ in }) -> ButtonSpec {
        var spec = ButtonSpec(id: id, background: ColorReference(background), foreground: ColorReference(foreground))
        spec.platforms = [platform]
        android(&spec.android)
        web(&spec.web)
        return spec
    }
}
