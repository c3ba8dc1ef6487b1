import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation

extension JSONValue {
    /// Any `Encodable` value (the engine's `Policy`, `LayoutModel`) as a JSON value with sorted
    /// keys, so reports include new settings without a reporter change.
    public init<T: Encodable>(encoding value: T) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(value), let object = try? JSONSerialization.jsonObject(
            with: data, options: .fragmentsAllowed)
        else {
            self = .null
            return
        }
        self = Self.converting(object)
    }

    private static func converting(_ object: Any) -> JSONValue {
        switch object {
        case let dictionary as [String: Any]:
            return .object(dictionary.keys.sorted().map { ($0, converting(dictionary[$0] ?? NSNull())) })
        case let array as [Any]:
            return .array(array.map(converting))
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            // JSONSerialization returns booleans as NSNumber too; their Objective-C type is `c`.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        default:
            return .null
        }
    }

    /// This object without `key` (e.g. the policy without the layout model it embeds, which the
    /// report shows on its own).
    package func removing(_ key: String) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.0 != key })
    }
}
