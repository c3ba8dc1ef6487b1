import Foundation
import Testing

/// Loads pages in headless Chromium (Debian package `chromium`; on macOS the Chromium or Google
/// Chrome app) for the HTML report's browser tests. Without a binary the tests are skipped with
/// the reason (`HeadlessChromium.missingReason`), never passed silently.
struct HeadlessChromium {
    let binary: URL

    /// The first Chromium found: `$CHROMIUM`, the Debian names on PATH, then the macOS app bundles.
    static let found: HeadlessChromium? = {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["CHROMIUM"] { candidates.append(explicit) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            candidates += path.split(separator: ":").map { "\($0)/\(name)" }
        }
        candidates += ["/Applications/Chromium.app/Contents/MacOS/Chromium",
                       "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
            .map { HeadlessChromium(binary: URL(fileURLWithPath: $0)) }
    }()

    static let missingReason = "no Chromium found (install the Debian package chromium, or Chromium/Google Chrome on macOS, or set CHROMIUM): browser tests skipped"

    static var isAvailable: Bool {
        if found == nil { FileHandle.standardError.write(Data("note: \(missingReason)\n".utf8)) }
        return found != nil
    }

    struct Page {
        /// The DOM after the page's scripts ran (`--dump-dom`).
        var dom: String
        /// Every message the page wrote to the console, uncaught errors included.
        var consoleMessages: [String]
    }

    /// Loads a file and returns its DOM after scripts ran and what it logged to the console.
    func load(_ file: URL, windowWidth: Int? = nil) throws -> Page {
        let window = windowWidth.map { ["--window-size=\($0),900"] } ?? []
        let result = try run(["--enable-logging=stderr", "--v=0"] + window + ["--dump-dom", file.absoluteString])
        let console = result.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return Page(dom: result.stdout, consoleMessages: console)
    }

    /// A PNG screenshot of the file at the given window size.
    func screenshot(_ file: URL, width: Int, height: Int) throws -> Data {
        let folder = try LocbuttonRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("shot.png")
        _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(png.path)", file.absoluteString])
        return try Data(contentsOf: png)
    }

    /// Evaluates `expression` (JavaScript, returning a JSON-serializable value) in `page` (HTML)
    /// loaded from `folder`, by appending a script that writes the result into the DOM and reading
    /// it back from `--dump-dom`.
    func evaluate(_ expression: String, inPage html: String, folder: URL, windowWidth: Int? = nil) throws -> Any {
        let probe = """
            <script>(function(){var out;try{out=JSON.stringify({value:(function(){return \(expression);})()});}
            catch(e){out=JSON.stringify({error:String(e)});}
            var pre=document.createElement('pre');pre.id='probe-result';pre.textContent=out;document.body.appendChild(pre);})();</script>
            """
        let page = folder.appendingPathComponent("probe-\(UUID().uuidString).html")
        let withProbe = html.replacingOccurrences(of: "</body>", with: probe + "</body>")
        try Data(withProbe.utf8).write(to: page)
        let dom = try load(page, windowWidth: windowWidth).dom
        guard let start = dom.range(of: "<pre id=\"probe-result\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure(message: "the probe wrote no result; DOM starts: \(dom.prefix(300))")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        if let error = object["error"] { throw Failure(message: "the probe threw: \(error)") }
        return object["value"] ?? NSNull()
    }

    /// How many distinct colors a PNG has and the share of its pixels that differ from the top-left
    /// one, counted by a canvas in the browser (no image library needed here).
    func pixelStatistics(png: Data) throws -> (colors: Int, nonBackground: Double) {
        let folder = try LocbuttonRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = "<!doctype html><html><body><img id=\"shot\" src=\"data:image/png;base64,\(png.base64EncodedString())\"></body></html>"
        let value = try evaluate("""
            (function(){var img=document.getElementById('shot');var c=document.createElement('canvas');
            c.width=img.naturalWidth;c.height=img.naturalHeight;var x=c.getContext('2d');x.drawImage(img,0,0);
            var d=x.getImageData(0,0,c.width,c.height).data;var seen=new Set();var other=0;
            for(var i=0;i<d.length;i+=4){var k=(d[i]<<16)|(d[i+1]<<8)|d[i+2];seen.add(k);
            if(d[i]!==d[0]||d[i+1]!==d[1]||d[i+2]!==d[2])other++;}
            return {colors:seen.size,other:other/(d.length/4),width:c.width};})()
            """, inPage: html, folder: folder)
        let stats = try #require(value as? [String: Any])
        let width = stats["width"] as? Int ?? 0
        if width == 0 { throw Failure(message: "the screenshot did not decode") }
        return (stats["colors"] as? Int ?? 0, stats["other"] as? Double ?? 0)
    }

    struct Failure: Error, CustomStringConvertible { var message: String; var description: String { message } }

    private func run(_ arguments: [String]) throws -> LocbuttonRunner.Output {
        // --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                     "--allow-pre-commit-input", "--run-all-compositor-stages-before-draw", "--virtual-time-budget=5000"]
        return try LocbuttonRunner.run(flags + arguments, executable: binary)
    }
}
