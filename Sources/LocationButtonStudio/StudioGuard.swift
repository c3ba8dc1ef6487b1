import Foundation

/// What a request must show before the studio answers it (docs/studio.md, "Safe by default"):
/// the server's own `Host` (a page on another site that resolves its name to 127.0.0.1 — DNS
/// rebinding — sends its own), no foreign `Origin`, the per-run token on every API call, and a
/// body of bounded size.
public struct StudioGuard: Sendable {
    public var port: UInt16
    public var token: String
    /// Bytes a request body may have: a save of every key of a hundred buttons fits.
    public static let bodyLimit = 256 * 1024

    public init(port: UInt16, token: String) { self.port = port; self.token = token }

    /// A fresh token: 128 random bits as hex.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
    }

    var hosts: Set<String> { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    /// nil when the request may go on; else the status and the reason.
    public func refusal(host: String?, origin: String?, token: String?, isAPI: Bool, contentLength: String?,
                        hasBody: Bool) -> (status: Int, reason: String)? {
        guard let host, hosts.contains(host.lowercased()) else {
            return (421, "this server answers only to 127.0.0.1:\(port)")
        }
        if let origin, !hosts.contains(where: { "http://\($0)" == origin.lowercased() }) {
            return (403, "requests from another origin are refused")
        }
        if isAPI {
            guard let token, Self.same(token, self.token) else { return (403, "a studio request needs this run's token") }
        }
        if let contentLength {
            guard let length = Int(contentLength), length >= 0, length <= Self.bodyLimit else {
                return (413, "a request body may have at most \(Self.bodyLimit) bytes")
            }
        } else if hasBody {
            return (411, "a request body needs a Content-Length")
        }
        return nil
    }

    /// Compares in time that does not depend on where the strings differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
