import CoreLocationUI
import UIKit

final class DockViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = CLLocationButton()
        button.label = .shareCurrentLocation
        button.icon = .arrowFilled
        button.cornerRadius = 20
        view.addSubview(button)
    }
}
