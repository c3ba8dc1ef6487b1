import CoreLocationUI
import UIKit

final class MapViewController: UIViewController {
    private lazy var locateButton: CLLocationButton = {
        let button = CLLocationButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        button.icon = .arrowOutline
        button.cornerRadius = 22
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: locateButton)
    }
}
