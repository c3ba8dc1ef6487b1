import SwiftUI

/// The app's own pill-shaped "use my location" button: no CoreLocationUI involved.
struct LocationButton: View {
    let title: String
    let action: () -> Void

    init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    var body: some View {
        Button(action: action) {
            Label(title, systemImage: "location.fill")
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
        }
        .background(Capsule().fill(Color.accentColor.opacity(0.15)))
    }
}
