import FuzzSupport
import LocationButtonLint

/// String Catalogs (`--locales`, `--languages-from`): the catalog, its titles and its languages,
/// or a one-line problem.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    do {
        let catalog = try StringCatalogReader.parse(FuzzInput(bytes, count).data, file: "fuzz.xcstrings")
        _ = LanguageSelection.make(catalog.languages)
        _ = try TitleCatalogLoader.titles(from: catalog, file: "fuzz.xcstrings")
    } catch let error as InputError {
        expectOneLine(error.description)
    } catch {
        fuzzFailure("unexpected error \(error)")
    }
    return 0
}
