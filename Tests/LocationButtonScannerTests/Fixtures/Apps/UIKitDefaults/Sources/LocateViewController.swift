import CoreLocationUI
import UIKit

final class LocateViewController: UIViewController {
    private let iconButton = CLLocationButton(frame: CGRect(x: 16, y: 16, width: 44, height: 44))
    private let plainButton = CLLocationButton(frame: CGRect(x: 16, y: 80, width: 200, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        iconButton.icon = .arrowFilled
        iconButton.cornerRadius = 22
        view.addSubview(iconButton)
        view.addSubview(plainButton)
    }
}
