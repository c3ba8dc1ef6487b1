import CoreLocationUI
import SwiftUI

struct LocateView: View {
    var body: some View {
        LocationButton(.currentLocation) {
            // ask for a one-time location
        }
        .tint(Color("AccentColor"))
        .foregroundStyle(.white)
        .labelStyle(.titleAndIcon)
    }
}
