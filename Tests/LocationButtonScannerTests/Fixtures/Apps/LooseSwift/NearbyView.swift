import CoreLocationUI
import SwiftUI

struct NearbyView: View {
    var body: some View {
        LocationButton(.currentLocation) {
            // look up cafés near the user
        }
        .foregroundStyle(.white)
        .cornerRadius(12)
    }
}
