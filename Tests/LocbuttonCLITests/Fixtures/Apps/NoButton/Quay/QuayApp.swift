import SwiftUI

@main
struct QuayApp: App {
    var body: some Scene {
        WindowGroup { Text("Quay") }
    }
}
