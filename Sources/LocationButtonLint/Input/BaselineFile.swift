import Foundation

extension Baseline {
    /// Reads a baseline file written by `serialized(recording:)`.
    public init(contentsOf path: String) throws(InputError) {
        guard PathBytes.exists(path) else {
            throw InputError(file: path, "expected a baseline file, found none (write one with --update-baseline)")
        }
        let data = try InputFile.read(path, as: .baseline)
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["findings"] as? [[String: Any]]
        else {
            throw InputError(file: path, "expected a baseline (JSON with a \"findings\" list), found something else")
        }
        var fingerprints = Set<String>()
        for (index, entry) in entries.enumerated() {
            guard let fingerprint = entry["fingerprint"] as? String else {
                throw InputError(file: path, place: "$.findings[\(index)]", "expected a \"fingerprint\" string, found none")
            }
            fingerprints.insert(fingerprint)
        }
        self.fingerprints = fingerprints
    }
}
