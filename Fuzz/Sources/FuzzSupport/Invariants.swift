import LocationButtonLint

/// Checks the report and message invariants the fuzz targets assert.

/// An error message is one line a terminal shows as it is: no newline, no control character.
public func expectOneLine(_ message: String) {
    if let bad = firstControl(in: message) {
        fuzzFailure("message holds U+\(String(bad, radix: 16, uppercase: true)): \(message.debugDescription)")
    }
}

/// The first control character (general category Cc: U+0000–U+001F, U+007F–U+009F, a range
/// Unicode keeps stable) of `text` other than `allowed`, as its scalar value. Found on the UTF-8
/// bytes: looking up each scalar's general category was an eighth of FuzzCheck's time.
public func firstControl(in text: String, allowed: Set<UInt8> = []) -> UInt32? {
    var text = text
    return text.withUTF8 { bytes -> UInt32? in
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if (byte < 0x20 || byte == 0x7F), !allowed.contains(byte) { return UInt32(byte) }
            // U+0080–U+009F are C2 80 … C2 9F.
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return UInt32(bytes[index + 1]) }
            index += 1
        }
        return nil
    }
}

/// Runs `body` on one input: a problem it throws must be bad-input messages of one line each;
/// any other error is a finding.
public func expectingInputErrors(_ body: () throws -> Void) {
    do {
        try body()
    } catch let error as InputError {
        expectOneLine(error.description)
    } catch let errors as ThemeFileErrors {
        errors.problems.forEach { expectOneLine($0.description) }
    } catch {
        fuzzFailure("unexpected error \(error)")
    }
}
