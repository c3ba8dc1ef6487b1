import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The one place where text from outside the tool (button ids, file names, language sources,
/// Android labels, expressions, reasons, findings' messages, notes) is made safe to print, the
/// same way in every human-read format: a newline must not start a forged line (`::error …` in a
/// CI log), an ESC or BEL must not drive the terminal, and a bidi override must not reorder what a
/// reviewer reads (docs/hostile-input.md). `line` is that function; the others add a format's own
/// syntax on top of it. JSON and SARIF carry the exact value in JSON's escapes (`JSONValue`):
/// they are read by programs, which must get the name as it is.
public enum ReportEscaping {
    /// Control and bidi characters as `\n`, `\u{1B}`, `\u{202E}` (`InputText.escapingControls`):
    /// the text report, Xcode's `file:line: error: message` lines, and under every other format.
    public static func line(_ text: String) -> String { InputText.escapingControls(text) }

    /// XML and HTML text or a quoted attribute (JUnit, the HTML page): shown like `line`, then
    /// `&`, `<`, `>` and `"` as entities.
    public static func markup(_ text: String) -> String { MarkupText.escaped(line(text)) }

    /// A GitHub workflow command's message: shown like `line`, then `%`, CR and LF encoded as
    /// the runner decodes them.
    public static func githubData(_ text: String) -> String { GitHubReporter.data(line(text)) }

    /// A GitHub workflow command's property (`file=`, `title=`): also `:` and `,` encoded.
    public static func githubProperty(_ text: String) -> String { GitHubReporter.property(line(text)) }
}
