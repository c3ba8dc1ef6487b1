import CFriBidi

/// Unicode Bidirectional Algorithm levels (UAX #9) from FriBidi; HarfBuzz does no bidi.
package enum BidiLevels {
    /// One embedding level per scalar. The paragraph direction comes from the first strong character
    /// (rule P2), as a label with natural writing direction does.
    package static func levels(_ scalars: [Unicode.Scalar]) -> [Int] {
        let count = scalars.count
        guard count > 0 else { return [] }
        let chars = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        // FRIBIDI_PAR_ON (= FRIBIDI_MASK_NEUTRAL, 0x40): direction from the first strong character.
        var direction = FriBidiParType(rawValue: 0x40)
        fribidi_get_bidi_types(chars, FriBidiStrIndex(count), &types)
        fribidi_get_bracket_types(chars, FriBidiStrIndex(count), types, &brackets)
        let status = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels)
        // FriBidi fails only on allocation failure; fall back to one left-to-right level.
        guard status != 0 else { return [Int](repeating: 0, count: count) }
        return levels.map(Int.init)
    }

    /// Explicit directional formatting characters (UAX #9 table 1, ALM, LRM, RLM): they set levels
    /// and are then removed (rule X9), so they are neither drawn nor measured.
    package static func isFormattingCharacter(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Reorders items with levels into visual order (rule L2): from the highest level down to the
    /// lowest odd level, reverse every maximal sequence at that level or higher.
    package static func visualOrder<T>(_ items: [T], level: (T) -> Int) -> [T] {
        var result = items
        let levels = items.map(level)
        guard let maxLevel = levels.max(), let minOdd = levels.filter({ $0 % 2 == 1 }).min() else { return result }
        var current = levels
        for target in stride(from: maxLevel, through: minOdd, by: -1) {
            var i = 0
            while i < result.count {
                guard current[i] >= target else { i += 1; continue }
                var j = i
                while j < result.count && current[j] >= target { j += 1 }
                result[i..<j].reverse()
                current[i..<j].reverse()
                i = j
            }
        }
        return result
    }
}
