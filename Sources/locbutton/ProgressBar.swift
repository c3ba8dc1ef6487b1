import Foundation

/// A progress bar on stderr for long runs in an interactive terminal. It stays silent when stderr
/// is not a terminal (piped, redirected) or `CI` is set, and until the run has taken
/// `delay` seconds, so quick runs and logs never see it; it erases itself when done.
final class ProgressBar: @unchecked Sendable {
    /// Runs shorter than this print nothing.
    static let delay: TimeInterval = 0.75
    private static let width = 30

    private let enabled: Bool
    /// `LOCBUTTON_PROGRESS_DELAY` (seconds) replaces `delay`, so a test sees the bar on a run that
    /// is fast whatever the machine.
    private let delay: TimeInterval
    private let start = Date()
    private let lock = NSLock()
    private var drawn = false

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        enabled = isatty(STDERR_FILENO) == 1 && environment["CI"] == nil
        delay = environment["LOCBUTTON_PROGRESS_DELAY"].flatMap(TimeInterval.init) ?? Self.delay
    }

    /// Whether updates may ever draw, so callers only split work into steps when it shows.
    var isEnabled: Bool { enabled }

    func update(done: Int, of total: Int, label: String) {
        guard enabled, total > 0, Date().timeIntervalSince(start) >= delay else { return }
        let filled = Self.width * min(done, total) / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: Self.width - filled)
        lock.withLock {
            FileHandle.standardError.write(Data("\r\u{1B}[2K\(bar) \(done)/\(total) \(label)".utf8))
            drawn = true
        }
    }

    func finish() {
        lock.withLock {
            if drawn { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
            drawn = false
        }
    }
}
