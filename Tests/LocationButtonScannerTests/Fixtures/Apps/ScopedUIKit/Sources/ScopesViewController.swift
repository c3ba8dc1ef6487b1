import CoreLocationUI
import UIKit

final class ScopesViewController: UIViewController {
    private lazy var locateButton: CLLocationButton = {
        let button = CLLocationButton()
        button.label = .currentLocation
        button.icon = .arrowOutline
        button.backgroundColor = .systemGreen
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.backgroundColor = .yellow
        button.alpha = 0.2
        view.addSubview(locateButton)
        locateButton.fontSize = 16
        view.insertSubview(button, belowSubview: locateButton)
    }

    func makeSheetButton() -> CLLocationButton {
        let button = CLLocationButton(frame: CGRect(x: 0, y: 0, width: 260, height: 44))
        button.label = .shareCurrentLocation
        button.tintColor = .black
        button.backgroundColor = .white
        return button
    }
}
