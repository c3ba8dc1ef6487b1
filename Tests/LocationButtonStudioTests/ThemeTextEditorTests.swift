import LocationButtonStudio
import Testing

/// The in-place edit: every expected text below is written out by hand, byte for byte.
@Suite struct ThemeTextEditorTests {
    static let theme = """
        # Trail buttons
        profile: hig   # the default
        buttons:
          # first
          - id: a
            background: systemYellow   # dark: #FFD60A
            foreground: white

          # second, quoted values
          - id: "b"
            background: '#24804A66'
            ancestorAlpha: 0.9         # the container
            platforms: [ios, web]  # both
        languages: [en]

        """

    @Test("replaces a value keeping its comment") func replacesAValueKeepingItsComment() throws {
        let edited = try ThemeTextEditor.apply([.init(button: "a", key: "background", value: "\"#B8860B\"")], to: Self.theme)
        #expect(edited == """
            # Trail buttons
            profile: hig   # the default
            buttons:
              # first
              - id: a
                background: "#B8860B"   # dark: #FFD60A
                foreground: white

              # second, quoted values
              - id: "b"
                background: '#24804A66'
                ancestorAlpha: 0.9         # the container
                platforms: [ios, web]  # both
            languages: [en]

            """)
    }

    @Test("replaces quoted and flow values of a quoted ID") func replacesQuotedAndFlowValuesOfAQuotedID() throws {
        let edited = try ThemeTextEditor.apply([
            .init(button: "b", key: "background", value: "\"#24804AF2\""),
            .init(button: "b", key: "ancestorAlpha", value: "0.946"),
            .init(button: "b", key: "platforms", value: "[ios]"),
        ], to: Self.theme)
        #expect(edited == """
            # Trail buttons
            profile: hig   # the default
            buttons:
              # first
              - id: a
                background: systemYellow   # dark: #FFD60A
                foreground: white

              # second, quoted values
              - id: "b"
                background: "#24804AF2"
                ancestorAlpha: 0.946         # the container
                platforms: [ios]  # both
            languages: [en]

            """)
    }

    @Test("adds a missing key after the buttons last key") func addsAMissingKeyAfterTheButtonsLastKey() throws {
        // After `foreground: white`, before the blank line and the next item's comment.
        let edited = try ThemeTextEditor.apply([.init(button: "a", key: "width", value: "240")], to: Self.theme)
        #expect(edited == """
            # Trail buttons
            profile: hig   # the default
            buttons:
              # first
              - id: a
                background: systemYellow   # dark: #FFD60A
                foreground: white
                width: 240

              # second, quoted values
              - id: "b"
                background: '#24804A66'
                ancestorAlpha: 0.9         # the container
                platforms: [ios, web]  # both
            languages: [en]

            """)
    }

    @Test("removes a keys line") func removesAKeysLine() throws {
        let edited = try ThemeTextEditor.apply([.init(button: "b", key: "ancestorAlpha", value: nil)], to: Self.theme)
        #expect(edited == """
            # Trail buttons
            profile: hig   # the default
            buttons:
              # first
              - id: a
                background: systemYellow   # dark: #FFD60A
                foreground: white

              # second, quoted values
              - id: "b"
                background: '#24804A66'
                platforms: [ios, web]  # both
            languages: [en]

            """)
    }

    @Test("keeps windows line endings and a file without a final newline") func keepsWindowsLineEndingsAndAFileWithoutAFinalNewline() throws {
        let text = "buttons:\r\n- id: a\r\n  fontSize: 17"
        #expect(try ThemeTextEditor.apply([.init(button: "a", key: "fontSize", value: "18")], to: text)
                == "buttons:\r\n- id: a\r\n  fontSize: 18")
        #expect(try ThemeTextEditor.apply([.init(button: "a", key: "width", value: "200")], to: text)
                == "buttons:\r\n- id: a\r\n  fontSize: 17\r\n  width: 200")
        #expect(try ThemeTextEditor.apply([.init(button: "a", key: "fontSize", value: nil)], to: text)
                == "buttons:\r\n- id: a")
    }

    @Test("edits a key on the dash line") func editsAKeyOnTheDashLine() throws {
        let text = "buttons:\n  - fontSize: 17\n    id: a\n"
        #expect(try ThemeTextEditor.apply([.init(button: "a", key: "fontSize", value: "20")], to: text)
                == "buttons:\n  - fontSize: 20\n    id: a\n")
    }

    @Test("reads written values unquoted and their lines") func readsWrittenValuesUnquotedAndTheirLines() {
        #expect(ThemeTextEditor.value(of: "background", button: "b", in: Self.theme) == "#24804A66")
        #expect(ThemeTextEditor.value(of: "platforms", button: "b", in: Self.theme) == "[ios, web]")
        #expect(ThemeTextEditor.value(of: "width", button: "b", in: Self.theme) == nil)
        #expect(ThemeTextEditor.line(of: "ancestorAlpha", button: "b", in: Self.theme) == 12)
        #expect(ThemeTextEditor.line(of: "background", button: "a", in: Self.theme) == 6)
    }

    @Test("refuses what it does not edit") func refusesWhatItDoesNotEdit() {
        #expect(throws: ThemeTextEditor.Refusal.self) {
            try ThemeTextEditor.apply([.init(button: "zzz", key: "width", value: "1")], to: Self.theme)
        }
        #expect(throws: ThemeTextEditor.Refusal.self) {
            try ThemeTextEditor.apply([.init(button: "a", key: "width", value: "1")], to: #"{"buttons": [{"id": "a"}]}"#)
        }
        let block = "buttons:\n  - id: a\n    backdrops:\n      - white\n"
        #expect(throws: ThemeTextEditor.Refusal.self) {
            try ThemeTextEditor.apply([.init(button: "a", key: "backdrops", value: "[black]")], to: block)
        }
    }

    @Test("writes field text as YAML") func writesFieldTextAsYAML() {
        #expect(ThemeValueText.yaml("systemBlue") == "systemBlue")
        #expect(ThemeValueText.yaml("0.95") == "0.95")
        #expect(ThemeValueText.yaml("xSmall...AX3") == "xSmall...AX3")
        #expect(ThemeValueText.yaml("#FFD60A") == "\"#FFD60A\"")
        #expect(ThemeValueText.yaml("rgb(1, 2, 3)") == "\"rgb(1, 2, 3)\"")
        #expect(ThemeValueText.yaml("a: b") == "\"a: b\"")
        #expect(ThemeValueText.yaml("say \"hi\"") == #""say \"hi\"""#)
        #expect(ThemeValueText.yaml("[ios,  web]") == "[ios, web]")
        #expect(ThemeValueText.yaml("-5") == "-5")
        #expect(ThemeValueText.yaml("- x") == "\"- x\"")
    }
}
