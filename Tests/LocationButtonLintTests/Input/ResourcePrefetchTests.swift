import Foundation
import Testing
@testable import LocationButtonLint

/// The bundled fonts loaded early are what a check would load itself, and only for that check.
@Suite struct ResourcePrefetchTests {
    /// Same folder, no `--fonts`: the prefetched shaper measures as one loaded on the spot.
    @Test("the bundled fonts measure as loaded on the spot") func theBundledFontsMeasureAsLoadedOnTheSpot() throws {
        let prefetch = ResourcePrefetch(root: RealWorld.root)
        let early = try #require(try prefetch.shaper(fonts: nil, root: RealWorld.root))
        let direct = try RealWorld.shaper.get()
        for (text, locale) in [("Current Location", "en"), ("Aktueller Standort", "de"), ("現在地", "ja")] {
            let a = try early.metrics(text, locale: locale, weight: .semibold, pointSize: 17)
            let b = try direct.metrics(text, locale: locale, weight: .semibold, pointSize: 17)
            #expect(a.width == b.width)
        }
    }

    /// `--fonts`, or another folder: not what was loaded, so the check loads its own.
    @Test("another font choice is not taken") func anotherFontChoiceIsNotTaken() throws {
        let prefetch = ResourcePrefetch(root: RealWorld.root)
        #expect(try prefetch.shaper(fonts: "Fonts", root: RealWorld.root) == nil)
        #expect(try prefetch.shaper(fonts: nil, root: RealWorld.root.appendingPathComponent("Sources")) == nil)
        #expect(try prefetch.shaper(fonts: nil, root: nil) == nil)
    }

    /// A folder without fonts: the check gets the error loading them would have thrown.
    @Test("the error is the one loading would throw") func theErrorIsTheOneLoadingWouldThrow() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        let expected = Result { () throws(InputError) in try BundledResources.fonts(nil, root: empty) }
        let prefetch = ResourcePrefetch(root: empty)
        guard case .failure(let error) = expected else { Issue.record("expected no fonts in \(empty.path)"); return }
        #expect(throws: error) { try prefetch.shaper(fonts: nil, root: empty) }
    }
}
