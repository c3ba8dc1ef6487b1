import CoreLocationUI
import SwiftUI

struct AddressField: View {
    @Binding var address: String

    var body: some View {
        HStack {
            TextField("Address", text: $address)
            LocationButton(.currentLocation) {
            }
            .labelStyle(.iconOnly)
            .symbolVariant(.fill)
            .foregroundStyle(.black)
            .tint(.white)
            .clipShape(fieldShape)
        }
        .padding(8)
        .background(fieldShape.fill(Color(.secondarySystemBackground)))
    }

    private var fieldShape: some InsettableShape {
        RoundedRectangle(cornerRadius: 14)
    }
}
