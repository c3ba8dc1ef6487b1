import Foundation
import Testing

/// Issue 14, "the user's files": a report never replaces one of the run's inputs, two reports
/// never share a path, and writing follows what the destination is (a symlink's target, a
/// device or FIFO written through, a read-only file refused, `-` for standard output); a failed
/// or interrupted run leaves no report and no temporary file.
@Suite struct OutputSafetyTests {
    typealias Runner = LocbuttonRunner

    /// A folder holding a copy of the passing fixture theme as `t.yaml`.
    private func folderWithTheme() throws -> (folder: URL, theme: String, text: String) {
        let folder = try Runner.temporaryFolder()
        let theme = folder.appendingPathComponent("t.yaml").path
        let text = try String(contentsOfFile: try Runner.fixture("passing.yaml"), encoding: .utf8)
        try text.write(toFile: theme, atomically: false, encoding: .utf8)
        return (folder, theme, text)
    }

    private func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("a destination that is an input is refused before anything is read") func aDestinationThatIsAnInputIsRefusedBeforeAnythingIsRead() throws {
        let (folder, theme, text) = try folderWithTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("titles.xcstrings").path
        try FileManager.default.copyItem(atPath: try Runner.fixture("uncovered.xcstrings"), toPath: catalog)
        let expected = "expected a report destination, found"
        for arguments in [["--output", theme], ["--report", "json=\(theme)"], ["--output", "./t.yaml"],
                          ["--baseline", "t.yaml", "--update-baseline"],
                          ["--locales", catalog, "--report", "sarif=\(catalog)"],
                          ["--languages-from", catalog, "--output", catalog]] {
            let result = try Runner.run(["check", theme] + arguments, in: folder)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderrLines.count == 1 && result.stderr.contains(expected), "\(result.stderr)")
        }
        #expect(try String(contentsOfFile: theme, encoding: .utf8) == text)
        #expect(try entries(folder) == ["t.yaml", "titles.xcstrings"])
    }

    @Test("reports inside the asset catalog or over the fonts manifest are refused") func reportsInsideTheAssetCatalogOrOverTheFontsManifestAreRefused() throws {
        let (folder, theme, _) = try folderWithTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let assets = folder.appendingPathComponent("Colors.xcassets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        let fonts = folder.appendingPathComponent("fonts.json").path
        try "{}".write(toFile: fonts, atomically: false, encoding: .utf8)
        let inAssets = try Runner.run(["check", theme, "--assets", assets.path, "--output", assets.appendingPathComponent("Contents.json").path])
        #expect(inAssets.status == 2 && inAssets.stderr.contains("one of the run's inputs"))
        let overFonts = try Runner.run(["check", theme, "--fonts", fonts, "--output", fonts])
        #expect(overFonts.status == 2 && overFonts.stderr.contains("one of the run's inputs"))
        #expect(try String(contentsOfFile: fonts, encoding: .utf8) == "{}")
    }

    /// A theme's own `assets:` catalog is an input as `--assets` is: a report inside it, or over
    /// one of its colorsets, is refused with the message `--assets` gives, and the colorset stays.
    @Test("reports inside a themes own asset catalog are refused") func reportsInsideAThemesOwnAssetCatalogAreRefused() throws {
        let (folder, theme, text) = try folderWithTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let colorset = folder.appendingPathComponent("Colors.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
        let contents = colorset.appendingPathComponent("Contents.json").path
        let colorsetText = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1","green":"0.4","blue":"0.2","alpha":"1"}}}]}"#
        try colorsetText.write(toFile: contents, atomically: false, encoding: .utf8)
        try ("assets: Colors.xcassets\n" + text).write(toFile: theme, atomically: false, encoding: .utf8)
        let catalog = folder.appendingPathComponent("Colors.xcassets").path
        for destination in [["--output", contents], ["--report", "json=\(contents)"],
                            ["--output", colorset.appendingPathComponent("new.txt").path]] {
            let named = try Runner.run(["check", theme] + destination, in: folder)
            #expect(named.status == 2, "\(destination): \(named.stderr)")
            #expect(named.stdout.isEmpty)
            // The same line as with the catalog given as --assets (the theme's path, made absolute).
            let given = try Runner.run(["check", theme, "--assets", catalog] + destination, in: folder)
            #expect(given.status == 2)
            #expect(named.stderrLines == given.stderrLines, "\(named.stderr) vs \(given.stderr)")
            #expect(named.stderrLines.count == 1 && named.stderr.contains("one of the run's inputs"))
        }
        #expect(try String(contentsOfFile: contents, encoding: .utf8) == colorsetText)
        #expect(try FileManager.default.contentsOfDirectory(atPath: colorset.path) == ["Contents.json"])
    }

    @Test("a baseline being recorded may be written") func aBaselineBeingRecordedMayBeWritten() throws {
        let (folder, theme, _) = try folderWithTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let result = try Runner.run(["check", theme, "--baseline", baseline, "--update-baseline"])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: baseline))
    }

    @Test("two reports to one path are refused") func twoReportsToOnePathAreRefused() throws {
        let (folder, theme, _) = try folderWithTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Runner.run(["check", theme, "--output", "a.txt", "--report", "json=./a.txt"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderrLines == ["a.txt: expected one report per destination, found this file again (as ./a.txt)"])
        #expect(try entries(folder) == ["t.yaml"])
    }

    @Test("a folder among the destinations leaves no report") func aFolderAmongTheDestinationsLeavesNoReport() throws {
        let (folder, theme, _) = try folderWithTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Runner.run(["check", theme, "--report", "json=a.json", "--report", "sarif=b.sarif", "--output", "."], in: folder)
        #expect(result.status == 2)
        #expect(result.stderrLines == [".: expected a file to write the report to, found a folder"])
        #expect(try entries(folder) == ["t.yaml"])
    }

    @Test("a symlink is followed and kept") func aSymlinkIsFollowedAndKept() throws {
        let (folder, theme, _) = try folderWithTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.json").path, link = folder.appendingPathComponent("link.json").path
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.json")
        let result = try Runner.run(["check", theme, "--format", "json", "--output", link])
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.json")
        #expect(try Runner.json(String(contentsOfFile: target, encoding: .utf8))["schemaVersion"] != nil)
        #expect(try entries(folder) == ["link.json", "t.yaml", "target.json"])
    }

    @Test("a read only file is refused") func aReadOnlyFileIsRefused() throws {
        let (folder, theme, _) = try folderWithTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.txt").path
        try "keep".write(toFile: report, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: report)
        let result = try Runner.run(["check", theme, "--output", report])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["\(report): expected a writable file, found a read-only file (not replaced)"])
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "keep")
    }

    @Test("devices are written through and dash is standard output") func devicesAreWrittenThroughAndDashIsStandardOutput() throws {
        let theme = try Runner.fixture("passing.yaml")
        let devNull = try Runner.run(["check", theme, "--output", "/dev/null"])
        #expect(devNull.status == 0 && devNull.stdout.isEmpty)
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
        let dash = try Runner.run(["check", theme, "--output", "-"])
        #expect(dash.status == 0)
        #expect(dash.stdoutLines.dropLast().last == "1 passed, 0 failed")
        // /dev/stdout is the runner's stdout file here: written into, not replaced.
        let devStdout = try Runner.run(["check", theme, "--output", "/dev/stdout"])
        #expect(devStdout.stdoutLines.dropLast().last == "1 passed, 0 failed")
    }

    @Test("a FIFO is written through to its reader") func aFIFOIsWrittenThroughToItsReader() throws {
        let (folder, theme, _) = try folderWithTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let received = ReceivedText()
        let reader = Thread {
            // Opening a FIFO for reading waits for its writer; reading ends when the writer closes.
            let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            received.text = String(decoding: data, as: UTF8.self)
        }
        reader.start()
        let result = try Runner.run(["check", theme, "--output", fifo])
        #expect(result.status == 0)
        while !received.done { usleep(10_000) }
        #expect(received.text.contains("1 passed, 0 failed"))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    /// A FIFO whose reader reads nothing blocks the write once the pipe is full (an HTML page is
    /// larger than the 64 KB a pipe holds), after the JSON report's temporary file is staged:
    /// SIGTERM then must remove that temporary file. (A FIFO nobody opened is refused at once:
    /// `HostileTreeRound2Tests`.)
    @Test("a signal while writing removes the temporary file") func aSignalWhileWritingRemovesTheTemporaryFile() throws {
        let (folder, _, _) = try folderWithTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let process = Process()
        process.executableURL = Runner.executable
        process.arguments = ["check", Runner.exampleTheme, "--report", "json=r.json", "--format", "html", "--output", fifo]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(180)
        while Date() < deadline, !(try entries(folder)).contains(where: { $0.hasSuffix(".tmp") }) { usleep(20_000) }
        #expect(try entries(folder).contains { $0.hasPrefix(".r.json.") && $0.hasSuffix(".tmp") })
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try entries(folder) == ["pipe", "t.yaml"])
    }
}

/// Text a reader thread hands back.
private final class ReceivedText: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?
    var text: String {
        get { lock.withLock { value ?? "" } }
        set { lock.withLock { value = newValue } }
    }
    var done: Bool { lock.withLock { value != nil } }
}
