/// A length in points that the model knows only within bounds: a best estimate and the interval the
/// true value lies in (stand-in font widths, the SF Symbol arrow, iOS 26's padding).
public struct SystemLength: Sendable, Hashable {
    public var estimate: Double
    public var lower: Double
    public var upper: Double

    public init(estimate: Double, lower: Double, upper: Double) {
        self.estimate = estimate; self.lower = lower; self.upper = upper
    }

    /// `value ± margin`.
    public init(_ value: Double, margin: Double = 0) {
        self.init(estimate: value, lower: value - margin, upper: value + margin)
    }

    public static let zero = SystemLength(0)

    /// Half the width of the interval: the margin a report prints.
    public var margin: Double { (upper - lower) / 2 }

    public static func + (a: SystemLength, b: SystemLength) -> SystemLength {
        SystemLength(estimate: a.estimate + b.estimate, lower: a.lower + b.lower, upper: a.upper + b.upper)
    }

    /// The larger of two uncertain lengths (bounds taken bound by bound).
    public static func max(_ a: SystemLength, _ b: SystemLength) -> SystemLength {
        SystemLength(estimate: Swift.max(a.estimate, b.estimate), lower: Swift.max(a.lower, b.lower),
                     upper: Swift.max(a.upper, b.upper))
    }
}
