import CoreLocationUI
import SwiftUI

struct PickupView: View {
    @Environment(\.rideTheme) private var theme

    var body: some View {
        LocationButton(.shareCurrentLocation) { }
            .tint(theme.accent)
    }
}
