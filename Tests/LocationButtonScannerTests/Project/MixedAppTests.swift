import LocationButtonScanner
import Testing

/// The `Mixed` fixture app: a SwiftUI screen that shows a SwiftUI `LocationButton` and a UIKit
/// `CLLocationButton` wrapped in a `UIViewRepresentable`, with a String Catalog and an `.lproj`
/// folder but no Xcode project. Expectations read off the sources by hand.
@Suite struct MixedAppTests {
    func scan() throws -> ProjectScan {
        try ProjectScan.scan(try ProjectDiscovery.discover(root: ScannerFixtures.path("Mixed")), config: nil)
    }

    @Test("both APIs and the languages of catalog and lproj") func bothAPIsAndTheLanguagesOfCatalogAndLproj() throws {
        let project = try scan()
        #expect(project.buttons.map(\.id) == ["HostedLocateButton.swift › HostedLocateButton.makeUIView #1",
                                                 "ProfileScreen.swift › ProfileScreen.body #1"])
        #expect(project.buttons.map(\.api) == [.uikit, .swiftui])
        // no knownRegions: fr.lproj plus the catalog's en (source), de and ja
        #expect(project.languages == ["de", "en", "fr", "ja"])
    }

    @Test("the representables button") func theRepresentablesButton() throws {
        #expect(try scan().buttons[0].described == [
            "title": "sendCurrentLocation @7:9",
            "background": "Pine @8:9",
            "foreground": "#FFFFFFCC @9:9",   // white (the same in every appearance) at 0.8: 0.8 × 255 = 204
            "cornerRadius": "22 @10:9",
            "fontSize": "18 @11:9",
        ])
    }

    @Test("the SwiftUI button in a list") func theSwiftUIButtonInAList() throws {
        let button = try scan().buttons[1]
        #expect(button.described == [
            "title": "shareMyCurrentLocation @10:17", "glyph": "arrowOutline @10:17",
            "background": "Pine @11:21",
            "foreground": "white @12:21",
            "fontSize": "16 @13:21", "textStyle": "callout @13:21",  // .custom(size: 16, relativeTo: .callout) scales
            "ancestorAlpha": "0.95 @17:9",
        ])
        #expect(button.notes.map(\.location.line) == [14])           // .disabled(true)
    }
}
