import Foundation
import LocationButtonLint

/// The theme files a studio was started with and nothing else: requests name a file by its
/// number in that list, never by path, so no route can reach another file. Each file's text is
/// the one read at start (or last saved); edits live in the page until saved.
/// Or an app folder, scanned at start (`StudioApp`): read-only, its code is never rewritten.
public actor StudioSession {
    public struct Theme: Sendable {
        public var path: String
        /// The bytes on disk when read or last saved: a save refuses when the file no longer has them.
        var loaded: Data
        var text: String
    }

    /// The keys the page edits (the controls); any other key in a request is refused.
    public static let editableKeys: [String] = ["background", "foreground", "alpha", "ancestorAlpha", "title", "glyph",
                                                "fontSize", "textStyle", "dynamicType", "width", "height", "maxWidth",
                                                "device", "cornerRadius", "platforms"]
    /// A field's text at most (a color, a number, a list of three platforms).
    static let valueLimit = 200

    public private(set) var themes: [Theme]
    /// The app folder opened instead of theme files (a request's file is then a part of its scan).
    let app: StudioApp?
    let judge: StudioJudge
    /// Each button's last judgement's drawing ("file/button" → its number and the drawing, begun
    /// as the verdicts leave): the page asks for it after showing them, and only the newest is kept.
    private var drawings: [String: (number: Int, sequence: Int?, drawing: Task<StudioJudge.Rendered, Never>)] = [:]
    private var drawingCount = 0
    /// Requests for the drawing of an edit whose judgement has not yet come (the page sends both
    /// at once, numbered by its own count of edits): "file/button" → the edit's number and the waiter.
    /// The page's number of the newest edit judged, per "file/button".
    private var judgedUpTo: [String: Int] = [:]
    private var waiting: [String: [(sequence: Int, resume: CheckedContinuation<Task<StudioJudge.Rendered, Never>?, Never>)]] = [:]

    /// Reads every theme (one line per file that cannot be read, as `check` says it).
    public init(paths: [String], judge: StudioJudge) throws(InputError) {
        var themes: [Theme] = []
        for path in paths {
            let data = try InputFile.read(path, as: .theme)
            guard let text = String(data: data, encoding: .utf8) else {
                throw InputError(file: path, "expected UTF-8 text, found other bytes")
            }
            themes.append(Theme(path: path, loaded: data, text: text))
        }
        self.themes = themes
        self.app = nil
        self.judge = judge
    }

    /// An app folder, scanned (`StudioApp`): its buttons judged with edits, nothing saved.
    public init(app: StudioApp, judge: StudioJudge) {
        themes = []
        self.app = app
        self.judge = judge
    }

    /// Why a save is refused for an app folder (the page shows it in place of "Save").
    public static let readOnlyReason = "an app folder opens read-only: the studio never rewrites code; Copy gives the change as code"

    public struct Failure: Error, Sendable, Equatable { public var status: Int; public var message: String }

    /// Each file's buttons as JSON (`{"themes": [...]}`): id and the written value of every
    /// editable key (unset: absent), and the file's reading problems.
    public func listing() -> Data {
        if let app {
            let parts: [[String: Any]] = app.parts.indices.map { part in
                let buttons: [[String: Any]] = app.buttons(part: part).map { ["id": $0.id, "values": app.values(part: part, button: $0), "api": $0.api.rawValue] }
                return ["index": part, "path": app.name(part: part), "buttons": buttons, "problems": [String](),
                        "readOnly": Self.readOnlyReason]
            }
            return (try? JSONSerialization.data(withJSONObject: ["themes": parts], options: [.sortedKeys])) ?? Data()
        }
        let themes: [[String: Any]] = self.themes.enumerated().map { index, theme in
            var ids: [String] = []
            var problems: [String] = []
            do throws(ThemeFileErrors) {
                ids = try InputParsers.theme(theme.text, file: theme.path).buttons.map(\.id)
            } catch {
                problems = error.problems.map(\.description)
                // The buttons as the text lists them: picking one shows the problems by its fields,
                // where an editable key's mistake can be mended.
                ids = ThemeTextEditor.buttonIDs(in: theme.text)
            }
            let buttons: [[String: Any]] = ids.map { id in
                var values: [String: String] = [:]
                for key in Self.editableKeys {
                    if let value = ThemeTextEditor.value(of: key, button: id, in: theme.text) { values[key] = value }
                }
                return ["id": id, "values": values]
            }
            return ["index": index, "path": theme.path, "buttons": buttons, "problems": problems]
        }
        return (try? JSONSerialization.data(withJSONObject: ["themes": themes], options: [.sortedKeys])) ?? Data()
    }

    /// The colors the page sets per appearance: `background.dark` and so on (`AppearanceColorText`).
    static let appearanceKeys: [String: (role: String, appearance: Appearance)] = Dictionary(uniqueKeysWithValues:
        ["background", "foreground"].flatMap { role in AppearanceColorText.order.map { ("\(role).\($0.rawValue)", (role, $0)) } })

    /// The edits a request asks for, checked: a known file, known keys, short one-line values;
    /// with each button's keys as written (per-appearance colors folded into their role's value).
    func edits(file: Int, changes: [String: [String: String?]]) throws(Failure)
        -> (Theme, [ThemeTextEditor.Edit], written: [String: [String: String?]]) {
        guard themes.indices.contains(file) else { throw Failure(status: 404, message: "no theme file \(file)") }
        var edits: [ThemeTextEditor.Edit] = [], written: [String: [String: String?]] = [:]
        for (button, asked) in changes.sorted(by: { $0.key < $1.key }) {
            let keys = try composed(asked, button: button, theme: themes[file])
            written[button] = keys
            for (key, value) in keys.sorted(by: { $0.key < $1.key }) {
                guard Self.editableKeys.contains(key) else { throw Failure(status: 400, message: "\(key) is not a key the studio edits") }
                if let value, value.count > Self.valueLimit || value.contains(where: \.isNewline) {
                    throw Failure(status: 400, message: "\(key): expected one line of at most \(Self.valueLimit) characters")
                }
                edits.append(.init(button: button, key: key, value: value.map { $0.isEmpty ? nil : ThemeValueText.yaml($0) } ?? nil))
            }
        }
        return (themes[file], edits, written)
    }

    /// `keys` with the per-appearance colors (`background.dark` → `#B8860B`) written into their
    /// role's value: the value the page sets or the file has, else the color the button is
    /// drawn in unset (its API's default), each other appearance keeping its part.
    func composed(_ keys: [String: String?], button: String, theme: Theme) throws(Failure) -> [String: String?] {
        try composed(keys, written: { ThemeTextEditor.value(of: $0, button: button, in: theme.text) }) { others throws(Failure) in
            let edits = others.map { ThemeTextEditor.Edit(button: button, key: $0.key, value: $0.value.map(ThemeValueText.yaml)) }
            let text = (try? ThemeTextEditor.apply(edits, to: theme.text)) ?? theme.text
            return judge.judge(path: theme.path, text: text, button: button)
        }
    }

    /// `composed` for an app's button: the value its code sets, else the color it is drawn in.
    func composed(_ keys: [String: String?], button: String, part: Int, app: StudioApp) throws(Failure) -> [String: String?] {
        let scanned = app.buttons(part: part).first { $0.id == button }.map { app.values(part: part, button: $0) } ?? [:]
        return try composed(keys, written: { scanned[$0] }) { others throws(Failure) in
            judged(try app.theme(part: part, button: button, changes: others), button: button)
        }
    }

    /// A scanned button's theme judged, or its problems as the verdict `invalid`.
    private func judged(_ theme: Result<ThemeFile, ThemeFileErrors>, button: String) -> StudioJudge.Judged {
        switch theme {
        case .success(let theme): judge.judge(theme: theme, button: button)
        case .failure(let errors): .invalid(errors.problems.map(StudioJudge.Problem.init))
        }
    }

    /// `keys` with the rows folded in: `written` gives a role's value as the button has it,
    /// `judged` the button judged with the other keys (for the color an unset role is drawn in).
    private func composed(_ keys: [String: String?], written: (String) -> String?,
                          judged: ([String: String?]) throws(Failure) -> StudioJudge.Judged) throws(Failure) -> [String: String?] {
        var plain = keys.filter { Self.appearanceKeys[$0.key] == nil }
        var rows: [String: [Appearance: String]] = [:]
        for (key, value) in keys {
            guard let (role, appearance) = Self.appearanceKeys[key], let value, !value.isEmpty else { continue }
            rows[role, default: [:]][appearance] = value
        }
        for (role, colors) in rows.sorted(by: { $0.key < $1.key }) {
            var base: String?
            if let set = plain[role] { base = set.flatMap { $0.isEmpty ? nil : $0 } } else {
                base = written(role)
            }
            if base == nil {
                // Unset: the color `check` draws it in (systemBlue, AccentColor, white), as judged.
                base = try judged(plain.filter { $0.key != role }).written[role]
            }
            guard let base else { throw Failure(status: 422, message: "\(role): the button's color could not be read; set it first") }
            plain[role] = AppearanceColorText.applying(colors, to: base)
        }
        return plain
    }

    /// Judges `button` with `changes` (key → field text; nil or empty: unset) applied to its file's
    /// text; the drawing is kept for `draw` under the number returned.
    /// `sequence`: the page's number for the edit, which its request for the drawing names.
    public func judge(file: Int, button: String, changes asked: [String: String?], sequence: Int? = nil) throws(Failure)
        -> (StudioJudge.Judged, drawing: Int?) {
        // Whatever comes of it, a request waiting for this edit's drawing (or an older one's) gets its answer.
        defer { if let sequence { answerWaiting("\(file)/\(button)", upTo: sequence) } }
        if let app { return try judgeScanned(app: app, part: file, button: button, changes: asked, sequence: sequence) }
        let (theme, edits, written) = try edits(file: file, changes: [button: asked])
        let changes = written[button] ?? [:]
        let text: String
        do { text = try ThemeTextEditor.apply(edits, to: theme.text) } catch {
            throw Failure(status: 422, message: error.description)
        }
        var judged = judge.judge(path: theme.path, text: text, button: button)
        // The colors set per appearance, as the theme will say them (the page's "written" fields).
        for role in ["background", "foreground"] where asked.keys.contains(where: { Self.appearanceKeys[$0]?.role == role }) {
            if let value = changes[role] ?? nil { judged.composed[role] = value }
        }
        if let api = ButtonAPI(rawValue: judged.api) {
            judged.code = StudioSnippet.code(api: api, changes: changes.sorted { $0.key < $1.key }.map { ($0.key, $0.value.flatMap { $0.isEmpty ? nil : $0 }) })
        }
        // A problem on the line of a key the page edits belongs next to that key's field.
        for index in judged.problems.indices {
            guard let line = judged.problems[index].line else { continue }
            judged.problems[index].key = (changes.keys.sorted() + Self.editableKeys).first {
                ThemeTextEditor.line(of: $0, button: button, in: text) == line
            }
        }
        return (judged, keep(judged.drawing, file: file, button: button, sequence: sequence))
    }

    /// An app's button judged with `asked` in place of what its code sets; the code for them in
    /// the button's API (SwiftUI modifiers, UIKit assignments).
    private func judgeScanned(app: StudioApp, part: Int, button: String, changes asked: [String: String?], sequence: Int?) throws(Failure)
        -> (StudioJudge.Judged, drawing: Int?) {
        guard app.parts.indices.contains(part) else { throw Failure(status: 404, message: "no part \(part) of \(app.root)") }
        let changes = try composed(asked, button: button, part: part, app: app)
        for (key, value) in changes {
            guard Self.editableKeys.contains(key) else { throw Failure(status: 400, message: "\(key) is not a key the studio edits") }
            if let value, value.count > Self.valueLimit || value.contains(where: \.isNewline) {
                throw Failure(status: 400, message: "\(key): expected one line of at most \(Self.valueLimit) characters")
            }
        }
        var judged = judged(try app.theme(part: part, button: button, changes: changes), button: button)
        for role in ["background", "foreground"] where asked.keys.contains(where: { Self.appearanceKeys[$0]?.role == role }) {
            if let value = changes[role] ?? nil { judged.composed[role] = value }
        }
        // The API the code names, even when the edit is refused (`invalid` has none).
        if let api = app.buttons(part: part).first(where: { $0.id == button })?.api {
            judged.code = StudioSnippet.code(api: api, changes: changes.sorted { $0.key < $1.key }.map { ($0.key, $0.value.flatMap { $0.isEmpty ? nil : $0 }) })
        }
        // The scanner's refusal names the key first ("fontSize: expected …"): next to its field.
        for index in judged.problems.indices {
            judged.problems[index].key = changes.keys.sorted().first { judged.problems[index].description.contains(": \($0): ") }
        }
        return (judged, keep(judged.drawing, file: part, button: button, sequence: sequence))
    }

    /// Keeps the judgement's drawing for the page's request, drawn off the actor; its number.
    private func keep(_ drawing: StudioJudge.Drawing?, file: Int, button: String, sequence: Int?) -> Int? {
        guard let drawing else { return nil }
        drawingCount += 1
        // Drawn off the actor while the verdicts travel and the page shows them: the page's
        // request for the drawing then waits for less (docs/studio.md, "How an edit is judged").
        drawings["\(file)/\(button)"] = (drawingCount, sequence, Task.detached(priority: .userInitiated) { drawing.rendered() })
        return drawingCount
    }

    /// The drawing of `button`'s last judgement, if `number` is still the last.
    public func drawing(file: Int, button: String, number: Int) throws(Failure) -> Task<StudioJudge.Rendered, Never> {
        guard let kept = drawings["\(file)/\(button)"], kept.number == number else {
            throw Failure(status: 410, message: "a newer judgement replaced this drawing")
        }
        return kept.drawing
    }

    /// The drawing of `button`'s edit numbered `sequence` by the page, waiting for its judgement
    /// when the request came first; nil when the edit drew nothing (bad input) or was never
    /// judged; refused when a newer edit's judgement replaced it.
    public func drawing(file: Int, button: String, sequence: Int) async throws(Failure) -> Task<StudioJudge.Rendered, Never>? {
        let key = "\(file)/\(button)"
        if let judged = judgedUpTo[key], judged >= sequence {
            if let kept = drawings[key], kept.sequence == sequence { return kept.drawing }
            guard judged == sequence else { throw Failure(status: 410, message: "a newer judgement replaced this drawing") }
            return nil
        }
        return await withCheckedContinuation { waiting[key, default: []].append((sequence, $0)) }
    }

    /// Answers the requests waiting for edits up to `sequence`: the drawing to the one numbered
    /// so (when it drew), nothing to older ones.
    private func answerWaiting(_ key: String, upTo sequence: Int) {
        judgedUpTo[key] = max(judgedUpTo[key] ?? sequence, sequence)
        guard let waiters = waiting[key] else { return }
        let kept = drawings[key].flatMap { $0.sequence == sequence ? $0.drawing : nil }
        for waiter in waiters where waiter.sequence <= sequence {
            waiter.resume.resume(returning: waiter.sequence == sequence ? kept : nil)
        }
        waiting[key] = waiters.filter { $0.sequence > sequence }
    }

    /// Writes `changes` (button → key → field text) into the file in place, atomically, when the
    /// file still holds what was read; returns the keys' lines that changed.
    public func save(file: Int, changes: [String: [String: String?]]) throws(Failure) -> String {
        guard app == nil else { throw Failure(status: 403, message: Self.readOnlyReason) }
        let (theme, edits, _) = try edits(file: file, changes: changes)
        let text: String
        do { text = try ThemeTextEditor.apply(edits, to: theme.text) } catch {
            throw Failure(status: 422, message: error.description)
        }
        let judged = Set(edits.map(\.button)).sorted().flatMap { judge.judge(path: theme.path, text: text, button: $0).problems }
        guard judged.isEmpty else {
            throw Failure(status: 422, message: "not saved: " + judged.map(\.description).joined(separator: "; "))
        }
        let onDisk = try? InputFile.read(theme.path, as: .theme)
        guard onDisk == theme.loaded else {
            throw Failure(status: 409, message: "\(theme.path) changed on disk since the studio read it; not saved (restart the studio to edit the new text)")
        }
        let data = Data(text.utf8)
        do { try AtomicFileWriter.write([(theme.path, data)]) } catch {
            throw Failure(status: 500, message: error.description)
        }
        themes[file].loaded = data
        themes[file].text = text
        return theme.path
    }
}
