import CoreLocationUI
import SwiftUI

struct ShareView: View {
    let titles: [LocationButton.Title] = [.currentLocation, .sendCurrentLocation]
    @State private var busy = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Share where you are")
            LocationButton(.shareCurrentLocation) {
                share()
            }
            .symbolVariant(.fill)
            .labelStyle(.titleAndIcon)
            .tint(.gray)
            .foregroundColor(.white)
            .font(.system(size: 15, weight: .semibold))
            .frame(width: 220, height: 44)
            .cornerRadius(8)

            // locbutton: id=trail-send maxWidth=300 disable=LB010 reason="size fixed on purpose"
            LocationButton(LocationButton.Title.sendMyCurrentLocation, action: share)
                .foregroundStyle(Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.9))
                .labelStyle(.iconOnly)
                .scaleEffect(1.2)

            ForEach(titles, id: \.self) { title in
                LocationButton(title) { share() }
                    .tint(busy ? .gray : .blue)
            }
        }
        .opacity(0.8)
        .tint(Color("BrandGreen"))
        .font(.title3)
        .dynamicTypeSize(.xSmall ... .accessibility3)
        .frame(maxWidth: 320)
    }

    private func share() {}
}
