/// One key of a button, wherever it is written: its name, the kind of value it takes (with the
/// bounds of a number), what it means, the places that accept it and how its value lands in a
/// `ButtonSpec`. The rows are in `ButtonKeys`; every reader of button keys (the theme decoder,
/// the scan's `ButtonSpecBuilder`, `.locbutton.yml`, `// locbutton:` comments) and the schema
/// and docs table come from them (docs/ARCHITECTURE.md, "Adding a button key").
public struct ButtonKey: Sendable {
    /// Where a button key may be written.
    public enum Place: String, Sendable, CaseIterable {
        /// A theme file's button.
        case theme
        /// Read by the scanner from an app's code or storyboards.
        case scan
        /// A button entry of `.locbutton.yml`.
        case config
        /// A `// locbutton: key=value` comment on a button.
        case directive
    }

    public let name: String
    public let type: ButtonKeyType
    /// What the key means, as the schema's `description` and the docs table say it.
    public let documentation: String
    /// The schema's `default`, when the key has one to state.
    public let defaultValue: ButtonKeyValue?
    /// The places that accept the key.
    public let places: Set<Place>
    /// How a read value lands in the spec; the reader has checked it against `type`.
    package let assign: @Sendable (inout ButtonSpec, ButtonKeyValue) -> Void

    public init(_ name: String, _ type: ButtonKeyType, places: Set<Place>, default defaultValue: ButtonKeyValue? = nil,
                _ documentation: String, assign: @escaping @Sendable (inout ButtonSpec, ButtonKeyValue) -> Void) {
        self.name = name; self.type = type; self.places = places; self.defaultValue = defaultValue
        self.documentation = documentation; self.assign = assign
    }

    /// Sets the key's value in `spec`.
    public func apply(_ value: ButtonKeyValue, to spec: inout ButtonSpec) {
        // A section's keys land through their own rows.
        if case .section(_, let keys) = type, case .fields(let values) = value {
            for key in keys { if let value = values[key.name] { key.apply(value, to: &spec) } }
        }
        assign(&spec, value)
    }

    /// A number key's bounds.
    public var bound: NumericBounds.Bound? { if case .number(let bound) = type { bound } else { nil } }
}
