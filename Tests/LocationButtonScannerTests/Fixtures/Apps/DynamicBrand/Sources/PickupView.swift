import CoreLocationUI
import SwiftUI

struct PickupView: View {
    var body: some View {
        VStack(spacing: 24) {
            LocationButton(.shareCurrentLocation) { }
                .tint(Palette.amber)
                .foregroundStyle(.white)
            LocationButton(.currentLocation) { }
                .tint(.indigo)
                .foregroundStyle(Palette.ink)
        }
    }
}
