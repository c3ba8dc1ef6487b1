import Testing
@testable import LocationButtonLint

/// `DesignIndex` numbers designs as the dictionary keyed by `ButtonSpec.design` it replaced
/// (written out here) numbers them, on specs that differ in every way a design can and in the
/// ways it cannot (ids, places), with values equal as Doubles or Strings but not bit for bit.
@Suite struct DesignIndexTests {
    private static func specs() -> [ButtonSpec] {
        var generator = SystemRandomNumberGenerator()
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
            for spec in specs {
                if let number = index.number(of: spec, designs: designs) { found.append(number) } else {
                    index.add(spec, number: designs.count)
                    found.append(designs.count)
                    designs.append(spec.design)
                }
            }
            #expect(found == expected)
            #expect(designs.count == known.count && designs.count > 100)
        }
    }
}
