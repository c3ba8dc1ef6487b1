import SwiftUI

struct SearchBar: View {
    @Binding var query: String

    var body: some View {
        HStack(spacing: 12) {
            TextField("Address", text: $query)
                .frame(width: 220)
            LocateButton()
        }
    }
}

struct NearbyRow: View {
    var body: some View {
        HStack {
            Text("Near me")
            RowButton()
        }
    }
}
