import CoreLocationUI
import SwiftUI

/// A bottom bar: a text button of unknown width, a spacer, and the location button in the body
/// text style, which follows Dynamic Type.
struct MapBar: View {
    var body: some View {
        HStack {
            Button {
            } label: {
                Image(systemName: "house")
                Text("Home")
            }
            .buttonStyle(.borderless)
            Spacer()
            LocationButton(.currentLocation) { }
                .font(.body)
                .foregroundColor(.white)
                .tint(.indigo)
        }
    }
}

/// The same row in a 300 pt wide card.
struct CardBar: View {
    var body: some View {
        VStack {
            HStack {
                Text("Nearby")
                Spacer()
                LocationButton(.currentLocation) { }
                    .font(.body)
            }
        }
        .frame(maxWidth: 300)
    }
}
