import FolkChessCore
import FolkChessModel
import SwiftUI

/// The new-game form: against the computer (level, side) or pass-and-play, and the turn
/// timer; every choice and its name comes from the core.
public struct NewGameScreen: View {
    let state: NewGameState
    let strings: AppStrings
    let onChange: @MainActor ((inout NewGameForm) -> Void) -> Void
    let onStart: @MainActor () -> Void

    /// The form of `state`.
    public init(
        state: NewGameState, strings: AppStrings,
        onChange: @escaping @MainActor ((inout NewGameForm) -> Void) -> Void, onStart: @escaping @MainActor () -> Void
    ) {
        self.state = state
        self.strings = strings
        self.onChange = onChange
        self.onStart = onStart
    }

    public var body: some View {
        Form {
            Picker(strings.vsComputer, selection: binding(\.vsComputer)) {
                Text(strings.vsComputer).tag(true)
                Text(strings.passAndPlay).tag(false)
            }
            .pickerStyle(.segmented)
            if state.form.vsComputer {
                Picker(strings.level, selection: binding(\.level)) {
                    ForEach(state.levels) { Text($0.label).tag($0.value) }
                }
                Picker(strings.yourSide, selection: binding(\.humanSide)) {
                    ForEach(state.sides) { Text($0.label).tag($0.value) }
                }
            }
            Picker(strings.turnTimer, selection: binding(\.turnSeconds)) {
                ForEach(state.turnTimes) { Text($0.label).tag($0.value) }
            }
            Button(strings.startGame, action: onStart)
                .frame(maxWidth: .infinity)
                .buttonStyle(.borderedProminent)
        }
        .navigationTitle(state.title)
    }

    /// A field of the form; the setter runs on the main actor (a binding's setter is `@Sendable`).
    private func binding<Value: Sendable>(_ key: WritableKeyPath<NewGameForm, Value> & Sendable) -> Binding<Value> {
        let form = state.form
        let onChange = onChange
        return Binding(
            get: { form[keyPath: key] },
            set: { @MainActor value in onChange { $0[keyPath: key] = value } })
    }
}
