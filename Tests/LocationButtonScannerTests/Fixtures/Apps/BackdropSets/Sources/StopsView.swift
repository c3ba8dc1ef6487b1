import CoreLocationUI
import SwiftUI

struct StopsView: View {
    var body: some View {
        VStack(spacing: 16) {
            LocationButton(.currentLocation) {
                // nearest stops
            }
            .tint(Color("Backdrop"))
            .foregroundStyle(.white)

            LocationButton(.currentLocation) {
                // nearest stops, sunny theme
            }
            .tint(Color(red: 1, green: 0.85, blue: 0.3))
            .foregroundStyle(.white)
        }
    }
}
