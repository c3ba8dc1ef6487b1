/// Asset colors by name, each read the first time it is asked for (an asset catalog's sets:
/// `AssetCatalog.colorSource`), so a set no button uses is never read.
public struct AssetColorSource: Sendable {
    public var names: Set<String>
    /// The colors of `name` (one of `names`); nil for a set without a color. Throws the set's problem.
    public var read: @Sendable (String) throws(InputError) -> AppearanceColors?

    public init(names: Set<String>, read: @escaping @Sendable (String) throws(InputError) -> AppearanceColors?) {
        self.names = names; self.read = read
    }
}

/// A color reference resolved to its value in every appearance.
public struct ResolvedColor: Sendable, Hashable {
    public enum Kind: String, Sendable, Codable { case literal, system, asset }
    /// The reference as written.
    public var reference: String
    public var kind: Kind
    /// Per-appearance values; `colors.defined` says which appearances the source defined.
    public var colors: AppearanceColors

    public subscript(_ appearance: Appearance) -> Color { colors[appearance] }
    /// Whether the source defines a dark variant (system colors always do; literals never).
    public var hasDarkVariant: Bool { colors.defined.contains(.dark) }
}

/// Turns a color reference — a literal (`#007AFF`, `rgb(…)`, `color(display-p3 …)`, …), an
/// asset catalog color name, or an iOS system color name, each optionally followed by
/// `.opacity(A)` (as SwiftUI writes it: the color's alpha times A in every appearance), or
/// `light-dark(…)` of them (`lightDarkParts`) — into its
/// per-appearance values. Lookup order: literal syntax, then the asset catalog (the app's own
/// names win), then system colors.
public struct ColorResolver: Sendable {
    public struct UnknownColor: Error, CustomStringConvertible, Sendable, Equatable {
        public var reference: String
        /// Literal parse failure, when the reference looked like a literal.
        public var literalProblem: String?
        /// The asset catalog's own mistake in the color set named (reported at the set's file).
        public var catalogProblem: InputError?
        public var description: String {
            catalogProblem?.description ?? literalProblem
                ?? "expected a color literal, system color or asset color name, found \(InputText.quoted(reference))"
        }
    }

    /// Asset catalog colors known by value (tests, the `contrast` command).
    private let assets: [String: AppearanceColors]
    /// Asset catalogs read a color set only when it is named; the first catalog naming it wins.
    private let catalogs: [AssetColorSource]
    /// Each reference resolved once: a theme of thousands of buttons names a few dozen colors.
    private let resolved = Memo<String, Result<ResolvedColor, UnknownColor>>()

    public init(assets: [String: AppearanceColors] = [:]) { self.assets = assets; catalogs = [] }

    /// Resolves asset names from `catalogs`, reading each set the first time it is named.
    public init(catalogs: [AssetColorSource]) { assets = [:]; self.catalogs = catalogs }

    /// Every asset color name, sorted (for spelling hints).
    public var assetNames: [String] {
        Array(Set(assets.keys).union(catalogs.flatMap(\.names))).sorted()
    }

    /// Whether an asset color of this name exists (its set is not read).
    public func hasAsset(_ name: String) -> Bool {
        assets[name] != nil || catalogs.contains { $0.names.contains(name) }
    }

    public func resolve(_ reference: String) throws(UnknownColor) -> ResolvedColor {
        try resolved.value(reference) { Result { () throws(UnknownColor) in try resolving(reference) } }.get()
    }

    private func resolving(_ reference: String) throws(UnknownColor) -> ResolvedColor {
        let text = reference.trimmingSpaces
        if let (base, factor) = Self.opacitySuffix(text) {
            guard (0...1).contains(factor) else {
                throw UnknownColor(reference: reference, literalProblem: "expected an opacity from 0 to 1, found \"\(reference)\"")
            }
            var resolved = try resolving(base)
            let c = resolved.colors
            func faded(_ color: Color) -> Color { color.withAlpha(color.alpha * factor) }
            resolved.colors = AppearanceColors(light: faded(c.light), dark: faded(c.dark), lightHighContrast: faded(c.lightHighContrast),
                                               darkHighContrast: faded(c.darkHighContrast), defined: c.defined)
            resolved.reference = reference
            return resolved
        }
        if let parts = Self.lightDarkParts(text) {
            // A color the code chooses by the traits (a dynamic provider): each appearance's
            // value from the part written for it, each part read as any color reference.
            var resolved: [ResolvedColor] = []
            for part in parts { resolved.append(try resolving(part)) }
            let light = resolved[0], dark = resolved[1]
            let lightHigh = resolved.count == 4 ? resolved[2] : light, darkHigh = resolved.count == 4 ? resolved[3] : dark
            let kind: ResolvedColor.Kind = resolved.contains { $0.kind == .asset } ? .asset
                : resolved.contains { $0.kind == .system } ? .system : .literal
            return ResolvedColor(reference: reference, kind: kind, colors: AppearanceColors(
                light: light[.light], dark: dark[.dark], lightHighContrast: lightHigh[.lightHighContrast],
                darkHighContrast: darkHigh[.darkHighContrast], defined: Set(Appearance.allCases)))
        }
        if Self.looksLiteral(text) {
            do {
                let c = try ColorLiteral.parse(text)
                return ResolvedColor(reference: reference, kind: .literal, colors: AppearanceColors(constant: c))
            } catch {
                throw UnknownColor(reference: reference, literalProblem: error.description)
            }
        }
        if let colors = assets[text] { return ResolvedColor(reference: reference, kind: .asset, colors: colors) }
        if let catalog = catalogs.first(where: { $0.names.contains(text) }) {
            do {
                if let colors = try catalog.read(text) {
                    return ResolvedColor(reference: reference, kind: .asset, colors: colors)
                }
            } catch {
                throw UnknownColor(reference: reference, catalogProblem: error)
            }
        }
        if let colors = SystemColors.named(text) { return ResolvedColor(reference: reference, kind: .system, colors: colors) }
        throw UnknownColor(reference: reference)
    }

    /// `systemBlue.opacity(0.5)` → (`systemBlue`, 0.5); nil for anything else.
    package static func opacitySuffix(_ text: String) -> (String, Double)? {
        guard text.hasSuffix(")"), let open = text.range(of: ".opacity(", options: .backwards) else { return nil }
        let inner = text[open.upperBound..<text.index(before: text.endIndex)]
        guard let factor = Double(String(inner).trimmingSpaces), !text[..<open.lowerBound].isEmpty else { return nil }
        return (String(text[..<open.lowerBound]), factor)
    }

    /// The parts of `light-dark(L, D)` or `light-dark(L, D, L-high-contrast, D-high-contrast)`
    /// (CSS Color 5's `light-dark()`, with the Increase Contrast pair added), split at the
    /// commas outside parentheses; nil for anything else.
    public static func lightDarkParts(_ text: String) -> [String]? {
        let prefix = "light-dark("
        guard text.hasPrefix(prefix), text.hasSuffix(")") else { return nil }
        var parts: [String] = [], current = "", depth = 0
        for character in text.dropFirst(prefix.count).dropLast() {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingSpaces); current = ""; continue
            default: break
            }
            guard depth >= 0 else { return nil }
            current.append(character)
        }
        parts.append(current.trimmingSpaces)
        return [2, 4].contains(parts.count) && !parts.contains(where: \.isEmpty) && depth == 0 ? parts : nil
    }

    package static func looksLiteral(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("#") || lower.contains("(") || lower.contains(":")
    }
}
