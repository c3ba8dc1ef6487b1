import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// A button checked and resolved once, before anything is measured: whether it can be judged and
/// its colors per appearance.
package struct PreparedButton: Sendable {
    package var spec: ButtonSpec
    /// The rules' reasons it cannot be judged (level `invalid`); empty when it can.
    package var invalid: [Finding]
    /// Its colors, or why a name does not resolve (bad input, located at the button).
    package var palette: Result<ButtonPalette, InputError>

    package init(_ spec: ButtonSpec, colors: ColorResolver) {
        self.spec = spec
        invalid = RuleCatalog.buttonRules.compactMap { rule in
            rule.invalidity(spec).map { Finding(type(of: rule).info, $0) }
        }
        palette = Result { () throws(InputError) in try ButtonPalette(spec: spec, resolver: colors) }
    }

    /// Nothing makes it bad input.
    package var isSound: Bool {
        guard invalid.isEmpty, case .success = palette else { return false }
        return true
    }

    /// What makes it bad input: each invalid finding's words, then an unresolved color.
    package var problems: [InputError] {
        var problems = invalid.map { InputError.at(spec, $0.statement) }
        if case .failure(let error) = palette { problems.append(error) }
        return problems
    }
}
