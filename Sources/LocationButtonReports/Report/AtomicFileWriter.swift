import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes report files so that a reader never sees a half-written one and a failed run leaves
/// nothing behind (docs/contracts.md): every destination is checked first (`FileDestination`); regular
/// files go to a temporary file in the target's folder (same file system, so the rename is atomic)
/// and are renamed into place only when every report is complete; streams (devices, FIFOs,
/// standard output) are written through. The host hears of each temporary file (`TemporaryFileHook`),
/// so a stopped process can remove them.
public enum AtomicFileWriter {
    /// Checks, before anything is read, that every destination can be written, that no two name
    /// one file, that none is one of the run's inputs (a file, or inside an input folder) and that
    /// none inside one of `projects` (the folders a pull request controls) is a link leading out
    /// of it: a planted `report.sarif -> ~/.bashrc` is never written through.
    public static func check(destinations: [String], inputs: [String], projects: [String] = []) throws(InputError) {
        let resolved = try distinct(destinations)
        for destination in resolved where destination.kind != .standardOutput {
            for input in inputs where isInput(destination, input) {
                throw InputError(file: destination.path, "expected a report destination, found \(InputText.shown(input)), one of the run's inputs (not overwritten)")
            }
            if let project = projects.first(where: { destination.leaves($0) }) {
                throw InputError(file: destination.path, "expected a report destination inside the project \(InputText.shown(project)), found a link to \(InputText.shown(destination.resolved)) (not followed)")
            }
        }
    }

    /// Writes every `(path, contents)` pair, or none of them (`-` is standard output).
    public static func write(_ files: [(path: String, contents: Data)], hook: TemporaryFileHook = .none) throws(InputError) {
        try write(streaming: files.map { file in (file.path, { (sink: (Data) -> Void) in sink(file.contents) }) }, hook: hook)
    }

    /// The same for contents handed over a piece at a time (`write` calls `sink` with each piece),
    /// so a report of gigabytes never has to be held whole.
    public static func write(streaming files: [(path: String, write: ((Data) -> Void) -> Void)],
                             hook: TemporaryFileHook = .none) throws(InputError) {
        let destinations = try distinct(files.map(\.path))
        var staged: [(temporary: String, destination: FileDestination)] = []
        func remove(_ temporary: String) {
            PathBytes.withCString(temporary) { _ = unlink($0) }
            hook.settled(temporary)
        }
        func discard() {
            for file in staged { remove(file.temporary) }
        }
        for (destination, file) in zip(destinations, files) {
            guard case .file(let mode) = destination.kind else { continue }
            let url = URL(fileURLWithPath: destination.resolved)
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
            hook.created(temporary)
            let descriptor = PathBytes.withCString(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL, mode ?? 0o644) }
            guard descriptor >= 0 else {
                remove(temporary)
                discard()
                throw failure(destination.path)
            }
            staged.append((temporary, destination))
            if let mode { fchmod(descriptor, mode) }  // umask would narrow it
            let complete = writeAll(file.write, to: descriptor)
            guard close(descriptor) == 0, complete else { discard(); throw failure(destination.path) }
        }
        for (destination, file) in zip(destinations, files) where destination.kind == .stream || destination.kind == .standardOutput {
            // Opened without blocking: a FIFO nobody reads fails at once (ENXIO) instead of
            // waiting for a reader forever; once open, writes block as a stream's should.
            let descriptor = destination.kind == .standardOutput ? STDOUT_FILENO
                : PathBytes.withCString(destination.resolved) { open($0, O_WRONLY | O_APPEND | O_NONBLOCK) }
            guard descriptor >= 0 else {
                let noReader = errno == ENXIO
                discard()
                if noReader { throw InputError(file: destination.path, "expected a FIFO with a reader, found none (not waited for)") }
                throw failure(destination.path)
            }
            if descriptor != STDOUT_FILENO { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
            let complete = writeAll(file.write, to: descriptor)
            if descriptor != STDOUT_FILENO { close(descriptor) }
            guard complete else { discard(); throw failure(destination.path) }
        }
        for (index, file) in staged.enumerated() where Self.rename(file.temporary, to: file.destination.resolved) != 0 {
            let error = failure(file.destination.path)
            for later in staged[index...] { remove(later.temporary) }
            throw error
        }
        for file in staged { hook.settled(file.temporary) }
    }

    private static func distinct(_ paths: [String]) throws(InputError) -> [FileDestination] {
        var destinations: [FileDestination] = []
        for path in paths {
            let destination = try FileDestination.resolve(path)
            if let first = destinations.first(where: { $0.isSame(as: destination) }) {
                let what = first.path == destination.path ? "again" : "again (as \(first.path))"
                throw InputError(file: path, "expected one report per destination, found this file \(what)")
            }
            destinations.append(destination)
        }
        return destinations
    }

    /// Whether writing `destination` would change `input` (an input file, or a file in an input folder).
    private static func isInput(_ destination: FileDestination, _ input: String) -> Bool {
        if FileDestination.sameInode(destination.resolved, input) { return true }
        let folder = FileDestination.followingLinks(input)
        guard PathBytes.isFolder(folder) else { return false }
        return destination.resolved.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `rename(2)` by the names' bytes (PathBytes).
    private static func rename(_ from: String, to: String) -> Int32 {
        PathBytes.withCString(from) { source in PathBytes.withCString(to) { Foundation.rename(source, $0) } }
    }

    /// Every piece `write` hands over, in order; false after the first failed write (the rest
    /// is still produced, but not written).
    private static func writeAll(_ write: ((Data) -> Void) -> Void, to descriptor: Int32) -> Bool {
        var complete = true
        write { piece in if complete { complete = writeAll(piece, to: descriptor) } }
        return complete
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 { if errno == EINTR { continue }; return false }
                offset += written
            }
            return true
        }
    }

    private static func failure(_ path: String) -> InputError {
        InputError(file: path, "expected a writable file, found \(String(cString: strerror(errno)).lowercased())")
    }
}
