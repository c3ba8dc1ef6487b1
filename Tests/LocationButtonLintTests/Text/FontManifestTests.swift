import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct FontManifestTests {
    func manifest(_ name: String) throws -> FontManifest {
        let url = TextTestSupport.fontsURL.appendingPathComponent(name)
        return try FontManifestReader.decode(Data(contentsOf: url), file: url.path)
    }

    @Test("bundled families state a margin and its reason") func bundledFamiliesStateAMarginAndItsReason() throws {
        let m = try manifest("manifest.json")
        for family in m.families {
            #expect(family.margin > 0 && family.margin < 0.2, "\(family.name)")
            #expect((family.marginReason ?? "").count > 40, "\(family.name)")
        }
    }

    /// The macOS manifest cannot be loaded here (no /System/Library/Fonts), but it must decode and
    /// every chain must name one of its families.
    @Test("macOS manifest is well formed") func macOSManifestIsWellFormed() throws {
        let m = try manifest("macos-system-fonts.json")
        let catalog = try FontCatalog(manifest: m, manifestPath: "macos-system-fonts.json") { file in
            throw InputError(file: file, "not loaded in this test")
        }
        #expect(m.families.allSatisfy { $0.margin == 0 })
        let sf = try #require(m.families.first { $0.name == "SF Pro" })
        #expect(sf.opticalSizeAxis == true)
        // Apple's HIG tracking table for SF Pro: 17 pt → −0.43 pt, 28 pt → 0.38 pt.
        #expect(TrackingTable.tracking(sf.tracking, pointSize: 17) == -0.43)
        #expect(TrackingTable.tracking(sf.tracking, pointSize: 28) == 0.38)
        #expect(catalog.chain(script: "Hani", locale: "zh-HK").first == "PingFang HK")
        #expect(catalog.chain(script: "Hani", locale: "ja").first == "Hiragino Sans")
        #expect(catalog.chain(script: "Arab", locale: "ur").first == "Noto Nastaliq Urdu")
        let sizes = sf.tracking?.map { $0[0] } ?? []
        #expect(sizes == sizes.sorted() && sizes.first == 6 && sizes.last == 96)
    }
}
