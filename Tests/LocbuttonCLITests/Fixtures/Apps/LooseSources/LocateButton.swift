import CoreLocationUI
import SwiftUI

// A folder of sources without a project, catalog or localization: nothing says which languages
// the app ships.
struct LocateButton: View {
    var body: some View {
        LocationButton(.currentLocation) { }
            .labelStyle(.iconOnly)
    }
}
