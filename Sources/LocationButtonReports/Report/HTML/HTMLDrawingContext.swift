import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// What the HTML report needs besides the results to draw each button: its spec, the titles'
/// text in every locale, the shaper that measured them, and the backdrops its colors were judged
/// against.
public struct HTMLDrawingContext: Sendable {
    /// The specs as given (the run's list, not copied: a theme may have thousands of designs) and each id's
    /// first, by index.
    private let specList: [ButtonSpec]
    private let specIndex: [String: Int]
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
        specList = specs
        specIndex = Dictionary(specs.indices.map { (specs[$0].id, $0) }) { first, _ in first }
        var texts: [String: [Title: String]] = [:]
        for locale in titles { texts[locale.locale, default: [:]].merge(locale.texts) { first, _ in first } }
        self.titles = texts
        self.shaper = shaper
        self.backdrops = backdrops
    }

    /// The first spec with this id, if any.
    public func spec(_ id: String) -> ButtonSpec? { specIndex[id].map { specList[$0] } }
}
