import CHarfBuzz
import Foundation

/// One font file, read once and shared by every instance drawn from it. A font with an `opsz`
/// axis makes each point size its own instance (and a collection holds several faces), so reading,
/// copying and checking the bytes per instance would redo that work for every size.
final class FontFile: @unchecked Sendable {
    /// The path errors name.
    let path: String
    let data: Data
    /// Holds its own copy of the bytes (HarfBuzz's DUPLICATE mode); faces made from it keep it alive.
    let blob: OpaquePointer
    private let lock = NSLock()
    private var checkedFaces: Set<Int> = []

    init(path: String, data: Data) {
        self.path = path
        self.data = data
        // (HarfBuzz constructors return an inert empty object on failure, never NULL.)
        blob = data.withUnsafeBytes { raw in
            hb_blob_create(raw.bindMemory(to: CChar.self).baseAddress, UInt32(raw.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)!
        }
    }

    deinit { hb_blob_destroy(blob) }

    /// Checks a face of the file once (`FontFileCheck`); later calls for that face return at once.
    func checkFace(_ index: Int) throws {
        lock.lock()
        defer { lock.unlock() }
        if checkedFaces.contains(index) { return }
        try FontFileCheck.validate(data, faceIndex: index, file: path)
        checkedFaces.insert(index)
    }
}
