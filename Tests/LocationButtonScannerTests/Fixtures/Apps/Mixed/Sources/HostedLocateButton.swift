import CoreLocationUI
import SwiftUI

struct HostedLocateButton: UIViewRepresentable {
    func makeUIView(context: Context) -> CLLocationButton {
        let button = CLLocationButton()
        button.label = .sendCurrentLocation
        button.backgroundColor = UIColor(named: "Pine")
        button.tintColor = UIColor.white.withAlphaComponent(0.8)
        button.cornerRadius = 22
        button.fontSize = 18
        return button
    }

    func updateUIView(_ uiView: CLLocationButton, context: Context) {}
}
