import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// How deeply a Swift file may nest, checked on its bytes before SwiftParser sees them. The parser
/// recurses once per level (a few thousand levels overflow any stack), its lookahead over nested
/// `[` doubles its time per level (28 levels of `let x = [[…]]` take over a minute), and past its
/// own nesting limit it gives up on the rest of the file without a word. Hand-written SwiftUI
/// nests a few dozen levels; the limits leave room for generated code and still keep the parser
/// fast (docs/hostile-input.md).
///
/// A small lexer: comments and string literals are skipped (an unmatched `(` in a comment is not
/// code), string interpolations are code again.
package struct SwiftNestingBudget {
    /// `(`, `[` and `{` open at once.
    package static let brackets = 128
    /// `[` open at once (the parser's lookahead is exponential in them).
    package static let squareBrackets = 10
    /// `<` after a name (`A<B<C>>`) open at once on one line.
    package static let angles = 64
    /// Member accesses in one chain (`a.b.c`, a SwiftUI modifier chain): each is a level of the tree.
    package static let memberChain = 1_000

    /// The first place a limit is passed: line (1-based) and what.
    package struct Excess: Equatable {
        package var line: Int
        package var what: String
    }

    private enum Frame {
        /// Code inside a bracket (or the file), closed by that byte (0 for the file).
        case code(closer: UInt8)
        /// A string literal: `"` or `"""`, with the number of `#` around it.
        case string(multiline: Bool, hashes: Int)
    }

    package static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Excess? {
        var frames: [Frame] = [.code(closer: 0)]
        // Per open code frame: its member chain so far and its open angles.
        var chains: [Int] = [0]
        var angles: [Int] = [0]
        var brackets = 0, squares = 0
        var line = 1
        var index = 0
        let count = bytes.count
        func byte(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
        func isName(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
        }
        /// The last byte before `index` that is not white space, on any line.
        var previous: UInt8 = 0

        /// A line ends at LF, CR LF or a lone CR, as Swift's lexer has it.
        func endsLine(_ offset: Int) -> Bool {
            let b = byte(offset)
            return b == 0x0A || (b == 0x0D && byte(offset + 1) != 0x0A)
        }

        while index < count {
            let b = bytes[index]
            if endsLine(0) { line += 1 }
            if case let .string(multiline, hashes) = frames[frames.count - 1] {
                // Inside a string: find its end or an interpolation `\(` (`\#(` in a raw string).
                if b == 0x5C {  // backslash
                    var run = 0
                    while run < hashes, byte(1 + run) == 0x23 { run += 1 }
                    if run == hashes, byte(1 + run) == 0x28 {
                        index += 2 + run
                        frames.append(.code(closer: 0x29)); chains.append(0); angles.append(0)
                        brackets += 1
                        if brackets > Self.brackets { return Excess(line: line, what: "more than \(Self.brackets) brackets open at once") }
                        continue
                    }
                    index += hashes == 0 ? 2 : 1  // an escaped character (a raw string has none)
                    if hashes == 0, endsLine(-1) { line += 1 }
                    continue
                }
                if b == 0x22, !multiline || (byte(1) == 0x22 && byte(2) == 0x22) {
                    let length = multiline ? 3 : 1
                    var run = 0
                    while run < hashes, byte(length + run) == 0x23 { run += 1 }
                    if run == hashes {
                        frames.removeLast()
                        index += length + hashes
                        previous = 0x22
                        continue
                    }
                }
                if b == 0x0A || b == 0x0D, !multiline {  // an unterminated string ends with its line
                    frames.removeLast()
                    index += 1
                    continue
                }
                index += 1
                // The rest of a run of plain characters changes nothing but the place.
                while index < count, bytes[index] != 0x5C, bytes[index] != 0x22, bytes[index] != 0x0A, bytes[index] != 0x0D {
                    index += 1
                }
                continue
            }
            if isName(b) {
                // A run of name bytes changes nothing but `previous` (each would take `default` below).
                index += 1
                while index < count, isName(bytes[index]) { index += 1 }
                previous = bytes[index - 1]
                continue
            }
            switch b {
            case 0x2F where byte(1) == 0x2F:  // a line comment, to LF or CR (found by Fuzz/FuzzDirective)
                while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                continue
            case 0x2F where byte(1) == 0x2A:  // a block comment, which nests in Swift
                var depth = 0
                while index < count {
                    if bytes[index] == 0x2F, byte(1) == 0x2A { depth += 1; index += 2; continue }
                    if bytes[index] == 0x2A, byte(1) == 0x2F { depth -= 1; index += 2; if depth == 0 { break }; continue }
                    if endsLine(0) { line += 1 }
                    index += 1
                }
                continue
            case 0x23, 0x22:  // `#"…"#`, `"…"`, `"""…"""`; a lone `#` is a directive or a macro
                var hashes = 0
                while byte(hashes) == 0x23 { hashes += 1 }
                guard byte(hashes) == 0x22 else { index += max(hashes, 1); previous = 0x23; continue }
                let multiline = byte(hashes + 1) == 0x22 && byte(hashes + 2) == 0x22
                frames.append(.string(multiline: multiline, hashes: hashes))
                index += hashes + (multiline ? 3 : 1)
                continue
            case 0x28, 0x5B, 0x7B:  // ( [ {
                brackets += 1
                if b == 0x5B { squares += 1 }
                if brackets > Self.brackets { return Excess(line: line, what: "more than \(Self.brackets) brackets open at once") }
                if squares > Self.squareBrackets {
                    return Excess(line: line, what: "more than \(Self.squareBrackets) square brackets open at once")
                }
                frames.append(.code(closer: b == 0x28 ? 0x29 : b == 0x5B ? 0x5D : 0x7D))
                chains.append(0); angles.append(0)
            case 0x29, 0x5D, 0x7D:  // ) ] }
                // A stray closer (broken code) is left to the parser.
                if frames.count > 1, case .code(let closer) = frames[frames.count - 1], closer == b {
                    frames.removeLast(); chains.removeLast(); angles.removeLast()
                    brackets -= 1
                    if b == 0x5D { squares -= 1 }
                }
            case 0x2E:  // `.member` after an expression continues its chain
                if isName(byte(1)) || byte(1) == 0x60, isName(previous) || [0x29, 0x5D, 0x7D, 0x3F, 0x21, 0x3E, 0x22].contains(previous)
                    || chains[chains.count - 1] > 0 {
                    chains[chains.count - 1] += 1
                    if chains[chains.count - 1] > Self.memberChain {
                        return Excess(line: line, what: "a chain of more than \(Self.memberChain) member accesses")
                    }
                }
            case 0x3C where isName(previous):  // `A<`: a generic argument list, or a comparison
                angles[angles.count - 1] += 1
                if angles[angles.count - 1] > Self.angles {
                    return Excess(line: line, what: "more than \(Self.angles) angle brackets open at once")
                }
            case 0x3E:
                angles[angles.count - 1] = max(0, angles[angles.count - 1] - 1)
            case 0x0A, 0x0D:
                angles[angles.count - 1] = 0
                // A chain goes on over lines only on a line that starts with `.`.
                var next = index + 1
                while next < count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0D || bytes[next] == 0x0A {
                    next += 1
                }
                if next < count, bytes[next] != 0x2E { chains[chains.count - 1] = 0 }
            case 0x20, 0x09:
                break
            default:
                // Any other punctuation (`,` `;` `=` `:` operators) ends the chain.
                if !isName(b), b != 0x3F, b != 0x21 { chains[chains.count - 1] = 0 }
            }
            if b != 0x20, b != 0x09, b != 0x0D, b != 0x0A { previous = b }
            index += 1
        }
        return nil
    }
}
