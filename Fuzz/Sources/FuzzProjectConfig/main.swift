import FuzzSupport
import LocationButtonLint
import LocationButtonScanner

/// `.locbutton.yml`: the configuration, or one line per problem (the theme files' YAML reader,
/// with its alias budget).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    do {
        _ = try ProjectConfigReader.parse(FuzzInput(bytes, count).text, path: ".locbutton.yml")
    } catch {
        error.problems.forEach { expectOneLine($0.description) }
    }
    return 0
}
