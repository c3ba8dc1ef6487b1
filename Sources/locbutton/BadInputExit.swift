import ArgumentParser
import Foundation
import LocationButtonLint

/// DESIGN.md section 6: bad input is one line on stderr and exit code 2, with nothing on stdout.
enum BadInputExit {
    /// Runs a command's work, turning an `InputError` or a character no font covers into that line.
    static func guarding<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as InputError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        } catch let error as UncoveredCharacterError {
            FileHandle.standardError.write(Data(("locbutton: " + error.description + "\n").utf8))
            throw ExitCode(2)
        }
    }
}
