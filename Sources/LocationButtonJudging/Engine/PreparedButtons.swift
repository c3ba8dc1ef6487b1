import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// A list of buttons checked and resolved once per design (`ButtonSpec.design`): a theme of
/// Thousands of buttons may have a hundred designs. Each button is its design's first one with its own
/// spec, made when asked for; designs are numbered in the order they first occur, and buttons
/// with one number share a judgement.
package struct PreparedButtons: Sendable {
    package let specs: [ButtonSpec]
    /// Each button's design number.
    package let designs: [Int]
    /// Each design's first button, prepared.
    private let firsts: [PreparedButton]
    /// Buttons prepared on their own: an unresolved color is reported at each button, so only a
    /// resolved palette is shared.
    private let own: [Int: PreparedButton]

    package var count: Int { specs.count }
    /// Designs are numbered from 0 to this.
    package var designCount: Int { firsts.count }

    /// Parts of the list find their designs on every core; the parts' designs are then numbered
    /// across the list.
    package init(_ specs: [ButtonSpec], colors: ColorResolver, threads: Int = ParallelMap.defaultThreads) {
        let partCount = max(1, min(4 * threads, specs.count / 256))
        let parts = ParallelMap.map(count: partCount, threads: threads) { part in
            Part(specs, range: specs.count * part / partCount..<specs.count * (part + 1) / partCount, colors: colors)
        }
        var numbers: [ButtonDesign: Int] = [:], designs: [Int] = [], firsts: [PreparedButton] = [], own: [Int: PreparedButton] = [:]
        designs.reserveCapacity(specs.count)
        for part in parts {
            let renumbered = part.designs.indices.map { local in
                if let number = numbers[part.designs[local]] { return number }
                numbers[part.designs[local]] = firsts.count
                firsts.append(part.firsts[local])
                return firsts.count - 1
            }
            designs += part.numbers.lazy.map { renumbered[$0] }
            own.merge(part.own) { first, _ in first }
        }
        self.specs = specs; self.designs = designs; self.firsts = firsts; self.own = own
    }

    package func button(_ index: Int) -> PreparedButton {
        if let button = own[index] { return button }
        var button = firsts[designs[index]]
        button.spec = specs[index]
        return button
    }

    /// Whether button `index` is bad input (`PreparedButton.problems`), without wording it.
    package func hasProblems(_ index: Int) -> Bool {
        own[index] != nil || !firsts[designs[index]].isSound
    }

    /// Consecutive buttons checked on one thread, designs numbered from 0 in the order met.
    private struct Part: Sendable {
        var designs: [ButtonDesign] = []
        var firsts: [PreparedButton] = []
        var numbers: [Int] = []
        var own: [Int: PreparedButton] = [:]

        init(_ specs: [ButtonSpec], range: Range<Int>, colors: ColorResolver) {
            var known: [ButtonDesign: Int] = [:]
            numbers.reserveCapacity(range.count)
            for i in range {
                if let number = known[specs[i].design] {
                    if case .failure = firsts[number].palette { own[i] = PreparedButton(specs[i], colors: colors) }
                    numbers.append(number)
                } else {
                    known[specs[i].design] = designs.count
                    numbers.append(designs.count)
                    designs.append(specs[i].design)
                    firsts.append(PreparedButton(specs[i], colors: colors))
                }
            }
        }
    }
}
