import CoreLocationUI
import SwiftUI

struct FindView: View {
    var body: some View {
        LocationButton(.sendCurrentLocation) {
            // send the position to the village map
        }
        .tint(.black)
        .foregroundStyle(.white)
    }
}
