import CoreLocationUI
import SwiftUI

struct ClipLocateView: View {
    var body: some View {
        LocationButton(.shareCurrentLocation) {
            // share it with the ranger station
        }
        .tint(Color("AccentColor"))
        .foregroundStyle(.white)
    }
}
