/// A judgement with the buttons that hold it. The engine judges each design once (`ButtonJudge`:
/// buttons that differ only in id and place) and gives its buttons one `ButtonJudgement`, so a
/// report makes what depends on the judgement alone once per design (`Reporter.part(of:in:)`) and
/// adds per button only what names it (id, place, fingerprints). Previews are designs of their
/// own: their findings are worded as never failing the run.
public struct JudgedDesign: Sendable, Hashable {
    public let judgement: ButtonJudgement
    public let isPreview: Bool
    /// Its buttons' indexes in `RunResult.buttons`, ascending; never empty.
    public let buttons: [Int]

    /// `buttons` grouped by the judgement they hold (the same object, as the engine shared it)
    /// and whether they are previews, designs in the order of their first buttons; and each
    /// button's design, as an index in those designs.
    package static func designs(of buttons: [ButtonResult]) -> (designs: [JudgedDesign], ofButton: [Int]) {
        // The object's identity is what the engine shared: equal judgements made apart stay apart.
        struct Key: Hashable {
            var judgement: ObjectIdentifier
            var isPreview: Bool
        }
        var numbers: [Key: Int] = [:], members: [[Int]] = [], ofButton: [Int] = []
        ofButton.reserveCapacity(buttons.count)
        for index in buttons.indices {  // by index: iterating copied each result
            let key = Key(judgement: ObjectIdentifier(buttons[index].judgement), isPreview: buttons[index].isPreview)
            if let number = numbers[key] {
                members[number].append(index)
                ofButton.append(number)
            } else {
                numbers[key] = members.count
                ofButton.append(members.count)
                members.append([index])
            }
        }
        let designs = members.map { JudgedDesign(judgement: buttons[$0[0]].judgement, isPreview: buttons[$0[0]].isPreview, buttons: $0) }
        return (designs, ofButton)
    }
}
