import FolkChessModel
import SwiftUI

/// The saved games with board thumbnails: tap to resume, swipe to delete; damaged files are
/// shown as such (and can be deleted).
public struct SavedGamesScreen: View {
    let rows: [SavedGameRow]
    let message: String?
    let strings: AppStrings
    let onResume: @MainActor (String) -> Void
    let onDelete: @MainActor (String) -> Void

    /// The list of `rows`.
    public init(
        rows: [SavedGameRow], message: String?, strings: AppStrings, onResume: @escaping @MainActor (String) -> Void,
        onDelete: @escaping @MainActor (String) -> Void
    ) {
        self.rows = rows
        self.message = message
        self.strings = strings
        self.onResume = onResume
        self.onDelete = onDelete
    }

    public var body: some View {
        List {
            if let message {
                Text(message).foregroundStyle(.red)
            }
            if rows.isEmpty {
                Text(strings.noSavedGames).foregroundStyle(.secondary)
            }
            ForEach(rows) { row in
                Button {
                    if !row.isDamaged { onResume(row.id) }
                } label: {
                    SavedGameRowView(row: row, strings: strings)
                }
                .accessibilityHint(row.isDamaged ? strings.damaged : strings.resume)
                .swipeActions {
                    Button(strings.delete, role: .destructive) { onDelete(row.id) }
                }
            }
        }
        .navigationTitle(strings.savedGames)
    }
}
