import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// Lines and columns of positions in one file's bytes, as swift-syntax's `SourceLocationConverter`
/// gives them (its physical `line` and `column`, 1-based, columns in UTF-8 bytes; a line ends
/// after `\n`, `\r` or `\r\n`), found from the bytes alone: the converter walks the whole tree to
/// build its table, which cost a scan of many small files more than reading their buttons.
package struct SourceLines: Sendable {
    /// Where each line after the first starts (the offset after each line break), ascending.
    private let starts: [Int]
    private let count: Int

    package init(_ bytes: [UInt8]) {
        self.starts = bytes.withUnsafeBufferPointer { bytes in
            var starts: [Int] = []
            starts.reserveCapacity(bytes.count / 32)
            var index = 0
            let end = bytes.count
            while index < end {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A {
                    starts.append(index)
                } else if byte == 0x0D {
                    if index < end && bytes[index] == 0x0A { index += 1 }
                    starts.append(index)
                }
            }
            return starts
        }
        count = bytes.count
    }

    /// The line and column of the byte at `offset` (clamped to the file, as the converter does).
    package func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, count))
        // The number of line starts at or before `offset` (the converter's upper bound).
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return (low + 1, offset - (low == 0 ? 0 : starts[low - 1]) + 1)
    }
}
