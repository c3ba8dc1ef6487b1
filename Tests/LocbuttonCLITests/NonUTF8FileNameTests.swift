import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Issue 14: on Linux a file name is bytes and need not be UTF-8. Every file the CLI is given or
/// finds by listing a folder can have such a name, and messages and reports show its bytes as
/// `\xNN` (valid UTF-8 in every format). Foundation cannot make or pass such names, so the files
/// are made and locbutton is run by /bin/sh, where `$(printf 'th\351me')` is the name
/// `th` 0xE9 `me` (0xE9 alone is not UTF-8: it is Latin-1's é).
@Suite struct NonUTF8FileNameTests {
    typealias Runner = LocbuttonRunner

    /// Runs `script` with `/bin/sh -c` in `folder`; `$L` is locbutton, `$F` the CLI fixtures.
    private func shell(_ script: String, in folder: URL) throws -> Runner.Output {
        let fixtures = URL(fileURLWithPath: try Runner.fixture("passing.yaml")).deletingLastPathComponent().path
        return try Runner.run(["-c", "L=\"$0\"; F=\"$1\"; " + script, Runner.executable.path, fixtures],
                              in: folder, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    private func folder() throws -> URL { try Runner.temporaryFolder() }

    /// Whether the file with these bytes exists (checked by the shell, not by the code under test).
    private func exists(_ printfName: String, in folder: URL) throws -> Bool {
        try shell("test -f \"$(printf '\(printfName)')\"", in: folder).status == 0
    }

    @Test("a theme and reports with such names are read and written") func aThemeAndReportsWithSuchNamesAreReadAndWritten() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell("""
            cp "$F/passing.yaml" "$(printf 'th\\351me.yaml')" &&
            "$L" check "$(printf 'th\\351me.yaml')" --output "$(printf 'r\\351port.txt')" \
                --report json="$(printf 'r\\351port.json')" --report sarif="$(printf 'r\\351port.sarif')" \
                --report junit="$(printf 'r\\351port.xml')"
            """, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["r\\351port.txt", "r\\351port.json", "r\\351port.sarif", "r\\351port.xml"] {
            #expect(try exists(name, in: folder), "\(name)")
        }
        // Read back by the shell under the byte names; Runner decodes its stdout as UTF-8, so a
        // raw byte in a report would fail here.
        let json = try shell("cat \"$(printf 'r\\351port.json')\"", in: folder)
        let buttons = try #require(try Runner.json(json.stdout)["buttons"] as? [[String: Any]])
        #expect((buttons.first?["source"] as? [String: Any])?["file"] as? String == #"th\xE9me.yaml"#)
        let sarif = try shell("cat \"$(printf 'r\\351port.sarif')\"", in: folder)
        #expect(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) is [String: Any])
        let junit = try shell("cat \"$(printf 'r\\351port.xml')\"", in: folder)
        #expect(XMLParser(data: Data(junit.stdout.utf8)).parse())
        #expect(junit.stdout.contains(#"th\xE9me.yaml"#))
        let text = try shell("cat \"$(printf 'r\\351port.txt')\"", in: folder)
        #expect(text.stdout.contains(#"th\xE9me.yaml:"#), "\(text.stdout)")
    }

    @Test("a missing file is named with its bytes escaped") func aMissingFileIsNamedWithItsBytesEscaped() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell("\"$L\" check \"$(printf 'n\\351\\377.yaml')\"", in: folder)
        #expect(result.status == 2)
        #expect(result.stderrLines == [#"n\xE9\xFF.yaml: expected a theme file, found no such file"#])
    }

    @Test("catalog assets fonts and baseline with such names") func catalogAssetsFontsAndBaselineWithSuchNames() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = URL(fileURLWithPath: Runner.exampleTheme).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts").path
        // An app's catalog shipping en and fr; an asset catalog (itself, and one colorset,
        // named in bytes) whose Brand color the theme uses; the bundled fonts through a link.
        let catalog = #"{"sourceLanguage":"en","strings":{"x":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"y"}}}}},"version":"1.0"}"#
        let colorset = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.118","green":"0.420","blue":"0.227","alpha":"1"}}}]}"#
        try catalog.write(to: folder.appendingPathComponent("c.json"), atomically: false, encoding: .utf8)
        try colorset.write(to: folder.appendingPathComponent("set.json"), atomically: false, encoding: .utf8)
        let theme = try String(contentsOfFile: try Runner.fixture("passing.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "\"#1E6B3A\"", with: "Brand")
        #expect(theme.contains("background: Brand"))
        try theme.write(to: folder.appendingPathComponent("t.yaml"), atomically: false, encoding: .utf8)
        let setUp = try shell("""
            A="$(printf 'C\\351lors.xcassets')" &&
            mkdir -p "$A/Brand.colorset" "$A/$(printf 'Gr\\351y').colorset" && cp set.json "$A/Brand.colorset/Contents.json" &&
            cp set.json "$A/$(printf 'Gr\\351y').colorset/Contents.json" &&
            cp c.json "$(printf 'c\\351talog.xcstrings')" && ln -s '\(fonts)' "$(printf 'f\\351nts')"
            """, in: folder)
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let arguments = """
            t.yaml --languages-from "$(printf 'c\\351talog.xcstrings')" --assets "$(printf 'C\\351lors.xcassets')" \
            --fonts "$(printf 'f\\351nts')" --baseline "$(printf 'b\\351se.json')" --format json
            """
        let recorded = try shell("\"$L\" check \(arguments) --update-baseline", in: folder)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(try exists("b\\351se.json", in: folder))
        let checked = try shell("\"$L\" check \(arguments)", in: folder)
        #expect(checked.status == 0, "\(checked.stderr)")
        let report = try Runner.json(checked.stdout)
        let buttons = try #require(report["buttons"] as? [[String: Any]])
        #expect(buttons.count == 1)
        // The catalog was read: its fr joins the theme's en and de. 1 button × 4 appearances × 12
        // sizes × (en, de, fr and the 4 pseudolanguages) = 336 combinations (48 per language,
        // as PseudolanguageSelectionTests counts).
        #expect((report["summary"] as? [String: Any])?["combinations"] as? Int == 48 * 7)
        // A report over the byte-named colorset is refused as one of the run's inputs.
        let over = try shell("\"$L\" check t.yaml --assets \"$(printf 'C\\351lors.xcassets')\" --output \"$(printf 'C\\351lors.xcassets/Gr\\351y.colorset/Contents.json')\"", in: folder)
        #expect(over.status == 2)
        #expect(over.stderr.contains(#"C\xE9lors.xcassets/Gr\xE9y.colorset/Contents.json: expected a report destination"#), "\(over.stderr)")
    }

    /// A scanned app folder, a Swift file and an asset catalog in it, all named in bytes: found
    /// by listing, read, and named with `\xNN` in the report.
    @Test("a scanned folder with such names") func aScannedFolderWithSuchNames() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import CoreLocationUI
            import SwiftUI

            struct Share: View {
                var body: some View {
                    LocationButton(.shareCurrentLocation) {}
                        .foregroundStyle(.white)
                        .tint(Color("Brand"))
                }
            }

            """
        let colorset = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.118","green":"0.420","blue":"0.227","alpha":"1"}}}]}"#
        try source.write(to: folder.appendingPathComponent("s.swift"), atomically: false, encoding: .utf8)
        try colorset.write(to: folder.appendingPathComponent("set.json"), atomically: false, encoding: .utf8)
        let result = try shell("""
            D="$(printf 'App\\351')" && mkdir -p "$D/$(printf 'C\\351lors.xcassets')/Brand.colorset" &&
            cp set.json "$D/$(printf 'C\\351lors.xcassets')/Brand.colorset/Contents.json" &&
            cp s.swift "$D/$(printf 'Sh\\351re.swift')" && "$L" check "$D" --format json --languages en
            """, in: folder)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let buttons = try #require(try Runner.json(result.stdout)["buttons"] as? [[String: Any]])
        #expect(buttons.count == 1)
        #expect((buttons.first?["source"] as? [String: Any])?["file"] as? String == #"App\xE9/Sh\xE9re.swift"#)
        // The fill came from the byte-named catalog: the background is its color, not unresolved.
        #expect(!result.stdout.contains("LB014"), "\(result.stdout)")
    }
}
