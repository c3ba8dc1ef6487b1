import CoreLocationUI
import UIKit

final class ShareViewController: UIViewController {
    private let shareButton = CLLocationButton(frame: CGRect(x: 0, y: 0, width: 260, height: 48))
    var textScale: CGFloat = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.label = .shareCurrentLocation
        shareButton.icon = .arrowFilled
        shareButton.fontSize = Metrics.big / 2
        shareButton.cornerRadius = Metrics.token / 2
        shareButton.backgroundColor = .systemIndigo
        view.addSubview(shareButton)
    }
}

final class ScaledViewController: UIViewController {
    private let locateButton = CLLocationButton()
    var textScale: CGFloat = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        locateButton.fontSize = UIFont.labelFontSize * textScale
        locateButton.cornerRadius = max(Metrics.gutter, 8) - 2
        view.addSubview(locateButton)
    }
}
