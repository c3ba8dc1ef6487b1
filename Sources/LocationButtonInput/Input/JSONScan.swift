import LocationButtonModel
import Foundation

/// A linear pass over syntactically valid JSON that knows the JSON path of every value and where
/// it starts, for what the parsers do not say: where a reader's problem lies in the text
/// (line:column for an editor), and which number no Double holds (`JSONDecoder` refuses the whole
/// document without saying where).
package enum JSONScan {
    private enum Container { case object(key: String?), array(index: Int) }

    /// Calls `visit(path, offset, numberText)` at the start of every value (`numberText` for
    /// numbers) until it returns true.
    package static func walk(_ data: Data, _ visit: (_ path: String, _ offset: Int, _ number: String?) -> Bool) {
        let bytes = [UInt8](data)
        var stack: [Container] = []
        var expectingKey = false
        func path() -> String {
            "$" + stack.map { container in
                switch container {
                case .object(let key): String(JSONPath().member(key ?? "").description.dropFirst())
                case .array(let index): "[\(index)]"
                }
            }.joined()
        }
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\""):
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                let raw = Data(bytes[i...min(j, bytes.count - 1)])
                if expectingKey, case .object = stack.last {
                    let key = (try? JSONSerialization.jsonObject(with: raw, options: .fragmentsAllowed)) as? String
                    stack[stack.count - 1] = .object(key: key ?? "")
                    expectingKey = false
                } else if visit(path(), i, nil) {
                    return
                }
                i = j + 1
                continue
            case UInt8(ascii: "{"):
                if visit(path(), i, nil) { return }
                stack.append(.object(key: nil)); expectingKey = true
            case UInt8(ascii: "["):
                if visit(path(), i, nil) { return }
                stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                if case .array(let index) = stack.last { stack[stack.count - 1] = .array(index: index + 1) } else { expectingKey = true }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                var j = i
                while j < bytes.count, !",]} \t\r\n".utf8.contains(bytes[j]) { j += 1 }
                let text = String(decoding: bytes[i..<j], as: UTF8.self)
                if visit(path(), i, text.first == "-" || text.first!.isNumber ? text : nil) { return }
                i = j
                continue
            default: break
            }
            i += 1
        }
    }

    /// The first number no Double holds (`1e-400` underflows, `1e400` overflows), with its path.
    package static func firstUnrepresentableNumber(in data: Data) -> (path: String, text: String)? {
        var found: (String, String)?
        walk(data) { path, _, number in
            guard let number else { return false }
            let mantissa = number.prefix { $0 != "e" && $0 != "E" }
            if let value = Double(number), value.isFinite, value != 0 || !mantissa.contains(where: { "123456789".contains($0) }) {
                return false
            }
            found = (path, number)
            return true
        }
        return found
    }

    /// `line:column` of the value at `path` (columns in characters), if the document has it.
    package static func lineColumn(of path: String, in data: Data) -> String? {
        var offset: Int?
        walk(data) { valuePath, start, _ in
            guard valuePath == path else { return false }
            offset = start
            return true
        }
        return offset.map { lineColumn(offset: $0, in: data) }
    }

    /// A byte offset as `line:column`, columns counted in characters.
    package static func lineColumn(offset: Int, in data: Data) -> String {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return "\(line):\(column)"
    }
}

extension InputError {
    /// With the line and column of its JSON path in `data` ahead of the path, so an editor can
    /// jump to it: `file:4:9: $.strings.x: expected …`.
    package func locatedInJSON(_ data: Data) -> InputError {
        guard let place, place.hasPrefix("$"), let position = JSONScan.lineColumn(of: place, in: data) else { return self }
        return InputError(file: file, place: "\(position): \(place)", message)
    }
}
