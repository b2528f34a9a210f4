import FolkChessCore
import FolkChessModel
import SwiftUI

/// A game to share (``SharedText``: the core's text and the board that goes with it): the
/// system share sheet's link, the picture and the text. With a board the link shares the
/// picture — the app's own board view drawn by `ImageRenderer` — with the text as its message
/// (Messages, Mail and the like send both; the sheet's title is the text's first line); without
/// one, the text alone. Every word is the core's.
struct ShareSheetContent: View {
    let shared: SharedText
    let label: String

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if let board = shared.board, let picture = picture(board) {
                ShareLink(
                    item: picture, subject: Text(verbatim: shared.title), message: Text(verbatim: shared.text),
                    preview: SharePreview(shared.title, image: picture)
                ) {
                    Label(label, systemImage: "square.and.arrow.up")
                }
                .buttonStyle(.borderedProminent)
                picture
                    .resizable()
                    .scaledToFit()
                    .frame(maxHeight: 220)
                    .accessibilityLabel(Text(verbatim: board.spoken))
            } else {
                ShareLink(item: shared.text) {
                    Label(label, systemImage: "square.and.arrow.up")
                }
                .buttonStyle(.borderedProminent)
            }
            ScrollView {
                Text(verbatim: shared.text).font(.footnote).frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding()
        .presentationDetents([.medium, .large])
    }

    /// The picture: the title over the board, in the scheme on screen.
    @MainActor private func picture(_ board: BoardView) -> Image? {
        let renderer = ImageRenderer(
            content: SharePicture(title: shared.title, board: board, result: shared.result)
                .environment(\.colorScheme, colorScheme))
        renderer.scale = displayScale
        guard let image = renderer.cgImage else { return nil }
        return Image(decorative: image, scale: displayScale)
    }
}

/// What the shared picture shows: a header of the core's title line (the app and the game) and
/// the result (who won, why, in how many moves) over the board as the app draws it, on the
/// board's own colour, a fixed size (the
/// renderer draws it off screen).
struct SharePicture: View {
    let title: String
    let board: BoardView
    let result: String

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = BoardColors.of(dark: colorScheme == .dark)
        VStack(spacing: 10) {
            // The header: the title, then who won, why and in how many moves.
            VStack(spacing: 4) {
                Text(verbatim: title)
                    .font(.headline)
                    .foregroundStyle(Color(palette.name))
                    .lineLimit(2)
                    .multilineTextAlignment(.center)
                if !result.isEmpty {
                    Text(verbatim: result)
                        .font(.subheadline)
                        .foregroundStyle(Color(palette.name))
                        .lineLimit(3)
                        .multilineTextAlignment(.center)
                }
            }
            BoardCanvas(board: board)
                .frame(width: 360, height: 360)
        }
        .padding(16)
        .background { Color(palette.board) }
    }
}
