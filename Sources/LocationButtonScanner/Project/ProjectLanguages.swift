import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation

/// The languages an app ships, which are the languages its location button's title can show:
/// CoreLocationUI follows the app's own localization, so an English-only app shows English on a
/// German device (docs/languages.md). The evidence, all of it taken
/// together (`Base` is no language): the Xcode project's `knownRegions` and `developmentRegion`
/// (what Xcode's Localizations list shows), `.lproj` folders, String Catalog languages, Info.plist
/// `CFBundleLocalizations` and `CFBundleDevelopmentRegion`, and a Swift package's
/// `defaultLocalization` (its target resources are the `.lproj` folders and catalogs above).
public enum ProjectLanguages {
    /// The languages found and where: `source` names each kind of evidence with its files,
    /// relative to the project root. Without evidence, the development region Xcode sets (`en`)
    /// stands in and `isDefault` says so.
    public struct Found: Sendable, Equatable {
        public var languages: [String]
        public var source: String
        /// What the evidence held that is no language to check (a name without a system title, a
        /// bad name, a file that does not read), one line each, naming the file.
        public var notes: [String] = []
        public var isDefault = false
        /// Each language's first file of evidence (tag → path as the user names it).
        public var origins: [String: String] = [:]
    }

    /// The language an app's title falls back to when none of its languages has a system title:
    /// CoreLocationUI's development region.
    public static let developmentRegionFallback = "en"

    /// What a run checks when a project says nothing of its languages (docs/languages.md).
    public static let defaultSource = "no localization found: checked en, the development region Xcode sets; `--languages all` checks every system language"

    public static func of(_ layout: ProjectLayout) -> [String] { find(layout).languages }

    /// The whole project's evidence (every target's).
    public static func find(_ layout: ProjectLayout) -> Found {
        let targets = ProjectTargets(layout)
        var found = find(targets.everything().languageEvidence, root: layout.root)
        found.notes = targets.problems.map(unreadable) + targets.notes + found.notes
        return found
    }

    /// The languages of one target's evidence.
    package static func find(_ evidence: TargetResources.Evidence, root: String) -> Found {
        var languages: Set<String> = []
        var sources: [String] = []
        var notes: [String] = []
        var untitled: [(name: String, file: String)] = []
        var origins: [String: String] = [:]
        let relative = { (path: String) in Self.relative(path, to: root) }
        func add(_ names: [String], _ source: String, file: String) {
            var added = false
            for raw in names {
                switch LanguageName(raw) {
                case .language(let tag):
                    languages.insert(tag); added = true
                    if origins[tag] == nil { origins[tag] = file }
                case .withoutSystemTitle(let name):
                    if !untitled.contains(where: { $0.name == name }) { untitled.append((name, file)) }
                case .notALanguage: break
                case .bad:
                    notes.append("\(file): expected a language name such as de or zh-Hans, found \(InputText.quoted(raw)); skipped")
                }
            }
            if added, !sources.contains(source) { sources.append(source) }
        }
        for project in evidence.projects {
            add(project.knownRegions + [project.developmentRegion].compactMap { $0 }, "knownRegions in \(relative(project.path))",
                file: project.path)
        }
        for folder in evidence.lprojFolders {
            add([String(ProjectPaths.name(folder).dropLast(".lproj".count))], ".lproj folders", file: folder)
        }
        for catalog in evidence.stringCatalogs {
            do throws(InputError) { add(try catalogLanguages(catalog).sorted(), relative(catalog), file: catalog) } catch { notes.append(unreadable(error)) }
        }
        for plist in evidence.infoPlists {
            do throws(InputError) { add(try infoPlistLanguages(plist), "CFBundleLocalizations in \(relative(plist))", file: plist) }
            catch { notes.append(unreadable(error)) }
        }
        for manifest in evidence.manifests {
            add([manifest.defaultLocalization].compactMap { $0 }, "defaultLocalization in \(relative(manifest.path))", file: manifest.path)
        }
        for manifest in evidence.projectManifests {
            do throws(InputError) {
                let (key, found) = try developmentLanguage(manifest)
                add([found].compactMap { $0 }, "\(key) in \(relative(manifest))", file: manifest)
            } catch { notes.append(unreadable(error)) }
        }
        if !untitled.isEmpty {
            let list = untitled.map { "\($0.name) (\($0.file))" }.joined(separator: ", ")
            notes.append("no system title for \(list) (iOS does not offer \(untitled.count == 1 ? "it" : "them") as a system language); skipped")
        }
        if languages.isEmpty, !untitled.isEmpty {
            // The app runs in a localization CoreLocationUI does not have: its bundle answers in
            // its development region, English.
            notes.append(CheckedLanguages.fallbackNote(untitled.map(\.name), fallback: developmentRegionFallback))
            return Found(languages: [developmentRegionFallback],
                         source: "CoreLocationUI's development region, for \(untitled.map(\.name).joined(separator: ", "))", notes: notes)
        }
        if languages.isEmpty {
            return Found(languages: [developmentRegionFallback], source: defaultSource, notes: notes, isDefault: true)
        }
        return Found(languages: languages.sorted(), source: sources.joined(separator: ", "), notes: notes, origins: origins)
    }

    /// A file of evidence that did not read: what it would have added is unknown.
    package static func unreadable(_ problem: InputError) -> String {
        "\(problem.description); the languages it would add are unknown"
    }

    /// The development language of an XcodeGen `project.yml` (`options: developmentLanguage:`)
    /// or a Tuist `Project.swift` (`developmentRegion:`), read as text: neither is run.
    package static func developmentLanguage(_ path: String) throws(InputError) -> (key: String, language: String?) {
        let data = try InputFile.read(path, as: .packageManifest)
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, "expected a readable UTF-8 project manifest, found none")
        }
        if path.hasSuffix(".swift") {
            return ("developmentRegion", text.firstMatch(of: /developmentRegion\s*:\s*"([^"\\]+)"/).map { String($0.1) })
        }
        let match = text.firstMatch(of: /(?m)^\s*developmentLanguage\s*:\s*["']?([^"'\s#]+)/)
        return ("developmentLanguage", match.map { String($0.1) })
    }

    package static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) && root != "." ? String(path.dropFirst(prefix.count)) : path
    }

    /// The source language and every language with a localization in a String Catalog, read
    /// without its texts (`StringCatalogLanguages`).
    package static func catalogLanguages(_ path: String) throws(InputError) -> Set<String> {
        try StringCatalogLanguages.read(path)
    }

    /// An Info.plist's `CFBundleLocalizations` and `CFBundleDevelopmentRegion` (a build setting
    /// such as `$(DEVELOPMENT_LANGUAGE)` is no language: the project's `developmentRegion` gives it).
    package static func infoPlistLanguages(_ path: String) throws(InputError) -> [String] {
        let data = try InputFile.read(path, as: .infoPlist)
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else {
            throw InputError(file: path, "expected an Info.plist (a property list), found a file that does not parse")
        }
        guard let root = plist as? [String: Any] else {
            throw InputError(file: path, "expected a dictionary at the top of the Info.plist, found another value")
        }
        return (root["CFBundleLocalizations"] as? [String] ?? []) + [root["CFBundleDevelopmentRegion"] as? String].compactMap { $0 }
    }
}
