import Testing
@testable import LocationButtonLint

/// A key's kind of value is read by one reader per kind, whatever the key: a key that is a list of
/// choices (issue 26's `platforms: [ios, android, web]`) needs a row, not reading code. The
/// expected words are the theme format's, written out by hand.
@Suite struct ButtonKeyTypeTests {
    static let platforms = ButtonKeyType.list(of: .choice(what: "a platform", names: ["ios", "android", "web"]), noun: "platform")

    private func read(_ type: ButtonKeyType, _ yaml: String) -> Result<ButtonKeyValue, InputError> {
        var colors: [ThemeFile.ColorUse] = []
        do {
            let node = try ThemeFileSyntax.parse(yaml, file: "t.yaml")
            return .success(try type.read(node, colors: &colors))
        } catch let error as InputError {
            return .failure(error)
        } catch {
            return .failure(InputError(file: "t.yaml", "\(error)"))
        }
    }

    @Test("a list of choices reads from a theme") func aListOfChoicesReadsFromATheme() throws {
        #expect(try read(Self.platforms, "[ios, android, web]").get() == .list([.text("ios"), .text("android"), .text("web")]))
        #expect(throws: InputError(file: "t.yaml", place: "1:7", "expected a platform (ios, android, web), found \"tv\"")) {
            try read(Self.platforms, "[ios, tv]").get()
        }
        #expect(throws: InputError(file: "t.yaml", place: "1:1",
                                   "expected a list of at least one platform, found an empty list (nothing would be checked)")) {
            try read(Self.platforms, "[]").get()
        }
    }

    /// A list of colors records each color with its place, for the unknown-color check.
    @Test("colors in a list are recorded at their places") func colorsInAListAreRecordedAtTheirPlaces() throws {
        var colors: [ThemeFile.ColorUse] = []
        let node = try ThemeFileSyntax.parse("[\"#000000\", BrandGreen]", file: "t.yaml")
        _ = try ButtonKeys.backdrops.type.read(node, colors: &colors)
        #expect(colors.map(\.reference) == ["#000000", "BrandGreen"])
        #expect(colors.map { $0.location.column } == [2, 13])
    }
}
