/// Font weights a button title can use. The system shapes the title one step bolder under the
/// Bold Text accessibility setting (see `boldTextWeight`).
public enum FontWeight: String, CaseIterable, Codable, Sendable, Comparable {
    case regular, medium, semibold, bold

    /// OpenType `wght` value (usWeightClass) for this weight.
    public var value: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }

    /// The weight UIKit uses when Bold Text is on: regular→semibold, medium/semibold→bold.
    public var boldTextWeight: FontWeight {
        switch self {
        case .regular: .semibold
        case .medium, .semibold, .bold: .bold
        }
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
}
