import FuzzSupport
import LocationButtonLint

/// `ReportEscaping`, the one function every format shows outside text through: whatever the
/// text, the line it makes holds no control or bidi character (no forged line, no terminal
/// escape, no reordering), is unchanged by a second pass, and each format's layer keeps its
/// syntax: no raw `<`, `>`, `"` in markup; no CR, LF or `%` unencoded in a GitHub command.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let text = FuzzInput(bytes, count).text
    let line = ReportEscaping.line(text)
    if let bad = line.unicodeScalars.first(where: isUnsafe) { fuzzFailure("line keeps U+\(String(bad.value, radix: 16))") }
    if ReportEscaping.line(line) != line { fuzzFailure("line is not stable: \(line.debugDescription)") }
    let markup = ReportEscaping.markup(text)
    if markup.unicodeScalars.contains(where: { isUnsafe($0) || "<>\"".unicodeScalars.contains($0) }) {
        fuzzFailure("markup keeps a raw character: \(markup.debugDescription)")
    }
    let data = ReportEscaping.githubData(text), property = ReportEscaping.githubProperty(text)
    if data.contains(where: { $0 == "\n" || $0 == "\r" }) || property.contains(where: { ":,\n\r".contains($0) }) {
        fuzzFailure("a GitHub command keeps a separator: \(data.debugDescription) \(property.debugDescription)")
    }
    // `%` is the runner's escape: every one left is the start of an encoding. Compared by bytes:
    // `%2C` before a combining mark makes `C` and the mark one Character.
    let encodings = ["25", "0D", "0A", "3A", "2C"].map { Array($0.utf8) }
    for piece in [data, property] {
        let parts = Array(piece.utf8).split(separator: UInt8(ascii: "%"), omittingEmptySubsequences: false).dropFirst()
        if parts.contains(where: { !encodings.contains(Array($0.prefix(2))) }) {
            fuzzFailure("a bare % in \(piece.debugDescription)")
        }
    }
    return 0
}

/// A control, line or paragraph separator, or bidi formatting character.
private func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: break
    }
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
}
