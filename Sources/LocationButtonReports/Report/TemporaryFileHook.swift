import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// What the host hears about a report write's temporary files, so that it can remove them if the
/// process is stopped before they are renamed into place. The library installs no signal handler
/// and never ends the process: both belong to the program that embeds it (docs/ARCHITECTURE.md).
public struct TemporaryFileHook: Sendable {
    /// Called with a temporary file's path before the file is created.
    public var created: @Sendable (String) -> Void
    /// Called once the file is renamed into place or removed: no longer temporary.
    public var settled: @Sendable (String) -> Void

    public init(created: @escaping @Sendable (String) -> Void, settled: @escaping @Sendable (String) -> Void) {
        self.created = created
        self.settled = settled
    }

    /// For hosts that leave a stopped write's temporary file behind (the studio, tests).
    public static let none = TemporaryFileHook(created: { _ in }, settled: { _ in })
}
