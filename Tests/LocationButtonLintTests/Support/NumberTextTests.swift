import Testing
@testable import LocationButtonLint

/// Fixed-point text, worked by hand: round half away from zero at the last place, pad the
/// fraction with zeros, and never print "-0".
@Suite struct NumberTextTests {
    @Test("fixed rounds and pads", arguments: [
        (3.14159, 2, "3.14"), (1234.5678, 3, "1234.568"), (7, 3, "7.000"), (0.001, 3, "0.001"),
        (0.05, 2, "0.05"), (-0.25, 1, "-0.3"), (12.5, 0, "13"), (-12.5, 0, "-13"), (-0.0004, 3, "0.000"),
        (99.95, 1, "100.0"), (0, 2, "0.00"), (200.4, 5, "200.400"),
    ] as [(Double, Int, String)])
    func fixedRoundsAndPads(value: Double, digits: Int, text: String) {
        #expect(NumberText.fixed(value, digits) == text)
    }
}
