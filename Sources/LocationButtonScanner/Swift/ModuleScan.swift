import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation
import SwiftSyntax

/// Scans the Swift files of one module for location buttons, reading each file once and parsing
/// each at most once in the usual case, and parsing only the files that can matter:
///
/// - a file that mentions a button (or that `.locbutton.yml` names) is parsed, its declarations
///   collected, and its buttons read at once against its own declarations, recording every
///   name the reading looks up in the module (`ModuleDeclarations.QueryLog`);
/// - any other file (and every context file) is parsed only when its bytes hold one of those
///   names as a whole word: a file that never writes a name cannot declare it, so its
///   declarations could not change what the buttons read;
/// - a file whose buttons looked up a name that another file declares is read again against the
///   module's declarations, from the tree kept for it (within `keptTreeBudget`) or parsed again.
///
/// The buttons are those a scan against every file's declarations finds: each reading is checked
/// against the module's answer to every lookup it made, and one that got another answer is done
/// again, until no name is new and every answer agrees (a reading that asks the same questions
/// and gets the same answers is the same reading).
package enum ModuleScan {
    /// The source bytes of files whose trees are kept for a second reading: the parser's tree
    /// takes about 120 bytes per byte of source, so 128 KB keeps about 15 MB (512 KB took a
    /// 2,400-file app from 52 to 93 MB). A module's button files are usually far smaller; past
    /// it a file is parsed again when it must be read again.
    package static let keptTreeBudget = 128 << 10

    /// The buttons of each of `files`, in order, or the problem that keeps one from being
    /// scanned. `context` files lend their declarations only; a scanned file whose bytes never
    /// mention a button (and that `named` does not name) has none. A context file that cannot be
    /// read lends nothing, as one outside the parser's limits (`SwiftFileScan.parseWithinLimits`).
    /// `gauge` counts the file scans running at once (tests).
    package static func scan(files: [String], context: [String], named: (String) -> Bool, assetNames: Set<String>,
                     threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                     keptTreeBudget: Int = keptTreeBudget, gauge: ScanGauge? = nil) -> Outcome {
        let paths = files + context
        let state = State(count: paths.count, keptTreeBudget: keptTreeBudget)
        let isNamed = files.map(named)
        // Each file read; each button file parsed, its declarations collected, its buttons read
        // against them, while the others are read.
        parallel(Array(paths.indices), threads: threads, gauge: gauge) { index in
            let isScanned = index < files.count
            do throws(InputError) {
                let data = try InputFile.read(paths[index], as: .swift)
                if isScanned && (isNamed[index] || SwiftFileScan.mentionsButton(data)) {
                    state.startButtonFile(index, data: data)
                    state.first(index, path: paths[index], assetNames: assetNames)
                } else {
                    state.startCandidate(index, data: data, isScanned: isScanned)
                    // A file that declares a type named like a button writes the name: lent or
                    // not, its declaration decides what the module's calls make.
                    if SwiftFileScan.mentionsButton(data) { state.readFacts(index, data: data) }
                }
            } catch {
                // A scanned file's problem is reported; a context file's only lends nothing.
                if isScanned { state.failed(index, error) }
            }
        }
        let buttonFiles = state.buttonFiles.sorted()
        var checkedNames: Set<String> = []
        var declarations = ModuleDeclarations()
        while true {
            // Files that write a name the readings looked up (and no earlier round checked).
            let names = state.lookedUpNames().subtracting(checkedNames)
            checkedNames.formUnion(names)
            let search = WordSearch(names)
            let lenders = state.candidates.sorted().filter { search.occurs(in: state.data[$0]!) }
            state.candidates.subtract(lenders)
            parallel(lenders, threads: threads, gauge: gauge) { index in state.lend(index) }
            if !lenders.isEmpty || state.declarationsChanged {
                declarations = state.moduleDeclarations()
            }
            let stale = buttonFiles.filter { state.isStale($0, against: declarations) }
            if lenders.isEmpty && stale.isEmpty { break }
            let current = declarations
            parallel(stale, threads: threads, gauge: gauge) { index in
                state.again(index, path: paths[index], assetNames: assetNames, declarations: current)
            }
        }
        var results = state.identified(paths: paths, scanned: files.count)
        placeHelpers(&results, paths: paths, data: state.data, declarations: declarations, assetNames: assetNames)
        return Outcome(results: results, parses: state.parses)
    }

    /// Buttons in a view type their own file does not show once get the room of the places in
    /// the module that make it (`HelperPlacement`): the files that write a helper's name are
    /// parsed again for its places (rare: only such buttons ask).
    private static func placeHelpers(_ results: inout [Result<[ScannedButton], InputError>], paths: [String], data: [Data?],
                                     declarations: ModuleDeclarations, assetNames: Set<String>) {
        let types = Set(results.flatMap { (try? $0.get()) ?? [] }.compactMap(\.helperView))
        guard !types.isEmpty else { return }
        let search = WordSearch(types)
        var places: [String: [HelperPlacement.Place]] = [:]
        for index in paths.indices {
            guard let bytes = data[index], search.occurs(in: bytes) else { continue }
            LargeStack.run {
                guard let tree = SwiftFileScan.parseWithinLimits(bytes) else { return }
                let context = SourceFileContext(file: paths[index], tree: tree, source: [UInt8](bytes), assetNames: assetNames,
                                                declarations: declarations)
                for type in types.sorted() { places[type, default: []] += HelperPlacement.places(of: type, in: context) }
            }
        }
        for index in results.indices {
            guard case .success(var buttons) = results[index], buttons.contains(where: { $0.helperView != nil }) else { continue }
            for button in buttons.indices {
                guard let type = buttons[button].helperView else { continue }
                HelperPlacement.apply(places[type] ?? [], to: &buttons[button])
            }
            results[index] = .success(buttons)
        }
    }

    /// What `scan` found, and how often it parsed each file (of `files + context`).
    package struct Outcome {
        package var results: [Result<[ScannedButton], InputError>]
        package var parses: [Int]
    }

    /// Runs `body` for each index on up to `threads` workers, each on a `LargeStack` thread.
    private static func parallel(_ indexes: [Int], threads: Int, gauge: ScanGauge?,
                                 _ body: @escaping @Sendable (Int) -> Void) {
        guard !indexes.isEmpty else { return }
        let queue = WorkQueue(indexes)
        let workers = max(1, min(threads, indexes.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            LargeStack.run {
                while let index = queue.next() {
                    if let gauge { gauge.measure { body(index) } } else { body(index) }
                }
            }
        }
    }
}

/// Hands out indexes to workers, one at a time.
private final class WorkQueue: @unchecked Sendable {
    private let indexes: [Int]
    private var taken = 0
    private let lock = NSLock()

    init(_ indexes: [Int]) { self.indexes = indexes }

    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard taken < indexes.count else { return nil }
        defer { taken += 1 }
        return indexes[taken]
    }
}

extension ModuleScan {
    /// What the scan knows of each file, shared by the workers (each writes only its file's
    /// entries, under the lock).
    fileprivate final class State: @unchecked Sendable {
        var data: [Data?]
        /// Files read for their declarations only, not yet parsed.
        var candidates: Set<Int> = []
        var results: [Result<[ScannedButton], InputError>?]
        /// Each parsed file's declarations (nil: not parsed, or outside the parser's limits).
        private var declared: [[ModuleDeclarations.Collector.Declaration]?]
        /// What each button file's last reading looked up, with the answers it got.
        private var logs: [ModuleDeclarations.QueryLog?]
        /// What each file that mentions a button imports and declares (`ButtonIdentity`).
        private var facts: [ButtonIdentity.FileFacts?]
        /// Trees kept for a second reading, and the source bytes they stand for.
        private var trees: [SourceFileSyntax?]
        private var keptBytes = 0
        private let keptTreeBudget: Int
        /// How many times each file was parsed.
        private(set) var parses: [Int]
        private(set) var declarationsChanged = true
        private let lock = NSLock()

        init(count: Int, keptTreeBudget: Int) {
            self.keptTreeBudget = keptTreeBudget
            parses = Array(repeating: 0, count: count)
            data = Array(repeating: nil, count: count)
            results = Array(repeating: nil, count: count)
            declared = Array(repeating: nil, count: count)
            logs = Array(repeating: nil, count: count)
            trees = Array(repeating: nil, count: count)
            facts = Array(repeating: nil, count: count)
        }

        private func locked<T>(_ body: () -> T) -> T {
            lock.lock(); defer { lock.unlock() }
            return body()
        }

        /// The files that mention a button (or are named), as they are read.
        private(set) var buttonFiles: [Int] = []

        func startButtonFile(_ index: Int, data: Data) {
            locked { self.data[index] = data; buttonFiles.append(index) }
        }

        /// A file read for its declarations only, if at all; a scanned one has no buttons.
        func startCandidate(_ index: Int, data: Data, isScanned: Bool) {
            locked {
                self.data[index] = data
                candidates.insert(index)
                if isScanned { results[index] = .success([]) }
            }
        }

        func failed(_ index: Int, _ error: InputError) {
            locked { results[index] = .failure(error) }
        }

        /// A button file's first reading, against its own declarations. Call on a `LargeStack` thread.
        func first(_ index: Int, path: String, assetNames: Set<String>) {
            let data = locked { self.data[index]! }
            let tree: SourceFileSyntax
            do {
                tree = try SwiftFileScan.parseChecked(data, file: path)
            } catch {
                locked { results[index] = .failure(error) }
                return
            }
            let bytes = [UInt8](data)
            let own = ModuleDeclarations.declarations(in: tree, source: bytes)
            let found = ButtonIdentity.FileFacts(tree, lines: SourceLines(bytes))
            locked { parses[index] += 1; facts[index] = found }
            // A syntax error around a button is the file's problem; its declarations still lend, as any file's.
            if let problem = SwiftFileScan.errorAroundButton(in: tree, file: path) {
                locked { declared[index] = own; results[index] = .failure(problem) }
                return
            }
            let keep = locked { () -> Bool in
                guard keptBytes + data.count <= keptTreeBudget else { return false }
                keptBytes += data.count
                return true
            }
            let log = ModuleDeclarations.QueryLog()
            let scanner = SwiftSourceScanner(assetNames: assetNames, declarations: ModuleDeclarations(own).logging(to: log))
            let buttons = scanner.scan(tree: tree, file: path, source: bytes)
            locked {
                declared[index] = own; logs[index] = log; results[index] = .success(buttons)
                // A kept tree stands for the bytes; without one, the bytes are parsed again if need be.
                if keep { trees[index] = tree; self.data[index] = nil }
            }
        }

        /// A file read for its declarations only. Call on a `LargeStack` thread.
        func lend(_ index: Int) {
            let data = locked { self.data[index] }
            guard let data, let tree = SwiftFileScan.parseWithinLimits(data) else { return }
            let own = ModuleDeclarations.declarations(in: tree, source: [UInt8](data))
            locked { parses[index] += 1; declared[index] = own; declarationsChanged = true; self.data[index] = nil }
        }

        /// A button file read again against the module's declarations. Call on a `LargeStack` thread.
        func again(_ index: Int, path: String, assetNames: Set<String>, declarations: ModuleDeclarations) {
            let (kept, data) = locked { (trees[index], self.data[index]) }
            // The file parsed without a problem before; its bytes are the same.
            if kept == nil { locked { parses[index] += 1 } }
            guard let tree = kept ?? data.flatMap(SwiftFileScan.parseWithinLimits) else { return }
            let log = ModuleDeclarations.QueryLog()
            let buttons = SwiftSourceScanner(assetNames: assetNames, declarations: declarations.logging(to: log))
                .scan(tree: tree, file: path)
            locked { logs[index] = log; results[index] = .success(buttons) }
        }

        /// The imports and type declarations of a file read for its declarations only. Call on
        /// a `LargeStack` thread.
        func readFacts(_ index: Int, data: Data) {
            guard let tree = SwiftFileScan.parseWithinLimits(data) else { return }
            let found = ButtonIdentity.FileFacts(tree, lines: SourceLines([UInt8](data)))
            locked { parses[index] += 1; facts[index] = found }
        }

        /// The scanned files' results, each call that is not CoreLocationUI's button in this
        /// module marked `setAside` with the reason.
        func identified(paths: [String], scanned: Int) -> [Result<[ScannedButton], InputError>] {
            locked {
                let module = facts.indices.compactMap { index in facts[index].map { (file: paths[index], facts: $0) } }
                return (0..<scanned).map { index in
                    results[index]!.map { buttons in
                        buttons.map { button in
                            var button = button
                            if button.setAside == nil, !button.isOutletReading, let own = facts[index] {
                                button.setAside = ButtonIdentity.moduleProblem(api: button.api, qualified: button.isModuleQualified,
                                                                               file: own, module: module)
                            }
                            return button
                        }
                    }
                }
            }
        }

        /// Every name the button files' readings looked up.
        func lookedUpNames() -> Set<String> {
            locked { logs.reduce(into: Set<String>()) { names, log in log.map { names.formUnion($0.names) } } }
        }

        /// The declarations of every file parsed so far, in file order (as a scan of every file collects them).
        func moduleDeclarations() -> ModuleDeclarations {
            locked {
                declarationsChanged = false
                return ModuleDeclarations(declared.flatMap { $0 ?? [] })
            }
        }

        /// Whether a button file's reading got an answer the module's declarations do not give.
        func isStale(_ index: Int, against declarations: ModuleDeclarations) -> Bool {
            guard let log = locked({ logs[index] }) else { return false }
            return log.answers.contains { key, answer in declarations.answer(for: key) != answer }
        }
    }
}

/// Whether a file's bytes hold one of some names as a whole word.
package struct WordSearch {
    /// The names made of ASCII letters, digits and underscores, by their hash.
    private var ascii: [UInt64: [[UInt8]]] = [:]
    /// Names holding other bytes.
    private var other: [[UInt8]] = []

    /// Backticks around a name (`` `default` ``) are not part of it.
    package init(_ names: Set<String>) {
        for name in names {
            let bytes = Array(name.utf8.filter { $0 != UInt8(ascii: "`") })
            guard !bytes.isEmpty else { continue }
            if bytes.allSatisfy(Self.isWordByte) {
                ascii[Self.hash(bytes[...]), default: []].append(bytes)
            } else {
                other.append(bytes)
            }
        }
    }

    /// True when a name occurs in `data` with no ASCII letter, digit or underscore on either
    /// side: the way a declaration writes the name it declares (an identifier token ends where
    /// such a character does not follow). A name next to other bytes (a non-ASCII letter) counts
    /// too: the test may find too much, never too little.
    package func occurs(in data: Data) -> Bool {
        guard !ascii.isEmpty || !other.isEmpty else { return false }
        return data.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            if !ascii.isEmpty {
                // Every run of ASCII word bytes, looked up whole.
                var start = 0
                for index in 0...bytes.count where index == bytes.count || !Self.isWordByte(bytes[index]) {
                    if index > start, let names = ascii[Self.hash(bytes[start..<index])],
                       names.contains(where: { $0.elementsEqual(bytes[start..<index]) }) {
                        return true
                    }
                    start = index + 1
                }
            }
            return other.contains { Self.occurs($0, in: raw) }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    /// FNV-1a over the bytes.
    private static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// A name holding other bytes: anywhere with no ASCII word byte on either side.
    private static func occurs(_ name: [UInt8], in raw: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < raw.count,
              let found = SwiftFileScan.firstOffset(of: name, in: UnsafeRawBufferPointer(rebasing: raw[offset...])) {
            let start = offset + found, end = start + name.count
            if (start == 0 || !isWordByte(raw[start - 1])) && (end == raw.count || !isWordByte(raw[end])) { return true }
            offset = start + 1
        }
        return false
    }
}
