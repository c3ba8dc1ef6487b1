/// The number a finding's headline turns on (how far a title overflows, the ratio a color needs)
/// with the words around it, so a report can set a Bold Text twin's number beside it without
/// taking the headline apart: `too narrow by at least 66.6 pt (77.6 pt with Bold Text)`.
public struct FindingAmount: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable {
        /// Written `66.6 pt`.
        case points
        /// A contrast ratio, written `4.50:1`.
        case ratio
    }

    /// The headline's words before the amount, e.g. `the title is clipped: too narrow by at least `.
    // The words first and the one-byte unit last, so a finding stores its small fields in
    // this value's last bytes.
    public var lead: String
    /// The headline's words after the amount (often none).
    public var tail: String
    public var value: Double
    public var unit: Unit

    public init(_ lead: String, _ value: Double, _ unit: Unit, tail: String = "") {
        self.lead = lead; self.value = value; self.unit = unit; self.tail = tail
    }

    /// The amount as the headline writes it: `66.6 pt`, `4.50:1`.
    public var text: String {
        switch unit {
        case .points: NumberText.fixed(value, 1) + " pt"
        case .ratio: NumberText.fixed(value, 2) + ":1"
        }
    }

    /// The whole headline, written into one buffer (`TextBuffer`: the same bytes as the pieces
    /// joined): a large run words thousands of these.
    public var headline: String {
        var words = TextBuffer(capacity: 80)
        words.append(lead)
        switch unit {
        case .points: words.append(points: value)
        case .ratio: words.append(fixed: value, 2); words.append(":1")
        }
        words.append(tail)
        return words.text
    }
}
