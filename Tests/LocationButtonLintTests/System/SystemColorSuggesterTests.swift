import Testing
@testable import LocationButtonLint

@Suite struct SystemColorSuggesterTests {
    static let yellowDark = Color(rgb8: 255, 214, 10)

    // White on dark systemYellow fails at 1.411764 (SystemContrastFormulaTests). Both roles can pass:
    // each suggestion, as typed in 8-bit hex, passes all three evaluations, and the list is ordered
    // by the size of the change as seen (OKLab ΔE).
    @Test("suggestions pass and come nearest first") func suggestionsPassAndComeNearestFirst() throws {
        let colors = SystemButtonColors(foreground: .white, background: Self.yellowDark)
        let list = SystemColorSuggester.suggestions(colors)
        #expect(Set(list.map(\.role)) == [.foreground, .background])
        for s in list {
            var changed = colors
            if s.role == .foreground { changed.foreground = s.color } else { changed.background = s.color }
            #expect(SystemContrastFormula.evaluate(changed).passes, "\(s.role) \(s.color.hex)")
            #expect(s.color == s.color.quantized)
        }
        #expect(zip(list, list.dropFirst()).allSatisfy { $0.distance <= $1.distance })
        for s in list {
            let original = s.role == .foreground ? colors.foreground : colors.background
            #expect(abs(s.distance - OKLCH.distance(s.color, original)) < 1e-12)
        }
        // A 1.5:1 fill is a small step from 1.41:1: the fill moves less than white turned gray.
        #expect(list.first?.role == .background)
    }

    @Test("nothing to suggest when it passes or only alpha can") func nothingToSuggestWhenItPassesOrOnlyAlphaCan() {
        #expect(SystemColorSuggester.suggestions(SystemButtonColors(foreground: .white, background: Color(rgb8: 0, 122, 255))).isEmpty)
        // A clear fill: no lightness makes an alpha-0 fill pass.
        let clear = SystemButtonColors(foreground: .white, background: Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(SystemColorSuggester.suggest(role: .background, clear) == nil)
    }
}
