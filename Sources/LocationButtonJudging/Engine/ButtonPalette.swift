import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// A button's color references resolved to their per-appearance values.
package struct ButtonPalette: Sendable, Hashable {
    package var background: ResolvedColor
    package var foreground: ResolvedColor
    /// nil: any backdrop (the whole RGB cube).
    package var backdrops: [ResolvedColor]?

    /// Resolves the spec's colors; an unknown name is bad input, located at the button.
    package init(spec: ButtonSpec, resolver: ColorResolver) throws(InputError) {
        let hasAccent = resolver.hasAsset(ColorReference.accentColor.name)
        func resolve(_ reference: ColorReference, _ role: String) throws(InputError) -> ResolvedColor {
            do {
                return try resolver.resolve(reference.name)
            } catch {
                // A broken color set is reported where it is broken.
                if let problem = error.catalogProblem { throw problem }
                throw InputError.at(spec, "\(role): \(error.description)")
            }
        }
        background = try resolve(spec.resolvedBackground(hasAccentColorAsset: hasAccent), "background")
        foreground = try resolve(spec.resolvedForeground, "foreground")
        if let list = spec.backdrops {
            var resolved: [ResolvedColor] = []
            for reference in list { resolved.append(try resolve(reference, "backdrop")) }
            backdrops = resolved
        } else {
            backdrops = nil
        }
    }

    /// Roles whose asset color has no variant of its own for `appearance`.
    package func fallbackRoles(_ appearance: Appearance) -> [String] {
        [("background", background), ("foreground", foreground)]
            .filter { $0.1.kind == .asset && !$0.1.colors.defined.contains(appearance) }
            .map(\.0)
    }
}

extension InputError {
    /// A problem with one button, located where its theme declares it.
    package static func at(_ spec: ButtonSpec, _ message: String) -> InputError {
        guard let source = spec.source else { return InputError(file: "button \(spec.id)", message) }
        let place = source.column.map { "\(source.line):\($0)" } ?? "\(source.line)"
        return InputError(file: source.file, place: place, "button \(spec.id): \(message)")
    }
}
