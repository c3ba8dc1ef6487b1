import Testing
@testable import LocationButtonLint

/// Parts filled on several threads make one array in part order, whatever each part appends.
@Suite struct PartitionedArrayTests {
    /// Seven parts of a hundred slots; part k appends its slots' numbers but skips every (k+2)th,
    /// as a part skips a button that did not decode. The result is the plain filter, in order.
    @Test("parts that skip slots leave no gap") func partsThatSkipSlotsLeaveNoGap() {
        let ranges = (0..<7).map { $0 * 100..<($0 + 1) * 100 }
        let (elements, parts) = PartitionedArray.make(count: 700, ranges: ranges, threads: 2) { (part, slots: PartSlots<String>) -> Int in
            for slot in slots.range where slot % (part + 2) != 0 { slots.append("\(slot)") }
            return slots.count
        }
        let expected = (0..<7).flatMap { part in (part * 100..<(part + 1) * 100).filter { $0 % (part + 2) != 0 } }
        #expect(elements == expected.map { "\($0)" })
        #expect(parts == (0..<7).map { part in expected.filter { $0 / 100 == part }.count })
    }

    /// A full fill is the slots in order; an empty list still runs its one part.
    @Test("full and empty") func fullAndEmpty() {
        let (full, _) = PartitionedArray.make(count: 10, ranges: [0..<4, 4..<10], threads: 2) { (_, slots: PartSlots<Int>) -> Int in
            for slot in slots.range { slots.append(slot) }
            return 0
        }
        #expect(full == Array(0..<10))
        let (empty, parts) = PartitionedArray.make(count: 0, ranges: [0..<0], threads: 2) { (_, _: PartSlots<Int>) -> String in "ran" }
        #expect(empty.isEmpty && parts == ["ran"])
    }
}
