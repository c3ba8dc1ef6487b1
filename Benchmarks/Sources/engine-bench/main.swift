import Foundation
import LocationButtonLint

// Reproducible engine benchmark. Usage: swift run -c release engine-bench [REPO_ROOT] [BUTTONS]
// Every scenario is timed against a baseline measured in the same run, so the ratios mean
// something on any machine.

let arguments = CommandLine.arguments.dropFirst()
let root = URL(fileURLWithPath: arguments.first ?? "..")
let generatedCount = arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
let appearances: [Appearance] = [.light, .dark, .darkHighContrast]

func makeEngine() throws -> RuleEngine {
    let shaper = try Shaper(catalog: FontDirectory.bundled(projectRoot: root).catalog())
    let titles = LocalizedTitles.all(from: try TitleCatalogLoader.bundled(root: root))
    return RuleEngine(measurer: shaper, titles: titles)
}

@discardableResult
func time(_ label: String, _ body: () throws -> RunResult) rethrows -> (seconds: Double, result: RunResult) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try body()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let s = result.summary
    print(String(format: "%-44@ %8.3f s  %5d buttons  %9d combinations  (%d pass, %d guideline, %d uncertain, %d disabled)",
                 label as NSString, seconds, s.buttons, s.combinations, s.pass, s.guideline, s.uncertain, s.disabled))
    return (seconds, result)
}

/// Button `i` of a deterministic family of realistic variants: five titles, four sizes, two
/// weights, five fills, two foregrounds, five frames, some translucency.
func button(_ i: Int) -> ButtonSpec {
    let fills: [ColorReference] = ["systemBlue", "systemGreen", "#1C1C1E", "systemIndigo", "#FF9500"]
    let foregrounds: [ColorReference] = ["white", "#F2F2F7"]
    let frames = [ButtonFrame(width: 200, height: 44), ButtonFrame(width: 260, height: 50), ButtonFrame(maxWidth: 320),
                  ButtonFrame(device: .iPhone16Portrait), ButtonFrame(device: .iPadSplitPortrait)]
    return ButtonSpec(
        id: "button-\(i)", api: i % 2 == 0 ? .uikit : .swiftui, title: Title.withText[i % 5],
        fontSize: [15, 17, 19, 22][(i / 5) % 4], weight: (i / 20) % 2 == 0 ? .regular : .semibold,
        background: fills[(i / 40) % 5], foreground: foregrounds[(i / 200) % 2],
        viewAlpha: (i / 400) % 3 == 2 ? 0.85 : 1, frame: frames[(i / 7) % 5])
}

let ten = (0..<10).map(button)
let generated = (0..<generatedCount).map(button)
let threads = ProcessInfo.processInfo.activeProcessorCount
let matrix = RunOptions(appearances: appearances, categories: SizeCategory.allCases)
print("engine-bench: \(threads) cores, appearances \(appearances.map(\.rawValue).joined(separator: ", ")), 12 sizes")

let cold = try time("10 buttons, cold shaper cache") { try makeEngine().run(ten, options: matrix) }
let engine = try makeEngine()
_ = try engine.run(ten, options: matrix)
let warm = try time("10 buttons, warm shaper cache") { try engine.run(ten, options: matrix) }
var single = matrix
single.threads = 1
let oneThread = try time("10 buttons, warm, 1 thread") { try engine.run(ten, options: single) }
// Worst case for the per-run memo: every button its own frame width, so no two share a text
// profile and every button's text matrix is laid out on its own (measurements are still shared).
let distinct = (0..<1000).map { i -> ButtonSpec in
    var spec = button(i)
    spec.frame = ButtonFrame(width: 200 + Double(i) / 10)
    return spec
}
let unshared = try time("1000 buttons, no shared text profile") { try engine.run(distinct, options: matrix) }
let many = try time("\(generatedCount) generated buttons, warm") { try engine.run(generated, options: matrix) }
let manySingle = try time("\(generatedCount) generated buttons, warm, 1 thread") { try engine.run(generated, options: single) }

print(String(format: "cold / warm (10 buttons):                  %.2f", cold.seconds / warm.seconds))
print(String(format: "1 thread / %d threads (10 buttons):         %.2f", threads, oneThread.seconds / warm.seconds))
print(String(format: "1 thread / %d threads (%d buttons):      %.2f", threads, generatedCount, manySingle.seconds / many.seconds))
print(String(format: "per-button time, %d vs 10 buttons:       %.2f", generatedCount,
             (many.seconds / Double(generatedCount)) / (warm.seconds / 10)))
print(String(format: "per-button time, 1000 unshared vs 10:      %.2f", (unshared.seconds / 1000) / (warm.seconds / 10)))
