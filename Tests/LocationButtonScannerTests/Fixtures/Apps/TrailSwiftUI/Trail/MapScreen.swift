import CoreLocationUI
import SwiftUI

struct MapScreen: View {
    var body: some View {
        ZStack {
            Color.black
            locateButton
            Text("Beta")
        }
    }
}

extension MapScreen {
    var locateButton: some View {
        LocationButton { }
            .tint(Color(UIColor.systemIndigo).opacity(0.5))
            .foregroundColor(Color(hue: 0.5, saturation: 0.5, brightness: 1))
            .rotationEffect(.degrees(8))
            .blur(radius: 1)
            .overlay { Image(systemName: "sparkles") }
            .brandBadge()
    }
}
