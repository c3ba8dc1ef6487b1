import SwiftUI

@main
struct CompassApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
