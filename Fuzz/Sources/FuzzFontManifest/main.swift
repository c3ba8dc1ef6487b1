import FuzzSupport
import LocationButtonLint

/// The fonts `manifest.json` (`--fonts`): the manifest, and the catalog built from it, or a
/// one-line problem. Font bytes are not read: the catalog loads them on demand.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    do {
        let manifest = try InputParsers.fontManifest(FuzzInput(bytes, count).data, file: "manifest.json")
        _ = try FontCatalog(manifest: manifest, manifestPath: "manifest.json", fontData: { file in
            throw InputError(file: file, "expected no font read while building the catalog")
        })
    } catch let error as InputError {
        expectOneLine(error.description)
    } catch {
        fuzzFailure("unexpected error \(error)")
    }
    return 0
}
