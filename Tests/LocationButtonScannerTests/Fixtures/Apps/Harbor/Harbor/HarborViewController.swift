import CoreLocation
import CoreLocationUI
import UIKit

/// The storyboard's Location Button, dragged from Xcode's object library, restyled in code.
final class HarborViewController: UIViewController, CLLocationManagerDelegate {
    @IBOutlet weak var shareButton: CLLocationButton!

    private let manager = CLLocationManager()

    override func viewDidLoad() {
        super.viewDidLoad()
        manager.delegate = self
        // The harbour's own green instead of the storyboard's system green.
        shareButton.backgroundColor = UIColor(red: 0.0, green: 0.4, blue: 0.2, alpha: 1)
        shareButton.cornerRadius = 12
    }

    @IBAction func shareLocation(_ sender: CLLocationButton) {
        manager.requestLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
}
