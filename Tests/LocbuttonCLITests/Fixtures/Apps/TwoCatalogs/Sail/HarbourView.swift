import CoreLocationUI
import SwiftUI

struct HarbourView: View {
    var body: some View {
        LocationButton(.currentLocation) { }
            .tint(Color("Sea", bundle: .main))
    }
}
