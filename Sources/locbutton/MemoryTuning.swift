import CMalloc

/// glibc gives every block of 128 KB or more its own mapping and unmaps it when freed, so a run
/// that builds and drops megabyte-sized strings and arrays (report pieces, a long theme's node
/// tree) faults every page in afresh, with threads waiting on the address-space lock. Served from
/// the heap instead, freed blocks are reused: a check of thousands of buttons spends a third less time
/// in the kernel (docs/speed.md). Peak memory grows by a few megabytes.
///
/// Two arenas, not glibc's eight per core: with an arena per thread, what the judging freed stays
/// in its thread's arena while the report, written on the main thread, grows the main one, so the
/// process held both peaks at once. One arena held one peak, but its single lock made the loads
/// that overlap at start wait on each other (4–5 % of a 10-button check); two keep most of the
/// reuse and none of the wait (Benchmarks/README.md).
enum MemoryTuning {
    static func apply() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
        _ = mallopt(M_ARENA_MAX, 2)
        #endif
    }
}
