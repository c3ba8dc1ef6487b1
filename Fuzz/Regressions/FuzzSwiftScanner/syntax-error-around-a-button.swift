import SwiftUI
let b = LocationButton(.currentLocation { }.tint(.yellow
