import CoreLocationUI
import UIKit

final class StationViewController: UIViewController {
    private let locateButton = CLLocationButton()
    private let card = UIView()

    private lazy var mapButton: CLLocationButton = {
        let b = CLLocationButton()
        b.label = .currentLocation
        b.fontSize = 11
        b.backgroundColor = .systemYellow
        b.tintColor = .red
        b.transform = CGAffineTransform(rotationAngle: .pi / 12)
        return b
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        locateButton.label = .shareMyCurrentLocation
        locateButton.icon = .arrowOutline
        locateButton.fontSize = UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)
        locateButton.cornerRadius = 12
        locateButton.backgroundColor = UIColor(named: "StationBlue")
        locateButton.tintColor = .white
        locateButton.translatesAutoresizingMaskIntoConstraints = false
        card.alpha = 0.9
        card.addSubview(locateButton)
        view.addSubview(card)
        view.addSubview(mapButton)
        mapButton.maximumContentSizeCategory = .accessibilityMedium
        NSLayoutConstraint.activate([
            locateButton.widthAnchor.constraint(equalToConstant: 240),
            locateButton.heightAnchor.constraint(equalToConstant: 44),
            mapButton.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, multiplier: 0.5),
        ])
    }

    func makeCompactButton() -> CLLocationButton {
        // locbutton: id=compact
        let button = CLLocationButton(frame: CGRect(x: 0, y: 0, width: 120, height: 36))
        button.label = .none
        button.icon = .arrowFilled
        button.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        button.tintColor = UIColor(white: 1, alpha: 0.5)
        button.alpha = 0.75
        button.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
        return button
    }
}

extension StationViewController {
    func apply(_ theme: Theme) {
        locateButton.backgroundColor = theme.accent
    }
}
