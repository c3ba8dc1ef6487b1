import Foundation
import LocationButtonLint

// Times `ThemeFile.load` (read, syntax check, parse, decode, validate) on theme files, with the
// unknown-color check `check` runs (against no asset catalog), as a check run loads them.
// Usage: swift run -c release theme-bench THEME... [--runs N]
// Prints, per file, the fastest and the median of N loads (after one warm-up load) and the
// buttons read, so two builds can be compared side by side on the same files in one run
// (Benchmarks/README.md, "Reading themes").

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 20
if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
    runs = count
    arguments.removeSubrange(flag...(flag + 1))
}
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: theme-bench THEME... [--runs N]\n".utf8))
    exit(2)
}

for path in arguments {
    func load() -> Int {
        do { return try ThemeFile.load(paths: [path], checks: { $0.unknownColors(for: ColorResolver()) }).reduce(0) { $0 + $1.buttons.count } } catch {
            FileHandle.standardError.write(Data("theme-bench: \(error)\n".utf8))
            exit(2)
        }
    }
    let buttons = load()
    var seconds: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        precondition(load() == buttons)
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    seconds.sort()
    print(String(format: "%@: %d buttons, load fastest %.1f ms, median %.1f ms (%d runs)",
                 path, buttons, seconds[0] * 1000, seconds[seconds.count / 2] * 1000, runs))
}
