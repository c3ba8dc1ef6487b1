import CoreLocationUI
import SwiftUI

/// A title bar overlaid at the top of a map whose button sits at the bottom trailing corner.
struct TrailMap: View {
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color.green
            LocationButton(.currentLocation) { }
                .frame(width: 220, height: 44)
                .foregroundColor(.white)
                .tint(.indigo)
                .padding()
        }
        .overlay(alignment: .top) {
            Text("Trail Map")
                .font(.headline)
                .frame(maxWidth: .infinity)
                .padding()
        }
    }
}

/// The same bar aligned to the bottom, where the button is.
struct BottomBar: View {
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color.green
            LocationButton(.currentLocation) { }
                .frame(width: 220, height: 44)
                .tint(.indigo)
                .padding()
        }
        .overlay(Text("Trail Map").padding(), alignment: .bottom)
    }
}

/// A top banner long enough to reach the button in a short screen.
struct LongBanner: View {
    var body: some View {
        ZStack(alignment: .bottom) {
            Color.green
            LocationButton(.currentLocation) { }
                .frame(width: 220, height: 44)
                .tint(.indigo)
                .padding()
        }
        .overlay(alignment: .top) {
            Text("Find coffee, tea and pastries near you")
                .font(.largeTitle)
                .padding()
        }
    }
}
