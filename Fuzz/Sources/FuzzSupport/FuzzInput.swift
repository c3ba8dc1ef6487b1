import Foundation

/// What libFuzzer hands a target, as the types the readers take.
public struct FuzzInput {
    public let data: Data

    public init(_ bytes: UnsafePointer<UInt8>?, _ count: Int) {
        data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    }

    /// The bytes as text, invalid UTF-8 repaired as a file reader would refuse or repair it.
    public var text: String { String(decoding: data, as: UTF8.self) }
}

/// Stops the run with a message libFuzzer records with the input that caused it.
public func fuzzFailure(_ message: String) -> Never {
    FileHandle.standardError.write(Data("fuzz invariant broken: \(message)\n".utf8))
    abort()
}
