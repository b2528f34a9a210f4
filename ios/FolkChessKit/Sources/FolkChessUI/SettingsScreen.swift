import FolkChessCore
import FolkChessModel
import SwiftUI

/// The settings: every choice and its values come from the model (the core's levels, sides
/// and turn times); a damaged settings file is shown with the core's reason.
public struct SettingsScreen: View {
    let state: SettingsState
    let strings: AppStrings
    let onChange: @MainActor (SettingChange) -> Void

    /// The settings of `state`.
    public init(state: SettingsState, strings: AppStrings, onChange: @escaping @MainActor (SettingChange) -> Void) {
        self.state = state
        self.strings = strings
        self.onChange = onChange
    }

    public var body: some View {
        Form {
            if let problem = state.problem {
                Section {
                    Text(verbatim: "\(strings.settingsDamaged) \(problem)").foregroundStyle(.red)
                }
            }
            Section {
                picker(strings.languageSetting, \.language, SettingChange.language, state.languages)
                picker(strings.theme, \.theme, SettingChange.theme, state.themes)
            }
            Section {
                picker(strings.defaultLevel, \.defaultLevel, SettingChange.defaultLevel, state.levels)
                picker(strings.defaultSide, \.defaultHumanSide, SettingChange.defaultHumanSide, state.sides)
                picker(strings.turnTimer, \.turnSeconds, SettingChange.turnSeconds, state.turnTimes)
            }
            Section {
                toggle(strings.showLegalMoves, \.showLegalMoves, SettingChange.showLegalMoves)
                toggle(strings.showLastMove, \.showLastMove, SettingChange.showLastMove)
                toggle(strings.showVerdicts, \.showVerdicts, SettingChange.showVerdicts)
                toggle(strings.rotateForOpponent, \.rotateForOpponent, SettingChange.rotateForOpponent)
                toggle(strings.sound, \.sound, SettingChange.sound)
                toggle(strings.haptics, \.haptics, SettingChange.haptics)
            }
            Section {
                Text(strings.coreVersion(state.coreVersion)).font(.footnote).foregroundStyle(.secondary)
            }
        }
        .navigationTitle(strings.settings)
    }

    private func picker<Value: Hashable & Sendable>(
        _ title: String, _ key: KeyPath<AppSettings, Value> & Sendable,
        _ change: @escaping @Sendable (Value) -> SettingChange, _ choices: [Choice<Value>]
    ) -> some View {
        Picker(title, selection: binding(key, change)) {
            ForEach(choices) { Text($0.label).tag($0.value) }
        }
    }

    private func toggle(
        _ title: String, _ key: KeyPath<AppSettings, Bool> & Sendable,
        _ change: @escaping @Sendable (Bool) -> SettingChange
    ) -> some View {
        Toggle(title, isOn: binding(key, change))
    }

    /// A setting; the setter runs on the main actor (a binding's setter is `@Sendable`).
    private func binding<Value: Sendable>(
        _ key: KeyPath<AppSettings, Value> & Sendable, _ change: @escaping @Sendable (Value) -> SettingChange
    ) -> Binding<Value> {
        let settings = state.settings
        let onChange = onChange
        return Binding(get: { settings[keyPath: key] }, set: { @MainActor in onChange(change($0)) })
    }
}
