import CoreLocationUI
import SwiftUI

struct SendView: View {
    var body: some View {
        LocationButton(.sendCurrentLocation) { }
            .font(Typography.button)
            .frame(width: Metrics.buttonWidth, height: Metrics.buttonHeight)
            .cornerRadius(Metrics.corner)
    }
}
