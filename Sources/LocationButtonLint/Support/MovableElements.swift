/// Elements made on one thread, later moved (not copied) into one array with those other threads
/// made (`joined`): appending a part's array to another copies every element, retaining each of
/// its references, and for a long theme's 10,000 specs that was sequential work after the
/// parallel part. Used by one thread at a time: filled on a worker, joined after the workers end.
final class MovableElements<Element>: @unchecked Sendable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ element: Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The parts' elements in order, moved out of them (each is left empty).
    static func joined(_ parts: [MovableElements]) -> [Element] {
        let total = parts.reduce(0) { $0 + $1.count }
        return Array(unsafeUninitializedCapacity: total) { buffer, initialized in
            for part in parts {
                (buffer.baseAddress! + initialized).moveInitialize(from: part.base, count: part.count)
                initialized += part.count
                part.count = 0
            }
        }
    }
}
