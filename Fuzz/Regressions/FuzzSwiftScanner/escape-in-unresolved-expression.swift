import SwiftUI
let b = LocationButton(.currentLocation) { }.tint(theme /*]0;x*/ .accent)
