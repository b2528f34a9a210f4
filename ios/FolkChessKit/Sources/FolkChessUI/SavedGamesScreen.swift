import FolkChessModel
import SwiftUI

/// The saved games with board thumbnails: tap to resume, "review" beside a game with plies,
/// swipe to delete; damaged files are shown as such (and can be deleted).
public struct SavedGamesScreen: View {
    let rows: [SavedGameRow]
    let message: String?
    let strings: AppStrings
    let onResume: @MainActor (String) -> Void
    let onReview: @MainActor (String) -> Void
    let onDelete: @MainActor (String) -> Void

    /// The list of `rows`.
    public init(
        rows: [SavedGameRow], message: String?, strings: AppStrings, onResume: @escaping @MainActor (String) -> Void,
        onReview: @escaping @MainActor (String) -> Void, onDelete: @escaping @MainActor (String) -> Void
    ) {
        self.rows = rows
        self.message = message
        self.strings = strings
        self.onResume = onResume
        self.onReview = onReview
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
                HStack {
                    // Plain and borderless: in a list row with two buttons, each takes only its own taps.
                    Button {
                        if !row.isDamaged { onResume(row.id) }
                    } label: {
                        SavedGameRowView(row: row, strings: strings)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                    .accessibilityHint(row.isDamaged ? strings.damaged : strings.resume)
                    if row.canReview {
                        Button(strings.review) { onReview(row.id) }
                            .buttonStyle(.borderless)
                    }
                }
                .swipeActions {
                    Button(strings.delete, role: .destructive) { onDelete(row.id) }
                }
            }
        }
        .navigationTitle(strings.savedGames)
    }
}
