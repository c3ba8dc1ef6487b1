/// One array filled by several threads at once, each part appending to its own consecutive range
/// of slots. Parts made apart and joined afterwards were moved once more, and the joined array's
/// memory faulted in, on one thread after the parallel part (5 MB for a theme of 10,000 buttons).
package enum PartitionedArray {
    /// The elements `fill` appends for each of `ranges` (consecutive from 0, ending at `count`),
    /// in order, with each part's result. A part that appends fewer elements than its range has
    /// slots leaves no gap: the later parts' elements move up.
    package static func make<Element, Part: Sendable>(count: Int, ranges: [Range<Int>], threads: Int,
                                              _ fill: @Sendable (_ part: Int, _ slots: PartSlots<Element>) -> Part)
        -> (elements: [Element], parts: [Part]) {
        var parts: [Part] = []
        // At least one slot, so the buffer has an address even for no elements.
        let elements = [Element](unsafeUninitializedCapacity: max(1, count)) { buffer, initialized in
            let slots = ranges.map { PartSlots(base: buffer.baseAddress!, range: $0) }
            parts = ParallelMap.map(count: ranges.count, threads: threads) { fill($0, slots[$0]) }
            for part in slots {
                if initialized != part.range.lowerBound {
                    (buffer.baseAddress! + initialized).moveInitialize(from: buffer.baseAddress! + part.range.lowerBound,
                                                                      count: part.count)
                }
                initialized += part.count
            }
        }
        return (elements, parts)
    }
}

/// A part's slots in `PartitionedArray`: appended in order from its range's start, by one thread.
package final class PartSlots<Element>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Element>
    package let range: Range<Int>
    package private(set) var count = 0

    fileprivate init(base: UnsafeMutablePointer<Element>, range: Range<Int>) {
        self.base = base; self.range = range
    }

    package func append(_ element: Element) {
        precondition(count < range.count, "a part appends at most its range's count of elements")
        (base + range.lowerBound + count).initialize(to: element)
        count += 1
    }
}
