import Testing
@testable import LocationButtonLint

/// Buttons with one `TextProfile` share one text judgement (docs/speed.md), so the profile must
/// hold every setting the text results depend on. Rather than trust a list, each button key is
/// tried: a lone button judged with two values of the key (everything else equal); when its text
/// findings differ, the two profiles must differ too. A new layout key the profile misses fails
/// here by name instead of making two buttons share a wrong judgement.
@Suite struct TextProfileTests {
    /// A button whose title fits at some sizes and is clipped at others, under a measurer that
    /// makes every title, locale and weight measure differently: any change to the layout shows.
    static let base = ButtonSpec(id: "b", fontSize: 17, textStyle: .body, frame: ButtonFrame(width: 300))
    static let engine = RuleEngine(
        measurer: FakeMeasurer(em: 4.5, perLocale: ["de": 7], perTitle: ["currentLocation": 3, "shareMyCurrentLocation": 6.5],
                               lineHeightEm: 1.3, boldScale: 1.3),
        titles: [titles("en"), titles("de")])
    static let textRules = Set(RuleCatalog.textRules.map { type(of: $0).info.id })

    /// Values to try for a key of `type`: every admitted one of a few, the first being the one
    /// each other is compared with.
    static func values(_ type: ButtonKeyType) -> [ButtonKeyValue] {
        switch type {
        case .number(let bound):
            return [0.5, 14, 44, 320].filter { bound.refusal($0) == nil }.map(ButtonKeyValue.number)
        case .choice(_, let names): return names.map(ButtonKeyValue.text)
        case .color: return ["#000000", "#FFFFFF", "#FF000080"].map(ButtonKeyValue.text)
        case .flag: return [.flag(false), .flag(true)]
        case .text: return [.text("Share"), .text("Share my location with everyone nearby")]
        case .identifier: return []
        case .sizeRange:
            return [.sizeRange(DynamicTypeBehavior(range: SizeCategory.xSmall...SizeCategory.ax5)),
                    .sizeRange(DynamicTypeBehavior(range: SizeCategory.xSmall...SizeCategory.large))]
        case .list(let item, _): return [.list([])] + values(item).map { .list([$0]) }
        case .section: return []  // each inner key is tried on its own (`keys`)
        }
    }

    /// Every key a theme may write, a section's inner keys included.
    static var keys: [ButtonKey] {
        ButtonKeys.all.flatMap { key -> [ButtonKey] in
            guard case .section(_, let inner) = key.type else { return [key] }
            return inner.map { innerKey in
                ButtonKey("\(key.name).\(innerKey.name)", innerKey.type, places: key.places, innerKey.documentation) { spec, value in
                    key.apply(.fields([innerKey.name: value]), to: &spec)
                }
            }
        }.filter { $0.places.contains(.theme) }
    }

    static func textFindings(_ spec: ButtonSpec) throws -> [Finding] {
        let result = try engine.run([spec], options: RunOptions(appearances: [.light], threads: 1)).buttons[0]
        return result.findings.filter { textRules.contains($0.rule) }
    }

    @Test("every key that changes a lone button's text findings is part of the text profile buttons share")
    func profileHoldsEveryKeyTheTextDependsOn() throws {
        var changedText: [String] = []
        for key in Self.keys {
            let values = Self.values(key.type)
            guard let first = values.first else { continue }
            var a = Self.base
            key.apply(first, to: &a)
            let findings = try Self.textFindings(a)
            for value in values.dropFirst() {
                var b = Self.base
                key.apply(value, to: &b)
                guard try Self.textFindings(b) != findings else { continue }
                changedText.append(key.name)
                #expect(TextProfile(a) != TextProfile(b), "\(key.name): \(first) and \(value) judge the text differently but share a profile")
            }
        }
        // The keys the title's layout is known to follow did change it: the test sees changes.
        for name in ["title", "fontSize", "textStyle", "width", "maxWidth"] {
            #expect(changedText.contains(name), "\(name)")
        }
    }
}
