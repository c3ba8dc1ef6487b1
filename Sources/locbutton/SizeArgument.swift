import ArgumentParser
import LocationButtonLint

/// `--size`: a point size (`17`, `20.5`) or a Dynamic Type size category (`AX3`, `xxxLarge`),
/// which stands for the Body text style's size in that category (HIG table: AX3 → 40 pt).
struct SizeArgument: ExpressibleByArgument, Sendable {
    var points: Double
    var category: SizeCategory?

    init(points: Double) { self.points = points }

    init?(argument: String) {
        if let category = SizeCategory.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) {
            self.category = category
            points = TextStyle.body.pointSize(at: category)
        } else if let value = Double(argument) {
            points = value
        } else {
            return nil
        }
    }

    /// How `--help` shows the default: `18`, or the category's name.
    var defaultValueDescription: String {
        category?.rawValue ?? (points == points.rounded() && abs(points) < 1e6 ? String(Int(points)) : String(points))
    }

    static var defaultCompletionKind: CompletionKind {
        .list(SizeCategory.allCases.map(\.rawValue))
    }
}
