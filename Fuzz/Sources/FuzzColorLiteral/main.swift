import FuzzSupport
import LocationButtonLint

/// Color literals (`#RGB`, `#RRGGBBAA`, `rgb(…)`, `oklch(…)`, …): parse or refuse, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let text = FuzzInput(bytes, count).text
    if let color = try? ColorLiteral.parse(text) {
        _ = color.hex + color.description
    }
    return 0
}
