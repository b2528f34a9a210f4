// Fixture of ios/scripts/check-localized-keys (type-checked against the SwiftUI stand-in, never
// built into anything): runtime text shown without a localization key; must type-check with
// warnings as errors.
import SwiftUI

struct RuntimeText: View {
    let count: Int
    let name: String
    let rich: AttributedString
    let on: Binding<Bool>
    let choice: Binding<Int>

    var body: some View {
        VStack {
            Text(verbatim: "\(count)")
            Text(verbatim: "\(name) and \(count)")
            Text(name)
            Text(String(count))
            Text(rich)
            Text("A plain literal is a key, but no interpolation")
            Button(name) {}
            Button(name, systemImage: "star") {}
            Label(name, systemImage: "star")
            Toggle(name, isOn: on)
            Picker(name, selection: choice) { Text(verbatim: "0").tag(0) }
            List {
                Section(name) { Text(verbatim: "row") }
            }
            DisclosureGroup(name) { Text(verbatim: "row") }
            .accessibilityLabel(name)
            .accessibilityValue(name)
        }
        .navigationTitle(name)
        .toolbar {
            ToolbarItem(placement: .primaryAction) { Button(name) {} }
        }
    }
}
