import Foundation
import Testing
@testable import LocationButtonLint

/// The 8-bit lookup tables of the sRGB decoding and of CoreLocationUI's linearization against
/// values computed outside the code (`Fixtures/Color/srgb_decoding_reference.py`, Python's
/// `((c + 0.055) / 1.055) ** 2.4`), and every other input computed as before.
@Suite struct TransferTableTests {
    struct Entry: Decodable { var input: String, srgb: String, system: String? }
    struct Reference: Decodable { var bytes: [Entry], others: [Entry] }

    static func reference() throws -> Reference {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/Color/srgb-decoding", withExtension: "json"))
        return try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    }

    static func number(_ text: String?) throws -> Double { try #require(text.flatMap(Double.init)) }

    @Test("every byte value matches the reference") func everyByteValueMatchesTheReference() throws {
        let reference = try Self.reference()
        #expect(reference.bytes.count == 256)
        for (k, entry) in reference.bytes.enumerated() {
            let input = try Self.number(entry.input)
            // Python's k / 255 is the double `Color(rgb8:)` makes.
            #expect(input == Double(k) / 255)
            #expect(ByteTable.index(of: input) == k)
            #expect(abs(TransferFunction.srgbToLinear(input) - (try Self.number(entry.srgb))) <= 1e-15, "k = \(k)")
            #expect(abs(SystemContrastFormula.linear(input) - (try Self.number(entry.system))) <= 1e-15, "k = \(k)")
            // Extended negatives mirror the table.
            #expect(abs(TransferFunction.srgbToLinear(-input) + (try Self.number(entry.srgb))) <= 1e-15, "k = \(k)")
        }
    }

    @Test("other inputs are computed") func otherInputsAreComputed() throws {
        for entry in try Self.reference().others {
            let input = try Self.number(entry.input)
            #expect(ByteTable.index(of: abs(input)) == nil, "\(input) is no 8-bit value")
            #expect(abs(TransferFunction.srgbToLinear(input) - (try Self.number(entry.srgb))) <= 1e-15, "\(input)")
            if let system = entry.system {
                #expect(abs(SystemContrastFormula.linear(input) - (try Self.number(system))) <= 1e-15, "\(input)")
            }
        }
    }

    /// Random inputs: a table hit only for an exact 8-bit value, and then the number the formula
    /// gives; anything else goes to the formula unchanged (bit for bit).
    @Test("the tables give what the formulas give") func theTablesGiveWhatTheFormulasGive() {
        var generator = SeededGenerator(seed: 25)
        for round in 0..<20_000 {
            let input = round % 2 == 0
                ? Double(generator.next() % 2_000_001) / 1_000_000 - 0.5           // −0.5 ... 1.5, mostly off the bytes
                : Double(generator.next() % 256) / 255                               // exactly on them
            let srgb = input < 0 ? -TransferFunction.decodeSRGB(-input) : TransferFunction.decodeSRGB(input)
            #expect(TransferFunction.srgbToLinear(input).bitPattern == srgb.bitPattern, "\(input)")
            #expect(SystemContrastFormula.linear(input).bitPattern == SystemContrastFormula.computedLinear(input).bitPattern, "\(input)")
        }
        #expect(ByteTable.index(of: .nan) == nil && ByteTable.index(of: .infinity) == nil && ByteTable.index(of: 256.0 / 255) == nil)
    }
}
