import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// Whether a measured title fits a button frame of a given width (`measure --width`): the width
/// CoreLocationUI's size rule needs for the title, the arrow and the padding (`SystemSizeFormula`, at
/// its estimate and with the font margin and the model's unknowns as bounds), against the frame.
/// The verdict follows the check's: fits when even the upper bound fits, does not when even the
/// lower bound does not, else may not fit (within the margin).
public struct FrameFit: Sendable {
    public enum Outcome: String, Sendable { case fits, mayNotFit = "may-not-fit", doesNotFit = "does-not-fit" }

    public var frameWidth: Double
    /// The width the content needs, with its bounds.
    public var needed: SystemLength
    public var fontSize: Double
    public var glyph: Glyph

    public init(measurement: TextMeasurement, frameWidth: Double, glyph: Glyph = .arrowFilled, target: SystemTarget = .ios18) {
        let width = measurement.width, margin = measurement.width * measurement.uncertainty
        self.frameWidth = frameWidth
        self.fontSize = measurement.pointSize
        self.glyph = glyph
        needed = SystemSizeFormula.neededSize(
            title: (SystemLength(width, margin: margin), SystemLength(measurement.lineHeight)), hasGlyph: glyph != .none,
            fontSize: measurement.pointSize, target: target).width
    }

    public var outcome: Outcome {
        if needed.upper <= frameWidth { return .fits }
        if needed.lower > frameWidth { return .doesNotFit }
        return .mayNotFit
    }

    /// `fits a 180 pt frame: the button needs 171.35 pt (167.1–175.6) with the arrow and padding, 8.65 pt to spare`.
    public var text: String {
        let range = needed.margin > 0 ? " (\(NumberText.fixed(needed.lower, 2))–\(NumberText.fixed(needed.upper, 2)))" : ""
        let slack = frameWidth - needed.estimate
        let what = "the button needs \(NumberText.fixed(needed.estimate, 2)) pt\(range) with \(glyph == .none ? "no arrow" : "the arrow") and padding"
        let frame = "a \(NumberText.trimmed(frameWidth, 2)) pt frame"
        switch outcome {
        case .fits: return "fits \(frame): \(what), \(NumberText.fixed(slack, 2)) pt to spare"
        case .doesNotFit: return "does not fit \(frame): \(what), short by \(NumberText.fixed(-slack, 2)) pt (CoreLocationUI disables the button)"
        case .mayNotFit: return "may not fit \(frame) (within the model's margin): \(what)"
        }
    }

    package struct JSON: Encodable {
        package var width: Double, needed: Double, neededLower: Double, neededUpper: Double, outcome: String
    }

    package var json: JSON {
        let r = MeasurementWriter.rounded
        return JSON(width: frameWidth, needed: r(needed.estimate), neededLower: r(needed.lower), neededUpper: r(needed.upper),
                    outcome: outcome.rawValue)
    }
}
