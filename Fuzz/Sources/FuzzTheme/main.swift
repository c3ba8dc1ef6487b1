import FuzzSupport
import LocationButtonLint

/// Theme decoding, YAML and JSON alike (JSON is YAML's flow syntax; one parser reads both): decode
/// or report problems, each a one-line message without raw control characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let text = FuzzInput(bytes, count).text
    do {
        let theme = try InputParsers.theme(text, file: "fuzz.yaml")
        for button in theme.buttons where button.id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            fuzzFailure("a control character in button id \(button.id.debugDescription) was accepted")
        }
    } catch {
        for problem in error.problems { expectOneLine(problem.description) }
    }
    return 0
}
