import ArgumentParser
import Foundation
import LocationButtonLint
import LocationButtonScanner
import LocationButtonCheck

/// docs/contracts.md: bad input is one line on stderr and exit code 2, with nothing on stdout.
enum BadInputExit {
    /// Runs a command's work, turning an `InputError` (every one of a `ThemeFileErrors`) or a
    /// character no font covers into that line. Every command's bad input goes through here.
    static func guarding<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let interrupted as Check.Interrupted {
            for note in interrupted.notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
            return try guarding { throw interrupted.error }
        } catch let error as InputError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        } catch let errors as ThemeFileErrors {
            FileHandle.standardError.write(Data(errors.problems.map { $0.description + "\n" }.joined().utf8))
            throw ExitCode(2)
        } catch let error as UncoveredCharacterError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        }
    }

    /// Runs work that may refuse a value of the command line: the library's `UsageError` becomes
    /// ArgumentParser's, so it is said as every usage error is (one line, exit 2).
    static func usage<T>(_ work: () throws -> T) throws -> T {
        do { return try work() } catch let error as UsageError { throw ValidationError(error.message) }
    }
}
