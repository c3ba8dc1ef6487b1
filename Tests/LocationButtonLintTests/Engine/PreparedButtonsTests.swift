import Testing
@testable import LocationButtonLint

/// Buttons are prepared once per design, in parts on several threads; each must still come out as
/// if prepared alone, and every bad button must still be reported at its own line.
@Suite struct PreparedButtonsTests {
    /// 1,200 buttons cycling through three designs (the third with a color no catalog has) and
    /// cut into parts: designs are numbered in the order they first occur, each button keeps its
    /// own spec, and the unknown color is reported once per button of that design, at its line.
    @Test("designs are numbered in order and problems stay at each button") func designsAreNumberedInOrderAndProblemsStayAtEachButton() {
        let designs = [ButtonSpec(id: "", background: "#007AFF"), ButtonSpec(id: "", fontSize: 20),
                       ButtonSpec(id: "", background: "systemBlu")]
        let specs = (0..<1200).map { i in
            var spec = designs[i % 3]
            spec.id = "b\(i)"
            spec.source = SourceLocation(file: "t.yaml", line: i + 1, column: 5)
            return spec
        }
        let prepared = PreparedButtons(specs, colors: ColorResolver(), threads: 2)
        #expect(prepared.designs == (0..<1200).map { $0 % 3 })
        #expect((0..<1200).allSatisfy { prepared.button($0).spec == specs[$0] })
        #expect((0..<1200).allSatisfy { prepared.hasProblems($0) == ($0 % 3 == 2) })

        let problems = RuleEngine(measurer: FakeMeasurer(em: 8), titles: []).validate(specs).map(\.description)
        #expect(problems.count == 400)
        #expect(problems.first?.hasPrefix("t.yaml:3:5: button b2: background: expected") == true)
        #expect(problems.last?.hasPrefix("t.yaml:1200:5: button b1199: background: expected") == true)
    }
}
