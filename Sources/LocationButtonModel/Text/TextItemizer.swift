/// Splits text into items of one bidi level and one script, in logical order, as a text system
/// itemizes a line before choosing fonts.
package struct TextItem {
    package var scalars: [Unicode.Scalar]
    package var level: Int
    package var script: String
    package var isRTL: Bool { level % 2 == 1 }
}

package enum TextItemizer {
    /// `defaultScript` serves text with no script of its own at all (digits or punctuation only).
    package static func items(_ text: String, defaultScript: String = "Latn") -> [TextItem] {
        let scalars = Array(text.unicodeScalars)
        let levels = BidiLevels.levels(scalars)
        var pending: [(scalars: [Unicode.Scalar], level: Int, script: String?)] = []
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count && levels[end] == levels[start] { end += 1 }
            let scripts = ScriptItemizer.resolve(scalars[start..<end])
            for (offset, scalar) in scalars[start..<end].enumerated() where !BidiLevels.isFormattingCharacter(scalar) {
                let script = scripts[offset]
                if let last = pending.last, last.level == levels[start], last.script == script {
                    pending[pending.count - 1].scalars.append(scalar)
                } else {
                    pending.append(([scalar], levels[start], script))
                }
            }
            start = end
        }
        // A bidi run of only neutral characters (digits after Arabic) takes its neighbours' script.
        return pending.indices.map { i in
            let script = pending[i].script
                ?? pending[..<i].last(where: { $0.script != nil })?.script
                ?? pending[(i + 1)...].first(where: { $0.script != nil })?.script
                ?? defaultScript
            return TextItem(scalars: pending[i].scalars, level: pending[i].level, script: script)
        }
    }
}
