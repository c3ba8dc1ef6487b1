import CoreLocationUI
import SwiftUI

// The only `white` color set is in Preview Content (development assets): `.white` is still
// Color.white, never a name for the catalog, and never set aside as a development-only color.
struct LocateView: View {
    var body: some View {
        LocationButton(.currentLocation) { }
            .tint(.blue)
            .foregroundColor(.white)
    }
}
