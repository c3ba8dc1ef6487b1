import CoreLocationUI
import SwiftUI

struct LocateView: View {
    var body: some View {
        VStack(spacing: 12) {
            LocationButton(.currentLocation) { }
                .tint(Brand.sun)
                .foregroundStyle(Brand.ink)
            LocationButton(.shareCurrentLocation) { }
                .tint(.brandDeep)
                .foregroundStyle(.white)
        }
    }
}
