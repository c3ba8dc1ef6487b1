import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
import Foundation

/// Gathers report pieces into one buffer and hands it over full: a report arrives as many small
/// pieces (a button's header, a shared finding line, its place), and a write or a `Data` per piece
/// would cost more than the text. A piece larger than the buffer is handed over as it is.
public final class PieceBuffer {
    package static let capacity = 256 << 10
    private let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
    private var used = 0
    private let output: (UnsafeRawBufferPointer) -> Void

    public init(writingTo output: @escaping (UnsafeRawBufferPointer) -> Void) { self.output = output }

    deinit { storage.deallocate() }

    public func append(_ piece: String) {
        var piece = piece
        piece.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    public func append(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        if used + bytes.count > Self.capacity { flush() }
        if bytes.count >= Self.capacity {
            output(bytes)
        } else {
            storage.baseAddress!.advanced(by: used).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
            used += bytes.count
        }
    }

    public func flush() {
        guard used > 0 else { return }
        output(UnsafeRawBufferPointer(rebasing: storage[..<used]))
        used = 0
    }
}

extension PieceBuffer {
    /// The pieces `write` hands over (UTF-8), as `Data` of up to 256 KB each for `sink`.
    package static func gather(_ write: ((UnsafeRawBufferPointer) -> Void) -> Void, into sink: (Data) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            let buffer = PieceBuffer { sink(Data($0)) }
            write(buffer.append)
            buffer.flush()
        }
    }
}
