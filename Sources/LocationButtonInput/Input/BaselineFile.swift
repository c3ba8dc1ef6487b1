import LocationButtonModel
import Foundation

extension Baseline {
    /// At most this many entries: a baseline records one per finding, and 10,000 buttons with a
    /// hundred findings each are a million; each is kept as a 64-bit hash.
    public static let entryLimit = 2_000_000

    /// Reads a baseline file written by `serialized(recording:)`, keeping only the fingerprints
    /// (`JSONStream`: a 250 MB baseline is read through a 1 MB window). A link that leads out of
    /// `project` is refused, not followed.
    public init(contentsOf path: String, inside project: String? = nil) throws(InputError) {
        guard PathBytes.exists(path) || PathBytes.linkTarget(path) != nil else {
            throw InputError(file: path, "expected a baseline file, found none (write one with --update-baseline)")
        }
        try self.init(reading: InputBytes(path, as: .baseline, inside: project))
    }

    /// The fingerprints of the baseline `bytes` hold.
    public init(reading bytes: InputBytes) throws(InputError) {
        let json = JSONStream(bytes)
        let notBaseline = InputError(file: bytes.path, "expected a baseline (JSON with a \"findings\" list), found something else")
        guard try json.peekKind() == .object else { throw notBaseline }
        var prints = Set<Fingerprint>(), others = Set<String>()
        var sawFindings = false
        try json.members(keepKeys: true) { (key: String?) throws(InputError) in
            guard key == "findings" else { return try json.skipValue() }
            guard try json.peekKind() == .array else { throw notBaseline }
            sawFindings = true
            try json.elements { (index: Int) throws(InputError) in
                guard index < Self.entryLimit else {
                    throw json.problem("expected at most \(Self.entryLimit) baseline entries, found more")
                }
                guard try json.peekKind() == .object else { throw notBaseline }
                var fingerprint: String?
                try json.members(keepKeys: true) { (key: String?) throws(InputError) in
                    if key == "fingerprint", try json.peekKind() == .string {
                        fingerprint = try json.string(limit: 64)
                    } else {
                        try json.skipValue()
                    }
                }
                guard let fingerprint else {
                    throw InputError(file: bytes.path, place: "$.findings[\(index)]", "expected a \"fingerprint\" string, found none")
                }
                if let print = Fingerprint(text: fingerprint) { prints.insert(print) } else { others.insert(fingerprint) }
            }
        }
        try json.finish()
        guard sawFindings else { throw notBaseline }
        self.init(prints: prints, others: others)
    }
}
