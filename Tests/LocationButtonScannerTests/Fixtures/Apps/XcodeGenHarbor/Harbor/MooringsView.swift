import CoreLocationUI
import SwiftUI

struct MooringsView: View {
    var body: some View {
        VStack {
            Text("Moorings")
            LocationButton(.currentLocation) {
                // center the chart on the boat
            }
            .tint(Color(red: 0.0, green: 0.25, blue: 0.5))
            .foregroundStyle(.white)
        }
    }
}
