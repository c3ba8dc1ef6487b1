@testable import LocationButtonLint

/// SplitMix64: a tiny deterministic generator so property tests see the same colors every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func color(alpha: Double = 1) -> Color {
        Color(red: .random(in: 0...1, using: &self), green: .random(in: 0...1, using: &self),
              blue: .random(in: 0...1, using: &self), alpha: alpha)
    }
}

func hex(_ s: String) -> Color {
    guard let c = try? ColorLiteral.parse(s) else { preconditionFailure("bad test literal \(s)") }
    return c
}

/// Minimum contrast over a regular grid of backdrops (n steps per channel), an independent
/// brute-force estimate of the worst backdrop.
func gridMinimum(_ button: ButtonColors, steps n: Int) -> Double {
    var best = Double.infinity
    for r in 0...n {
        for g in 0...n {
            for b in 0...n {
                let d = Color(red: Double(r) / Double(n), green: Double(g) / Double(n), blue: Double(b) / Double(n))
                best = min(best, button.contrast(over: d))
            }
        }
    }
    return best
}
