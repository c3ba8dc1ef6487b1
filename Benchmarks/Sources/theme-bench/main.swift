import Foundation
import LocationButtonLint

// Times `ThemeFile.load` (read, syntax check, parse, decode, validate) on theme files, with the
// unknown-color check `check` runs (against no asset catalog), as a check run loads them.
// Usage: swift run -c release theme-bench THEME... [--runs N]
// Prints, per file, the fastest and the median of N loads (after one warm-up load), in wall time
// and in CPU time (steadier on a shared machine), and the buttons read, so two builds can be
// compared side by side on the same files in one run (Benchmarks/README.md, "Reading themes").
// Each load's result is freed after its clock stops: freeing is not reading.

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 20
if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
    runs = count
    arguments.removeSubrange(flag...(flag + 1))
}
guard !arguments.isEmpty, runs > 0 else {
    FileHandle.standardError.write(Data("usage: theme-bench THEME... [--runs N]\n".utf8))
    exit(2)
}

func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func milliseconds(_ seconds: [Double]) -> (fastest: Double, median: Double) {
    let sorted = seconds.sorted()
    return (sorted[0] * 1000, sorted[sorted.count / 2] * 1000)
}

for path in arguments {
    func load() -> [ThemeFile] {
        var reading = ThemeFile.read(paths: [path])
        // As a check decides colors: each read theme's unknown names join its file's problems.
        for (i, file) in reading.files.enumerated() {
            if let theme = file.theme { reading.add(theme.unknownColors(for: ColorResolver()), toFile: i) }
        }
        do { return try reading.themes() } catch {
            FileHandle.standardError.write(Data("theme-bench: \(error)\n".utf8))
            exit(2)
        }
    }
    let buttons = load().reduce(0) { $0 + $1.buttons.count }
    var wall: [Double] = [], cpu: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds, startCPU = cpuSeconds()
        let themes = load()
        cpu.append(cpuSeconds() - startCPU)
        wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        precondition(themes.reduce(0) { $0 + $1.buttons.count } == buttons)
    }
    let (wallFastest, wallMedian) = milliseconds(wall), (cpuFastest, cpuMedian) = milliseconds(cpu)
    print(String(format: "%@: %d buttons; load wall fastest %.1f ms, median %.1f ms; CPU fastest %.1f ms, median %.1f ms (%d runs)",
                 path, buttons, wallFastest, wallMedian, cpuFastest, cpuMedian, runs))
}
