import CoreLocationUI
import SwiftUI

/// The button's own `.frame(maxWidth:)` inside a stack: the smaller of it and the stack's room.
struct OwnWidthBar: View {
    @State private var query = ""

    var body: some View {
        HStack {
            TextField("Address", text: $query)
                .frame(width: 150)
            LocationButton { }
                .labelStyle(.iconOnly)
                .frame(maxWidth: 100)
        }
    }
}

struct TightBar: View {
    @State private var query = ""

    var body: some View {
        HStack {
            TextField("Address", text: $query)
                .frame(width: 250)
            LocationButton { }
                .labelStyle(.iconOnly)
                .frame(maxWidth: 100)
        }
    }
}
