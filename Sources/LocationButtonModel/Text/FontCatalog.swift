import Foundation

/// The fonts of one manifest: answers "which font instances, in fallback order, draw script S in
/// locale L at weight W and size P", and loads each instance once (thread-safe).
public final class FontCatalog: @unchecked Sendable {
    public let manifest: FontManifest
    /// The manifest as errors name it.
    public let manifestPath: String
    /// Returns the path to show in errors and the bytes of a font file named in the manifest.
    public typealias FontData = @Sendable (String) throws -> (path: String, data: Data)
    private let fontData: FontData
    private let familiesByName: [String: FontManifest.Family]
    /// Each made once; loading one does not hold up a thread that asks for another.
    private let instances = Memo<FontInstanceKey, FontInstance>()
    private let files = Memo<String, FontFile>()
    /// The shaper asks for a chain and its fonts for every run it shapes: both are looked up by
    /// short keys instead of being worked out again (tags lowercased, faces matched) each time.
    private let chains = Memo<ChainKey, [String]>()
    private let familyInstances = Memo<FamilyInstanceKey, FontInstance>()

    private struct ChainKey: Hashable, Sendable {
        var script: String
        var locale: String
    }

    private struct FamilyInstanceKey: Hashable, Sendable {
        var family: String
        var weight: FontWeight
        var cut: SizeCut
    }
    /// Every face's size limit, ascending: sizes between two neighbours get the same faces.
    private let sizeLimits: [Double]
    private let hasOpticalSizeAxis: Bool

    /// Checks that every chain names a family of the manifest, every family has a face, and the
    /// numbers are ones the shaper can use.
    public init(manifest: FontManifest, manifestPath: String, fontData: @escaping FontData) throws(InputError) {
        self.manifest = manifest
        self.manifestPath = manifestPath
        self.fontData = fontData
        var byName: [String: FontManifest.Family] = [:]
        for (i, family) in manifest.families.enumerated() {
            try Self.check(family, at: "$.families[\(i)]", manifestPath: manifestPath)
            byName[family.name] = family
        }
        familiesByName = byName
        sizeLimits = Set(manifest.families.flatMap { $0.faces.flatMap { [$0.minPointSize, $0.maxPointSize].compactMap { $0 } } }).sorted()
        hasOpticalSizeAxis = manifest.families.contains { $0.opticalSizeAxis == true }
        func check(_ chain: [String], _ place: String) throws(InputError) {
            for (i, name) in chain.enumerated() where byName[name] == nil {
                throw InputError(file: manifestPath, place: "\(place)[\(i)]", "expected the name of a family in $.families, found \(InputText.quoted(name))")
            }
        }
        for (script, chain) in manifest.scripts { try check(chain, "$.scripts.\(script)") }
        for (language, scripts) in manifest.languages ?? [:] {
            for (script, chain) in scripts { try check(chain, "$.languages.\(language).\(script)") }
        }
    }

    private static func check(_ family: FontManifest.Family, at place: String, manifestPath: String) throws(InputError) {
        func problem(_ path: String, _ message: String) -> InputError { InputError(file: manifestPath, place: place + path, message) }
        if family.faces.isEmpty { throw problem(".faces", "expected at least one face, found none") }
        if !(0...1).contains(family.margin) { throw problem(".margin", "expected a fraction of the width in 0–1, found \(family.margin)") }
        if let line = family.lineHeightMargin, !(0...1).contains(line) {
            throw problem(".lineHeightMargin", "expected a fraction of the line height in 0–1, found \(line)")
        }
        // FreeType and HarfBuzz take face indices as unsigned 16-bit numbers.
        for (j, face) in family.faces.enumerated() {
            if let index = face.faceIndex, !(0...0xFFFF).contains(index) {
                throw problem(".faces[\(j)].faceIndex", "expected a face index 0–65535, found \(index)")
            }
        }
        for (j, face) in family.faces.enumerated() {
            for (key, size) in [("minPointSize", face.minPointSize), ("maxPointSize", face.maxPointSize)] {
                if let size, !NumericBounds.manifestPointSize.contains(size) {
                    throw problem(".faces[\(j)].\(key)", "expected a point size in 0–1000, found \(size)")
                }
            }
        }
        for (j, row) in (family.tracking ?? []).enumerated() {
            guard row.count == 2 else {
                throw problem(".tracking[\(j)]", "expected a [pointSize, tracking] pair, found \(row.count) numbers")
            }
            if !NumericBounds.manifestPointSize.contains(row[0]) {
                throw problem(".tracking[\(j)][0]", "expected a point size in 0–1000, found \(row[0])")
            }
            if !NumericBounds.tracking.contains(row[1]) {
                throw problem(".tracking[\(j)][1]", "expected tracking in points per character from −10 to 10, found \(row[1])")
            }
        }
    }

    /// The fallback chain (family names) for a script in a locale: the most specific language entry
    /// (`zh-Hant-HK`, `zh-Hant`, `zh`), else the script's default chain, else empty.
    public func chain(script: String, locale: String) -> [String] {
        chains.value(ChainKey(script: script, locale: locale)) { findChain(script: script, locale: locale) }
    }

    private func findChain(script: String, locale: String) -> [String] {
        findEntry(script: script, locale: locale).chain
    }

    /// Where in the manifest `chain(script:locale:)` comes from (`$.languages.zh-Hant.Hani`,
    /// `$.scripts.Latn`), for a message about it.
    public func chainPlace(script: String, locale: String) -> String {
        findEntry(script: script, locale: locale).place
    }

    private func findEntry(script: String, locale: String) -> (chain: [String], place: String) {
        var subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let languages = manifest.languages ?? [:]
        while !subtags.isEmpty {
            let tag = subtags.joined(separator: "-").lowercased()
            if let entry = languages.first(where: { $0.key.lowercased() == tag }), let chain = entry.value[script] {
                return (chain, "$.languages.\(entry.key).\(script)")
            }
            subtags.removeLast()
        }
        return (manifest.scripts[script] ?? [], manifest.scripts[script] == nil ? "$.scripts" : "$.scripts.\(script)")
    }

    package func family(named name: String) -> FontManifest.Family? { familiesByName[name] }

    /// Point sizes for which every family picks the same face and variation values, so text shaped
    /// at one of them scales linearly to the others (the fonts are unhinted).
    package struct SizeCut: Hashable, Sendable {
        /// How many face size limits are at or below the size: `instanceKey` compares the size
        /// with each limit (`>= min`, `< max`), so equal counts give equal answers.
        package var limitsBelow: Int
        /// With an `opsz` axis the variation value is the size itself: every size is its own cut.
        package var opticalSize: Double?
    }

    package func sizeCut(_ pointSize: Double) -> SizeCut {
        SizeCut(limitsBelow: sizeLimits.prefix { $0 <= pointSize }.count,
                opticalSize: hasOpticalSizeAxis ? pointSize : nil)
    }

    /// The face of a family that serves this weight and size, and its variation settings.
    package func instanceKey(family: FontManifest.Family, weight: FontWeight, pointSize: Double) -> FontInstanceKey {
        let sized = family.faces.filter {
            pointSize >= ($0.minPointSize ?? 0) && pointSize < ($0.maxPointSize ?? .infinity)
        }
        let candidates = sized.isEmpty ? family.faces : sized
        let face = candidates.first { $0.weight == nil }
            ?? WeightMatching.closest(to: weight, in: candidates)
        var variations: [FontInstanceKey.Variation] = []
        if face.weight == nil { variations.append(.init(axis: "wght", value: Double(weight.value))) }
        if family.opticalSizeAxis == true { variations.append(.init(axis: "opsz", value: pointSize)) }
        return FontInstanceKey(file: face.file, faceIndex: face.faceIndex ?? 0, postScriptName: face.postScriptName,
                               variations: variations)
    }

    /// The instance of a family that draws this weight at this size (`instanceKey`), loaded once.
    package func instance(family: FontManifest.Family, weight: FontWeight, pointSize: Double) throws -> FontInstance {
        // The key's face and variations depend on the size only through its cut.
        try familyInstances.value(FamilyInstanceKey(family: family.name, weight: weight, cut: sizeCut(pointSize))) {
            try instance(instanceKey(family: family, weight: weight, pointSize: pointSize))
        }
    }

    /// Loads (once) the HarfBuzz font for a key, reading each file once; throws `InputError` for unreadable or bad font files.
    private func instance(_ key: FontInstanceKey) throws -> FontInstance {
        try instances.value(key) {
            let file = try files.value(key.file) {
                let (path, data) = try fontData(key.file)
                return FontFile(path: path, data: data)
            }
            return try FontInstance(key: key, file: file)
        }
    }
}
