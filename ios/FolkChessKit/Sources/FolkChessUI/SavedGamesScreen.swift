import FolkChessCore
import FolkChessModel
import SwiftUI

/// The saved games, the core's ``SavedGamesView`` drawn, with board thumbnails: tap to
/// resume, "review" under a game with plies; deleting sits in each row's menu (and a swipe)
/// and asks the core's question first. A damaged file is the core's sentence ("This save cannot
/// be read"), its reason shown on demand.
public struct SavedGamesScreen: View {
    let view: SavedGamesView
    let message: String?
    let onResume: @MainActor (String) -> Void
    let onReview: @MainActor (String) -> Void
    let onDelete: @MainActor (String) -> Void
    /// The core's "Share".
    let shareLabel: String
    let onShare: @MainActor (String) -> Void

    /// The list of `view`; `message` is a core error of the last action. A row's "share" asks
    /// for its text (`onShare`), which comes back in the model's `sharing` and opens the
    /// share sheet (``RootView``).
    public init(
        view: SavedGamesView, message: String?, onResume: @escaping @MainActor (String) -> Void,
        onReview: @escaping @MainActor (String) -> Void, onDelete: @escaping @MainActor (String) -> Void,
        shareLabel: String, onShare: @escaping @MainActor (String) -> Void
    ) {
        self.shareLabel = shareLabel
        self.onShare = onShare
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
                SavedGameRow(
                    row: row, more: view.more, shareLabel: shareLabel, onResume: onResume, onReview: onReview,
                    onDelete: onDelete, onShare: onShare)
            }
        }
        .largeTitle(view.title)
    }
}

/// One saved game: the save (tap to resume; a damaged one opens its reason), "resume" and
/// "review" (where the game has plies) under it, and a menu with "delete", which asks the
/// core's question first.
struct SavedGameRow: View {
    let row: SaveRow
    /// What VoiceOver says of the menu (the core's "More actions").
    let more: String
    let shareLabel: String
    let onResume: @MainActor (String) -> Void
    let onReview: @MainActor (String) -> Void
    let onDelete: @MainActor (String) -> Void
    let onShare: @MainActor (String) -> Void
    @State private var confirming = false
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        HStack(spacing: 8) {
            if row.damaged {
                DisclosureGroup {
                    Text(verbatim: row.detail).font(.footnote).foregroundStyle(.secondary)
                } label: {
                    HStack(spacing: 12) {
                        // As wide as a thumbnail (narrower at the accessibility sizes, for the words).
                        Image(systemName: "exclamationmark.triangle").font(.title2).foregroundStyle(.orange)
                            .frame(width: typeSize.isAccessibilitySize ? 32 : 64).accessibilityHidden(true)
                        Text(verbatim: row.title).font(.headline)
                    }
                }
            } else {
                // Plain and borderless: in a list row with several buttons, each takes only its own
                // taps. "Review" goes under the save, so that the words keep the row's width.
                VStack(alignment: .leading, spacing: 6) {
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
                    // Resume and review under the words (under the thumbnail at the accessibility
                    // sizes): side by side where they fit, else one under the other.
                    ViewThatFits(in: .horizontal) {
                        HStack(spacing: 20) { rowActions }
                        VStack(alignment: .leading, spacing: 6) { rowActions }
                    }
                    .padding(.leading, typeSize.isAccessibilitySize ? 0 : 64 + 12)
                }
            }
            Menu {
                if !row.damaged {
                    Button(shareLabel, systemImage: "square.and.arrow.up") { onShare(row.id) }
                }
                Button(row.delete.label, role: .destructive) { confirming = true }
                    .disabled(!row.delete.enabled)
            } label: {
                Image(systemName: "ellipsis.circle")
                    .font(.title3)
                    .frame(minWidth: 44, minHeight: 44)
                    .accessibilityLabel(Text(verbatim: more))
            }
            .buttonStyle(.borderless)
        }
        .swipeActions {
            Button(row.delete.label, role: .destructive) { confirming = true }
                .disabled(!row.delete.enabled)
        }
        .confirmationDialog(row.deleteQuestion, isPresented: $confirming, titleVisibility: .visible) {
            Button(row.deleteConfirm, role: .destructive) { onDelete(row.id) }
            Button(row.deleteCancel, role: .cancel) {}
        }
    }

    /// "Resume" (the save's own action, in bold) and "review" where the game has plies.
    @ViewBuilder private var rowActions: some View {
        if row.resume.enabled {
            Button(row.resume.label, systemImage: "arrow.right.circle") { onResume(row.id) }
                .buttonStyle(.borderless)
                .font(.body.weight(.semibold))
        }
        if row.review.enabled {
            Button(row.review.label, systemImage: "list.bullet.clipboard") { onReview(row.id) }
                .buttonStyle(.borderless)
        }
    }
}
