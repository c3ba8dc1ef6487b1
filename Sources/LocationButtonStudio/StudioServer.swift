import FlyingFox
import Foundation
import LocationButtonLint

/// The studio's HTTP server (FlyingFox) on 127.0.0.1: the page and its script and style, and three
/// API calls — the themes' buttons, one button judged with edits, a save. Every request passes
/// `StudioGuard` first; paths are matched exactly, none names a file.
public final class StudioServer: Sendable {
    let session: StudioSession
    let server: HTTPServer
    public let token: String

    /// `port` 0: a free one.
    public init(session: StudioSession, port: UInt16, token: String = StudioGuard.newToken()) throws {
        self.session = session
        self.token = token
        let box = GuardBox()
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 30, logger: .disabled,
                            handler: ClosureHTTPHandler { [session] request in
                                await Self.handle(request, guard: box.value, session: session)
                            })
        self.box = box
    }

    private let box: GuardBox

    /// Starts listening and returns the port; the server runs until the task is cancelled.
    public func start() async throws -> (port: UInt16, task: Task<Void, any Error>) {
        let task = Task { [server] in try await server.run() }
        try await server.waitUntilListening(timeout: 10)
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw NotListening() }
        box.set(StudioGuard(port: port, token: token))
        return (port, task)
    }

    /// The address a person opens: the per-run token rides in the fragment, which browsers never send.
    public static func address(port: UInt16, token: String) -> String { "http://127.0.0.1:\(port)/#token=\(token)" }

    static func handle(_ request: HTTPRequest, guard studioGuard: StudioGuard?, session: StudioSession) async -> HTTPResponse {
        guard let studioGuard else { return text(503, "starting") }
        let isAPI = request.path.hasPrefix("/api/")
        if let refusal = studioGuard.refusal(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")],
                                             token: request.headers[HTTPHeader("X-Studio-Token")], isAPI: isAPI,
                                             contentLength: request.headers[.contentLength],
                                             hasBody: request.headers[.transferEncoding] != nil) {
            return text(refusal.status, refusal.reason)
        }
        switch (request.method, request.path) {
        case (.GET, "/"): return asset(StudioPage.html, type: "text/html; charset=utf-8")
        case (.GET, "/studio.js"): return asset(StudioPage.scriptFile, type: "text/javascript; charset=utf-8")
        case (.GET, "/studio.css"): return asset(StudioPage.stylesheet, type: "text/css; charset=utf-8")
        case (.POST, "/api/themes"): return respond(200, await session.listing(), type: "application/json")
        case (.POST, "/api/judge"), (.POST, "/api/draw"), (.POST, "/api/save"):
            guard let body = try? await request.bodyData, body.count <= StudioGuard.bodyLimit,
                  let call = try? JSONDecoder().decode(Call.self, from: body) else {
                return text(400, "expected a JSON request body")
            }
            do {
                if request.path == "/api/save" {
                    let path = try await session.save(file: call.file, changes: call.buttons ?? [:])
                    return json(200, ["saved": path])
                }
                if request.path == "/api/draw" {
                    let asked = if let sequence = call.sequence {
                        try await session.drawing(file: call.file, button: call.button ?? "", sequence: sequence)
                    } else {
                        try await session.drawing(file: call.file, button: call.button ?? "", number: call.drawing ?? -1)
                    }
                    // An edit that drew nothing (bad input): nothing to place, which is no fault.
                    guard let drawing = asked else { return respond(204, Data(), type: "text/plain; charset=utf-8") }
                    // The markup itself, not JSON: the page places it as it comes (a quarter of a
                    // megabyte for a button in ten languages), and the time rides in a header.
                    let rendered = await drawing.value
                    var answer = respond(200, Data(rendered.markup.utf8), type: "text/html; charset=utf-8")
                    answer.headers[HTTPHeader("X-Studio-Milliseconds")] = rendered.milliseconds.description
                    return answer
                }
                let (judged, number) = try await session.judge(file: call.file, button: call.button ?? "", changes: call.changes ?? [:],
                                                               sequence: call.sequence)
                var answer = response(judged)
                answer["drawing"] = number ?? NSNull()
                return json(200, answer)
            } catch {
                return text(error.status, error.message)
            }
        case (_, "/"), (_, "/studio.js"), (_, "/studio.css"), (_, "/api/themes"), (_, "/api/judge"), (_, "/api/draw"), (_, "/api/save"):
            return text(405, "method not allowed")
        default:
            return text(404, "not found")
        }
    }

    /// A request to the API: the file by its number, and the edits (key → field text, null to unset).
    struct Call: Decodable {
        var file: Int
        var button: String?
        var changes: [String: String?]?
        /// A save's edits: button → key → field text.
        var buttons: [String: [String: String?]]?
        /// The drawing asked for: the number its judgement returned, or the page's number for the
        /// edit (`sequence`, sent with the judgement and the drawing's request at once).
        var drawing: Int?
        var sequence: Int?
    }

    static func response(_ judged: StudioJudge.Judged) -> [String: Any] {
        [
            "verdict": judged.verdict, "api": judged.api,
            "appearances": judged.appearances.map { ["appearance": $0.appearance, "verdict": $0.verdict,
                                                     "background": $0.background, "foreground": $0.foreground] },
            "fixes": judged.fixes.map { ["label": $0.label, "system": $0.system, "edits": $0.edits] },
            "problems": judged.problems.map { ["message": $0.description, "key": $0.key ?? NSNull()] as [String: Any] },
            "code": judged.code, "milliseconds": judged.milliseconds, "colors": judged.composed,
        ]
    }

    /// Headers on every answer: nothing from elsewhere may load (scripts only the studio's own,
    /// styles its own and the inline ones the report's drawings carry), no framing, no sniffing.
    static let securityHeaders: [(HTTPHeader, String)] = [
        (HTTPHeader("Content-Security-Policy"), "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
        (HTTPHeader("X-Content-Type-Options"), "nosniff"),
        (HTTPHeader("Referrer-Policy"), "no-referrer"),
        (.cacheControl, "no-store"),
    ]

    static func respond(_ status: Int, _ body: Data, type: String) -> HTTPResponse {
        var headers = HTTPHeaders()
        for (header, value) in securityHeaders { headers[header] = value }
        headers[.contentType] = type
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: headers, body: body)
    }

    static func asset(_ text: String, type: String) -> HTTPResponse { respond(200, Data(text.utf8), type: type) }
    static func text(_ status: Int, _ message: String) -> HTTPResponse {
        respond(status, Data((message + "\n").utf8), type: "text/plain; charset=utf-8")
    }
    static func json(_ status: Int, _ value: [String: Any]) -> HTTPResponse {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data("{}".utf8)
        return respond(status, data, type: "application/json")
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 410: "Gone"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Content"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}

struct NotListening: Error, CustomStringConvertible {
    var description: String { "the studio's server is not listening on 127.0.0.1" }
}

/// The guard, set once the port is known (the handler is made before the server listens).
final class GuardBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: StudioGuard?
    var value: StudioGuard? { lock.withLock { stored } }
    func set(_ value: StudioGuard) { lock.withLock { stored = value } }
}
