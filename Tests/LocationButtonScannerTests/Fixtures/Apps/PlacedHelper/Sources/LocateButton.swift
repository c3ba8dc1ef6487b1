import CoreLocationUI
import SwiftUI

/// The app's location button, shown by the search bar and the empty state.
struct LocateButton: View {
    var body: some View {
        LocationButton(.shareCurrentLocation) { }
            .foregroundStyle(.white)
    }
}

/// A row's button, shown beside a label.
struct RowButton: View {
    var body: some View {
        LocationButton(.currentLocation) { }
    }
}

#Preview {
    HStack(spacing: 300) {
        Text("Preview")
        LocateButton()
    }
}
