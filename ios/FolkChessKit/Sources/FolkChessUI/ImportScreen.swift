import FolkChessCore
import FolkChessModel
import SwiftUI

/// "Import a game": a text editor for a shared game's text (the core's hint above it) and
/// "open", which opens the game's review, or shows the core's sentence and what does not read.
public struct ImportScreen: View {
    let texts: AppTexts
    let text: String
    let problem: String?
    let onEdit: @MainActor (String) -> Void
    let onOpen: @MainActor () -> Void

    /// The import screen of the core's `text`; `problem` is the core's sentence of why it does
    /// not read as a game; an edit goes to `onEdit`.
    public init(
        texts: AppTexts, text: String, problem: String?, onEdit: @escaping @MainActor (String) -> Void,
        onOpen: @escaping @MainActor () -> Void
    ) {
        self.texts = texts
        self.text = text
        self.problem = problem
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
                    .accessibilityLabel(Text(verbatim: texts.importHint))
            }
            if let problem {
                Section {
                    Text(verbatim: problem).foregroundStyle(.red)
                }
            }
            Section {
                Button(action: onOpen) {
                    Text(verbatim: texts.openGame)
                }
                .disabled(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            }
        }
        .navigationTitle(texts.importGame)
    }
}
