import CoreLocationUI
import SwiftUI

struct NearbyView: View {
    var body: some View {
        LocationButton(.currentLocation) { }
            .tint(Color("Dusk"))
    }
}
