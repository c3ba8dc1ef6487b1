/// A shaped line's identity: the same text in the same locale and weight gets the same fonts,
/// runs and advances (in font units) at every size of one size cut, so the shaper's line memo
/// itemizes and shapes it once per cut however many sizes, buttons and appearances ask for it.
package struct LineKey: Hashable, Sendable {
    package var text: ExactText
    package var locale: String
    package var weight: FontWeight
    package var cut: FontCatalog.SizeCut
}
