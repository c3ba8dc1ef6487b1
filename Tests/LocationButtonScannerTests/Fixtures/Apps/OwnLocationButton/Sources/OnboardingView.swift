import CoreLocationUI
import SwiftUI

/// The one system button: written with its module's name, since the app has a type of the same name.
struct OnboardingView: View {
    var body: some View {
        CoreLocationUI.LocationButton(.shareCurrentLocation) {
        }
        .foregroundStyle(.white)
        .tint(Color(red: 0.1, green: 0.3, blue: 0.6))
    }
}
