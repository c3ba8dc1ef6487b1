import CoreLocationUI
import SwiftUI

struct ProfileScreen: View {
    var body: some View {
        List {
            Section("Location") {
                HostedLocateButton()
                    .frame(height: 44)
                LocationButton(.shareMyCurrentLocation) { }
                    .tint(Color("Pine"))
                    .foregroundStyle(.white)
                    .font(.custom("Avenir", size: 16, relativeTo: .callout))
                    .disabled(true)
            }
        }
        .opacity(0.95)
    }
}
