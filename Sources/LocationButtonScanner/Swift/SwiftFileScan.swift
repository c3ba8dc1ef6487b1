import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation
import SwiftParser
import SwiftSyntax

/// Scans one Swift file of a project so that no file can hang the scan, crash it or pass
/// unread: only a file whose bytes mention a location button (or that `.locbutton.yml` names) is
/// parsed; it must be within `parseLimit` bytes and `SwiftNestingBudget`; it is parsed on a
/// `LargeStack` thread; and a parse with errors around a button is bad input at the button,
/// never a shorter list of buttons (docs/hostile-input.md).
public enum SwiftFileScan {
    /// The largest Swift file that is parsed: the parser and the tree take about 120 bytes of
    /// memory per byte of source (a 4 MB file peaked at 516 MB), so 2 MB keeps a scan within
    /// 400 MB; hand-written Swift files are rarely a tenth of it (docs/hostile-input.md).
    package static let parseLimit = 2 << 20

    /// The location buttons of the file at `path` whose bytes are `data`; none, without parsing,
    /// when the bytes never mention one and `named` is false.
    public static func scan(_ data: Data, file: String, named: Bool, scanner: SwiftSourceScanner) throws(InputError) -> [ScannedButton] {
        guard named || mentionsButton(data) else { return [] }
        try checkLimits(data, file: file)
        return try LargeStack.run { () -> Result<[ScannedButton], InputError> in
            let tree = parse(data)
            if let problem = errorAroundButton(in: tree, file: file) { return .failure(problem) }
            return .success(scanner.scan(tree: tree, file: file).filter(\.isLocationButton))
        }.get()
    }

    /// The tree of a file that may hold a button, after `checkLimits`. Call on a `LargeStack`
    /// thread; a syntax error around a button is then `errorAroundButton`'s to find.
    package static func parseChecked(_ data: Data, file: String) throws(InputError) -> SourceFileSyntax {
        try checkLimits(data, file: file)
        return parse(data)
    }

    /// The size cap, the nesting budget and UTF-8, each a problem naming the file.
    package static func checkLimits(_ data: Data, file: String) throws(InputError) {
        guard data.count <= parseLimit else {
            throw InputError(file: file, "expected a Swift file of at most \(InputFile.describe(parseLimit)) to parse, found one of \(InputFile.describe(data.count)) (split the file, or exclude it in .locbutton.yml)")
        }
        let excess = data.withUnsafeBytes { raw in SwiftNestingBudget.check(raw.bindMemory(to: UInt8.self)) }
        if let excess {
            throw InputError(file: file, place: "\(excess.line)",
                             "expected Swift nested within the scanner's limits, found \(excess.what) (the file is not scanned)")
        }
        guard String(data: data, encoding: .utf8) != nil else {
            throw InputError(file: file, "expected UTF-8 Swift source, found other bytes")
        }
    }

    /// The parse itself. The parser's own limit (256 levels in a release build, 20 in a debug
    /// one) is set above what the budget admits: past it, the parser skips the rest of the file.
    private static func parse(_ data: Data) -> SourceFileSyntax {
        data.withUnsafeBytes { raw in
            Parser.parse(source: raw.bindMemory(to: UInt8.self), maximumNestingLevel: parserNestingLimit)
        }
    }

    /// The tree of a file within the scan's limits (size, nesting budget, UTF-8), or nil. Call on a
    /// `LargeStack` thread.
    package static func parseWithinLimits(_ data: Data) -> SourceFileSyntax? {
        guard data.count <= parseLimit, String(data: data, encoding: .utf8) != nil else { return nil }
        let excess = data.withUnsafeBytes { raw in SwiftNestingBudget.check(raw.bindMemory(to: UInt8.self)) }
        guard excess == nil else { return nil }
        return parse(data)
    }

    /// SwiftParser's nesting limit here: a bracket costs it one or two levels, a closure or a
    /// statement inside it a few more; `LargeStack` has room for it.
    package static let parserNestingLimit = 1024

    private static let needle = Array("LocationButton".utf8)

    /// Whether `LocationButton` (also the end of `CLLocationButton`) occurs in the bytes.
    package static func mentionsButton(_ data: Data) -> Bool {
        data.withUnsafeBytes { firstOffset(of: needle, in: $0) != nil }
    }

    /// Where `needle` first occurs in `bytes` (`memchr` for its first byte, then a compare).
    package static func firstOffset(of needle: [UInt8], in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first, bytes.count >= needle.count else { return nil }
        var offset = 0
        let last = bytes.count - needle.count
        while offset <= last {
            guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
            offset = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + offset, needle, needle.count) == 0 { return offset }
            offset += 1
        }
        return nil
    }

    /// A location button's name the parser could not read in place: inside text it skipped
    /// (after giving up, or around a syntax error), or in a statement that holds an error.
    /// The first such button as a problem at its line.
    package static func errorAroundButton(in tree: SourceFileSyntax, file: String) -> InputError? {
        guard tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        for token in tree.tokens(viewMode: .all) {
            guard case .identifier(let name) = token.tokenKind, name == "LocationButton" || name == "CLLocationButton" else { continue }
            var node: Syntax? = Syntax(token)
            var broken = false
            while let current = node {
                if current.is(UnexpectedNodesSyntax.self) { broken = true; break }
                if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) {
                    broken = current.hasError
                    break
                }
                node = current.parent
            }
            guard broken else { continue }
            let spot = token.startLocation(converter: converter)
            return InputError(file: file, place: "\(spot.line):\(spot.column)",
                "expected Swift the parser reads around the \(name), found a syntax error there (the button would go unchecked)")
        }
        return nil
    }
}
