import CoreLocationUI
import SwiftUI

struct SearchBar: View {
    @Binding var query: String

    var body: some View {
        HStack(spacing: 12) {
            TextField("Address", text: $query)
                .textFieldStyle(.roundedBorder)
                .frame(width: 220)
            LocationButton(.shareCurrentLocation) { }
                .foregroundStyle(.white)
        }
    }
}

struct NearbyHeader: View {
    var body: some View {
        HStack {
            Text("Stores near you")
                .font(.headline)
            LocationButton(.currentLocation) { }
        }
    }
}

struct SpacedRow: View {
    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "mappin")
                .frame(width: 24)
            Spacer()
            LocationButton(.currentLocation) { }
                .padding(.horizontal, 4)
        }
    }
}

struct FindRow: View {
    @State private var query = ""

    var body: some View {
        HStack {
            TextField("Find a store", text: $query)
            LocationButton { }
                .labelStyle(.iconOnly)
        }
    }
}
