import Foundation

/// A value made on a background thread from the moment it is created; `value` waits for it. For
/// work whose inputs are known early and whose result is needed later.
package final class BackgroundValue<T: Sendable>: @unchecked Sendable {
    /// Written once by the background task before `done` is left; read only after waiting on it.
    private var result: T?
    private let done = DispatchGroup()

    package init(_ make: @escaping @Sendable () -> T) {
        done.enter()
        DispatchQueue.global().async { [self] in
            result = make()
            done.leave()
        }
    }

    package var value: T {
        done.wait()
        return result!
    }
}
