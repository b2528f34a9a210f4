import FolkChessCore
import FolkChessModel
import SwiftUI

/// The new-game form, the core's ``NewGameView`` drawn: its rows (opponent, then level and side
/// against the computer, then the timer), each option named by the core; a choice is reported
/// by index and applied by the core.
public struct NewGameScreen: View {
    let view: NewGameView
    let onChoose: @MainActor (ChoiceKey, Int) -> Void
    let onStart: @MainActor () -> Void
    /// The core's offer to learn the game first, while it stands.
    let learnOffer: LearnOffer?
    let onLearn: @MainActor (GameKind) -> Void
    let onDismissOffer: @MainActor (GameKind) -> Void

    /// The form of `view`, with the core's `learnOffer` above it.
    public init(
        view: NewGameView, learnOffer: LearnOffer?, onChoose: @escaping @MainActor (ChoiceKey, Int) -> Void,
        onStart: @escaping @MainActor () -> Void, onLearn: @escaping @MainActor (GameKind) -> Void,
        onDismissOffer: @escaping @MainActor (GameKind) -> Void
    ) {
        self.learnOffer = learnOffer
        self.onLearn = onLearn
        self.onDismissOffer = onDismissOffer
        self.view = view
        self.onChoose = onChoose
        self.onStart = onStart
    }

    public var body: some View {
        Form {
            if let offer = learnOffer {
                Section {
                    Text(verbatim: offer.text).font(.headline)
                    HStack {
                        Button {
                            onLearn(offer.game)
                        } label: {
                            OnAccent { Text(verbatim: offer.learn) }
                        }
                        .buttonStyle(.borderedProminent)
                        .accessibilityIdentifier("learn")
                        Button {
                            onDismissOffer(offer.game)
                        } label: {
                            Text(verbatim: offer.dismiss)
                        }
                        .buttonStyle(.bordered)
                    }
                }
            }
            BoardCanvas(board: view.miniature, compact: true)
                .frame(maxWidth: .infinity, maxHeight: 120)
            ForEach(view.choices, id: \.key) { row in
                if row.key == .opponent {
                    // Segments where both options fit whole; at large text, where a segment would
                    // cut its words ("Vs comp…"), the row and a menu as the other choices.
                    ViewThatFits(in: .horizontal) {
                        ChoicePicker(row: row, onChoose: onChoose).pickerStyle(.segmented)
                        ChoicePicker(row: row, onChoose: onChoose)
                    }
                } else {
                    ChoicePicker(row: row, onChoose: onChoose)
                }
            }
            // The screen's one action: a large button across the form, in a section of its own
            // on the form's background (a small pill in the last row read as one more choice).
            Section {
                Button(action: onStart) {
                    OnAccent { Text(verbatim: view.start).font(.headline).frame(maxWidth: .infinity) }
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .accessibilityIdentifier("start")
                .listRowBackground(Color.clear)
            }
        }
        .largeTitle(view.title)
    }
}

/// A row of choices (the core's ``ChoiceRow``): its label, its options by name; the chosen
/// index goes to `onChoose`. The label and the chosen option side by side where both fit on one
/// line; else the label across the row and the option under it, whole and wrapped, in a menu
/// (long labels and options in both languages on a narrow phone, large text), never a label
/// squeezed into a narrow column.
struct ChoicePicker: View {
    let row: ChoiceRow
    let onChoose: @MainActor (ChoiceKey, Int) -> Void

    var body: some View {
        ViewThatFits(in: .horizontal) {
            picker
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: row.label)
                // The chosen option whole, wrapped, a tap opening the options (a menu picker's
                // one line cut it in both languages at large text: "Vs co…" after its Chinese).
                Menu {
                    picker
                } label: {
                    HStack(alignment: .firstTextBaseline, spacing: 6) {
                        Text(verbatim: chosen).multilineTextAlignment(.leading)
                        Image(systemName: "chevron.up.chevron.down").font(.footnote)
                    }
                }
                .accessibilityLabel(row.label)
                .accessibilityValue(chosen)
            }
        }
    }

    /// The chosen option's name.
    private var chosen: String {
        row.options.indices.contains(Int(row.selected)) ? row.options[Int(row.selected)] : ""
    }

    private var picker: some View {
        Picker(row.label, selection: binding) {
            ForEach(Array(row.options.enumerated()), id: \.offset) { i, name in
                Text(verbatim: name).tag(i)
            }
        }
    }

    /// The chosen index; the setter runs on the main actor (a binding's setter is `@Sendable`).
    private var binding: Binding<Int> {
        let selected = Int(row.selected)
        let key = row.key
        let onChoose = onChoose
        return Binding(get: { selected }, set: { @MainActor index in onChoose(key, index) })
    }
}
