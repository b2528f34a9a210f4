import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// What a player reads when something fails: the core's sentence in their language
/// (`failureText`), never an error's own text, with the reason as the details on demand.
@MainActor @Suite struct FailureTextTests {
    /// A file where the saves' folder should be: every write of the store fails.
    private func blockedStore(_ dir: URL) throws -> GameStore {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let blocked = dir.appendingPathComponent("blocked")
        try Data("not a folder".utf8).write(to: blocked)
        return try GameStore(directory: blocked.appendingPathComponent("saves"))
    }

    @Test func anErrorIsTheCoresSentenceInEachLanguageWithTheReasonAsTheDetails() {
        let e = FolkChessError.Storage(reason: "could not create /x/saves: File exists (os error 17)")
        let en = failure(e, language: .en, kind: .saveFailed)
        #expect(en.sentence == "The game could not be saved")
        #expect(en.details == "could not create /x/saves: File exists (os error 17)")
        #expect(en.detailsLabel == "Details")
        #expect(failure(e, language: .zh, kind: .saveFailed).sentence == "对局未能保存")
        #expect(failure(e, language: .zhHant, kind: .saveFailed).sentence == "對局未能儲存")
        #expect(failure(e, language: .both, kind: .saveFailed).sentence == "对局未能保存 The game could not be saved")
        // without what the app was doing, the error chooses
        #expect(failure(e, language: .en).sentence == "The phone's storage could not be read or written")
        // a refused move: the player's own sentence
        let illegal = FolkChessError.IllegalMove(
            reason: "illegal move b1-b2: b2 is occupied", textZh: "b2 上已经有棋子。", textEn: "The point b2 is occupied.")
        #expect(failure(illegal, language: .en).sentence == "The point b2 is occupied.")
        #expect(failure(illegal, language: .zh).sentence == "b2 上已经有棋子。")
        // something thrown that is not the core's is a bug, told as one
        struct Odd: Error {}
        let odd = failure(Odd(), language: .en)
        #expect(odd.sentence == "Something went wrong in the app")
        #expect(odd.details.contains("Odd"))
    }

    @Test func anAutosaveTheDiskRefusesIsTheCoresSentenceInThePlayersLanguage() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let model = try gameModel(.weiming, store: try blockedStore(dir), language: .zh)
        model.start()
        try playFirstLegalMove(model)
        await model.settle()
        let problem = try #require(model.problem)
        #expect(problem.sentence == "对局未能保存")
        #expect(!problem.sentence.contains("reason"))
        #expect(problem.details.contains("saves"), "the details name the write: \(problem.details)")
        #expect(problem.detailsLabel == "详情")
        // a language chosen later words the next failure
        model.apply(settings: try settings([]), language: .en)
        try playFirstLegalMove(model)
        await model.settle()
        #expect(model.problem?.sentence == "The game could not be saved")
    }

    /// Through the app: an autosave the disk refuses is the core's problem on the game screen,
    /// its sentence in the player's language and the write's reason as the details; dismissed,
    /// it goes.
    @Test func aWriteTheAppsDiskRefusesIsTheCoresSentence() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("saves/autosave.json"), withIntermediateDirectories: true)
        let app = try await openApp(dir, languages: ["zh-Hans-CN"])
        await app.run(.openNewGame(game: .weiming))
        await app.run(.newGameChoice(key: .opponent, index: 1))
        await app.run(.startGame)
        let first = try #require(app.view.problem)
        #expect(first.sentence == "\u{5BF9}\u{5C40}\u{672A}\u{80FD}\u{4FDD}\u{5B58}")
        #expect(first.sentence == failure(FolkChessError.Storage(reason: ""), language: .zh, kind: .saveFailed).sentence)
        #expect(!first.sentence.contains("reason"))
        #expect(first.details.contains("autosave"), "the details name the write: \(first.details)")
        #expect(first.detailsLabel == failure(FolkChessError.Storage(reason: ""), language: .zh).detailsLabel)
        await app.run(.dismissProblem)
        #expect(app.view.problem == nil)
        #expect(app.game != nil, "the game goes on")
    }
}
