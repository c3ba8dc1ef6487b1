import LocationButtonLint
@testable import LocationButtonScanner
import Testing

/// `.locbutton.yml` and comment values read by kind, in the theme format's words (written out by
/// hand), so a new key of an existing kind needs no reading code here either.
@Suite struct ScannedKeyValueTests {
    static let platforms = ButtonKeyType.list(of: .choice(what: "a platform", names: ["ios", "android", "web"]), noun: "platform")

    private func message(_ result: Result<ButtonKeyValue, ButtonKeyRefusal>) -> String? {
        if case .failure(let refusal) = result { refusal.message } else { nil }
    }

    @Test("a list of choices") func aListOfChoices() throws {
        #expect(try Self.platforms.read(.texts(["ios", "web"])).get() == .list([.text("ios"), .text("web")]))
        #expect(message(Self.platforms.read(.texts(["ios", "tv"]))) == "expected a platform (ios, android, web), found \"tv\"")
        #expect(message(Self.platforms.read(.texts([])))
                    == "expected a list of at least one platform, found an empty list (nothing would be checked)")
        #expect(message(Self.platforms.read(.text("ios"))) == "expected a list, found \"ios\"")
    }

    @Test("choices numbers and flags in the theme words") func choicesNumbersAndFlagsInTheThemeWords() {
        #expect(message(ButtonKeys.title.type.read(.text("shareCurrentLocaton")))
                    == "expected a title (none, currentLocation, sendCurrentLocation, sendMyCurrentLocation, shareCurrentLocation, shareMyCurrentLocation), found \"shareCurrentLocaton\" (did you mean \"shareCurrentLocation\"?)")
        #expect(message(ButtonKeys.width.type.read(.text("wide"))) == "expected a width in points, found \"wide\"")
        #expect(message(ButtonKeys.occluded.type.read(.text("maybe"))) == "expected true or false, found \"maybe\"")
        #expect(message(ButtonKeys.dynamicType.type.read(.text("huge")))
                    == "expected true, false or a size range such as xSmall...AX3, found \"huge\"")
        #expect(message(ButtonKeys.filter.type.read(.text(""))) == "expected a filter name such as blur, found \"\"")
    }
}
