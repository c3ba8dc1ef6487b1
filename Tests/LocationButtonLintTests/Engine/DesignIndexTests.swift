import Testing
@testable import LocationButtonLint

/// `DesignIndex` numbers designs as the dictionary keyed by `ButtonSpec.design` it replaced
/// (written out here) numbers them, on specs that differ in every way a design can and in the
/// ways it cannot (ids, places), with values equal as Doubles or Strings but not bit for bit.
@Suite struct DesignIndexTests {
    private static func specs() -> [ButtonSpec] {
        var generator = SeededGenerator(seed: 6918)
        let colors: [ColorReference?] = [nil, ColorReference("white"), ColorReference("#007AFF"), ColorReference("caf\u{E9}"),
                                         ColorReference("cafe\u{301}"), ColorReference("systemRed")]
        let sizes: [Double] = [0, -0.0, 15, 17, 17.000000000000004]
        return (0..<3000).map { index in
            var spec = ButtonSpec(id: "b\(index % 7)", source: SourceLocation(file: "t\(index % 3).yaml", line: index, column: 5))
            spec.api = ButtonAPI.allCases.randomElement(using: &generator)!
            spec.title = [Title.currentLocation, .none, .sendCurrentLocation].randomElement(using: &generator)!
            spec.glyph = Glyph.allCases.randomElement(using: &generator)!
            spec.textStyle = [nil, TextStyle.body].randomElement(using: &generator)!
            spec.fontSize = sizes.randomElement(using: &generator)!
            spec.background = colors.randomElement(using: &generator)!
            spec.foreground = colors.randomElement(using: &generator)!
            spec.frame.width = [nil, 200, 260].randomElement(using: &generator)!
            spec.frame.device = [nil, DevicePreset.allCases[0]].randomElement(using: &generator)!
            // Fields the hash does not mix: told apart by the comparison alone.
            spec.viewAlpha = [1, 0.5].randomElement(using: &generator)!
            spec.occluded = Int.random(in: 0..<8, using: &generator) == 0
            spec.backdrops = [nil, [ColorReference("black")]].randomElement(using: &generator)!
            return spec
        }
    }

    @Test func designsAreNumberedAsByADictionaryOfDesigns() {
        for _ in 0..<3 {
            let specs = Self.specs()
            var known: [ButtonSpec: Int] = [:], expected: [Int] = []
            for spec in specs {
                if let number = known[spec.design] { expected.append(number) } else {
                    known[spec.design] = known.count
                    expected.append(known.count - 1)
                }
            }
            var index = DesignIndex(), designs: [ButtonSpec] = [], found: [Int] = []
            for i in specs.indices {
                let number = specs.withUnsafeBufferPointer { specs in
                    designs.withUnsafeBufferPointer { index.number(of: i, in: specs, designs: $0) }
                }
                if let number { found.append(number) } else {
                    index.add(specs[i], number: designs.count)
                    found.append(designs.count)
                    designs.append(specs[i].design)
                }
            }
            #expect(found == expected)
            #expect(designs.count == known.count && designs.count > 100)
        }
    }

    /// The comparison names every stored property of a spec: a property added to `ButtonSpec`
    /// and not to `hasDesign(of:)` would make two different designs one.
    @Test func theDesignComparisonCoversEveryProperty() {
        let properties = Mirror(reflecting: ButtonSpec(id: "x")).children.compactMap(\.label)
        #expect(properties == ButtonSpec.designComparedProperties)
    }

    /// Specs that differ in one property only, for each property but the id and place, are
    /// different designs; with only the id and place changed, the same.
    @Test func eachPropertyTellsDesignsApart() {
        let base = ButtonSpec(id: "a", fontSize: 15, background: ColorReference("white"), source: SourceLocation(file: "t", line: 1, column: 1))
        var changed: [ButtonSpec] = []
        func variant(_ change: (inout ButtonSpec) -> Void) { var spec = base; change(&spec); changed.append(spec) }
        variant { $0.api = .swiftui }; variant { $0.title = .none }; variant { $0.glyph = .none }; variant { $0.fontSize = 16 }
        variant { $0.textStyle = .body }; variant { $0.background = nil }; variant { $0.foreground = .white }
        variant { $0.viewAlpha = 0.5 }; variant { $0.ancestorAlpha = 0.5 }; variant { $0.cornerRadius = 4 }
        variant { $0.frame.width = 100 }; variant { $0.dynamicType = DynamicTypeBehavior(follows: false, range: $0.dynamicType.range) }
        variant { $0.backdrops = [] }; variant { $0.platform = Platform.allCases.last! }; variant { $0.scale = 1.1 }
        variant { $0.rotation = 3 }; variant { $0.occluded = true }; variant { $0.filter = "blur" }; variant { $0.colorScheme = .dark }
        variant { $0.isPreview = true }; variant { $0.unresolved = [UnresolvedValue(key: "k", expression: "e", reason: "r")] }
        variant { $0.platforms = [.ios, .web] }; variant { $0.android.padding = 3 }; variant { $0.web.precise = true }
        for spec in changed {
            #expect(!spec.hasDesign(of: base.design) && spec.design != base.design)
        }
        var renamed = base
        renamed.id = "b"; renamed.source = nil
        #expect(renamed.hasDesign(of: base.design) && renamed.design == base.design)
    }
}
