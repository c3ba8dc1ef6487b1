import Foundation
import LocationButtonLint
@testable import LocationButtonScanner
import Testing

/// Which target a file belongs to, in projects written here so each test states what the project
/// holds: an Xcode 16 synchronized folder with a membership exception, and a local package.
@Suite struct ProjectTargetsTests {
    /// Two targets, `Pier` (the app) and `PierWidget`, each with a synchronized folder; the
    /// widget's folder lists `Shared.swift` as an exception for the widget, which the app builds
    /// through an explicit reference instead. The app links the package product `PierKit`.
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1; objectVersion = 77;
            objects = {
                P0 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base); mainGroup = G0; targets = (T1, T2);};
                G0 = {isa = PBXGroup; children = (S1, S2, F1); sourceTree = "<group>";};
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Pier; sourceTree = "<group>";};
                S2 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E2); path = Widget; sourceTree = "<group>";};
                E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared.swift); target = T2;};
                F1 = {isa = PBXFileReference; path = Widget/Shared.swift; sourceTree = "<group>";};
                B1 = {isa = PBXBuildFile; fileRef = F1;};
                H1 = {isa = PBXSourcesBuildPhase; files = (B1);};
                D1 = {isa = XCSwiftPackageProductDependency; productName = PierKit;};
                T1 = {isa = PBXNativeTarget; name = Pier; buildPhases = (H1); fileSystemSynchronizedGroups = (S1); packageProductDependencies = (D1); productType = "com.apple.product-type.application";};
                T2 = {isa = PBXNativeTarget; name = PierWidget; buildPhases = (); fileSystemSynchronizedGroups = (S2); productType = "com.apple.product-type.app-extension";};
            };
            rootObject = P0;
        }
        """

    @Test("synchronized folders exceptions and linked packages") func synchronizedFoldersExceptionsAndLinkedPackages() throws {
        let root = try ProjectLanguagesTests().project([
            "Pier.xcodeproj/project.pbxproj": Self.pbxproj,
            "Pier/App.swift": "", "Pier/Assets.xcassets/Contents.json": "{}",
            "Widget/Widget.swift": "", "Widget/Shared.swift": "", "Widget/Assets.xcassets/Contents.json": "{}",
            "Widget/de.lproj/Localizable.strings": "",
            "Kit/Package.swift": "let package = Package(name: \"PierKit\", defaultLocalization: \"fr\",\n products: [.library(name: \"PierKit\", targets: [\"PierUI\"])],\n targets: [.target(name: \"PierUI\", resources: [.process(\"Resources\")])])\n",
            "Kit/Sources/PierUI/Button.swift": "", "Kit/Sources/PierUI/Resources/nl.lproj/Localizable.strings": "",
            "Kit/Sources/PierUI/Resources/Kit.xcassets/Contents.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let targets = ProjectTargets(try ProjectDiscovery.discover(root: root))
        func name(_ file: String) -> String? { targets.name(of: targets.target(of: root + "/" + file)) }
        #expect(name("Pier/App.swift") == "Pier")
        #expect(name("Widget/Widget.swift") == "PierWidget")
        // The exception takes Shared.swift out of the widget; the app's reference builds it.
        #expect(name("Widget/Shared.swift") == "Pier")
        let widget = try #require(targets.projects.first?.targets.last)
        #expect(widget.name == "PierWidget" && !widget.contains(ProjectPaths.normalized(root + "/Widget/Shared.swift")))
        #expect(widget.contains(ProjectPaths.normalized(root + "/Widget/Widget.swift")))
        #expect(name("Kit/Sources/PierUI/Button.swift") == "PierUI")
        // The app: its own catalog, then the package's it links; languages: knownRegions en, the
        // package's nl.lproj and defaultLocalization fr, not the widget's de.
        let app = targets.resources(of: targets.target(of: root + "/Pier/App.swift"))
        #expect(app.assetCatalogs.map { String($0.dropFirst(root.count + 1)) }
                == ["Pier/Assets.xcassets", "Kit/Sources/PierUI/Resources/Kit.xcassets"])
        #expect(ProjectLanguages.find(app.languageEvidence, root: root).languages == ["en", "fr", "nl"])
        // The package's button draws in the app that links it: the app's languages.
        let package = targets.resources(of: targets.target(of: root + "/Kit/Sources/PierUI/Button.swift"))
        #expect(ProjectLanguages.find(package.languageEvidence, root: root).languages == ["en", "fr", "nl"])
    }
}
