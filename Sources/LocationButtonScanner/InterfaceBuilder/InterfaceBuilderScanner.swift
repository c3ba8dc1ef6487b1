import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Finds location buttons in a storyboard or xib: Xcode's own `<clLocationButton>` element (what
/// dragging the Location Button from the object library writes, with `label`, `icon`, `fontSize`
/// and `cornerRadius` attributes) and any element whose custom class is `CLLocationButton`, with
/// its frame, its width/height constraints with constants, its user-defined runtime attributes
/// (`label`, `icon`, `fontSize`, `cornerRadius`), its colors, its alpha and the product of its
/// superviews' alphas, and the outlet that connects it to code. Each setting sits at the line of
/// the XML element (or attribute) that sets it. docs/checking-an-app.md ("Storyboards and xibs").
public struct InterfaceBuilderScanner: Sendable {
    public init() {}

    /// The buttons in the document `data`; `file` is the path reports show. Throws an
    /// `InputError` naming the line when the XML is malformed.
    public func scan(data: Data, file: String) throws(InputError) -> [ScannedButton] {
        // Xcode never writes a document type declaration; one may declare entities that expand
        // a few hundred bytes into gigabytes. Refused before the XML parser sees it.
        if let line = Self.lineOfDeclaration(in: data) {
            throw InputError(file: file, place: "\(line)",
                             "expected a storyboard or xib as Xcode writes it, found a DOCTYPE or ENTITY declaration")
        }
        // Xcode writes UTF-8; FoundationXML traps on an element name that is not (found by
        // Fuzz/FuzzInterfaceBuilder, kept in Fuzz/Regressions).
        guard String(data: data, encoding: .utf8) != nil else {
            throw InputError(file: file, "expected a storyboard or xib in UTF-8, found other bytes")
        }
        // Nor does it write a processing instruction besides the XML declaration; FoundationXML
        // crashes on one without data (`<?x?>`, found by Fuzz/FuzzInterfaceBuilder).
        if let line = Self.lineOfProcessingInstruction(in: data) {
            throw InputError(file: file, place: "\(line)",
                             "expected a storyboard or xib as Xcode writes it, found a processing instruction")
        }
        let parser = XMLParser(data: data)
        let reader = InterfaceBuilderReader(file: file)
        parser.delegate = reader
        // Foundation on Linux may recover from an error (a mismatched end tag) and still return
        // true from parse(): the first error the delegate hears decides.
        let succeeded = parser.parse()
        if let problem = reader.problem ?? (succeeded ? nil : (parser.lineNumber, parser.columnNumber,
                                                                (parser.parserError as NSError?)?.code ?? 0)) {
            throw InputError(file: file, place: "\(problem.line):\(problem.column)",
                             "expected well-formed XML (a storyboard or xib), found a syntax error (XML parser code \(problem.code))")
        }
        return reader.buttons()
    }
}

extension InterfaceBuilderScanner {
    /// The line of the first `<?` other than the document's opening `<?xml ` declaration, if any.
    package static func lineOfProcessingInstruction(in data: Data) -> Int? {
        data.withUnsafeBytes { raw -> Int? in
            let marker: [UInt8] = Array("<?".utf8)
            let start = raw.starts(with: "<?xml ".utf8) ? 2 : 0
            guard let offset = SwiftFileScan.firstOffset(of: marker, in: UnsafeRawBufferPointer(rebasing: raw[start...])) else { return nil }
            return 1 + raw[..<(start + offset)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
    }

    /// The line of the first `<!DOCTYPE` or `<!ENTITY`, if any.
    package static func lineOfDeclaration(in data: Data) -> Int? {
        data.withUnsafeBytes { raw -> Int? in
            let offsets = ["<!DOCTYPE", "<!ENTITY"].compactMap { SwiftFileScan.firstOffset(of: Array($0.utf8), in: raw) }
            guard let first = offsets.min() else { return nil }
            return 1 + raw[..<first].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
    }
}

/// The XML walk behind `InterfaceBuilderScanner`.
private final class InterfaceBuilderReader: NSObject, XMLParserDelegate {
    let file: String
    /// Open elements, outermost first: name, attributes, line.
    private var stack: [(name: String, attributes: [String: String], line: Int)] = []
    private var open: [OpenButton] = []
    private var finished: [OpenButton] = []
    /// Outlets of the whole document by destination element id: `ViewController.locationButton`.
    private var outlets: [String: String] = [:]
    /// Constraints of the whole document (`firstItem`/`secondItem` name buttons by element id).
    private var constraints: [(attributes: [String: String], owner: String?, line: Int)] = []

    /// One button being read: the element's id and the stack depth it opened at.
    struct OpenButton {
        let elementID: String
        let depth: Int
        var button: ScannedButton
        /// The runtime attribute being read (`<userDefinedRuntimeAttribute keyPath=…>`).
        var runtimeKeyPath: String?
    }

    init(file: String) { self.file = file }

    private func location(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 1) }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let line = parser.lineNumber
        let isElement = name == "clLocationButton"
        if isElement || attributes["customClass"] == "CLLocationButton", let id = attributes["id"] {
            let source = location(line)
            let fileName = file.split(separator: "/").last.map(String.init) ?? file
            // Interface Builder's object id stays when lines move: `Main.storyboard › aBc-12-xyz`.
            var button = ScannedButton(id: "\(fileName) › \(id)", api: .uikit, source: source)
            if isElement {
                for key in ["label", "icon", "fontSize", "cornerRadius"] {
                    guard let value = attributes[key] else { continue }
                    elementValue(key, value, line: line, into: &button)
                }
            }
            if let alpha = attributes["alpha"].flatMap(Double.init) {
                button.settings["alpha"] = ScannedSetting(.number(alpha), at: source, expression: "alpha=\"\(attributes["alpha"]!)\"")
            }
            let ancestors = stack.compactMap { $0.attributes["alpha"].flatMap(Double.init) }
            if !ancestors.isEmpty {
                let line = stack.last { $0.attributes["alpha"] != nil }?.line ?? line
                button.settings["ancestorAlpha"] = ScannedSetting(.number(ancestors.reduce(1, *)), at: location(line),
                                                                  expression: "superview alpha")
            }
            open.append(OpenButton(elementID: id, depth: stack.count, button: button))
        }
        if name == "outlet", let property = attributes["property"], let destination = attributes["destination"],
           // The object whose class declares the outlet: a view controller, the File's Owner, a view.
           let owner = stack.last(where: { $0.attributes["customClass"] != nil && $0.name != "clLocationButton" })?
               .attributes["customClass"] {
            outlets[destination] = "\(owner).\(property)"
        }
        if name == "constraint" {
            // A constraint without firstItem belongs to the view whose <constraints> holds it.
            let owner = stack.count >= 2 ? stack[stack.count - 2].attributes["id"] : nil
            constraints.append((attributes, owner, line))
        }
        if var current = open.last, stack.count >= current.depth + 1 {
            read(name, attributes, line: line, parent: stack.last?.name, into: &current)
            open[open.count - 1] = current
        }
        stack.append((name, attributes, line))
    }

    /// The first syntax error: line, column and the parser's error code.
    private(set) var problem: (line: Int, column: Int, code: Int)?

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        problem = problem ?? (parser.lineNumber, parser.columnNumber, (error as NSError).code)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard stack.last?.name == name else { return }
        stack.removeLast()
        if name == "userDefinedRuntimeAttribute", !open.isEmpty { open[open.count - 1].runtimeKeyPath = nil }
        if let current = open.last, current.depth == stack.count {
            finished.append(open.removeLast())
        }
    }

    /// A child element of the button (at any depth below it, for runtime attributes' values).
    private func read(_ name: String, _ attributes: [String: String], line: Int, parent: String?,
                      into current: inout OpenButton) {
        let at = location(line)
        let isDirectChild = stack.count == current.depth + 1
        switch name {
        case "rect" where isDirectChild && attributes["key"] == "frame":
            for key in ["width", "height"] {
                if let value = attributes[key].flatMap(Double.init) {
                    current.button.settings[key] = ScannedSetting(.number(value), at: at, expression: "frame \(key)=\(value)")
                }
            }
        case "color" where isDirectChild || current.runtimeKeyPath != nil:
            let key = current.runtimeKeyPath ?? attributes["key"] ?? ""
            guard let theme = ["backgroundColor": "background", "tintColor": "foreground"][key] else { return }
            switch InterfaceBuilderColor.read(attributes) {
            case .value(let color):
                current.button.settings[theme] = ScannedSetting(.text(color.themeString), at: at,
                                                                expression: "<color key=\"\(key)\">")
            case .unresolved(let reason):
                current.button.unresolved.append(UnresolvedSetting(key: theme, expression: "<color key=\"\(key)\">", at: at, reason: reason))
            }
        case "userDefinedRuntimeAttribute":
            current.runtimeKeyPath = attributes["keyPath"]
            if let value = attributes["value"] { runtimeValue(value, line: line, into: &current) }
        case "integer", "real", "number":
            guard current.runtimeKeyPath != nil, attributes["key"] == "value", let value = attributes["value"] else { return }
            runtimeValue(value, line: line, into: &current)
        default:
            return
        }
    }

    /// An attribute of `<clLocationButton>`: `label="currentLocation"`, `icon="arrowFilled"` (the
    /// enumerations' case names, as Interface Builder writes them; raw values are read too),
    /// `fontSize="20"`, `cornerRadius="12"`.
    private func elementValue(_ key: String, _ text: String, line: Int, into button: inout ScannedButton) {
        let at = location(line)
        let expression = "\(key)=\"\(text)\""
        switch key {
        case "label", "icon":
            Self.enumeration(key, text, at: at, expression: expression, into: &button)
        default:
            guard let number = Double(text) else {
                button.unresolved.append(UnresolvedSetting(key: key, expression: expression, at: at, reason: "not a number"))
                return
            }
            button.settings[key] = ScannedSetting(.number(number), at: at, expression: expression)
        }
    }

    /// `label` or `icon` as the theme's `title` or `glyph`: a case name, or its raw value in the
    /// SDK header's order; anything else unresolved.
    private static func enumeration(_ property: String, _ text: String, at: SourceLocation, expression: String,
                                    into button: inout ScannedButton) {
        let names = property == "label" ? UIKitValues.labels : UIKitValues.icons
        let key = property == "label" ? "title" : "glyph"
        let index = Int(text) ?? Double(text).flatMap { Int(exactly: $0) }
        guard let name = names.contains(text) ? text : index.flatMap({ names.indices.contains($0) ? names[$0] : nil }) else {
            button.unresolved.append(UnresolvedSetting(key: key, expression: expression, at: at, reason: "not a \(property) value"))
            return
        }
        button.settings[key] = ScannedSetting(.text(name), at: at, expression: expression)
    }

    /// `label`/`icon` (enum raw values), `fontSize`, `cornerRadius`, `alpha`.
    private func runtimeValue(_ text: String, line: Int, into current: inout OpenButton) {
        guard let keyPath = current.runtimeKeyPath, let number = Double(text) else { return }
        let at = location(line)
        let expression = "runtime attribute \(keyPath)=\(text)"
        switch keyPath {
        case "label", "icon":
            Self.enumeration(keyPath, text, at: at, expression: expression, into: &current.button)
        case "fontSize", "cornerRadius", "alpha":
            current.button.settings[keyPath] = ScannedSetting(.number(number), at: at, expression: expression)
        case "layer.opacity":
            current.button.settings["alpha"] = ScannedSetting(.number(number), at: at, expression: expression)
        default:
            return
        }
    }

    /// The finished buttons with their size constraints, in document order.
    func buttons() -> [ScannedButton] {
        finished.sorted { $0.button.source.line < $1.button.source.line }.map { entry in
            var button = entry.button
            button.outlet = outlets[entry.elementID]
            for constraint in constraints {
                let attributes = constraint.attributes
                let first = attributes["firstItem"] ?? constraint.owner
                guard first == entry.elementID, let dimension = attributes["firstAttribute"],
                      ["width", "height"].contains(dimension) else { continue }
                let at = location(constraint.line)
                let expression = "constraint \(dimension) \(attributes["relation"] ?? "equal") \(attributes["constant"] ?? "")"
                guard attributes["secondItem"] == nil, let constant = attributes["constant"].flatMap(Double.init) else {
                    button.unresolved.append(UnresolvedSetting(key: dimension, expression: expression.trimmingCharacters(in: .whitespaces),
                                                               at: at, reason: "relative to another view's size"))
                    continue
                }
                switch attributes["relation"] {
                case nil: button.settings[dimension] = ScannedSetting(.number(constant), at: at, expression: expression)
                case "lessThanOrEqual"? where dimension == "width":
                    button.settings["maxWidth"] = ScannedSetting(.number(constant), at: at, expression: expression)
                default:
                    button.notes.append(ScannerNote("`\(expression)` only bounds the size from below", at: at))
                }
            }
            return button
        }
    }
}
