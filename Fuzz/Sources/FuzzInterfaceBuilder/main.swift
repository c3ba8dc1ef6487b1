import FuzzSupport
import LocationButtonLint
import LocationButtonScanner

/// A storyboard or xib: its location buttons with their settings, then the theme they make, or
/// a one-line problem (a DOCTYPE or ENTITY declaration is refused before the XML parser runs).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let input = FuzzInput(bytes, count)
    expectingInputErrors {
        let buttons = try InterfaceBuilderScanner().scan(data: input.data, file: "F.storyboard")
        guard !buttons.isEmpty else { return }
        let scan = ProjectScan(layout: ProjectLayout(root: "."), config: nil, languages: ["en"], buttons: buttons)
        _ = try ScannedTheme.make(from: scan)
    }
    return 0
}
