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

/// Where one report goes, worked out before anything is written: standard output (`-`), a stream
/// written through (a device, a FIFO, `/dev/stdout`: replacing it with a regular file would break
/// its readers, or as root the system), or a regular file replaced atomically. A symlink is
/// followed, so its target is written and the link stays, unless it lies in the project and
/// leads out of it (`leaves`, refused by `AtomicFileWriter.check`).
package struct FileDestination: Equatable {
    package enum Kind: Equatable {
        case standardOutput
        case stream
        /// A regular file (existing or to be created); `mode` is kept for an existing one.
        case file(mode: mode_t?)
    }

    /// The path as the user typed it, for messages.
    package let path: String
    /// The path written: the symlink's target, for a link.
    package let resolved: String
    package let kind: Kind

    package static let standardOutputName = "-"

    /// Resolves `path`, refusing what cannot be written: a folder, a read-only file, a missing or
    /// read-only folder to create a file in.
    package static func resolve(_ path: String) throws(InputError) -> FileDestination {
        if path == standardOutputName { return FileDestination(path: path, resolved: path, kind: .standardOutput) }
        let resolved = Self.followingLinks(path)
        // Every call by the name's bytes (PathBytes): the name need not be UTF-8.
        if let info = PathBytes.status(resolved) {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw InputError(file: path, "expected a file to write the report to, found a folder")
            case S_IFREG:
                // Mode bits, not access(2): as root access() allows writing a read-only file.
                guard info.st_mode & 0o222 != 0, PathBytes.withCString(resolved, { access($0, W_OK) }) == 0 else {
                    throw InputError(file: path, "expected a writable file, found a read-only file (not replaced)")
                }
                if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
                    // `/dev/stdout` redirected to a file: the shell owns that file; write into it.
                    return FileDestination(path: path, resolved: resolved, kind: .stream)
                }
                return FileDestination(path: path, resolved: resolved, kind: .file(mode: info.st_mode & 0o7777))
            default:
                return FileDestination(path: path, resolved: resolved, kind: .stream)
            }
        }
        let folder = URL(fileURLWithPath: resolved).deletingLastPathComponent().path
        guard PathBytes.isFolder(folder) else {
            throw InputError(file: path, "expected a file in an existing folder, found no folder \(folder)")
        }
        guard PathBytes.withCString(folder, { access($0, W_OK) }) == 0 else {
            throw InputError(file: path, "expected a file in a writable folder, found \(folder) read-only")
        }
        return FileDestination(path: path, resolved: resolved, kind: .file(mode: nil))
    }

    /// `path` with every symlink along it followed, also a dangling one (its target is created).
    package static func followingLinks(_ path: String) -> String {
        var current = URL(fileURLWithPath: path).standardizedFileURL.path
        for _ in 0..<40 {  // MAXSYMLINKS: a loop of links ends here and fails at open
            if let real = PathBytes.realPath(current) { return real }
            guard let target = PathBytes.linkTarget(current) else {
                // Not a link and not there: resolve its folder, keep the name.
                let url = URL(fileURLWithPath: current)
                guard let folder = PathBytes.realPath(url.deletingLastPathComponent().path) else { return current }
                return URL(fileURLWithPath: folder).appendingPathComponent(url.lastPathComponent).path
            }
            current = target.hasPrefix("/") ? target
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL.path
        }
        return current
    }

    /// Whether this path lies inside `project` as written but leads out of it through a link
    /// (docs/hostile-input.md: nothing is written through a link that leaves the project).
    package func leaves(_ project: String) -> Bool {
        kind != .standardOutput && InputFile.leaves(path, project: project, resolved: resolved)
    }

    /// The same file as `other`: one inode, or (not yet created) one resolved path.
    package func isSame(as other: FileDestination) -> Bool {
        if kind == .standardOutput || other.kind == .standardOutput { return kind == other.kind }
        return resolved == other.resolved || Self.sameInode(resolved, other.resolved)
    }

    /// Whether two existing paths name one file (hard links, `./x` and `x`, links).
    package static func sameInode(_ a: String, _ b: String) -> Bool {
        guard let x = PathBytes.status(a), let y = PathBytes.status(b) else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
}
