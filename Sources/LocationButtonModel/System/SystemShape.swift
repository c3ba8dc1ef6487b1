/// The corner radius the system draws (docs/system-model.md §5): clamped to [0, min(width, height)/2].
public enum SystemShape {
    public static func drawnCornerRadius(_ requested: Double, width: Double, height: Double) -> Double {
        let maximum = SystemModel.cornerRadiusMaximumPerShortSide * min(width, height)
        return min(max(requested, 0), maximum)
    }
}
