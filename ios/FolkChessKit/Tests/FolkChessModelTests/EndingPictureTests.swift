import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures of how a game ends (issue 20), from states the shared transcripts reach through
/// the app's game model: the table's question on screen (a resignation to confirm, the
/// computer's draw offer, a draw offered in pass-and-play turned towards the far player; a
/// resignation's "yes" in red) and the result panel in the place of the bottom controls after
/// a resignation and after an agreed draw; light and dark, Chinese, English and both.
extension PictureTests {
    @Test func theQuestionOnScreen() async throws {
        // Against the computer, which has just declined a draw: First asks to resign.
        var model = try await Transcript.play("resign-and-draws-vs-computer.txt", through: 1000)
        var question = try #require(model.view.question)
        #expect(!question.rotated && question.destructive)
        try Self.renderGame("game-question-resign-light", model.view, dark: false)
        model.apply(settings: try settings(), language: .zh)
        try Self.renderGame("game-question-resign-dark", model.view, dark: true)
        model.close()

        // The computer offers a draw with its move after 40 plies without progress.
        model = try await Transcript.play("computer-offers-draw.txt", through: 40, language: .zh)
        question = try #require(model.view.question)
        #expect(question.yes == "接受" && !question.rotated)
        try Self.renderGame("game-question-computer-offer-light", model.view, dark: false)
        model.apply(settings: try settings(), language: .en)
        try Self.renderGame("game-question-computer-offer-dark", model.view, dark: true)
        try Self.renderGame("game-question-computer-offer-small-dark", model.view, dark: true, width: 320)
        model.close()

        // Pass-and-play: First offers a draw; Second answers from across the table.
        model = try await Transcript.play("resign-and-draws-pass-and-play.txt", through: 900)
        question = try #require(model.view.question)
        #expect(question.rotated && !model.view.banner.rotated)
        try Self.renderGame("game-question-draw-turned-light", model.view, dark: false)
        model.apply(settings: try settings(), language: .zh)
        try Self.renderGame("game-question-draw-turned-dark", model.view, dark: true)
        model.close()
    }

    @Test func theResultPanel() async throws {
        // First resigned against the computer.
        var model = try await Transcript.play("resign-and-draws-vs-computer.txt", through: 1100)
        #expect(model.view.isOver && model.view.banner.text == "You resigned.")
        #expect(model.view.result?.headline == "You lost" && model.view.result?.reason == "You resigned.")
        try Self.renderGame("game-over-resigned-light", model.view, dark: false)
        model.apply(settings: try settings(), language: .zh)
        try Self.renderGame("game-over-resigned-dark", model.view, dark: true)
        try Self.renderGame("game-over-resigned-large-text-light", model.view, dark: false, textScale: Self.largeText)
        model.apply(settings: try settings(), language: .both)
        try Self.renderGame("game-over-resigned-both-small-dark", model.view, dark: true, width: 320)
        model.close()

        // The computer accepted the player's draw offer.
        model = try await Transcript.play("computer-offers-draw.txt", through: 43, language: .zh)
        #expect(model.view.isOver && model.view.message != nil)
        try Self.renderGame("game-over-draw-agreed-light", model.view, dark: false)
        model.apply(settings: try settings(), language: .en)
        try Self.renderGame("game-over-draw-agreed-dark", model.view, dark: true)
        try Self.renderGame("game-over-draw-agreed-small-light", model.view, dark: false, width: 320)
        model.close()
    }
}
