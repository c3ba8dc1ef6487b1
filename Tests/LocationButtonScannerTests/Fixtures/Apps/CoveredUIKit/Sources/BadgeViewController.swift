import CoreLocationUI
import UIKit

/// A "new" badge put on the button itself: it covers it at every tap.
final class BadgeViewController: UIViewController {
    private let locate = CLLocationButton(frame: CGRect(x: 20, y: 20, width: 240, height: 44))
    private let badge = UIView(frame: CGRect(x: 180, y: 4, width: 16, height: 16))

    override func viewDidLoad() {
        super.viewDidLoad()
        locate.label = .currentLocation
        locate.icon = .arrowFilled
        view.addSubview(locate)
        locate.addSubview(badge)
    }
}
