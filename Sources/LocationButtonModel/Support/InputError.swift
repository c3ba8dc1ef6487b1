/// A problem with something the user gave us (a theme, catalog, manifest or font file). Printed as
/// one line: `file:place: what was expected, what was found`. Every reader throws this, so the CLI
/// can print it and exit 2 without knowing which reader failed.
public struct InputError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file as the user named it.
    public var file: String
    /// `line:column`, a line number, or a JSON path such as `$.strings.currentLocation`; nil when
    /// the problem concerns the whole file.
    public var place: String?
    /// What was expected and what was found, e.g. "expected a number, found \"abc\"".
    public var message: String

    public init(file: String, place: String? = nil, _ message: String) {
        self.file = file; self.place = place; self.message = message
    }

    /// One line whatever the file name or message holds (control characters escaped), at most
    /// `lineLimit` characters: a message listing 100,000 bad values is cut, saying how much.
    public var description: String {
        // A name that is not UTF-8 shows its bytes as \xNN (PathBytes).
        let line = PathBytes.display(InputText.escapingControls(place.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"))
        guard line.utf8.count > Self.lineLimit, line.count > Self.lineLimit else { return line }
        return String(line.prefix(Self.lineLimit)) + "… (\(line.count - Self.lineLimit) more characters)"
    }

    /// The longest line a message prints, in characters (a screenful).
    public static let lineLimit = 2_000
}
