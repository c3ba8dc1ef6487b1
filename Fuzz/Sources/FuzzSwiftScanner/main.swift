import FuzzSupport
import LocationButtonLint
import LocationButtonScanner

/// A Swift file of a scanned app, parsed as the project scan parses it (named by `.locbutton.yml`,
/// so it is parsed even without a button), then its buttons turned into a theme: the budget, the
/// parse on a large stack, the error check around buttons, the readers and the value bounds.
/// Every problem is one line; nothing traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let input = FuzzInput(bytes, count)
    expectingInputErrors {
        let buttons = try SwiftFileScan.scan(input.data, file: "F.swift", named: true, scanner: SwiftSourceScanner(assetNames: ["Brand"]))
        guard !buttons.isEmpty else { return }
        let scan = ProjectScan(layout: ProjectLayout(root: "."), config: nil, languages: ["en"], buttons: buttons)
        let theme = try ScannedTheme.make(from: scan)
        for spec in theme.buttons { expectOneLine(InputText.escapingControls(spec.id)) }
    }
    return 0
}
