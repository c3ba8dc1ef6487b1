import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The time a piece of work took: on the wall clock, and in the process's CPU time, which a busy
/// shared machine does not inflate (the measured numbers in docs/studio.md give both).
struct StudioTiming {
    private let wall = ContinuousClock.now
    private let cpu = StudioTiming.processCPU()

    struct Elapsed: CustomStringConvertible {
        var wall: Double
        var cpu: Double
        /// As JSON: `{"wall": ms, "cpu": ms}`.
        var description: String { #"{"wall": \#(wall), "cpu": \#(cpu)}"# }
        var json: [String: Double] { ["wall": wall, "cpu": cpu] }
    }

    var elapsed: Elapsed {
        let duration = ContinuousClock.now - wall
        return Elapsed(wall: Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15,
                       cpu: Self.processCPU() - cpu)
    }

    /// The process's CPU time in milliseconds.
    private static func processCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}
