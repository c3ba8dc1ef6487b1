import CoreLocationUI
import MapKit
import SwiftUI

struct NightMapView: View {
    @FocusState private var mapFocused: Bool

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Map()
                .focused($mapFocused)
            LocationButton(.currentLocation) { }
                .tint(.yellow)
                .foregroundStyle(.white)
                .padding()
        }
        .contentMargins(.horizontal, 12)
        .defaultFocus($mapFocused, true)
        .preferredColorScheme(.dark)
    }
}

struct TrailMapView: View {
    var body: some View {
        Map()
            .safeAreaInset(edge: .bottom) {
                LocationButton(.currentLocation) { }
                    .foregroundStyle(.white)
            }
            .mapStyle(.hybrid)
            .mapControls { MapCompass() }
            .accessibilityIdentifier("trail-map")
            .task { }
    }
}
