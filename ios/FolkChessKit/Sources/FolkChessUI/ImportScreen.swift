import FolkChessCore
import FolkChessModel
import SwiftUI

/// "Import a game": a text editor for a shared game's text (the core's hint above it) and
/// "open", which opens the game's review, or shows the core's sentence and what does not read.
public struct ImportScreen: View {
    let texts: AppTexts
    @Binding var text: String
    let problem: FailureText?
    let onOpen: @MainActor () -> Void

    /// The import screen over `text`; `problem` is the core's failure of the last "open".
    public init(texts: AppTexts, text: Binding<String>, problem: FailureText?, onOpen: @escaping @MainActor () -> Void) {
        self.texts = texts
        self._text = text
        self.problem = problem
        self.onOpen = onOpen
    }

    public var body: some View {
        Form {
            Section {
                Text(verbatim: texts.importHint).font(.footnote).foregroundStyle(.secondary)
                TextEditor(text: $text)
                    .font(.body.monospacedDigit())
                    .frame(minHeight: 180)
                    .accessibilityLabel(Text(verbatim: texts.importHint))
            }
            if let problem {
                Section {
                    // what does not read is in the player's language and helps at once: shown
                    Text(verbatim: problem.sentence).foregroundStyle(.red)
                    Text(verbatim: problem.details).font(.footnote)
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
