import CoreLocationUI
import SwiftUI

struct PierView: View {
    var body: some View {
        LocationButton { }
            .tint(Color("Brand"))
    }
}
