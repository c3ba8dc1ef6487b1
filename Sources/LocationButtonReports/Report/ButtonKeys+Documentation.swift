import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The schemas' button properties and the docs' key table, written from `ButtonKeys` so that
/// neither can drift from what the readers accept (tests compare them with schema/ and docs/).
extension ButtonKeys {
    /// `definitions.button.properties` of a schema: the keys `place` accepts.
    public static func schemaProperties(in place: ButtonKey.Place) -> JSONValue {
        .object(keys(in: place).map { ($0.name, $0.jsonSchema) })
    }

    /// docs/theme-files.md's table of button keys: each key, its values and bounds, where it may
    /// be written and what it means.
    public static func documentationTable() -> String {
        var lines = ["| Key | Value | Written in | Meaning |", "| --- | --- | --- | --- |"]
        func row(_ key: ButtonKey, _ name: String) {
            let places = ButtonKey.Place.allCases.filter(key.places.contains).map(\.documentationName).joined(separator: ", ")
            let value = key.type.documentation + (key.defaultValue.map { "; default `\($0.documentation)`" } ?? "")
            lines.append("| `\(name)` | \(value) | \(places) | \(key.documentation) |")
        }
        for key in all {
            row(key, key.name)
            // A section's keys follow it, named `android.height`.
            if case .section(_, let keys) = key.type { for inner in keys { row(inner, key.name + "." + inner.name) } }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ButtonKey {
    /// The key's JSON Schema (draft-07) property.
    public var jsonSchema: JSONValue {
        var members = type.schemaMembers
        if let defaultValue { members.append(("default", defaultValue.json)) }
        let description = type.isColor ? ButtonKeyType.colorDescription + " " + documentation : documentation
        members.append(("description", .string(description)))
        return .object(members)
    }
}

extension ButtonKey.Place {
    package var documentationName: String {
        switch self {
        case .theme: "theme"
        case .scan: "code"
        case .config: "`.locbutton.yml`"
        case .directive: "`// locbutton:`"
        }
    }
}

extension ButtonKeyType {
    /// What a color may be, as the schemas describe one.
    package static let colorDescription = "A color: a literal (#RRGGBB, #RRGGBBAA, rgb(…), color(display-p3 …)), an iOS system color name (systemBlue, label, white …) or a color set name from the asset catalog."

    /// The size categories' names as the schemas match them (case-insensitively, as `SizeCategoryRange` reads them).
    package static let sizeCategoryPattern = "(xSmall|small|medium|large|xLarge|xxLarge|xxxLarge|AX[1-5])"

    package var isColor: Bool { if case .color = self { true } else { false } }

    package var schemaMembers: [(String, JSONValue)] {
        switch self {
        case .number(let bound):
            let lower: (String, JSONValue) = bound.positive ? ("exclusiveMinimum", .number(0))
                : ("minimum", .number(bound.range.lowerBound))
            return [("type", .string("number")), lower, ("maximum", .number(bound.range.upperBound))]
        case .choice(_, let names):
            return [("enum", .array(names.map(JSONValue.string)))]
        case .color, .text, .identifier:
            return [("type", .string("string")), ("minLength", .number(1))]
        case .flag:
            return [("type", .string("boolean"))]
        case .sizeRange:
            let category = Self.sizeCategoryPattern
            return [("oneOf", .array([.object([("type", .string("boolean"))]),
                                      .object([("type", .string("string")),
                                               ("pattern", .string("(?i)^\(category)(\\.\\.\\.\(category))?$"))])]))]
        case .list(let item, _):
            var items = item.schemaMembers
            if item.isColor { items.append(("description", .string(Self.colorDescription))) }
            return [("type", .string("array")), ("items", .object(items)), ("minItems", .number(1))]
        case .section(_, let keys):
            return [("type", .string("object")), ("additionalProperties", .bool(false)),
                    ("properties", .object(keys.map { ($0.name, $0.jsonSchema) }))]
        }
    }

    /// The value column of docs/theme-files.md's key table.
    package var documentation: String {
        switch self {
        case .number(let bound):
            let upper = NumberText.fourDecimals(bound.range.upperBound)
            return bound.positive ? "a number greater than 0, at most \(upper)"
                : "a number from \(NumberText.fourDecimals(bound.range.lowerBound)) to \(upper)"
        case .choice(_, let names): return names.map { "`\($0)`" }.joined(separator: ", ")
        case .color: return "a color"
        case .text(let what): return what
        case .identifier: return "a name without control characters"
        case .flag: return "`true` or `false`"
        case .sizeRange: return "`true`, `false` or a range such as `xSmall...AX3`"
        case .list(let item, _): return "a list of at least one: \(item.documentation)"
        case .section(let noun, _): return "a mapping of \(noun) (the rows below)"
        }
    }
}

extension ButtonKeyValue {
    package var json: JSONValue {
        switch self {
        case .number(let number): .number(number)
        case .text(let text): .string(text)
        case .flag(let flag): .bool(flag)
        case .sizeRange(let behavior): .bool(behavior.follows)
        case .list(let items): .array(items.map(\.json))
        case .fields(let values): .object(values.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) })
        }
    }

    package var documentation: String {
        switch self {
        case .number(let number): NumberText.fourDecimals(number)
        case .text(let text): text
        case .flag(let flag): String(flag)
        case .sizeRange(let behavior): String(behavior.follows)
        case .list(let items): "[" + items.map(\.documentation).joined(separator: ", ") + "]"
        case .fields(let values): "{" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.documentation)" }.joined(separator: ", ") + "}"
        }
    }
}
