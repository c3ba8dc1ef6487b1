import FuzzSupport
import LocationButtonLint

/// A `project.pbxproj` (Xcode's text property list), read for its regions only
/// (`XcodeProjectRegions` over `OldStylePlist`): regions or a one-line problem, never a crash,
/// whatever the nesting, comments, quoting or data.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = FuzzInput(bytes, count).data
    expectingInputErrors {
        _ = try XcodeProjectRegions.read(InputBytes(data: data, name: "fuzz.pbxproj", as: .xcodeProject))
    }
    return 0
}
