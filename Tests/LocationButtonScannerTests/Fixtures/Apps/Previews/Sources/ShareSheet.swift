import CoreLocationUI
import SwiftUI

struct ShareSheet: View {
    var body: some View {
        LocationButton(.shareCurrentLocation) { }
    }
}

#Preview("Yellow") {
    LocationButton(.currentLocation) { }
        .tint(.yellow)
}

struct ShareSheet_Previews: PreviewProvider {
    static var previews: some View {
        LocationButton { }
            .tint(.yellow)
    }
}
