import CoreLocationUI
import SwiftUI

// Excluded by .locbutton.yml: a preview-only button is not shipped.
#Preview {
    LocationButton(.shareMyCurrentLocation) { }
        .tint(.yellow)
}
