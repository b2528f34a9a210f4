import FolkChessCore
import Testing

@testable import FolkChessModel

/// VoiceOver labels, the zh/en strings and the pass-and-play banner.
@MainActor @Suite struct LabelTests {
    @Test func voiceOverReadsEachPoint() throws {
        let model = try gameModel(try newSession(.huishi, .vsComputer(level: .medium, human: .first)))
        model.start()
        let scene = model.scene
        let en = AppStrings(.en)
        func label(_ name: String, _ s: AppStrings = en) throws -> String {
            let p = try #require(scene.points.first { $0.name == name })
            return BoardAccessibility.label(of: p, in: scene, strings: s)
        }
        #expect(try label("b2") == "b2, your piece, can move")
        #expect(try label("a1") == "a1, your general, can move")
        #expect(try label("a5") == "a5, opponent's general")
        #expect(try label("b4") == "b4, opponent's piece")
        #expect(try label("c3") == "c3, empty, the well")
        #expect(try label("b2", AppStrings(.zh)) == "b2，你的棋子，可以走")

        let b2 = try #require(scene.points.first { $0.name == "b2" }).index
        model.tap(b2)
        let selected = model.scene
        let target = try #require(selected.targets.first)
        #expect(
            BoardAccessibility.label(of: selected.points[b2], in: selected, strings: en) == "b2, your piece, selected")
        #expect(
            BoardAccessibility.label(of: selected.points[target], in: selected, strings: en).hasSuffix(
                "empty, legal target"))
        #expect(BoardAccessibility.labels(of: selected, strings: en).count == selected.points.count)
    }

    @Test func passAndPlayNamesColoursAndTheSharedPiece() throws {
        let scene = BoardScene(layout: try boardLayout(game: .weiming), points: sharedCatalog.startPoints[.weiming]!)
        let labels = BoardAccessibility.labels(of: scene, strings: AppStrings(.en))
        #expect(labels[scene.points.firstIndex { $0.name == "s" }!] == "s, shared piece, shared piece's home")
        #expect(labels[scene.points.firstIndex { $0.name == "bl" }!] == "bl, red piece")
        #expect(labels[scene.points.firstIndex { $0.name == "tl" }!] == "tl, black piece")
        #expect(labels[scene.points.firstIndex { $0.name == "x" }!] == "x, empty")
    }

    @Test func stringsInChineseEnglishAndBoth() {
        let zh = AppStrings(.zh)
        let en = AppStrings(.en)
        let both = AppStrings(.both)
        #expect(zh.undo == "悔棋" && en.undo == "Undo" && both.undo == "悔棋 Undo")
        #expect(zh.seconds(30) == "30秒" && en.seconds(30) == "30 s")
        #expect(en.plies(1) == "1 ply" && en.plies(2) == "2 plies" && zh.plies(2) == "2手")
        #expect(zh.separator == "，" && en.separator == ", ")
        #expect(DisplayLanguage.both.pick(zh: "会师棋", en: "Rendezvous Chess") == "会师棋\nRendezvous Chess")
        #expect(DisplayLanguage.both.pick(zh: "a1", en: "a1") == "a1")
    }

    @Test func bothLanguagesGiveOneLineEach() async throws {
        let model = try gameModel(
            try newSession(.weiming, .vsComputer(level: .hard, human: .first), turnSeconds: 30, seed: 1),
            language: .both)
        model.start()
        let zhSide = sharedCatalog.name(of: .first, in: .zh)
        let enSide = sharedCatalog.name(of: .first, in: .en)
        #expect(model.screen.banner == "轮到你走棋 · \(zhSide)\nYour turn · \(enSide)")
        let info = sharedCatalog.info(.weiming)
        #expect(model.screen.title == "\(info.nameZh) \(info.nameEn)", "a title stays on one line")
        #expect(model.screen.timerLabel == "剩余时间 30秒 Time left 30 s")
        model.requestHint()
        await model.settle()
        let v = try #require(model.verdict)
        #expect(model.screen.verdict == "局面判断：\(zhSide)\(v.textZh)\nVerdict: \(enSide) \(v.textEn)")
    }

    @Test func everyPlyIsFeltAndHeardAsTheSettingsSay() throws {
        let model = try gameModel(try newSession(.weiming), settings: [.haptics(true), .sound(false)])
        model.start()
        #expect(model.screen.plyFeedback == 0)
        try playFirstLegalMove(model)
        #expect(model.screen.plyFeedback == 1)
        #expect(!model.screen.lastPlyCaptured, "nothing is captured in weiming")
        #expect(model.screen.hapticsOn && !model.screen.soundOn)
        model.settings = model.settings.applying([.haptics(false), .sound(true)])
        #expect(!model.screen.hapticsOn && model.screen.soundOn)
        model.undo()
        #expect(model.screen.plyFeedback == 1, "an undo is not a ply played")
    }

    @Test func theSystemLanguageIsResolvedFromThePhone() {
        #expect(DisplayLanguage.resolve(.system, preferredLanguages: ["zh-Hans-CN", "en"]) == .zh)
        #expect(DisplayLanguage.resolve(.system, preferredLanguages: ["zh-Hant-TW"]) == .zh)
        #expect(DisplayLanguage.resolve(.system, preferredLanguages: ["en-US", "zh-Hans"]) == .en)
        #expect(DisplayLanguage.resolve(.system, preferredLanguages: []) == .en)
        #expect(DisplayLanguage.resolve(.both, preferredLanguages: ["en"]) == .both)
        #expect(DisplayLanguage.resolve(.zh, preferredLanguages: ["en"]) == .zh)
    }

    @Test func levelAndSideNamesAreTheCores() throws {
        #expect(sharedCatalog.name(of: Level.master, in: .zh) == (try levels()).last!.nameZh)
        #expect(sharedCatalog.name(of: Side.first, in: .en) == (try sideName(side: .first, language: .en)))
        #expect(
            sharedCatalog.name(of: Side.second, in: .both)
                == (try sideName(side: .second, language: .zh)) + " " + (try sideName(side: .second, language: .en)))
        #expect(sharedCatalog.turnTimeLabel(nil, strings: AppStrings(.en)) == "Off")
    }

    @Test func theBannerTurnsForTheFarPlayerInPassAndPlay() throws {
        let model = try gameModel(try newSession(.jinmen))
        model.start()
        #expect(model.screen.sideToMove == .first)
        #expect(!model.screen.bannerRotated)
        #expect(model.screen.banner == model.snapshot.headlineEn)
        try playFirstLegalMove(model)
        #expect(model.snapshot.sideToMove == .second)
        #expect(model.screen.bannerRotated, "Second sits across the table")
        model.settings = model.settings.applying(.rotateForOpponent(false))
        #expect(!model.screen.bannerRotated, "the setting turns it off")
        model.settings = model.settings.applying(.rotateForOpponent(true))
        model.language = .zh
        #expect(model.screen.banner == model.snapshot.headlineZh)
    }

    @Test func theBannerNeverTurnsAgainstTheComputer() async throws {
        let model = try gameModel(try newSession(.jinmen, .vsComputer(level: .beginner, human: .second), seed: 1))
        model.start()
        await model.settle()
        #expect(model.snapshot.sideToMove == .second)
        #expect(!model.screen.bannerRotated)
        #expect(model.screen.banner == "Your turn · " + sharedCatalog.name(of: .second, in: .en))
    }

    @Test func theBannerSaysWhyTheGameEnded() throws {
        // weiming: First wins quickly when Second walks into a block; play random moves to the end.
        let session = try newSession(.weiming)
        var rng = SplitMix(state: 21)
        while try session.snapshot(nowMs: 0).status == .ongoing {
            let moves = try session.legalMoves()
            let m = moves[Int(rng.next() % UInt64(moves.count))]
            _ = try session.play(from: m.from, to: m.to, nowMs: 0)
        }
        let model = try gameModel(session, language: .both)
        model.start()
        let outcome = try #require(model.snapshot.outcome)
        #expect(model.screen.banner == "\(outcome.textZh)\n\(outcome.textEn)")
        #expect(model.screen.isOver && model.screen.sideToMove == nil && !model.screen.canHint)
        #expect(!model.screen.bannerRotated)
    }
}
