import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// Pictures of issue 33's screens reached as a player would through the app: the learn offer on
/// a game's first new-game form, the game's lessons, and a lesson (its start, a refused move
/// with the rule's reason, done with its stars) — drawn with the trainer's picture parts, as the
/// lesson screen is drawn with the trainer's view parts; light and dark, Chinese and English,
/// the smallest phone and large text.
extension PictureTests {
    @Test func theLearnOfferTheLessonsAndALesson() async throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try await openApp(dir)
        for (option, lang, suffix) in [("English", nil as String?, "en"), ("\u{7B80}\u{4F53}\u{4E2D}\u{6587}", "zh-Hans", "zh")] {
            try await app.setLanguage(option)
            await app.run(.openNewGame(game: .jinmen))
            let offer = try #require(app.learnOffer)
            for dark in [false, true] {
                try Self.renderNewGame(
                    "new-game-learn-offer-\(suffix)-\(dark ? "dark" : "light")", try #require(app.newGame), offer: offer,
                    dark: dark, lang: lang)
            }
            await app.run(.openLessons(game: .jinmen))
            guard case .lessons(let title, let rows?) = app.view.screen else {
                Issue.record("no lessons")
                return
            }
            try Self.renderLessons("lessons-jinmen-\(suffix)-light", title: title, rows: rows, dark: false, lang: lang)
            try Self.renderLessons(
                "lessons-jinmen-\(suffix)-small-large-text-dark", title: title, rows: rows, dark: true, width: 320,
                textScale: Self.largeText, lang: lang)

            // The first lesson: at its start, then a tap that the rules refuse (an opponent's
            // piece, else an empty point).
            await app.run(.openLesson(id: rows[0].id))
            try Self.renderLesson("lesson-start-\(suffix)-light", try #require(app.lesson), dark: false, lang: lang)
            let lesson = try #require(app.lesson)
            let mover = lesson.table.board.points.first { $0.mark == .movable }?.piece?.side
            let refused =
                lesson.table.board.points.first { $0.piece != nil && $0.piece?.side != mover }
                ?? lesson.table.board.points.first { $0.piece == nil }
            await app.tap(Int(try #require(refused).index))
            // The one note under the board says the rules' refusal, in red.
            let refusedNote = try #require(app.lesson?.note)
            #expect(refusedNote.kind == .wrong && refusedNote.text == app.lesson?.feedback)
            try Self.renderLesson("lesson-refused-\(suffix)-dark", try #require(app.lesson), dark: true, lang: lang)
            try Self.renderLesson(
                "lesson-refused-\(suffix)-small-light", try #require(app.lesson), dark: false, width: 320, lang: lang)
            await app.run(.back)
            await app.run(.back)
            await app.run(.back)
        }

        // Weiming's shared piece played to its win (as tests/transcripts/app/18 plays it): done,
        // with its stars, and the list that shows them.
        await app.run(.openLessons(game: .weiming))
        await app.run(.openLesson(id: "weiming-2"))
        try await app.play("bl-x")
        await app.run(.table(event: .undo))
        try await app.play("s-x")
        await app.run(.lessonNextStep)
        try await app.play("m-tm")
        await app.run(.lessonNextStep)
        try await app.play("m-bm")
        try await app.play("tl-tm")
        let done = try #require(app.lesson)
        #expect(done.state == .done)
        #expect(done.stars == 2 && done.starsText != nil)
        // The note says the step reached, with the stars.
        #expect(done.note.kind == .solved && done.note.text.hasSuffix(done.starsText ?? "?"))
        for dark in [false, true] {
            try Self.renderLesson("lesson-done-zh-\(dark ? "dark" : "light")", done, dark: dark, lang: "zh-Hans")
        }
        await app.run(.back)
        guard case .lessons(let title, let rows?) = app.view.screen else {
            Issue.record("no lessons")
            return
        }
        #expect(rows.first { $0.id == "weiming-2" }?.stars == 2)
        try Self.renderLessons("lessons-weiming-one-done-zh-light", title: title, rows: rows, dark: false, lang: "zh-Hans")
    }

    /// The lessons (``FolkChessUI/LessonsScreen``): each its title (bold), its task and its
    /// stars on the right.
    static func renderLessons(
        _ name: String, title: String, rows: [LessonRow], dark: Bool, width: Double = 393, textScale: Double = 1,
        lang: String? = nil
    ) throws {
        var sp = ScreenPicture(phone: phone(width), textScale: textScale, dark: dark, lang: lang)
        sp.header(title: title, large: false, back: true, trailing: [])
        try sp.section(
            nil,
            rows.enumerated().map { index, row in
                { sp in
                    // the status's sign (the lesson's number in a ring, a green tick once
                    // done), the title and the task, the stars' words, the chevron of a link
                    let top = sp.p.y + 11
                    let starsSize = 13 * sp.s
                    let iconW = 20 * min(sp.s, 1.3)
                    let textX = sp.rowLeft + iconW + 12
                    let sw = Picture.estimatedWidth(row.starsText, size: starsSize)
                    let chevronRoom = 18.0
                    let room = sp.rowRight - textX - sw - 10 - chevronRoom
                    let mark = ViewPoint(x: sp.rowLeft + iconW / 2, y: top + 17 * sp.s * 0.65)
                    Icon.draw(
                        row.stars == nil ? .circle : .checkCircle, in: &sp.p, center: mark, size: iconW,
                        color: row.stars == nil ? sp.p.faint : solvedGreen(dark: sp.p.dark))
                    if row.stars == nil {
                        sp.p.out.append(
                            .text(
                                "\(index + 1)", at: mark, anchor: .center, size: iconW * 0.55, bold: true,
                                color: sp.p.faint, halo: nil))
                    }
                    sp.p.put(
                        row.starsText, x: sp.rowRight - chevronRoom - sw, y: top + 2, size: starsSize, color: sp.p.faint)
                    sp.p.y = top
                    // (the title wraps, as the view's: no line limit)
                    sp.lines(
                        Picture.wrap(row.title, width: room, size: 17 * sp.s), x: textX, size: 17,
                        bold: true, color: sp.p.ink)
                    sp.p.y += 2
                    sp.lines(
                        Picture.wrap(row.task, width: sp.rowRight - textX - chevronRoom, size: 15 * sp.s), x: textX,
                        size: 15, color: sp.p.faint)
                    Icon.draw(
                        .chevron, in: &sp.p, center: ViewPoint(x: sp.rowRight - 5, y: (top + sp.p.y) / 2), size: 12,
                        color: sp.p.faint)
                    sp.p.y += 11
                }
            })
        try sp.write(name)
    }

    /// A lesson on the table, with the trainer's picture parts: the step (its progress and task)
    /// under the title, the board and bars, the strip, the note (the rule's reason for a refused
    /// move, else the feedback and the stars) and the core's row of buttons.
    static func renderLesson(
        _ name: String, _ l: LessonView, dark: Bool, width: Double = 393, textScale: Double = 1, lang: String? = nil
    ) throws {
        let state: TrainerState =
            switch l.state {
            case .solving: .solving
            case .wrongMove: .wrongMove
            case .stepDone, .done: .solved
            }
        let action = ActionView(label: "", enabled: false)
        // The core's one note, as the view draws it (the task until a move is judged).
        let note = l.note
        let trainer = TrainerView(
            table: l.table, kind: .puzzle, title: l.title, task: l.stepTask,
            feedback: note.text,
            state: note.kind == .wrong ? .wrongMove : state, retry: action, showSolution: action, next: action,
            back: action,
            buttons: l.buttons.map {
                let kind: TrainerAction =
                    switch $0.action {
                    case .undo: .undo
                    case .retry: .retry
                    case .nextStep, .nextLesson: .next
                    case .back: .back
                    }
                return TrainerButton(action: kind, label: $0.label, enabled: $0.enabled, prominent: $0.prominent)
            },
            note: note)
        // The step's progress over the board, as its view has it (its task is the note).
        try renderTrainer(
            name, trainer, dark: dark, width: width, textScale: textScale, lang: lang, head: l.progress)
    }
}
