import Testing
@testable import LocationButtonLint

@Suite struct ColorLiteralTests {
    @Test("parses literals", arguments: [
        ("#FA0", Color(rgb8: 255, 170, 0)),
        ("#FA08", Color(rgb8: 255, 170, 0, alpha: 136.0 / 255)),
        ("#007AFF", Color(rgb8: 0, 122, 255)),
        ("#007aff80", Color(rgb8: 0, 122, 255, alpha: 128.0 / 255)),
        ("rgb(0, 122, 255)", Color(rgb8: 0, 122, 255)),
        ("rgba(0, 122, 255, 0.5)", Color(rgb8: 0, 122, 255, alpha: 0.5)),
        ("rgb(0 122 255 / 50%)", Color(rgb8: 0, 122, 255, alpha: 0.5)),
        ("rgb(100%, 0%, 0%)", Color(red: 1, green: 0, blue: 0)),
        // CSS Color 4: hsl(120, 100%, 25%) = rgb(0, 127.5, 0); hsl(0, 0%, 50%) = gray 0.5.
        ("hsl(120, 100%, 25%)", Color(red: 0, green: 0.5, blue: 0)),
        ("hsla(0deg, 0%, 50%, 0.25)", Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25)),
        ("color(srgb 0.25 0.5 1 / 0.75)", Color(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)),
        ("white:0.5 alpha:0.8", Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.8)),
        ("UIColor(white: 1, alpha: 0.25)", Color(red: 1, green: 1, blue: 1, alpha: 0.25)),
        ("red:0 green:0.478 blue:1", Color(red: 0, green: 0.478, blue: 1)),
    ])
    func parsesLiterals(text: String, expected: Color) throws {
        let c = try ColorLiteral.parse(text)
        #expect(abs(c.red - expected.red) < 1e-9 && abs(c.green - expected.green) < 1e-9
                && abs(c.blue - expected.blue) < 1e-9 && abs(c.alpha - expected.alpha) < 1e-9)
    }

    @Test("display p 3 literal is converted") func displayP3LiteralIsConverted() throws {
        let c = try ColorLiteral.parse("color(display-p3 1 0 0 / 0.5)")
        // Fixtures/Color/display_p3_reference.py: P3 red = sRGB (1.0930664, −0.2267420, −0.1501346).
        #expect(abs(c.red - 1.0930663624) < 2e-5 && abs(c.green + 0.2267419736) < 2e-5 && c.alpha == 0.5)
        #expect(!c.isInSRGBGamut)
        #expect(c.hex == "#FF000080")
    }

    @Test("rejects bad literals", arguments: ["#12345", "#GGG", "rgb(0, 0)", "rgb(300, 0, 0)", "rgba(0,0,0,2)", "hsl(0, 50, 50)",
                      "color(rec2020 1 0 0)", "white:0.5 alpha:1.5", "white:x", "blue-ish", "",
                      "color(display-p3 1e308 0 0)", "color(srgb 17 0 0)", "white:1e300", "red:-20 green:0 blue:0"])
    func rejectsBadLiterals(text: String) {
        #expect(throws: ColorLiteral.ParseError.self) { try ColorLiteral.parse(text) }
    }

    @Test("resolver tries literal then asset then system") func resolverTriesLiteralThenAssetThenSystem() throws {
        let asset = AppearanceColors(constant: .black)
        let resolver = ColorResolver(assets: ["Brand": asset, "systemRed": asset])
        #expect(try resolver.resolve("#fff").kind == .literal)
        #expect(try resolver.resolve("#fff").hasDarkVariant == false)
        #expect(try resolver.resolve("Brand").kind == .asset)
        #expect(try resolver.resolve("systemRed").kind == .asset)  // the app's own name wins
        let blue = try resolver.resolve("systemBlue")
        #expect(blue.kind == .system && blue.hasDarkVariant && blue[.dark] == Color(rgb8: 10, 132, 255))
        #expect(throws: ColorResolver.UnknownColor.self) { try resolver.resolve("Missing") }
        do {
            _ = try resolver.resolve("rgb(1,2)")
        } catch {
            #expect(error.description.hasPrefix("expected rgb("))
        }
    }
}
