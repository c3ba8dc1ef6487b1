/// What CoreLocationUI checks at every tap besides contrast (docs/system-model.md §8), for touch-down and
/// touch-up: the layer's transform, occlusion and insecure filters. A failure prints nothing in the
/// app — the tap simply grants no location. Occlusion and filters are facts a theme or the source
/// scanner states; the transform is graded here.
public enum SystemTapTimeChecks {
    public enum TransformOutcome: Sendable, Hashable {
        case passes
        /// Scale outside 1.0…1.1, or a rotation that is not a quarter turn.
        case fails
        /// A quarter-turn rotation: the system admits the device's own rotations and cannot tell who
        /// applied one, so whether it grants depends on the device's orientation.
        case uncertain
    }

    /// Grades a uniform `scale` and a `rotation` in degrees applied to the button or its ancestors.
    public static func transform(scale: Double, rotation degrees: Double) -> TransformOutcome {
        guard SystemModel.transformScaleRange.contains(scale) else { return .fails }
        let turn = degrees.truncatingRemainder(dividingBy: 360)
        if turn == 0 { return .passes }
        return turn.truncatingRemainder(dividingBy: 90) == 0 ? .uncertain : .fails
    }

    /// Hazards the system refuses outright: something drawn over the button, or a filter (blur,
    /// vibrancy …) on it or an ancestor.
    public static func hazards(occluded: Bool, filter: String?) -> [Hazard] {
        var out: [Hazard] = []
        if occluded { out.append(.occluded) }
        if let filter { out.append(.insecureFilter(filter)) }
        return out
    }

    public enum Hazard: Sendable, Hashable {
        case occluded
        case insecureFilter(String)
    }
}
