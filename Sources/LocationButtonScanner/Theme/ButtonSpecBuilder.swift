import LocationButtonLint

/// Turns a button's theme-keyed settings into the model's `ButtonSpec`, checking each value as
/// the theme format would; a value that does not fit is an `InputError` at the place that set it.
struct ButtonSpecBuilder {
    private(set) var spec: ButtonSpec
    private(set) var problems: [InputError] = []

    init(id: String, api: ButtonAPI, source: SourceLocation) {
        spec = ButtonSpec(id: id, api: api, source: source)
    }

    mutating func apply(_ key: String, _ setting: ScannedSetting) {
        let value = setting.value
        let place = "\(setting.location.line):\(setting.location.column ?? 1)"
        func fail(_ expected: String) {
            let found = if case .number = value { value.description } else { InputText.quoted(value.description) }
            problems.append(InputError(file: setting.location.file, place: place, "expected \(expected) for \(key), found \(found)"))
        }
        // Numbers keep to the theme format's bounds (`NumericBounds.buttonKeys`): a 1e18-point
        // frame from Swift would otherwise reach the layout math and the HTML report.
        if let bound = NumericBounds.buttonKeys[key] {
            guard case .number(let number) = value else { return fail(bound.what) }
            if let refusal = bound.refusal(number) {
                return problems.append(InputError(file: setting.location.file, place: place, refusal))
            }
        }
        func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> T? where T.RawValue == String {
            guard case .text(let text) = value, let choice = T(rawValue: text) else {
                fail("one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
                return nil
            }
            return choice
        }
        func number(_ range: ClosedRange<Double> = 0...Double.greatestFiniteMagnitude) -> Double? {
            guard case .number(let number) = value, range.contains(number) else {
                fail(range.upperBound == .greatestFiniteMagnitude ? "a number of points from 0"
                     : "a number from \(range.lowerBound.formatted()) to \(range.upperBound.formatted())")
                return nil
            }
            return number
        }
        switch key {
        case "title": if let title = choice(Title.self) { spec.title = title }
        case "glyph": if let glyph = choice(Glyph.self) { spec.glyph = glyph }
        case "textStyle": if let style = choice(TextStyle.self) { spec.textStyle = style }
        case "device": if let device = choice(DevicePreset.self) { spec.frame.device = device }
        case "platform": if let platform = choice(Platform.self) { spec.platform = platform }
        case "colorScheme": if let scheme = choice(ColorScheme.self) { spec.colorScheme = scheme }
        case "fontSize": if let size = number(1...200) { spec.fontSize = size }
        case "cornerRadius": if let radius = number() { spec.cornerRadius = radius }
        case "width": if let width = number() { spec.frame.width = width }
        case "height": if let height = number() { spec.frame.height = height }
        case "maxWidth": if let width = number() { spec.frame.maxWidth = width }
        case "alpha": if let alpha = number(0...1) { spec.viewAlpha = alpha }
        case "ancestorAlpha": if let alpha = number(0...1) { spec.ancestorAlpha = alpha }
        case "scale":
            guard case .number(let scale) = value, scale > 0 else { return fail("a scale greater than 0") }
            spec.scale = scale
        case "rotation":
            guard case .number(let degrees) = value else { return fail("degrees") }
            spec.rotation = degrees
        case "occluded":
            guard case .flag(let occluded) = value else { return fail("true or false") }
            spec.occluded = occluded
        case "filter":
            guard case .text(let filter) = value else { return fail("a filter name such as blur") }
            spec.filter = filter
        case "background", "foreground":
            guard case .text(let text) = value else { return fail("a color") }
            if key == "background" { spec.background = ColorReference(text) } else { spec.foreground = ColorReference(text) }
        case "backdrops":
            guard case .texts(let texts) = value else { return fail("a list of colors") }
            spec.backdrops = texts.map { ColorReference($0) }
        case "dynamicType":
            switch value {
            case .flag(let follows): spec.dynamicType = follows ? .full : .fixed
            case .text(let text):
                guard let range = SizeCategoryRange.parseRange(text) else { return fail("a size range such as xSmall...AX3") }
                spec.dynamicType = DynamicTypeBehavior(follows: true, range: range)
            default: fail("true, false or a size range such as xSmall...AX3")
            }
        default:
            return
        }
    }

    /// Title and glyph as CoreLocationUI draws them from what the code set: an unset `label` or
    /// `icon` keeps the API's default (UIKit: neither), then `DrawnContent` decides.
    mutating func finishContent(setKeys: Set<String>) {
        let defaults = DrawnContent.defaults(for: spec.api)
        let label = setKeys.contains("title") ? spec.title : defaults.label
        let icon = setKeys.contains("glyph") ? spec.glyph : defaults.icon
        (spec.title, spec.glyph) = DrawnContent.of(label: label, icon: icon)
    }
}
