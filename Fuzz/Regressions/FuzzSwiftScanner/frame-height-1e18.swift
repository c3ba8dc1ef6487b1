import SwiftUI
let b = LocationButton(.currentLocation) { }.frame(height: 1e18)
