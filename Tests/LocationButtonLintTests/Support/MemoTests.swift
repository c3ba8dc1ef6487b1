import Foundation
import Testing
@testable import LocationButtonLint

@Suite struct MemoTests {
    final class Box: Sendable {}

    /// Every worker asks for the same key while its first maker is still at work: the value is
    /// made once and every worker gets that one object.
    @Test("a key being made is waited for not made again") func aKeyBeingMadeIsWaitedForNotMadeAgain() {
        let memo = Memo<Int, Box>()
        let makes = Counter(), making = DispatchSemaphore(value: 0), done = DispatchGroup()
        let boxes = Boxes()
        @Sendable func ask() -> Box {
            memo.value(1) {
                makes.increment()
                making.signal()
                Thread.sleep(forTimeInterval: 0.05)
                return Box()
            }
        }
        done.enter()
        Thread { boxes.append(ask()); done.leave() }.start()
        making.wait()  // the first worker is making the value
        for _ in 0..<7 {
            done.enter()
            Thread { boxes.append(ask()); done.leave() }.start()
        }
        done.wait()
        let all = boxes.all
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0 === all[0] })
        #expect(makes.value == 1)
        #expect(memo.count == 1)
    }

    /// A failure is not kept: the next caller makes the value again.
    @Test("a failure is made again by the next caller") func aFailureIsMadeAgainByTheNextCaller() throws {
        struct Failed: Error {}
        let memo = Memo<String, Int>()
        #expect(throws: Failed.self) { try memo.value("a") { throw Failed() } }
        #expect(memo.count == 0)
        #expect(memo.value("a") { 7 } == 7)
        #expect(memo.value("a") { 8 } == 7)
    }

    /// With a limit of 2: after a, b, c the oldest (a) is forgotten and made again when asked; b
    /// and c are kept. Three values never live at once.
    @Test("a memo with a limit forgets its oldest value") func aMemoWithALimitForgetsItsOldestValue() {
        let memo = Memo<String, Int>(limit: 2)
        #expect(memo.value("a") { 1 } == 1)
        #expect(memo.value("b") { 2 } == 2)
        #expect(memo.value("c") { 3 } == 3)
        #expect(memo.count == 2)
        #expect(memo.value("b") { 20 } == 2)
        #expect(memo.value("c") { 30 } == 3)
        #expect(memo.value("a") { 10 } == 10)
        // Making a again forgot b, the oldest then.
        #expect(memo.value("b") { 200 } == 200)
        #expect(memo.count == 2)
    }

    final class Boxes: @unchecked Sendable {
        private let lock = NSLock()
        private var boxes: [Box] = []
        func append(_ box: Box) { lock.withLock { boxes.append(box) } }
        var all: [Box] { lock.withLock { boxes } }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
