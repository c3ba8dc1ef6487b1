import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// What a `Package.swift` says about targets, read as text (the manifest is Swift, never run):
/// each target's name and folder (`path:`, else `Sources/NAME`, `Tests/NAME` for a test target),
/// the library products and their targets, and `defaultLocalization`.
package struct PackageManifest {
    package struct Target {
        package var name: String
        /// Normalized (`ProjectPaths`).
        package var folder: String
        package var isTest: Bool
    }

    package var path: String
    package var targets: [Target] = []
    /// Product name → its targets' names.
    package var products: [String: [String]] = [:]
    package var defaultLocalization: String?

    package init(path: String) throws(InputError) {
        self.path = path
        let data = try InputFile.read(path, as: .packageManifest)
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, "expected a readable UTF-8 Package.swift, found none")
        }
        let folder = ProjectPaths.parent(path)
        defaultLocalization = text.firstMatch(of: /defaultLocalization\s*:\s*"([^"\\]+)"/).map { String($0.1) }
        // Each declaration runs to the next one: its `name:` and `path:` are the first inside.
        let starts = text.matches(of: /\.(target|executableTarget|testTarget|macro)\s*\(/)
        for (i, start) in starts.enumerated() {
            let end = i + 1 < starts.count ? starts[i + 1].range.lowerBound : text.endIndex
            let body = text[start.range.upperBound..<end]
            guard let name = body.firstMatch(of: /name\s*:\s*"([^"\\]+)"/).map({ String($0.1) }) else { continue }
            let isTest = start.1 == "testTarget"
            let path = body.firstMatch(of: /\bpath\s*:\s*"([^"\\]+)"/).map { String($0.1) }
                ?? (isTest ? "Tests/" : "Sources/") + name
            targets.append(Target(name: name, folder: ProjectPaths.normalized(ProjectPaths.joined(folder, path)), isTest: isTest))
        }
        for product in text.matches(of: /\.library\s*\(\s*name\s*:\s*"([^"\\]+)"[^\]]*?targets\s*:\s*\[([^\]]*)\]/) {
            products[String(product.1)] = product.2.matches(of: /"([^"\\]+)"/).map { String($0.1) }
        }
    }

    /// The targets a product of this name links (a target's own name counts too).
    package func targets(ofProduct name: String) -> [String] {
        (products[name] ?? []) + (targets.contains { $0.name == name } ? [name] : [])
    }
}
