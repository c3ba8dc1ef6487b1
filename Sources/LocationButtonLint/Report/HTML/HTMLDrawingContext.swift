/// What the HTML report needs besides the results to draw each button: its spec, the titles'
/// text in every locale, the shaper that measured them, and the backdrops its colors were judged
/// against.
public struct HTMLDrawingContext: Sendable {
    public var specs: [String: ButtonSpec]
    /// Title texts by locale tag (pseudolanguages included).
    public var titles: [String: [Title: String]]
    public var shaper: Shaper
    /// The backdrops each button's contrast was judged against, by button id and appearance
    /// (missing: any color).
    public var backdrops: [String: [Appearance: [Color]]]
    /// Title lines kept across pages, for a program that draws page after page (the studio);
    /// nil: each page makes its own. The page is the same either way.
    public var pathCache: DrawingPathCache?

    public init(specs: [ButtonSpec], titles: [LocalizedTitles], shaper: Shaper,
                backdrops: [String: [Appearance: [Color]]] = [:]) {
        var byID: [String: ButtonSpec] = [:]
        for spec in specs where byID[spec.id] == nil { byID[spec.id] = spec }
        self.specs = byID
        var texts: [String: [Title: String]] = [:]
        for locale in titles { texts[locale.locale, default: [:]].merge(locale.texts) { first, _ in first } }
        self.titles = texts
        self.shaper = shaper
        self.backdrops = backdrops
    }
}
