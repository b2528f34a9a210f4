import FolkChessCore
import FolkChessModel
import SwiftUI

/// "Import a game": a text editor for a shared game's text (the core's hint above it), the
/// system's paste button (it reads the clipboard without asking) and "open", which opens the
/// game's review while the core allows it (`openEnabled`), or shows the core's sentence under
/// the field, the field outlined in red, until the text changes.
public struct ImportScreen: View {
    @Environment(\.colorScheme) private var colorScheme
    let texts: AppTexts
    let text: String
    let problem: String?
    let openEnabled: Bool
    let onEdit: @MainActor (String) -> Void
    let onOpen: @MainActor () -> Void

    /// The import screen of the core's `text`; `problem` is the core's sentence of why it does
    /// not read as a game; an edit (typed or pasted) goes to `onEdit`.
    public init(
        texts: AppTexts, text: String, problem: String?, openEnabled: Bool,
        onEdit: @escaping @MainActor (String) -> Void, onOpen: @escaping @MainActor () -> Void
    ) {
        self.texts = texts
        self.text = text
        self.problem = problem
        self.openEnabled = openEnabled
        self.onEdit = onEdit
        self.onOpen = onOpen
    }

    /// The core's text; the setter runs on the main actor (a binding's setter is `@Sendable`).
    private var binding: Binding<String> {
        let (text, onEdit) = (self.text, self.onEdit)
        return Binding(get: { text }, set: { @MainActor in onEdit($0) })
    }

    public var body: some View {
        Form {
            Section {
                Text(verbatim: texts.importHint).font(.footnote).foregroundStyle(.secondary)
                TextEditor(text: binding)
                    .font(.body.monospacedDigit())
                    .frame(minHeight: 180)
                    .overlay {
                        RoundedRectangle(cornerRadius: 6).stroke(
                            problem == nil ? Color.clear : Color(colorScheme.ink.error), lineWidth: 2)
                    }
                    .accessibilityLabel(Text(verbatim: texts.importHint))
                    .accessibilityValue(Text(verbatim: problem ?? ""))
                if let problem {
                    Text(verbatim: problem).font(.footnote).foregroundStyle(Color(colorScheme.ink.error))
                }
                // The system's paste button, quiet (grey): opening the game is the screen's action.
                let onEdit = self.onEdit
                PasteButton(payloadType: String.self) { strings in
                    if let first = strings.first { onEdit(first) }
                }
                .tint(Color.secondary)
            }
            // The screen's one action: a large button across the form, greyed until the core
            // allows it.
            Section {
                Button(action: onOpen) {
                    OnAccent { Text(verbatim: texts.openGame).font(.headline).frame(maxWidth: .infinity) }
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(!openEnabled)
                .listRowBackground(Color.clear)
            }
        }
        .largeTitle(texts.importGame)
    }
}
