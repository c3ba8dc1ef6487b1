import CoreLocationUI
import SwiftUI

/// The locate button, shown once by the row below, which gives it its fill.
struct LocateButton: View {
    var body: some View {
        LocationButton(.currentLocation) {
        }
        .foregroundStyle(.white)
    }
}

/// A second view in the same file that uses `.body` as a text style: nothing here is the
/// button's `body`, so its 24 × 24 frame is not the button's.
struct FavouriteBadge: View {
    var body: some View {
        Image(systemName: "star.fill")
            .font(.system(.body))
            .frame(width: 24, height: 24)
    }
}

struct StopRow: View {
    let name: String

    var body: some View {
        HStack {
            Text(name)
            FavouriteBadge()
            LocateButton()
                .tint(Color(red: 0.1, green: 0.3, blue: 0.6))
        }
    }
}
