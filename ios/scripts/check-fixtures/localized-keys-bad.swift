// Fixture of ios/scripts/check-localized-keys (type-checked against the SwiftUI stand-in, never
// built into anything): on each line marked "reported" an interpolated literal reaches a
// LocalizedStringKey overload, as Xcode would resolve it, and the check must report that line.
import SwiftUI

struct InterpolatedKeys: View {
    let count: Int
    let name: String
    let on: Binding<Bool>
    let choice: Binding<Int>

    var body: some View {
        VStack {
            Text("\(count)")  // reported
            Text("\(name) and \(count)")  // reported
            Button("\(name)") {}  // reported
            Button("\(name)", systemImage: "star") {}  // reported
            Label("\(name)", systemImage: "star")  // reported
            Toggle("\(name)", isOn: on)  // reported
            Picker("\(name)", selection: choice) { Text(verbatim: "0").tag(0) }  // reported
            List {
                Section("\(name)") { Text(verbatim: "row") }  // reported
            }
            DisclosureGroup("\(name)") { Text(verbatim: "row") }  // reported
            .accessibilityLabel("\(name)")  // reported
            .accessibilityValue("\(name)")  // reported
        }
        .navigationTitle("\(name)")  // reported
    }
}
