import ArgumentParser
import LocationButtonLint

// The library's vocabulary as option values: ArgumentParser checks them and lists the choices
// in the usage error, so no command parses them by hand.
extension Appearance: ExpressibleByArgument {}
extension AccessibilityProfile: ExpressibleByArgument {}
extension FontWeight: ExpressibleByArgument {}
extension Title: ExpressibleByArgument {}
extension Glyph: ExpressibleByArgument {}
extension SystemTarget: ExpressibleByArgument {}

/// `--format` of the commands that print one result: text for people, JSON for tools.
enum OutputFormat: String, ExpressibleByArgument { case text, json }
extension ContrastCheck.Platform: ExpressibleByArgument {}
