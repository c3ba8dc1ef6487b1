import SwiftUI

struct SearchView: View {
    @State private var query = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("City or postcode", text: $query)
            LocationButton("Use my location") {
                query = ""
            }
        }
        .padding()
    }
}
