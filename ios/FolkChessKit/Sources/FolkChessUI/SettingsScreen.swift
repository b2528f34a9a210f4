import FolkChessCore
import FolkChessModel
import SwiftUI

/// The settings, the core's ``SettingsView`` drawn: sections of choices and switches, every
/// label and option the core's; a change goes to the core as a ``RowChange``. A damaged
/// settings file is shown with the core's sentence.
public struct SettingsScreen: View {
    @Environment(\.colorScheme) private var colorScheme
    let view: SettingsView
    let onChange: @MainActor (RowChange) -> Void

    /// The settings of `view`.
    public init(view: SettingsView, onChange: @escaping @MainActor (RowChange) -> Void) {
        self.view = view
        self.onChange = onChange
    }

    public var body: some View {
        Form {
            if let problem = view.problem {
                Section {
                    Text(verbatim: problem).foregroundStyle(Color(colorScheme.ink.error))
                }
            }
            ForEach(Array(view.sections.enumerated()), id: \.offset) { _, section in
                Section(section.title) {
                    ForEach(section.choices, id: \.key) { row in
                        ChoicePicker(row: row) { key, index in onChange(.choice(key: key, index: Int32(index))) }
                    }
                    ForEach(section.toggles, id: \.key) { row in
                        Toggle(row.label, isOn: binding(row))
                    }
                }
            }
            Section {
                Text(verbatim: view.about).font(.footnote).foregroundStyle(.secondary)
            }
        }
        .largeTitle(view.title)
    }

    /// A switch; the setter runs on the main actor (a binding's setter is `@Sendable`).
    private func binding(_ row: ToggleRow) -> Binding<Bool> {
        let on = row.on
        let key = row.key
        let onChange = onChange
        return Binding(get: { on }, set: { @MainActor value in onChange(.toggle(key: key, on: value)) })
    }
}
