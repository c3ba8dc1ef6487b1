/// A stable 64-bit FNV-1a hash of parts joined by U+001F, written as 16 hex digits: what
/// identifies a finding across runs (`Finding.fingerprint`). Swift's `Hasher` is seeded per
/// process, so it cannot. Hashed part by part with no string joined: a run of thousands of
/// buttons against a baseline asks about a million findings, and compares hashes, not text.
public struct Fingerprint: Hashable, Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private var isEmpty = true

    package init() {}

    /// The fingerprint whose hash is `value`.
    package init(value: UInt64) {
        self.value = value
        isEmpty = false
    }

    package init(_ parts: [String]) {
        for part in parts { add(part) }
    }

    /// The fingerprint written as `text`: exactly 16 lowercase hex digits, as `text` writes
    /// them; nil for anything else (such an entry matches no finding).
    package init?(text: String) {
        guard text.utf8.count == 16, let value = UInt64(text, radix: 16) else { return nil }
        self.value = value
        guard self.text == text else { return nil }
    }

    /// The next part.
    package mutating func add(_ part: String) {
        if !isEmpty { mix(0x1F) }
        isEmpty = false
        for byte in part.utf8 { mix(byte) }
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    /// 16 hex digits, as baselines and SARIF write it.
    public var text: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    public static func == (a: Fingerprint, b: Fingerprint) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
