import Foundation
import FuzzSupport
import LocationButtonLint

/// A String Catalog found in a scanned app or named by `--languages-from`, read for its languages
/// only (`StringCatalogLanguages`), and the same bytes as a baseline: a set of languages or a
/// one-line problem. Where JSONSerialization also reads the catalog, every language it finds is
/// among them (duplicate keys: Foundation keeps the last, the stream keeps every one), and a
/// source language it reads as a string is the stream's (both keep the last).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = FuzzInput(bytes, count).data
    var shipped: StringCatalogLanguages.Shipped?
    expectingInputErrors {
        shipped = try StringCatalogLanguages.shipped(InputBytes(data: data, name: "fuzz.xcstrings", as: .stringCatalog))
    }
    let streamed = shipped?.languages
    expectingInputErrors { _ = try Baseline(reading: InputBytes(data: data, name: "fuzz.json", as: .baseline)) }
    if let streamed, let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] {
        var languages: Set<String> = []
        if let source = root["sourceLanguage"] as? String {
            languages.insert(source)
            if source.utf8.count <= 256, shipped?.source != source {
                fuzzFailure("JSONSerialization reads source \(source.debugDescription), the stream \(String(describing: shipped?.source))")
            }
        }
        for case let entry as [String: Any] in (root["strings"] as? [String: Any])?.values.map({ $0 }) ?? [] {
            languages.formUnion((entry["localizations"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        // Keys over 256 bytes are kept cut, so only the shorter ones compare.
        let missing = languages.filter { $0.utf8.count <= 256 && !streamed.contains($0) }
        if !missing.isEmpty { fuzzFailure("JSONSerialization finds \(missing.sorted()) the stream does not") }
    }
    return 0
}
