import Foundation
import Testing
@testable import LocationButtonLint

/// Upstream's own tests of the two systems as our corpus: `Fixtures/Upstream/upstream-cases.json`
/// restates each WPT geolocation-element test, Chromium's html_permission_element_test.cc case and
/// SystemUI's LocationButtonInteractorTest case our theme keys can express (inputs and the values
/// upstream expects, with the file and commit). Every case is written as a theme button and judged
/// through the whole check, so a key that cannot carry the input fails here too.
@Suite struct UpstreamCorpusTests {
    struct Corpus: Decodable { var cases: [Case] }
    struct Case: Decodable {
        var id, source, test: String
        var colors: [String]
        var web: [String: JSONLiteral]?
        var android: [String: JSONLiteral]?
        var expect: Expect
    }
    struct Expect: Decodable {
        var headlines, changed, unchanged, information: [String]?
        /// "none": the element is valid.
        var invalidReason: String?
        var drawn: [String: JSONLiteral]?
        var px: [String: Double]?
        var cornerRadius: Double?
        var colors: [String: String]?
        var iconTintEqualsTextColor: Bool?
        var minContrast: Double?
    }
    /// A JSON number, text or list as a theme value.
    enum JSONLiteral: Decodable, Equatable {
        case number(Double), text(String), list([JSONLiteral])
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let n = try? c.decode(Double.self) { self = .number(n) }
            else if let s = try? c.decode(String.self) { self = .text(s) }
            else { self = .list(try c.decode([JSONLiteral].self)) }
        }
        var yaml: String {
            switch self {
            case .number(let n): "\(n)"
            case .text(let s): "\"\(s)\""
            case .list(let items): "[" + items.map(\.yaml).joined(separator: ", ") + "]"
            }
        }
    }

    static let corpus: Corpus = {
        let url = TextTestSupport.repositoryRoot.appendingPathComponent("Tests/LocationButtonLintTests/Fixtures/Upstream/upstream-cases.json")
        return try! JSONDecoder().decode(Corpus.self, from: Data(contentsOf: url))
    }()

    /// All cases as one theme, judged once.
    static let results: [String: ButtonResult] = {
        func section(_ name: String, _ values: [String: JSONLiteral]?) -> String {
            guard let values else { return "" }
            return "    \(name): {" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.yaml)" }.joined(separator: ", ") + "}\n"
        }
        var theme = "languages: [en]\npseudolanguages: none\nbuttons:\n"
        for c in corpus.cases {
            theme += "  - id: \"\(c.id)\"\n    foreground: \"\(c.colors[0])\"\n    background: \"\(c.colors[1])\"\n"
            theme += "    platforms: [\(c.android != nil ? "android" : "web")]\n"
            theme += section("web", c.web) + section("android", c.android)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("upstream-\(UUID().uuidString).yaml").path
        try! theme.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = CheckRun(measurer: try! TextTestSupport.bundledShaper(), resources: TextTestSupport.repositoryRoot)
        let outcome = try! run.run(themePaths: [path])
        return Dictionary(uniqueKeysWithValues: outcome.result.buttons.map { ($0.id, $0) })
    }()

    @Test("the corpus names its sources") func theCorpusNamesItsSources() {
        #expect(Self.corpus.cases.count >= 40)
        #expect(Set(Self.corpus.cases.map(\.source)) == ["wpt", "chromium", "systemui"])
    }

    @Test("upstream expectation holds", arguments: corpus.cases.map(\.id))
    func upstreamExpectationHolds(id: String) throws {
        let c = try #require(Self.corpus.cases.first { $0.id == id })
        let button = try #require(Self.results[id], "\(id) was not judged")
        let e = c.expect
        let findings = button.findings.filter { $0.platform != nil }
        let headlines = findings.map(\.headline)
        for h in e.headlines ?? [] { #expect(headlines.contains(h), "\(id) (\(c.test)): expected \"\(h)\" in \(headlines)") }
        for h in e.information ?? [] {
            #expect(findings.contains { $0.headline == h && $0.level == .information }, "\(id): expected information \"\(h)\"")
        }
        // A value upstream says is changed (to a width the text decides): some finding starts with it.
        for prefix in e.changed ?? [] { #expect(headlines.contains { $0.hasPrefix(prefix + " is drawn as") }, "\(id): \(prefix) \(headlines)") }
        for property in e.unchanged ?? [] { #expect(!headlines.contains { $0.hasPrefix(property + " ") }, "\(id): \(property) \(headlines)") }
        if let reason = e.invalidReason {
            let web = try #require(button.platforms?.web)
            #expect((web.invalidReason ?? "none") == reason, "\(id) (\(c.test))")
        }
        if let drawn = e.drawn {
            let d = try #require(button.platforms?.web?.drawn)
            let actual: [String: JSONLiteral] = [
                "paddingTop": .number(d.paddingTop), "paddingLeft": .number(d.paddingLeft), "iconSize": .number(d.iconSize),
                "iconGap": .number(d.iconGap), "iconFill": .text(d.iconFill), "cornerRadii": .list(d.cornerRadii.map { .number($0) }),
            ]
            for (key, value) in drawn { #expect(actual[key] == value, "\(id): drawn \(key)") }
        }
        if let android = c.android {
            let a = try #require(button.platforms?.android)
            let density: Double = if case .number(let d) = android["density"] { d } else { 1 }
            let px: [String: Double] = ["width": a.width, "height": a.height, "padding": a.padding, "strokeWidth": a.strokeWidth]
            for (key, value) in e.px ?? [:] { #expect((px[key]! * density).rounded() == value, "\(id): \(key) px") }
            if let radius = e.cornerRadius { #expect(a.cornerRadius == radius, "\(id): corner radius") }
            let colors = ["textColor": a.textColor, "iconTint": a.iconTint, "background": a.background]
            for (key, value) in e.colors ?? [:] { #expect(colors[key] == value, "\(id): \(key)") }
            if e.iconTintEqualsTextColor == true { #expect(a.iconTint == a.textColor, "\(id)") }
            if let ratio = e.minContrast {
                let drawn = AndroidColorMath.contrast(try hexColor(a.textColor), try hexColor(a.background))
                #expect(drawn >= ratio, "\(id): \(drawn)")
            }
        }
    }

    private func hexColor(_ hex: String) throws -> AndroidColorInt {
        AndroidColorInt(argb: 0xFF00_0000 | UInt32(try #require(UInt32(hex.dropFirst(), radix: 16))))
    }
}
