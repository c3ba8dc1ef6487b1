import Foundation
import FuzzSupport
import LocationButtonLint

/// Font files: FreeType's check, then a HarfBuzz face, as the shaper opens them. The first byte
/// picks the face index (collections hold several).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let input = FuzzInput(bytes, count)
    guard let first = input.data.first else { return 0 }
    do {
        _ = try InputParsers.fontFace(Data(input.data.dropFirst()), faceIndex: Int(first % 4), file: "fuzz.ttf")
    } catch let error as InputError {
        expectOneLine(error.description)
    } catch {
        fuzzFailure("unexpected error \(error)")
    }
    return 0
}
