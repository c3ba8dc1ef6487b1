import CoreLocationUI
import UIKit

/// A banner added after the button to the same view, laid out elsewhere: it may cover it.
final class BannerViewController: UIViewController {
    private let locate = CLLocationButton(frame: CGRect(x: 20, y: 600, width: 240, height: 44))
    private let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        locate.label = .currentLocation
        locate.icon = .arrowFilled
        view.addSubview(locate)
        view.addSubview(banner)
    }
}

/// The same, with the button brought back to the front.
final class FrontViewController: UIViewController {
    private let locate = CLLocationButton(frame: CGRect(x: 20, y: 600, width: 240, height: 44))
    private let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        locate.label = .currentLocation
        locate.icon = .arrowFilled
        view.addSubview(locate)
        view.addSubview(banner)
        view.bringSubviewToFront(locate)
    }
}

/// A footer added later, with a frame that stays below the button's.
final class FooterViewController: UIViewController {
    private let locate = CLLocationButton(frame: CGRect(x: 20, y: 600, width: 240, height: 44))
    private let footer = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 144))

    override func viewDidLoad() {
        super.viewDidLoad()
        locate.label = .currentLocation
        locate.icon = .arrowFilled
        view.addSubview(locate)
        view.addSubview(footer)
    }
}
