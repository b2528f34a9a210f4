import FolkChessCore
import FolkChessModel
import SwiftUI

/// "Import a game": a text editor for a shared game's text (the core's hint above it) and
/// "open", which opens the game's review, or shows the core's reason why the text does not read.
public struct ImportScreen: View {
    let texts: AppTexts
    @Binding var text: String
    let problem: String?
    let onOpen: @MainActor () -> Void

    /// The import screen over `text`; `problem` is the core's reason from the last "open".
    public init(texts: AppTexts, text: Binding<String>, problem: String?, onOpen: @escaping @MainActor () -> Void) {
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
