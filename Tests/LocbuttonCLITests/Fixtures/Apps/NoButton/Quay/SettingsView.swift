import SwiftUI

// The location button moved to the map screen of another target.
struct SettingsView: View {
    var body: some View { Text("Settings") }
}
