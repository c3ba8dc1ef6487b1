import FuzzSupport
import Foundation
import LocationButtonLint
import LocationButtonScanner

/// A `// locbutton:` comment on a button (the input's first line after the marker), read with
/// the button and checked as the project scan checks it: keys, reasons, ids, value bounds. Every
/// problem is one line; an accepted id holds no control or bidi character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let comment = FuzzInput(bytes, count).text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    let source = "import SwiftUI\n// locbutton: \(comment)\nlet b = LocationButton(.currentLocation) { }\n"
    expectingInputErrors {
        let buttons = try SwiftFileScan.scan(Data(source.utf8), file: "F.swift", named: true, scanner: SwiftSourceScanner())
        let scan = ProjectScan(layout: ProjectLayout(root: "."), config: nil, languages: ["en"], buttons: buttons)
        let theme = try ScannedTheme.make(from: scan)
        for spec in theme.buttons where InputText.firstUnsafeInID(spec.id) != nil {
            fuzzFailure("an id with a control or bidi character was accepted: \(spec.id.debugDescription)")
        }
    }
    return 0
}
