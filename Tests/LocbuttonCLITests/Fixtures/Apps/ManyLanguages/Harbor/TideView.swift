import CoreLocationUI
import SwiftUI

struct TideView: View {
    var body: some View {
        LocationButton(.shareCurrentLocation) { }
            .tint(.yellow)
    }
}
