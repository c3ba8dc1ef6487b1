/// The one place per line-based format where text from the user's files (button ids, file
/// names, expressions, reasons, findings' messages) is made safe to print: a newline must not
/// start a forged line (`::error …` in a CI log), an ESC or BEL must not drive the terminal, and a
/// bidi override must not reorder what a reviewer reads. JSON, SARIF, JUnit and HTML escape by
/// their own syntax (`JSONValue`, `MarkupText`).
enum ReportEscaping {
    /// The text report and Xcode's `file:line: error: message` lines: control and bidi
    /// characters as `\n`, `\u{1B}`, `\u{202E}` (`InputText.escapingControls`).
    static func line(_ text: String) -> String { InputText.escapingControls(text) }

    /// A GitHub workflow command's message: shown like `line`, then `%`, CR and LF encoded as
    /// the runner decodes them.
    static func githubData(_ text: String) -> String { GitHubReporter.data(line(text)) }

    /// A GitHub workflow command's property (`file=`, `title=`): also `:` and `,` encoded.
    static func githubProperty(_ text: String) -> String { GitHubReporter.property(line(text)) }
}
