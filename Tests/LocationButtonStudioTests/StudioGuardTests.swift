@testable import LocationButtonStudio
import Testing

/// Which requests the studio answers (docs/studio.md, "Safe by default"), case by case.
@Suite struct StudioGuardTests {
    let studio = StudioGuard(port: 8123, token: "c0ffee")

    func refusal(host: String? = "127.0.0.1:8123", origin: String? = nil, token: String? = "c0ffee", api: Bool = true,
                 length: String? = "2", chunked: Bool = false) -> Int? {
        studio.refusal(host: host, origin: origin, token: token, isAPI: api, contentLength: length, hasBody: chunked)?.status
    }

    @Test("answers its own page") func answersItsOwnPage() {
        #expect(refusal() == nil)
        #expect(refusal(host: "localhost:8123", origin: "http://localhost:8123") == nil)
        #expect(refusal(origin: "http://127.0.0.1:8123") == nil)
        // The page and its assets need no token.
        #expect(refusal(token: nil, api: false, length: nil) == nil)
    }

    @Test("refuses foreign hosts and origins") func refusesForeignHostsAndOrigins() {
        #expect(refusal(host: "rebind.example:8123") == 421)
        #expect(refusal(host: "127.0.0.1:8124") == 421)
        #expect(refusal(host: nil) == 421)
        #expect(refusal(host: "127.0.0.1:8123, evil.example") == 421)
        #expect(refusal(origin: "http://evil.example") == 403)
        #expect(refusal(origin: "http://127.0.0.1:8124") == 403)
        #expect(refusal(origin: "null") == 403)
        #expect(refusal(origin: "https://127.0.0.1:8123") == 403)
    }

    @Test("refuses API calls without this runs token") func refusesAPICallsWithoutThisRunsToken() {
        #expect(refusal(token: nil) == 403)
        #expect(refusal(token: "c0ffef") == 403)
        #expect(refusal(token: "c0ffee0") == 403)
        #expect(refusal(token: "") == 403)
    }

    @Test("bounds bodies") func boundsBodies() {
        #expect(refusal(length: "262144") == nil)  // 256 × 1024
        #expect(refusal(length: "262145") == 413)
        #expect(refusal(length: "-1") == 413)
        #expect(refusal(length: "lots") == 413)
        #expect(refusal(length: nil, chunked: true) == 411)
    }

    @Test("tokens are fresh and long") func tokensAreFreshAndLong() {
        let a = StudioGuard.newToken(), b = StudioGuard.newToken()
        #expect(a != b)
        #expect(a.count == 32 && a.allSatisfy(\.isHexDigit))
    }

    @Test("fixes spell alphas as the theme does") func fixesSpellAlphasAsTheThemeDoes() {
        // 0.5 × 255 = 127.5, rounded up to 128 = 0x80 so the alpha stays at or above the least.
        #expect(StudioFix.withAlpha("#24804A66", 0.5) == "#24804A80")
        #expect(StudioFix.withAlpha("#24804A", 0.946) == "#24804AF2")  // 241.23 → 242 = 0xF2
        #expect(StudioFix.withAlpha("systemYellow", 0.6) == "systemYellow.opacity(0.6)")
        #expect(StudioFix.withAlpha("BrandGreen.opacity(0.3)", 0.75) == "BrandGreen.opacity(0.75)")
        #expect(StudioFix.roundedUp(0.9451) == 0.946)
        #expect(StudioFix.decimal(0.95) == "0.95")
        #expect(StudioFix.decimal(235) == "235")
    }
}
