import FolkChessCore
import FolkChessModel
import SwiftUI

/// The saved games, the core's ``SavedGamesView`` drawn, with board thumbnails: tap to
/// resume, "review" beside a game with plies, swipe to delete; damaged files are shown as such
/// (and can be deleted).
public struct SavedGamesScreen: View {
    let view: SavedGamesView
    let message: String?
    let onResume: @MainActor (String) -> Void
    let onReview: @MainActor (String) -> Void
    let onDelete: @MainActor (String) -> Void

    /// The list of `view`; `message` is a core error of the last action.
    public init(
        view: SavedGamesView, message: String?, onResume: @escaping @MainActor (String) -> Void,
        onReview: @escaping @MainActor (String) -> Void, onDelete: @escaping @MainActor (String) -> Void
    ) {
        self.view = view
        self.message = message
        self.onResume = onResume
        self.onReview = onReview
        self.onDelete = onDelete
    }

    public var body: some View {
        List {
            if let message {
                Text(verbatim: message).foregroundStyle(.red)
            }
            if view.rows.isEmpty {
                Text(verbatim: view.emptyText).foregroundStyle(.secondary)
            }
            ForEach(view.rows, id: \.id) { row in
                HStack {
                    // Plain and borderless: in a list row with two buttons, each takes only its own taps.
                    Button {
                        if row.resume.enabled { onResume(row.id) }
                    } label: {
                        SaveRowView(row: row)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                    .disabled(!row.resume.enabled)
                    .accessibilityHint(row.resume.label)
                    if row.review.enabled {
                        Button(row.review.label) { onReview(row.id) }
                            .buttonStyle(.borderless)
                    }
                }
                .swipeActions {
                    Button(row.delete.label, role: .destructive) { onDelete(row.id) }
                        .disabled(!row.delete.enabled)
                }
            }
        }
        .navigationTitle(view.title)
    }
}
