import Foundation
import SwiftParser
import SwiftSyntax

// The floor for scanning an app's sources: find every `.swift` file under the folders given,
// read it and parse it with swift-syntax, nothing else. `locbutton check APP` does at least this
// much for the files that can hold a button, so `Benchmarks/scan.sh` reports its time as a multiple
// of this one's, both as whole processes on the same files.
//
// Usage: parse-floor FOLDER...   (prints the files and syntax nodes parsed, so the work is not
// optimized away; the paths are visited in sorted order, as the scanner visits them)

func swiftFiles(under folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
        if relative.hasSuffix(".swift") { files.append(folder + "/" + relative) }
    }
    return files.sorted()
}

let files = CommandLine.arguments.dropFirst().flatMap(swiftFiles(under:))
var nodes = 0  // tokens
for path in files {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let tree = data.withUnsafeBytes { bytes in
        Parser.parse(source: UnsafeBufferPointer(start: bytes.bindMemory(to: UInt8.self).baseAddress, count: bytes.count))
    }
    // Count the tokens, so the tree is used and the work cannot be optimized away.
    for _ in tree.tokens(viewMode: .sourceAccurate) { nodes += 1 }
}
print("\(files.count) files, \(nodes) tokens")
