import CHarfBuzz
import Foundation

/// One font file, read once and shared by every instance drawn from it. A font with an `opsz`
/// axis makes each point size its own instance (and a collection holds several faces), so reading,
/// copying and checking the bytes per instance would redo that work for every size.
package final class FontFile: @unchecked Sendable {
    /// The path errors name.
    package let path: String
    package let data: Data
    /// Reads the bytes of `data` in place: the blob holds a reference to them, released when
    /// HarfBuzz destroys it (faces made from it keep it alive), so nothing is copied.
    package let blob: OpaquePointer
    private let lock = NSLock()
    private var checkedFaces: Set<Int> = []

    /// Keeps the bytes the blob points into alive (a `Data` beyond a few bytes keeps its storage
    /// in one place while it is not mutated).
    private final class Bytes { let data: Data; init(_ data: Data) { self.data = data } }

    package init(path: String, data: Data) {
        self.path = path
        self.data = data
        // (HarfBuzz constructors return an inert empty object on failure, never NULL.)
        if data.count < 64 {
            // Tiny data may be held inline, where its address is not stable: HarfBuzz copies it.
            blob = data.withUnsafeBytes { raw in
                hb_blob_create(raw.bindMemory(to: CChar.self).baseAddress, UInt32(raw.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)!
            }
        } else {
            let owner = Unmanaged.passRetained(Bytes(data))
            blob = owner.takeUnretainedValue().data.withUnsafeBytes { raw in
                hb_blob_create(raw.bindMemory(to: CChar.self).baseAddress, UInt32(raw.count), HB_MEMORY_MODE_READONLY,
                               owner.toOpaque(), { Unmanaged<Bytes>.fromOpaque($0!).release() })!
            }
        }
    }

    deinit { hb_blob_destroy(blob) }

    /// Checks a face of the file once (`FontFileCheck`); later calls for that face return at once.
    package func checkFace(_ index: Int) throws {
        lock.lock()
        defer { lock.unlock() }
        if checkedFaces.contains(index) { return }
        try FontFileCheck.validate(data, faceIndex: index, file: path)
        checkedFaces.insert(index)
    }
}
