import Foundation

/// Finds a number no Double holds (`1e-400`, `1e400`) in syntactically valid JSON, with its JSON
/// path: `JSONDecoder` refuses the whole document without saying where.
enum JSONNumberScan {
    private enum Container { case object(key: String?), array(index: Int) }

    static func firstUnrepresentable(in data: Data) -> (path: String, text: String)? {
        let bytes = [UInt8](data)
        var stack: [Container] = []
        var expectingKey = false
        var i = 0
        func path() -> String {
            "$" + stack.map { container in
                switch container {
                case .object(let key): JSONPath().member(key ?? "").description.dropFirst()
                case .array(let index): Substring("[\(index)]")
                }
            }.joined()
        }
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""):
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                if expectingKey, case .object = stack.last {
                    stack[stack.count - 1] = .object(key: String(decoding: bytes[(i + 1)..<min(j, bytes.count)], as: UTF8.self))
                    expectingKey = false
                }
                i = j + 1
                continue
            case UInt8(ascii: "{"): stack.append(.object(key: nil)); expectingKey = true
            case UInt8(ascii: "["): stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                if case .array(let index) = stack.last { stack[stack.count - 1] = .array(index: index + 1) } else { expectingKey = true }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var j = i
                while j < bytes.count, "+-.eE0123456789".utf8.contains(bytes[j]) { j += 1 }
                let text = String(decoding: bytes[i..<j], as: UTF8.self)
                let mantissa = text.prefix { $0 != "e" && $0 != "E" }
                if let value = Double(text), value.isFinite, value != 0 || !mantissa.contains(where: { "123456789".contains($0) }) {
                    i = j
                    continue
                }
                return (path(), text)
            default: break
            }
            i += 1
        }
        return nil
    }
}
