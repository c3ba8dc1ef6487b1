import SwiftUI

struct EmptyState: View {
    var body: some View {
        VStack {
            Text("No stores yet")
            LocateButton()
        }
    }
}
