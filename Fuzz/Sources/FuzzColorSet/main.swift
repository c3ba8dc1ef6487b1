import FuzzSupport
import LocationButtonLint

/// One `*.colorset/Contents.json`: colors or a one-line problem naming a JSON path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    do {
        if let colors = try InputParsers.colorSet(FuzzInput(bytes, count).data, file: "Fuzz.colorset/Contents.json") {
            _ = colors.light.hex + colors.darkHighContrast.hex
        }
    } catch {
        expectOneLine(error.description)
    }
    return 0
}
