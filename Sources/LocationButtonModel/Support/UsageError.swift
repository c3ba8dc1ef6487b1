/// A command-line value the library refuses (bad usage, exit 2 with the usage hint), as opposed to
/// bad input in a file (`InputError`): the message says the option, what it expects and what it found.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
