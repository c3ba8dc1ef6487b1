import CoreLocationUI
import SwiftUI

struct CheckInView: View {
    var body: some View {
        LocationButton(.currentLocation) { }
            .tint(.orange)
            .foregroundColor(.white)
    }
}

#Preview {
    LocationButton(.currentLocation) { }
        .tint(Color("PreviewTint"))
}
