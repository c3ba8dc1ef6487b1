import CoreLocationUI
import SwiftUI

struct SettingsView: View {
    var body: some View {
        Form {
            Section("Location") {
                Text("Nearby stops use your location once, when you ask.")
            }
            #if DEBUG
            Section("Debug") {
                LocationButton(.sendCurrentLocation) {
                }
                .foregroundStyle(.white)
            }
            #endif
        }
    }
}
