import CoreLocationUI
import SwiftUI

struct ContentView: View {
    var body: some View {
        LocationButton(.currentLocation) {
            print("located")
        }
        .foregroundStyle(.white)
    }
}
