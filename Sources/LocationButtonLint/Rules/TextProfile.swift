import Foundation

/// The parts of a spec its text verdicts depend on. Buttons that differ only in colors, corner
/// radius or id share one text judgement, measured and laid out once per run.
struct TextProfile: Hashable, Sendable {
    var title: Title
    var glyph: Glyph
    var fontSize: Double
    var textStyle: TextStyle?
    var weight: FontWeight
    var dynamicType: DynamicTypeBehavior
    var frame: ButtonFrame

    init(_ spec: ButtonSpec) {
        title = spec.title; glyph = spec.glyph; fontSize = spec.fontSize; textStyle = spec.textStyle
        weight = spec.weight; dynamicType = spec.dynamicType; frame = spec.frame
    }
}

/// Per-run memo of text judgements and shorter-title hints by profile. Values are pure
/// functions of the profile, so sharing them keeps results independent of the thread count.
final class TextMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var judgements: [TextProfile: TextJudgement] = [:]

    func judgement(_ profile: TextProfile, _ make: () -> TextJudgement) -> TextJudgement {
        lock.lock()
        if let value = judgements[profile] { lock.unlock(); return value }
        lock.unlock()
        let value = make()
        lock.lock(); defer { lock.unlock() }
        judgements[profile] = value
        return value
    }
}

extension Finding {
    /// The same finding about another button (fingerprint recomputed).
    func about(button id: String) -> Finding {
        guard id != button else { return self }
        return Finding(rule: rule, name: name, verdict: verdict, level: level, button: id, appearance: appearance,
                       locale: locale, category: category, boldText: boldText, message: message, measured: measured,
                       limit: limit)
    }
}
