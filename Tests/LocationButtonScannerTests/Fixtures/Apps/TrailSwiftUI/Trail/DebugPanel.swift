import CoreLocationUI
import SwiftUI

struct DebugPanel: View {
    var body: some View {
        #if DEBUG
        LocationButton(.currentLocation) { }
            .tint(Color(.systemOrange))
            #if os(iOS)
            .foregroundStyle(.black)
            #endif
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        #endif
    }
}
