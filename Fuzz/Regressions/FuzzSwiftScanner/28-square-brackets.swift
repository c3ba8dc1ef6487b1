import SwiftUI
let b = LocationButton(.currentLocation) { }
let x = [[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]
