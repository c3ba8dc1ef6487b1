import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// Report text made as UTF-8 bytes: the text report of 10,000 buttons is 13 MB in ~400,000
/// pieces, and appending a piece to a `String` (or to an `[UInt8]`) costs a hundred or more
/// instructions of checks (capacity, uniqueness, ASCII-ness) where a copy into a buffer of its
/// own costs a few. The bytes are those a `String` made of the same pieces holds (`utf8`).
/// Not copyable: it owns its buffer.
package struct ReportBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    package private(set) var count = 0

    package init(capacity: Int = 64) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes as an array (one copy of the memory: `Array(UnsafeBufferPointer)` copied
    /// byte by byte).
    package var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(from: base, count: count)
            initialized = count
        }
    }

    /// The bytes made so far, handed over without a copy (a chunk of the text report is a third
    /// of a megabyte); it is left empty.
    package mutating func takeAll() -> ReportChunk {
        let chunk = ReportChunk(base: base, count: count)
        capacity = 16
        base = .allocate(capacity: capacity)
        count = 0
        return chunk
    }

    /// The bytes in `range`.
    package func withBytes<R>(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return body(UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Empties it, keeping its storage.
    package mutating func removeAll() { count = 0 }

    /// Room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.initialize(from: base, count: count)
        base.deallocate()
        base = new
        capacity = grown
    }

    package mutating func append(byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    package mutating func append(_ piece: UnsafeRawBufferPointer) {
        guard let start = piece.baseAddress, !piece.isEmpty else { return }
        reserve(piece.count)
        UnsafeMutableRawPointer(base + count).copyMemory(from: start, byteCount: piece.count)
        count += piece.count
    }

    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    package mutating func append(_ other: [UInt8]) { other.withUnsafeBytes { append($0) } }

    /// The bytes of `other` in `range`.
    package mutating func append(_ other: borrowing ReportBytes, in range: Range<Int>) {
        other.withBytes(in: range) { append($0) }
    }

    /// `text` as `ReportEscaping.line` shows it: printable ASCII as it is (no `String` made).
    package mutating func appendEscaped(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte >= 0x7F { return false }
            append(UnsafeRawBufferPointer(utf8))
            return true
        }
        if !plain { append(ReportEscaping.line(text)) }
    }

    /// `value` in decimal, as `String(value)` writes it.
    package mutating func append(decimal value: Int) {
        reserve(21)  // a sign and at most 20 digits
        if value < 0 {
            base[count] = UInt8(ascii: "-")
            count += 1
        }
        var magnitude = value.magnitude
        var digits = 1, power: UInt = 10
        // 10^19 < UInt.max < 10^20: the count stops at 20 digits before `power` could overflow.
        while digits < 20, magnitude >= power {
            digits += 1
            power = power &* 10
        }
        var index = count + digits
        count = index
        repeat {
            index -= 1
            base[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    /// `text` as UTF-8 bytes.
    package static func of(_ text: String) -> [UInt8] { Array(text.utf8) }
}

/// Bytes a `ReportBytes` handed over, read-only from then on (so they may cross threads).
package final class ReportChunk: @unchecked Sendable {
    private let base: UnsafeMutablePointer<UInt8>
    package let count: Int

    fileprivate init(base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { base.deallocate() }

    package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        body(UnsafeRawBufferPointer(start: base, count: count))
    }
}
