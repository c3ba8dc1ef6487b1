/// A text compared and hashed by its UTF-8 bytes, as the shaper's memos and the locale tags read
/// key it. `String` hashes by canonical equivalence, normalizing every non-ASCII title each time it
/// is hashed; and two spellings of one text are two inputs to HarfBuzz, which may shape them
/// differently.
package struct ExactText: Hashable, Sendable {
    package let text: String

    package static func == (a: ExactText, b: ExactText) -> Bool {
        var a = a.text, b = b.text
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
