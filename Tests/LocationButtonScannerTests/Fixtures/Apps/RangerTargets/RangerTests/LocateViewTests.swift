import XCTest
@testable import Ranger

final class LocateViewTests: XCTestCase {
    func testBodyBuilds() {
        _ = LocateView().body
    }
}
