import Foundation
import Testing
import LocationButtonLint
@testable import LocationButtonScanner

/// Issue 22: the nesting a Swift file may have, counted on its bytes before SwiftParser sees
/// them (docs/hostile-input.md gives the limits: 128 brackets, 10 `[`, 64 `<` on a line, a chain
/// of 1,000 member accesses).
@Suite struct SwiftNestingBudgetTests {
    private func check(_ text: String) -> SwiftNestingBudget.Excess? {
        Array(text.utf8).withUnsafeBufferPointer { SwiftNestingBudget.check($0) }
    }

    private func run(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    @Test("each limit admits its value and refuses one more") func eachLimitAdmitsItsValueAndRefusesOneMore() {
        #expect(check("let x = " + run("[", 10) + run("]", 10)) == nil)
        #expect(check("let a = 1\nlet x = " + run("[", 11) + run("]", 11))
                == .init(line: 2, what: "more than 10 square brackets open at once"))
        #expect(check("let x = " + run("(", 128) + run(")", 128)) == nil)
        #expect(check("let x = " + run("({", 65) + run("})", 65)) == .init(line: 1, what: "more than 128 brackets open at once"))
        #expect(check("let x: " + run("A<", 64) + "B" + run(">", 64)) == nil)
        #expect(check("let x: " + run("A<", 65) + "B" + run(">", 65)) == .init(line: 1, what: "more than 64 angle brackets open at once"))
        #expect(check("let x = a" + run(".b", 1_000)) == nil)
        #expect(check("let x = a" + run(".b", 1_001)) == .init(line: 1, what: "a chain of more than 1000 member accesses"))
    }

    /// Closed brackets free their budget: 200 separate groups of 100 are fine.
    @Test("only open brackets count") func onlyOpenBracketsCount() {
        #expect(check(run("let x = " + run("(", 100) + run(")", 100) + "\n", 200)) == nil)
        #expect(check(run("let x = [[[[[[[[[[1]]]]]]]]]]\n", 50)) == nil)
    }

    /// Brackets in comments and string literals are not code; an interpolation is.
    @Test("comments and strings are skipped interpolations counted") func commentsAndStringsAreSkippedInterpolationsCounted() {
        #expect(check("// " + run("(", 500) + "\n/* " + run("[", 50) + " /* nested */ */\nlet s = \"" + run("[", 50) + "\"") == nil)
        #expect(check("let s = #\"" + run("[", 50) + "\\(\"# + \"\"\"\n" + run("{", 200) + "\n\"\"\"") == nil)
        #expect(check("let s = \"\\(" + run("[", 11) + run("]", 11) + ")\"") == .init(line: 1, what: "more than 10 square brackets open at once"))
        #expect(check("let s = \"a\\\"(((\"\nlet t = " + run("[", 11)) == .init(line: 2, what: "more than 10 square brackets open at once"))
    }

    /// Swift ends a line at a lone CR too: a line comment stops there, and what follows is code
    /// (found by Fuzz/FuzzDirective: `// locbutton: x\r` + 30 `[` hung the parser).
    @Test("a carriage return ends a line comment") func aCarriageReturnEndsALineComment() {
        #expect(check("// locbutton: x\r\rlet y = " + run("[", 30)) == .init(line: 3, what: "more than 10 square brackets open at once"))
        #expect(check("let a = 1\r\nlet b = 2\rlet c = " + run("(", 129)) == .init(line: 3, what: "more than 128 brackets open at once"))
    }

    /// A SwiftUI modifier chain goes on over lines that start with `.`; a new statement starts a
    /// new chain.
    @Test("chains follow lines starting with a dot") func chainsFollowLinesStartingWithADot() {
        #expect(check("let v = a\n" + run("    .b()\n", 1_001)) == .init(line: 1_002, what: "a chain of more than 1000 member accesses"))
        #expect(check(run("x = a.b.c.d.e\n", 1_000)) == nil)
        #expect(check(run("f(a.b, c.d), ", 1_000)) == nil)
    }

    @Test("a file that never mentions a button is not parsed") func aFileThatNeverMentionsAButtonIsNotParsed() throws {
        let bomb = Data(("let x = " + run("[", 40) + run("]", 40)).utf8)
        #expect(try SwiftFileScan.scan(bomb, file: "B.swift", named: false, scanner: SwiftSourceScanner()).isEmpty)
        #expect(throws: InputError.self) { try SwiftFileScan.scan(bomb, file: "B.swift", named: true, scanner: SwiftSourceScanner()) }
    }

    /// A button in a statement the parser could not read, or in text it skipped, is a problem at
    /// the button; a syntax error elsewhere in the file is not.
    @Test("syntax errors around a button are reported") func syntaxErrorsAroundAButtonAreReported() throws {
        let broken = Data("import SwiftUI\nlet b = LocationButton(.currentLocation { }\n".utf8)
        #expect(throws: InputError(file: "V.swift", place: "2:9",
                                   "expected Swift the parser reads around the LocationButton, found a syntax error there (the button would go unchecked)")) {
            try SwiftFileScan.scan(broken, file: "V.swift", named: false, scanner: SwiftSourceScanner())
        }
        let elsewhere = Data("import SwiftUI\nlet b = LocationButton(.currentLocation) { }\nlet c = (1, \n".utf8)
        let found = try SwiftFileScan.scan(elsewhere, file: "V.swift", named: false, scanner: SwiftSourceScanner())
        #expect(found.map(\.source.line) == [2])
    }

    @Test("a file over the parse cap is refused with its size") func aFileOverTheParseCapIsRefusedWithItsSize() throws {
        let big = Data(("let b = LocationButton()\n" + run("// padding line\n", 140_000)).utf8)  // 25 + 16 × 140000 = 2240025 bytes
        #expect(throws: InputError(file: "Big.swift", "expected a Swift file of at most 2 MB to parse, found one of 2240025 bytes (split the file, or exclude it in .locbutton.yml)")) {
            try SwiftFileScan.scan(big, file: "Big.swift", named: false, scanner: SwiftSourceScanner())
        }
    }
}
