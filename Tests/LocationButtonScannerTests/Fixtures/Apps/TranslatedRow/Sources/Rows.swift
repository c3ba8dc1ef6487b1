import CoreLocationUI
import SwiftUI

/// A key the German strings translate shorter: its English width bounds nothing in German.
struct KeyRow: View {
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

/// The same words shown as written in every language.
struct VerbatimRow: View {
    var body: some View {
        HStack {
            Text(verbatim: "Nearby charging stations")
                .font(.system(size: 17))
                .fixedSize()
            LocationButton(.currentLocation) { }
                .font(.system(size: 24))
        }
    }
}
