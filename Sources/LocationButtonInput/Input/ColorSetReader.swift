import LocationButtonModel
import Foundation

/// Reads one `*.colorset/Contents.json` into per-appearance colors.
///
/// Component formats (Xcode's Input Method menu): floating point strings or JSON numbers
/// (`"0.478"`, 0.478), 8-bit integer strings 0–255 (`"122"`), and 8-bit hex strings (`"0x7A"`).
/// A string without a decimal point is 8-bit, and so is an integral JSON number above 1 outside the
/// extended spaces (no other reading of it is valid). Floats must lie in 0–1 except in the extended
/// spaces. Entries for other idioms (mac, tv, watch, car, vision) are ignored; an `iphone` entry wins
/// over a `universal` one, and a `display-P3` gamut entry over an sRGB one (iPhones have P3
/// displays). An entry without a `color` (Xcode's new `AccentColor`) sets nothing; a set where no
/// entry has one reads as nil. Fallbacks (docs/asset-catalogs.md): light → any; dark → any → light;
/// light high contrast → any high contrast → light; dark high contrast → dark → any high contrast →
/// the dark fallback.
package struct ColorSetReader {
    package var file: String

    private struct Slot: Hashable { var dark: Bool?; var highContrast: Bool }

    private func problem(_ place: String, _ message: String) -> InputError {
        InputError(file: file, place: place, message)
    }

    package func read(_ json: ParsedJSON) throws(InputError) -> AppearanceColors? {
        guard case .object(let root) = json else { throw problem("$", "expected a JSON object, found \(json.found)") }
        guard case .array(let entries)? = root["colors"] else {
            throw problem("$.colors", "expected an array of color entries, found \(root["colors"]?.found ?? "nothing")")
        }
        var slots: [Slot: (rank: Int, color: Color)] = [:]
        var otherIdiomsHaveColors = false
        for (index, raw) in entries.enumerated() {
            let place = "$.colors[\(index)]"
            guard case .object(let entry) = raw else { throw problem(place, "expected an object, found \(raw.found)") }
            let idiom = entry["idiom"].flatMap(\.string) ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else {
                otherIdiomsHaveColors = otherIdiomsHaveColors || entry["color"] != nil
                continue
            }
            let gamut = entry["display-gamut"].flatMap(\.string)
            let rank = (idiom == "iphone" ? 4 : 0) + (gamut == "display-P3" ? 2 : gamut == nil ? 1 : 0)
            let slot = try slotOf(entry["appearances"], place: place + ".appearances")
            guard let rawColor = entry["color"] else { continue }
            guard case .object(let colorObject) = rawColor else {
                throw problem(place + ".color", "expected a color object, found \(rawColor.found)")
            }
            let color = try readColor(colorObject, slot: slot, place: place + ".color")
            if (slots[slot]?.rank ?? -1) < rank { slots[slot] = (rank, color) }
        }
        // No color at all is Xcode's empty set; colors only for a Mac or a watch are no iOS color.
        guard !slots.isEmpty || otherIdiomsHaveColors else { return nil }
        func value(_ dark: Bool?, _ high: Bool) -> Color? { slots[Slot(dark: dark, highContrast: high)]?.color }
        let anyValue = value(nil, false)
        guard let light = value(false, false) ?? anyValue else {
            throw problem("$.colors", "expected an iOS color entry for the default (any) appearance, found none")
        }
        let dark = value(true, false)
        let lightHigh = value(false, true) ?? value(nil, true)
        let darkHigh = value(true, true)
        var defined: Set<Appearance> = [.light]
        if dark != nil { defined.insert(.dark) }
        if lightHigh != nil { defined.insert(.lightHighContrast) }
        if darkHigh != nil { defined.insert(.darkHighContrast) }
        let darkFallback = dark ?? anyValue ?? light
        return AppearanceColors(light: light, dark: darkFallback, lightHighContrast: lightHigh ?? light,
                                darkHighContrast: darkHigh ?? dark ?? value(nil, true) ?? darkFallback, defined: defined)
    }

    /// `appearances`: luminosity light/dark and contrast high; no luminosity means "any".
    private func slotOf(_ raw: ParsedJSON?, place: String) throws(InputError) -> Slot {
        var slot = Slot(dark: nil, highContrast: false)
        guard let raw else { return slot }
        guard case .array(let list) = raw else { throw problem(place, "expected an array, found \(raw.found)") }
        for (i, item) in list.enumerated() {
            let p = "\(place)[\(i)]"
            guard case .object(let pair) = item, let kind = pair["appearance"]?.string, let value = pair["value"]?.string else {
                throw problem(p, "expected {\"appearance\": …, \"value\": …}, found \(item.found)")
            }
            switch (kind, value) {
            case ("luminosity", "light"): slot.dark = false
            case ("luminosity", "dark"): slot.dark = true
            case ("contrast", "high"): slot.highContrast = true
            default: throw problem(p, "expected luminosity light/dark or contrast high, found \(kind) \(value)")
            }
        }
        return slot
    }

    private func readColor(_ object: [String: ParsedJSON], slot: Slot, place: String) throws(InputError) -> Color {
        if let reference = object["reference"]?.string {
            guard let system = SystemColors.named(reference) else {
                throw problem(place + ".reference", "expected a system color name, found \(InputText.quoted(reference))")
            }
            let appearance: Appearance = switch (slot.dark == true, slot.highContrast) {
            case (false, false): .light
            case (true, false): .dark
            case (false, true): .lightHighContrast
            case (true, true): .darkHighContrast
            }
            return system[appearance]
        }
        let spaceName = object["color-space"]?.string ?? "srgb"
        // Xcode writes `extended-gray` for the extended gray space: gray-gamma-22 with unbounded values.
        let extendedGray = spaceName == "extended-gray"
        guard let space = extendedGray ? .grayGamma22 : ColorSpace(rawValue: spaceName) else {
            throw problem(place + "[\"color-space\"]",
                          "expected srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22 or extended-gray, found \(InputText.quoted(spaceName))")
        }
        guard case .object(let components)? = object["components"] else {
            throw problem(place + ".components", "expected a components object, found \(object["components"]?.found ?? "nothing")")
        }
        func component(_ key: String, isAlpha: Bool = false) throws(InputError) -> Double {
            try componentValue(components[key], extended: (space.isExtended || extendedGray) && !isAlpha, place: place + ".components." + key)
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha", isAlpha: true)
        if space == .grayGamma22 {
            let white = try component("white")
            return space.color(white, white, white, alpha: alpha)
        }
        return space.color(try component("red"), try component("green"), try component("blue"), alpha: alpha)
    }

    private func componentValue(_ raw: ParsedJSON?, extended: Bool, place: String) throws(InputError) -> Double {
        let expected = extended ? "a number" : "a number in 0–1, an integer 0–255 or a hex byte 0x00–0xFF"
        guard let raw else { throw problem(place, "expected \(expected), found nothing (missing component)") }
        var value: Double?
        var isByte = false
        switch raw {
        case .number(let number):
            value = number
            isByte = !extended && number > 1 && number.rounded() == number
        case .string(let string):
            let text = string.trimmingCharacters(in: .whitespaces).lowercased()
            if text.hasPrefix("0x") {
                value = Int(text.dropFirst(2), radix: 16).map(Double.init); isByte = true
            } else if text.contains(".") || text.contains("e") {
                value = Double(text)
            } else {
                value = Int(text).map(Double.init); isByte = true
            }
        default:
            break
        }
        guard let v = value, v.isFinite else { throw problem(place, "expected \(expected), found \(raw.found)") }
        if isByte {
            guard (0...255).contains(v) else { throw problem(place, "expected an 8-bit value 0–255, found \(raw.found)") }
            return v / 255
        }
        guard extended || (0...1).contains(v) else {
            throw problem(place, "expected a value in 0–1 (use extended-srgb for wider values), found \(raw.found)")
        }
        guard abs(v) <= ColorSpace.extendedLimit else {
            throw problem(place, "expected a value within ±\(ColorSpace.extendedLimit.formatted()) (the extended range), found \(raw.found)")
        }
        return v
    }
}

private extension ParsedJSON {
    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}
