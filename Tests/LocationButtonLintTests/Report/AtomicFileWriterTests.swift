import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct AtomicFileWriterTests {
    private func makeFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("writes every file and leaves no temporaries") func writesEveryFileAndLeavesNoTemporaries() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.json").path, b = folder.appendingPathComponent("b.sarif").path
        try "old".write(toFile: a, atomically: false, encoding: .utf8)
        try AtomicFileWriter.write([(a, Data("new a".utf8)), (b, Data("new b".utf8))])
        #expect(try String(contentsOfFile: a, encoding: .utf8) == "new a")
        #expect(try String(contentsOfFile: b, encoding: .utf8) == "new b")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.json", "b.sarif"])
    }

    @Test("a failure writes nothing and keeps the old file") func aFailureWritesNothingAndKeepsTheOldFile() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.json").path
        let missing = folder.appendingPathComponent("no-such-folder/b.sarif").path
        try "old".write(toFile: a, atomically: false, encoding: .utf8)
        #expect(throws: InputError(file: missing, "expected a file in an existing folder, found no folder \(folder.path)/no-such-folder")) {
            try AtomicFileWriter.write([(a, Data("new a".utf8)), (missing, Data("new b".utf8))])
        }
        #expect(try String(contentsOfFile: a, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.json"])
    }
}
