import Foundation
import LocationButtonLint
import LocationButtonScanner
import LocationButtonCheck
import Testing

/// What each PATH of `locbutton check` becomes.
@Suite struct CheckSourcesTests {
    let trail = ScannerFixtures.path("TrailSwiftUI")

    struct NotAProject: Error {}

    /// The project the paths resolve to first.
    func project(_ paths: [String], in directory: String = ".") throws -> (ProjectLayout, ProjectConfig?) {
        guard case .project(let layout, let config)? = try CheckSources.resolve(paths, currentDirectory: directory).first
        else { throw NotAProject() }
        return (layout, config)
    }

    @Test("a folder is a project with its configuration") func aFolderIsAProjectWithItsConfiguration() throws {
        let (layout, config) = try project([trail])
        #expect(config?.path == trail + "/.locbutton.yml")
        #expect(layout.swiftFiles.count == 3)                  // Preview Content excluded by the config
    }

    @Test("a folder below the configuration limits the sources but keeps its paths") func aFolderBelowTheConfigurationLimitsTheSourcesButKeepsItsPaths() throws {
        let (layout, config) = try project([trail + "/Trail"])
        #expect(config != nil)
        #expect(layout.swiftFiles.count == 3 && layout.assetCatalogs.count == 1)
    }

    @Test("no path means the working directorys project") func noPathMeansTheWorkingDirectorysProject() throws {
        let (layout, config) = try project([], in: trail + "/Trail")
        #expect(config?.path == trail + "/.locbutton.yml")
        #expect(layout.root == trail)                           // the configuration's folder
    }

    @Test("a Swift file is scanned alone with the projects catalogs") func aSwiftFileIsScannedAloneWithTheProjectsCatalogs() throws {
        let file = trail + "/Trail/ShareView.swift"
        let (layout, _) = try project([file])
        #expect(layout.swiftFiles == [file] && layout.interfaceBuilderFiles.isEmpty)
        #expect(layout.assetCatalogs == [trail + "/Trail/Assets.xcassets"])
    }

    @Test("other files are themes and missing paths are problems") func otherFilesAreThemesAndMissingPathsAreProblems() throws {
        let yaml = ScannerFixtures.path("TrailSwiftUI/Trail.xcodeproj/project.pbxproj")
        guard case .theme(let path)? = try CheckSources.resolve([yaml]).first else { Issue.record("not a theme"); return }
        #expect(path == yaml)
        #expect(throws: ThemeFileErrors.self) { try CheckSources.resolve(["no/such/place"]) }
    }
}
