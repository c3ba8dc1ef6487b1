/// Numbers designs (`ButtonSpec.design`) as they are met, looked up by a cheap hash of a few
/// fields and confirmed by comparing every field a design has: the same numbering as a
/// dictionary keyed by `design` (`DesignIndexTests`), without copying or hashing a whole spec per
/// button.
struct DesignIndex {
    /// Open addressing: a design's number + 1, or 0 for a free slot.
    private var slots = [Int](repeating: 0, count: 64)
    /// Each design's hash, by number (to move it when the table grows).
    private var hashes: [Int] = []

    /// The number of `specs[index]`'s design among `designs` (the designs added, by number); nil when new.
    func number(of index: Int, in specs: UnsafeBufferPointer<ButtonSpec>, designs: UnsafeBufferPointer<ButtonSpec>) -> Int? {
        let hash = Self.hash(specs[index]), mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let number = slots[slot] - 1
            if hashes[number] == hash, specs[index].hasDesign(of: designs[number]) { return number }
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

    /// Mixes the fields designs most often differ in (the choices, sizes, colors); equal designs hash alike.
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
        // A choice by its case's byte (each is an enumeration without payloads, one byte; the
        // cast checks the size).
        mix(UInt64(unsafeBitCast(spec.api, to: UInt8.self)))
        mix(UInt64(unsafeBitCast(spec.title, to: UInt8.self)))
        mix(UInt64(unsafeBitCast(spec.glyph, to: UInt8.self)))
        mix(UInt64(unsafeBitCast(spec.textStyle, to: UInt8.self)))
        mix(UInt64(unsafeBitCast(spec.frame.device, to: UInt8.self)))
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
    /// The stored properties `hasDesign(of:)` compares, with `id` and `source` (which name and
    /// place a button, not its design): `DesignIndexTests` checks the list against the type's own,
    /// so a new property cannot be left out of the comparison.
    static let designComparedProperties = [
        "id", "api", "title", "glyph", "drawsTitleForNoneAndNoGlyph", "fontSize", "textStyle", "background", "foreground", "viewAlpha", "ancestorAlpha",
        "cornerRadius", "frame", "dynamicType", "backdrops", "platform", "scale", "rotation", "occluded", "filter", "source",
        "colorScheme", "isPreview", "unresolved", "platforms", "android", "web",
    ]

    /// Whether the spec's design (`design`: all but its id and place) is `design`'s, compared
    /// field by field without a copy.
    func hasDesign(of design: ButtonSpec) -> Bool {
        api == design.api && title == design.title && glyph == design.glyph
            && drawsTitleForNoneAndNoGlyph == design.drawsTitleForNoneAndNoGlyph && fontSize == design.fontSize
            && textStyle == design.textStyle && background == design.background && foreground == design.foreground
            && viewAlpha == design.viewAlpha && ancestorAlpha == design.ancestorAlpha && cornerRadius == design.cornerRadius
            && frame == design.frame && dynamicType == design.dynamicType && backdrops == design.backdrops
            && platform == design.platform && scale == design.scale && rotation == design.rotation && occluded == design.occluded
            && filter == design.filter && colorScheme == design.colorScheme && isPreview == design.isPreview
            && unresolved == design.unresolved && platforms == design.platforms && android == design.android && web == design.web
    }
}
