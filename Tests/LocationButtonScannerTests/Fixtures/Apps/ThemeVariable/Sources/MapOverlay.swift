import CoreLocationUI
import SwiftUI

struct Theme {
    var accent: Color
}

struct MapOverlay: View {
    let theme: Theme

    var body: some View {
        VStack {
            LocationButton { }
                .tint(theme.accent)
                .foregroundStyle(.white)
            LocationButton { }
                .tint(theme.accent)
                .frame(width: 60, height: 30)
        }
    }
}
