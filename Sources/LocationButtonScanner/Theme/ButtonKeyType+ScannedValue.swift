import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

extension ButtonKeyType {
    /// A scanned, `.locbutton.yml` or `// locbutton:` value read as the theme decoder reads a
    /// theme's (`ButtonKeyType.read(_:colors:)`), or why it is refused, in the same words.
    package func read(_ value: ScannedValue) -> Result<ButtonKeyValue, ButtonKeyRefusal> {
        func refuse(_ message: String) -> Result<ButtonKeyValue, ButtonKeyRefusal> { .failure(ButtonKeyRefusal(message: message)) }
        func expectedHere() -> Result<ButtonKeyValue, ButtonKeyRefusal> { refuse("expected \(expected), found \(value.found)") }
        switch (self, value) {
        case (.number(let bound), .number(let number)):
            if let refusal = bound.refusal(number, found: value.found) { return refuse(refusal) }
            return .success(.number(number))
        case (.choice(let what, let names), .text(let text)):
            guard names.contains(text) else {
                return refuse("expected \(expected), found \(value.found)\(SpellingHint.hint(for: text, among: names))")
            }
            return .success(.text(text))
        case (.color, .text(let text)) where !text.isEmpty, (.text, .text(let text)) where !text.isEmpty:
            return .success(.text(text))
        case (.identifier, .text(let text)):
            if let refusal = Self.idRefusal(text) { return refuse(refusal) }
            return .success(.text(text))
        case (.flag, .flag(let flag)):
            return .success(.flag(flag))
        case (.sizeRange, .flag(let follows)):
            return .success(.sizeRange(follows ? .full : .fixed))
        case (.sizeRange, .text(let text)):
            guard let behavior = Self.ranges.value(text, Self.clampRange) else { return expectedHere() }
            return .success(.sizeRange(behavior))
        case (.list(let item, let noun), .texts(let texts)):
            guard !texts.isEmpty else { return refuse(Self.emptyList(of: noun)) }
            var values: [ButtonKeyValue] = []
            for text in texts {
                switch item.read(.text(text)) {
                case .success(let value): values.append(value)
                case .failure(let refusal): return .failure(refusal)
                }
            }
            return .success(.list(values))
        default:
            return expectedHere()
        }
    }
}

/// Why a value was refused, in the words a theme file's would be.
package struct ButtonKeyRefusal: Error {
    package let message: String
}

extension ScannedValue {
    /// How the value reads in a message, as a theme file's node would read (`ThemeFileNode.found`).
    package var found: String {
        switch self {
        case .number(let number): NumberText.fourDecimals(number)
        case .flag(let flag): String(flag)
        case .text(let text): InputText.quoted(text)
        case .texts: "a list"
        }
    }
}

extension ButtonKeyType {
    /// `clampRange` per text: an app's buttons repeat a few ranges, and parsing one through
    /// Foundation's string splitting cost more than the rest of turning a button into a spec.
    fileprivate static let ranges = SharedMemo<String, DynamicTypeBehavior?>()
}

