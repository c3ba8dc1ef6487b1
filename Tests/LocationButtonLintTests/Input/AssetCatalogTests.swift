import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct AssetCatalogTests {
    static func fixture(_ name: String) throws -> String {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return root.appendingPathComponent("Color/" + name).path
    }

    static func close(_ a: Color, _ b: Color, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance
            && abs(a.blue - b.blue) < tolerance && abs(a.alpha - b.alpha) < tolerance
    }

    @Test("reads every color set with namespaces") func readsEveryColorSetWithNamespaces() throws {
        let catalog = try AssetCatalog.load(path: Self.fixture("Theme.xcassets"))
        #expect(Set(catalog.names) == ["Brand", "Bytes", "Numbers", "Wide", "Extended", "Linear", "Gray",
                                             "LightOnly", "Reference", "Idioms", "Buttons/Fill", "Plain"])
    }

    @Test("float strings and all four appearances") func floatStringsAndAllFourAppearances() throws {
        let brand = try #require(try AssetCatalog.load(path: Self.fixture("Theme.xcassets")).allColors()["Brand"])
        #expect(brand.defined == Set(Appearance.allCases))
        #expect(Self.close(brand.light, Color(red: 0, green: 0.478, blue: 1)))
        #expect(Self.close(brand.dark, Color(red: 0.039, green: 0.518, blue: 1)))
        #expect(Self.close(brand.lightHighContrast, Color(red: 0, green: 0.251, blue: 0.867)))
        #expect(Self.close(brand.darkHighContrast, Color(red: 0.251, green: 0.612, blue: 1)))
    }

    @Test("byte and hex components and fallbacks") func byteAndHexComponentsAndFallbacks() throws {
        let colors = try AssetCatalog.load(path: Self.fixture("Theme.xcassets")).allColors()
        let bytes = try #require(colors["Bytes"])
        #expect(Self.close(bytes.light, Color(rgb8: 255, 149, 0)))
        #expect(Self.close(bytes.dark, Color(rgb8: 255, 159, 10, alpha: 0.5)))
        // No high-contrast entries: light HC falls back to light, dark HC to dark.
        #expect(bytes.defined == [.light, .dark])
        #expect(bytes.lightHighContrast == bytes.light && bytes.darkHighContrast == bytes.dark)
        let numbers = try #require(colors["Numbers"])
        #expect(Self.close(numbers.light, Color(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.8)))
        let lightOnly = try #require(colors["LightOnly"])
        #expect(lightOnly.defined == [.light] && lightOnly.dark == .white)
    }

    // Expected values: Display P3 from Fixtures/Color/display_p3_reference.py; gray 0.5^2.2 and
    // linear 0.214041 encoded with the sRGB curve in Python (0.503867, 0.500000).
    @Test("every color space converts to extended sRGB") func everyColorSpaceConvertsToExtendedSRGB() throws {
        let colors = try AssetCatalog.load(path: Self.fixture("Theme.xcassets")).allColors()
        let wide = try #require(colors["Wide"]).light
        #expect(Self.close(wide, Color(red: 1.0930663624, green: -0.2267419736, blue: -0.1501345809), 2e-5))
        #expect(!wide.isInSRGBGamut)
        let extended = try #require(colors["Extended"]).light
        #expect(Self.close(extended, Color(red: 1.2, green: -0.1, blue: 0.5)))
        let linear = try #require(colors["Linear"]).light
        #expect(Self.close(linear, Color(red: 0.5, green: 0, blue: 1), 1e-6))
        let gray = try #require(colors["Gray"]).light
        #expect(Self.close(gray, Color(red: 0.5038667823, green: 0.5038667823, blue: 0.5038667823)))
    }

    @Test("references idioms and gamuts") func referencesIdiomsAndGamuts() throws {
        let colors = try AssetCatalog.load(path: Self.fixture("Theme.xcassets")).allColors()
        let reference = try #require(colors["Reference"])
        #expect(reference.light == Color(rgb8: 0, 122, 255) && reference.dark == Color(rgb8: 10, 132, 255))
        let idioms = try #require(colors["Idioms"]).light
        #expect(Self.close(idioms, Color(red: 0.4, green: 0.4, blue: 0.4)))
    }

    @Test("malformed catalogs name file and place", arguments: [
        ("MissingComponent", "$.colors[0].color.components.blue", "missing component"),
        ("OutOfRange", "$.colors[0].color.components.red", "found the string \"1.5\""),
        ("ExtendedOverflow", "$.colors[0].color.components.red", "within ±16 (the extended range), found the string \"1e308\""),
        ("ByteOutOfRange", "$.colors[0].color.components.red", "expected an 8-bit value 0–255"),
        ("UnknownColorSpace", "$.colors[0].color[\"color-space\"]", "found \"cmyk\""),
        ("BadJSON", "line:column", "expected valid JSON"),
        ("UnknownAppearance", "$.colors[0].appearances[0]", "found luminosity dim"),
        ("NoDefault", "$.colors", "default (any) appearance"),
    ] as [(String, String?, String)])
    func malformedCatalogsNameFileAndPlace(name: String, place: String?, message: String) throws {
        let path = try Self.fixture("Malformed/\(name).xcassets")
        // Listing reads no color set: the problem shows only when the color is read.
        let catalog = try AssetCatalog.load(path: path)
        #expect(catalog.names == ["Broken"])
        do {
            _ = try catalog.color(named: "Broken")
            Issue.record("expected an InputError for \(name)")
        } catch {
            #expect(error.file == path + "/Broken.colorset/Contents.json")
            if place == "line:column" {
                // Where the parser reports an offset (Darwin Foundation does, Linux may not).
                #expect(error.place == nil || error.place?.hasPrefix("1:") == true)
            } else {
                #expect(error.place == place)
            }
            #expect(error.message.contains(message), "\(error.message)")
            #expect(!error.description.contains("\n"))
        }
    }

    // Xcode.xcassets: sets as Xcode writes them (docs/asset-catalogs.md).
    @Test("xcodes empty accent color is the system blue and any other empty set is a problem when used") func xcodesEmptyAccentColorIsTheSystemBlueAndAnyOtherEmptySetIsAProblemWhenUsed() throws {
        let catalog = try AssetCatalog.load(path: Self.fixture("Xcode.xcassets"))
        let accent = try #require(try catalog.color(named: "AccentColor"))
        // systemBlue: #007AFF light, #0A84FF dark (UIKit's published values).
        #expect(accent.light == Color(rgb8: 0, 122, 255) && accent.dark == Color(rgb8: 10, 132, 255))
        #expect(throws: InputError.self) { try catalog.color(named: "Other") }
        #expect(try catalog.color(named: "Missing") == nil)
    }

    @Test("extended gray byte numbers and fallbacks") func extendedGrayByteNumbersAndFallbacks() throws {
        let catalog = try AssetCatalog.load(path: Self.fixture("Xcode.xcassets"))
        // extended-gray white 1.25: gray-gamma-22 beyond 1, 1.25^2.2 = 1.6338 linear, sRGB-encoded
        // 1.055 × 1.6338^(1/2.4) − 0.055 = 1.2395 (Python).
        let gray = try #require(try catalog.color(named: "ExtendedGray")).light
        #expect(abs(gray.red - 1.2395) < 1e-3 && gray.red == gray.blue)
        // JSON integers above 1 are bytes (255 → 1, 51 → 0.2); 0.5 stays a float; alpha 1 is 1.
        let bytes = try #require(try catalog.color(named: "ByteNumbers")).light
        #expect(Self.close(bytes, Color(red: 1, green: 0.5, blue: 0.2)))
        // Any black and Light white, no Dark: dark takes Any (black), not Light.
        let anyAndLight = try #require(try catalog.color(named: "AnyAndLight"))
        #expect(anyAndLight.light == .white && anyAndLight.dark == Color(red: 0, green: 0, blue: 0))
        // A Dark entry without a color sets nothing: dark falls back to Any (red).
        let partly = try #require(try catalog.color(named: "PartlySet"))
        #expect(partly.dark == Color(red: 1, green: 0, blue: 0) && partly.defined == [.light])
    }

    @Test("a broken group blocks only the sets inside it") func aBrokenGroupBlocksOnlyTheSetsInsideIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)/A.xcassets")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let set = #"{"colors":[{"color":{"components":{"red":"1","green":"0","blue":"0"}},"idiom":"universal"}]}"#
        for (path, text) in [("Contents.json", "{}"), ("Group/Contents.json", "{ not json"),
                             ("Group/Inner.colorset/Contents.json", set), ("Outer.colorset/Contents.json", set)] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let catalog = try AssetCatalog.load(path: root.path)
        #expect(catalog.names == ["Inner", "Outer"])
        // "1" without a decimal point is a byte: 1/255.
        #expect(try catalog.color(named: "Outer")?.light == Color(red: 1.0 / 255, green: 0, blue: 0))
        do {
            _ = try catalog.color(named: "Inner")
            Issue.record("expected the group's problem")
        } catch {
            #expect(error.file == root.path + "/Group/Contents.json")
        }
    }

    @Test("missing catalog is an input error") func missingCatalogIsAnInputError() {
        #expect(throws: InputError.self) { try AssetCatalog.load(path: "/nonexistent/Theme.xcassets") }
    }
}
