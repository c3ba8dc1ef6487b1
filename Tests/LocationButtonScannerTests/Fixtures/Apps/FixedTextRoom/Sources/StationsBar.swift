import CoreLocationUI
import SwiftUI

/// A header row: a label that never truncates (`.fixedSize()`) beside the location button in a
/// fixed 24 pt font.
struct StationsBar: View {
    var body: some View {
        HStack {
            Text("Nearby charging stations")
                .font(.system(size: 17))
                .fixedSize()
            LocationButton(.currentLocation) { }
                .font(.system(size: 24))
        }
    }
}

/// The same row where SwiftUI may squeeze the label: its width is not known.
struct SqueezedBar: View {
    var body: some View {
        HStack {
            Text("Nearby charging stations")
                .font(.system(size: 17))
            LocationButton(.currentLocation) { }
                .font(.system(size: 24))
        }
    }
}

/// A light label may be narrower than the regular one measured: not counted.
struct LightBar: View {
    var body: some View {
        HStack {
            Text("Nearby charging stations")
                .font(.system(size: 17))
                .fontWeight(.light)
                .fixedSize()
            LocationButton(.currentLocation) { }
                .font(.system(size: 24))
        }
    }
}
