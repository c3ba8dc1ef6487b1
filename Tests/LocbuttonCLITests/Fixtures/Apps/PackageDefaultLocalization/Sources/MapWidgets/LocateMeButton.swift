import CoreLocationUI
import SwiftUI

public struct LocateMeButton: View {
    public var action: () -> Void

    public var body: some View {
        LocationButton(.currentLocation, action: action)
            .labelStyle(.titleAndIcon)
    }
}
