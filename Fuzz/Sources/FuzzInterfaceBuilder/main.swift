import FuzzSupport
import LocationButtonLint
import LocationButtonScanner

/// A storyboard or xib: its location buttons with their settings, then the theme they make, or
/// a one-line problem (a DOCTYPE or ENTITY declaration is refused before the XML parser runs).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let input = FuzzInput(bytes, count)
    do {
        let buttons = try InterfaceBuilderScanner().scan(data: input.data, file: "F.storyboard")
        guard !buttons.isEmpty else { return 0 }
        let scan = ProjectScan(layout: ProjectLayout(root: "."), config: nil, languages: ["en"], buttons: buttons)
        _ = try ScannedTheme.make(from: scan)
    } catch let error as InputError {
        expectOneLine(error.description)
    } catch let errors as ThemeFileErrors {
        errors.problems.forEach { expectOneLine($0.description) }
    } catch {
        fuzzFailure("unexpected error \(error)")
    }
    return 0
}
