/// A button key as a rule names it (`Rule.dependsOn`, `RuleInfo.fixKeys`): made only from a row
/// of the key table (`ButtonKeys`, or a platform section's `AndroidKeys`, `WebKeys`), so a key
/// that is not in the table does not compile. `text` is how theme files and reports write it.
public struct ButtonKeyName: Sendable, Hashable, CustomStringConvertible {
    /// `width`, `android.foreground`.
    public let text: String

    private init(text: String) { self.text = text }

    /// A top-level row of `ButtonKeys`.
    public static func key(_ row: ButtonKey) -> ButtonKeyName { ButtonKeyName(text: row.name) }
    /// A row of the `android:` section (`AndroidKeys`).
    public static func android(_ row: ButtonKey) -> ButtonKeyName { ButtonKeyName(text: ButtonKeys.android.name + "." + row.name) }
    /// A row of the `web:` section (`WebKeys`).
    public static func web(_ row: ButtonKey) -> ButtonKeyName { ButtonKeyName(text: ButtonKeys.web.name + "." + row.name) }
    /// Not a row: the settings a scan could not read, which a finding about them points at.
    public static let unresolved = ButtonKeyName(text: "unresolved")

    public var description: String { text }
}
