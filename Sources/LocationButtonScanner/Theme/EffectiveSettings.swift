import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

extension ScannedButton {
    /// The settings the check uses: what the code sets, with the team's assumptions (a
    /// `// locbutton:` comment, `.locbutton.yml`) laid over it — an assumption pins an unresolved
    /// value or states what the code cannot tell.
    public var effectiveSettings: [String: ScannedSetting] {
        settings.merging(directive?.assumptions ?? [:]) { _, assumed in assumed }
    }

    /// The unresolved settings no assumption pins: each becomes an `uncertain` finding.
    public var openQuestions: [UnresolvedSetting] {
        let pinned = Set(directive?.assumptions.keys.map { $0 } ?? [])
        return unresolved.filter { question in question.key.map { !pinned.contains($0) } ?? true }
    }
}

extension UnresolvedSetting {
    /// How to pin the value: the `.locbutton.yml` entry or comment that states it.
    public func pinHint(buttonID: String) -> String {
        let key = self.key ?? "<key>"
        return "pin it in .locbutton.yml (buttons: {\"\(buttonID)\": {\(key): …}}) or with `// locbutton: \(key)=…` on the button"
    }
}
