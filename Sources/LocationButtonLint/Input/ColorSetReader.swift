import Foundation

/// Reads one `*.colorset/Contents.json` into per-appearance colors.
///
/// Component formats (Xcode's Input Method menu): floating point strings or JSON numbers
/// (`"0.478"`, 0.478), 8-bit integer strings 0–255 (`"122"`), and 8-bit hex strings (`"0x7A"`).
/// A string without a decimal point is 8-bit. Floats must lie in 0–1 except in the extended spaces.
/// Entries for other idioms (mac, tv, watch, car, vision) are ignored; an `iphone` entry wins over a
/// `universal` one, and a `display-P3` gamut entry over an sRGB one (iPhones have P3 displays).
/// Fallbacks follow UIKit's trait matching: dark → any; light high contrast → any high contrast →
/// any; dark high contrast → dark → any high contrast → any.
struct ColorSetReader {
    var file: String

    private struct Slot: Hashable { var dark: Bool?; var highContrast: Bool }

    func read(_ json: [String: Any]) throws(InputError) -> AppearanceColors {
        guard let entries = json["colors"] as? [Any] else {
            throw InputError(file: file, place: "$.colors", "expected an array of color entries, found \(describe(json["colors"]))")
        }
        var slots: [Slot: (rank: Int, color: Color)] = [:]
        for (index, raw) in entries.enumerated() {
            let place = "$.colors[\(index)]"
            guard let entry = raw as? [String: Any] else {
                throw InputError(file: file, place: place, "expected an object, found \(describe(raw))")
            }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            let gamut = entry["display-gamut"] as? String
            let rank = (idiom == "iphone" ? 4 : 0) + (gamut == "display-P3" ? 2 : gamut == nil ? 1 : 0)
            let slot = try slotOf(entry["appearances"], place: place + ".appearances")
            guard let colorObject = entry["color"] as? [String: Any] else {
                throw InputError(file: file, place: place + ".color", "expected a color object, found \(describe(entry["color"]))")
            }
            let color = try readColor(colorObject, slot: slot, place: place + ".color")
            if (slots[slot]?.rank ?? -1) < rank { slots[slot] = (rank, color) }
        }
        func value(_ dark: Bool?, _ high: Bool) -> Color? { slots[Slot(dark: dark, highContrast: high)]?.color }
        guard let any = value(false, false) ?? value(nil, false) else {
            throw InputError(file: file, place: "$.colors", "expected an iOS color entry for the default (any) appearance, found none")
        }
        let dark = value(true, false)
        let anyHigh = value(false, true) ?? value(nil, true)
        let darkHigh = value(true, true)
        var defined: Set<Appearance> = [.light]
        if dark != nil { defined.insert(.dark) }
        if anyHigh != nil { defined.insert(.lightHighContrast) }
        if darkHigh != nil { defined.insert(.darkHighContrast) }
        return AppearanceColors(light: any, dark: dark ?? any, lightHighContrast: anyHigh ?? any,
                                darkHighContrast: darkHigh ?? dark ?? anyHigh ?? any, defined: defined)
    }

    /// `appearances`: luminosity light/dark and contrast high; nil luminosity means "any".
    private func slotOf(_ raw: Any?, place: String) throws(InputError) -> Slot {
        guard let raw else { return Slot(dark: nil, highContrast: false) }
        guard let list = raw as? [Any] else { throw InputError(file: file, place: place, "expected an array, found \(describe(raw))") }
        var slot = Slot(dark: nil, highContrast: false)
        for (i, item) in list.enumerated() {
            let p = "\(place)[\(i)]"
            guard let pair = item as? [String: Any], let kind = pair["appearance"] as? String,
                  let value = pair["value"] as? String else {
                throw InputError(file: file, place: p, "expected {\"appearance\": …, \"value\": …}, found \(describe(item))")
            }
            switch (kind, value) {
            case ("luminosity", "light"): slot.dark = false
            case ("luminosity", "dark"): slot.dark = true
            case ("contrast", "high"): slot.highContrast = true
            default:
                throw InputError(file: file, place: p, "expected luminosity light/dark or contrast high, found \(kind) \(value)")
            }
        }
        return slot
    }

    private func readColor(_ object: [String: Any], slot: Slot, place: String) throws(InputError) -> Color {
        if let reference = object["reference"] as? String {
            guard let system = SystemColors.named(reference) else {
                throw InputError(file: file, place: place + ".reference", "expected a system color name, found \"\(reference)\"")
            }
            let appearance: Appearance = switch (slot.dark == true, slot.highContrast) {
            case (false, false): .light
            case (true, false): .dark
            case (false, true): .lightHighContrast
            case (true, true): .darkHighContrast
            }
            return system[appearance]
        }
        let spaceName = object["color-space"] as? String ?? "srgb"
        guard let space = ColorSpace(rawValue: spaceName) else {
            throw InputError(file: file, place: place + ".color-space",
                             "expected srgb, extended-srgb, display-p3, extended-linear-srgb or gray-gamma-22, found \"\(spaceName)\"")
        }
        guard let components = object["components"] as? [String: Any] else {
            throw InputError(file: file, place: place + ".components", "expected a components object, found \(describe(object["components"]))")
        }
        func component(_ key: String, isAlpha: Bool = false) throws(InputError) -> Double {
            try componentValue(components[key], extended: space.isExtended && !isAlpha, place: place + ".components." + key)
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha", isAlpha: true)
        if space == .grayGamma22 {
            let white = try component("white")
            return space.color(white, white, white, alpha: alpha)
        }
        return space.color(try component("red"), try component("green"), try component("blue"), alpha: alpha)
    }

    private func componentValue(_ raw: Any?, extended: Bool, place: String) throws(InputError) -> Double {
        let expected = extended ? "a number" : "a number in 0–1, an integer 0–255 or a hex byte 0x00–0xFF"
        guard let raw else { throw InputError(file: file, place: place, "expected \(expected), found nothing (missing component)") }
        var value: Double?
        var isByte = false
        if let number = raw as? NSNumber, !(raw is Bool) {
            value = number.doubleValue
        } else if let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) {
            if text.lowercased().hasPrefix("0x") {
                value = Int(text.dropFirst(2), radix: 16).map(Double.init); isByte = true
            } else if text.contains(".") || text.lowercased().contains("e") {
                value = Double(text)
            } else {
                value = Int(text).map(Double.init); isByte = true
            }
        }
        guard let v = value, v.isFinite else { throw InputError(file: file, place: place, "expected \(expected), found \(describe(raw))") }
        if isByte {
            guard (0...255).contains(v) else { throw InputError(file: file, place: place, "expected an 8-bit value 0–255, found \(describe(raw))") }
            return v / 255
        }
        guard extended || (0...1).contains(v) else {
            throw InputError(file: file, place: place, "expected a value in 0–1 (use extended-srgb for wider values), found \(describe(raw))")
        }
        return v
    }

    private func describe(_ raw: Any?) -> String {
        switch raw {
        case nil: "nothing"
        case let s as String: "\"\(s)\""
        case let n as NSNumber: "\(n)"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        case let other?: "\(other)"
        }
    }
}
