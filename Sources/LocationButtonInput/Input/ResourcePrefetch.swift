import LocationButtonModel
import Foundation

/// The bundled fonts and title catalog of one folder, loaded on background threads from the
/// moment the CLI knows it runs a check, while it parses the rest of its arguments (about 8 ms of
/// a 0.1 s run, during which the second core was idle). A check takes from it what it would have
/// loaded itself: the bundled fonts of the same folder when `--fonts` is not given
/// (`CheckRequest.prefetched`), and the bundled title catalog (`CheckRun.prefetchTitles(after:)`).
public final class ResourcePrefetch: Sendable {
    package let root: URL
    package let titles: StringCatalogPrefetch
    private let shaper: BackgroundValue<Result<Shaper, InputError>>

    public init(root: URL) {
        self.root = root
        titles = TitleCatalogLoader.prefetch(root: root, localesFile: nil, languagesFrom: nil)
        shaper = BackgroundValue {
            Result { () throws(InputError) in try Shaper(catalog: BundledResources.fonts(nil, root: root).catalog()) }
        }
    }

    /// The shaper of the bundled fonts, or the error loading them, for a check with `fonts`
    /// (`--fonts`) and `root`; nil when those are not what was loaded.
    public func shaper(fonts: String?, root: URL?) throws(InputError) -> Shaper? {
        guard fonts == nil, root?.standardizedFileURL == self.root.standardizedFileURL else { return nil }
        return try shaper.value.get()
    }
}
