/// Numbers designs (`ButtonSpec.design`) as they are met, looked up by a cheap hash of a few
/// fields and confirmed by comparing the designs whole: the same numbering as a dictionary keyed
/// by `design` (`PreparedButtonsTests`), without copying and hashing a whole spec per button.
struct DesignIndex {
    /// Open addressing: a design's number + 1, or 0 for a free slot.
    private var slots = [Int](repeating: 0, count: 64)
    /// Each design's hash, by number (to move it when the table grows).
    private var hashes: [Int] = []

    /// The number of `spec`'s design among `designs` (the designs added, by number); nil when new.
    func number(of spec: ButtonSpec, designs: [ButtonSpec]) -> Int? {
        let hash = Self.hash(spec), mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let number = slots[slot] - 1
            if hashes[number] == hash, spec.hasDesign(designs[number]) { return number }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds `spec`'s design as number `number` (the next one).
    mutating func add(_ spec: ButtonSpec, number: Int) {
        hashes.append(Self.hash(spec))
        if hashes.count * 2 > slots.count {
            slots = [Int](repeating: 0, count: slots.count * 2)
            for number in hashes.indices { place(number) }
        } else {
            place(number)
        }
    }

    private mutating func place(_ number: Int) {
        let mask = slots.count - 1
        var slot = hashes[number] & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = number + 1
    }

    /// Mixes the fields designs most often differ in (sizes, colors, the choices); equal designs hash alike.
    static func hash(_ spec: ButtonSpec) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x100_0000_01B3 }
        func mix(_ value: Double?) { mix(value.map { ($0 == 0 ? 0 : $0).bitPattern } ?? 1) }  // -0 == 0
        func mix(_ color: ColorReference?) {
            guard let color else { return mix(UInt64(1)) }
            // Names compare as Strings (canonical equivalence): only ASCII bytes tell them apart.
            var name: UInt64 = 2
            for byte in color.name.utf8 {
                guard byte < 0x80 else { name = 3; break }
                name = (name ^ UInt64(byte)) &* 0x100_0000_01B3
            }
            mix(name)
        }
        // A choice by its case's byte (each is an enumeration without payloads: one byte per case).
        func mix<Choice>(case choice: Choice) {
            guard MemoryLayout<Choice>.size == 1 else { return }
            withUnsafeBytes(of: choice) { mix(UInt64($0[0])) }
        }
        mix(case: spec.api)
        mix(case: spec.title)
        mix(case: spec.glyph)
        mix(case: spec.textStyle)
        mix(case: spec.frame.device)
        mix(spec.fontSize)
        mix(spec.frame.width)
        mix(spec.frame.height)
        mix(spec.frame.maxWidth)
        mix(spec.background)
        mix(spec.foreground)
        return Int(truncatingIfNeeded: hash ^ (hash >> 31))
    }
}

extension ButtonSpec {
    /// Whether the spec's design is `design` (a `design`, id and place cleared).
    func hasDesign(_ design: ButtonSpec) -> Bool {
        // The usual differences first, without a copy.
        guard fontSize == design.fontSize, frame == design.frame, api == design.api, title == design.title,
              glyph == design.glyph, textStyle == design.textStyle, background == design.background,
              foreground == design.foreground else { return false }
        var spec = self
        spec.id = design.id
        spec.source = design.source
        return spec == design
    }
}
