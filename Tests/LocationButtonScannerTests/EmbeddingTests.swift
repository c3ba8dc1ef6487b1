import Foundation
import Testing
import LocationButtonLint
import LocationButtonScanner
import LocationButtonCheck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The library as another program embeds it: it returns values, never ends the process and
/// installs no signal handler; the process (its handlers, standard output, exit) is the host's
/// (docs/ARCHITECTURE.md).
@Suite struct EmbeddingTests {
    /// The handler each signal a report write once handled has (its address, or SIG_DFL's 0).
    static func handlers() -> [Int] {
        [SIGINT, SIGTERM, SIGHUP].map { number in
            var action = sigaction()
            guard sigaction(number, nil, &action) == 0 else { return -1 }
            #if canImport(Glibc)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
            #else
            return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
            #endif
        }
    }

    @Test("two checks run at once in one process write their reports and leave the process's signal handlers alone")
    func twoChecksAtOnceInstallNoHandler() throws {
        let folder = try CheckTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = Self.handlers()

        let heard = Heard()
        let hook = TemporaryFileHook(created: { heard.add("created", $0) }, settled: { heard.add("settled", $0) })
        let outputs = (0..<2).map { folder.appendingPathComponent("report-\($0).json").path }
        let failures = Heard()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            var request = CheckTests.request()
            request.format = .json
            request.output = outputs[index]
            do {
                let outcome = try Check.run(request)
                try outcome.writeFiles(hook: hook)
            } catch {
                failures.add("error", "\(error)")
            }
        }

        #expect(failures.events.isEmpty)
        #expect(Self.handlers() == before)
        // Both reports arrived whole, and alike: one check did not disturb the other.
        let reports = try outputs.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(reports[0] == reports[1])
        #expect(try JSONSerialization.jsonObject(with: reports[0]) is [String: Any])
        // The host heard of each temporary file once created and once settled, and none is left.
        let created = heard.events.filter { $0.kind == "created" }.map(\.path)
        let settled = heard.events.filter { $0.kind == "settled" }.map(\.path)
        #expect(created.count == 2)
        #expect(Set(created) == Set(settled))
        #expect(created.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    }
}

/// Events from several threads, in arrival order.
private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [(kind: String, path: String)] = []
    func add(_ kind: String, _ path: String) { lock.withLock { list.append((kind, path)) } }
    var events: [(kind: String, path: String)] { lock.withLock { list } }
}
