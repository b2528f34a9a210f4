import FolkChessCore
import Foundation
import Testing

/// The shared app transcripts (tests/transcripts/app/*.txt, format in the README) through the
/// whole app across the FFI (``AppCore``) over the real library and a data folder under
/// target/: each step's event at the step's two clocks, disk jobs run in order at `disk`,
/// searches and reviews at `settle`; the stack, the screen on top, the problem and the effects
/// compared line for line with what the Rust and Kotlin runners print.
@Suite struct AppTranscriptTests {
    static let folder = repositoryRoot.appendingPathComponent("tests/transcripts/app")

    @Test func everyAppTranscriptMatchesTheAppAcrossTheFfi() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "txt" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(files.count >= 10, "too few app transcripts: \(files.count)")
        var failures: [String] = []
        for file in files {
            do {
                let want = try String(contentsOf: file, encoding: .utf8)
                let got = try AppTranscript.run(file, want)
                if got != want { failures.append(AppTranscript.firstDifference(file, want, got)) }
            } catch {
                failures.append("\(file.path): \(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }
}

/// One app transcript, run.
enum AppTranscript {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func firstDifference(_ file: URL, _ want: String, _ got: String) -> String {
        let w = want.components(separatedBy: "\n"), g = got.components(separatedBy: "\n")
        let k = (0..<max(w.count, g.count)).first { w.indices.contains($0) != g.indices.contains($0) || (w.indices.contains($0) && w[$0] != g[$0]) } ?? 0
        return "\(file.path):\(k + 1):\n  want: \(w.indices.contains(k) ? w[k] : "<end>")\n  got:  \(g.indices.contains(k) ? g[k] : "<end>")"
    }

    static func run(_ file: URL, _ text: String) throws -> String {
        let data = try scratchFolder("app-transcript-\(file.deletingPathExtension().lastPathComponent)")
        defer { try? FileManager.default.removeItem(at: data) }
        var lines = text.components(separatedBy: "\n")
        while lines.last == "" { lines.removeLast() }
        let firstStep = lines.firstIndex { $0.hasPrefix("> ") } ?? lines.count
        let header = Array(lines[..<firstStep])
        var settings: [String: Any] = [:]
        var seed: Int64 = 1
        for line in header {
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case nil: break
            case let w? where w.hasPrefix("#"): break
            case "lang": settings["language"] = words[1].replacingOccurrences(of: "-", with: "_")
            case "seed": seed = Int64(words[1]) ?? 1
            case "timer" where words == ["timer", "off"]: settings["turn_seconds"] = NSNull()
            case "file" where words[2] == "damaged":
                let url = data.appendingPathComponent("saves/\(words[1])").standardizedFileURL
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try "{ not json".write(to: url, atomically: false, encoding: .utf8)
            case "file" where words[2] == "folder":
                try FileManager.default.createDirectory(
                    at: data.appendingPathComponent("saves/\(words[1])"), withIntermediateDirectories: true)
            default: throw Failure(description: "\(file.path): unknown header line `\(line)`")
            }
        }
        if !settings.isEmpty {
            // The default settings with the header's changes, written as the app writes them.
            var json = try JSONSerialization.jsonObject(with: Data(settingsToJson(settings: defaultSettings()).utf8)) as! [String: Any]
            json.merge(settings) { $1 }
            try JSONSerialization.data(withJSONObject: json).write(to: data.appendingPathComponent("settings.json"))
        }
        let run = Run(app: try AppCore(dataDir: data.path, phoneLanguages: ["en"], utcOffsetMinutes: 480, seed: seed))
        var out = header
        var spoken: UInt64 = 0  // the id of the last announcement said (ids grow across screens and games)
        for line in lines[firstStep...] where line.hasPrefix("> ") {
            out.append(line)
            let step = (line.dropFirst(2).components(separatedBy: " # ").first ?? "").trimmingCharacters(in: .whitespaces)
            let words = step.split(separator: " ").map(String.init)
            run.mono = Int64(words[0]) ?? 0
            let rest = words.count > 1 ? String(step.dropFirst(words[0].count + 1)) : ""
            let said = try run.step(Array(words.dropFirst()), rest)
            let view = try run.app.view(monoMs: run.mono, epochMs: run.epoch)
            out += describe(view)
            for a in view.announcements where a.id > spoken {
                out.append("said (\(a.politeness == .assertive ? "assertive" : "polite"), \(speechTag(language: a.language))): \(a.text)")
                spoken = a.id
            }
            if !said.isEmpty { out.append("effects: " + said.joined(separator: " · ")) }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The app and the work it handed out and that is not done yet.
    final class Run {
        let app: AppCore
        var mono: Int64 = 0
        var epoch: Int64 { 1_764_000_000_000 + mono }
        var disk: [DiskWork] = []
        var searches: [SearchWork] = []
        var reviews: [ReviewWork] = []

        init(app: AppCore) { self.app = app }

        func send(_ event: AppEvent) throws -> [String] {
            try app.send(event: event, monoMs: mono, epochMs: epoch).map { e in
                switch e {
                case .disk(let job): disk.append(job); return "disk #\(job.id()) \(job.name())"
                case .search(let job): searches.append(job); return "search #\(job.id())"
                case .cancelSearch(let id): return "cancel #\(id)"
                case .runReview(let job): reviews.append(job); return "review #\(job.id())"
                case .cancelReview(let id): return "cancel-review #\(id)"
                case .feedback(let kind, _, _): return "feedback \(feedbackSound(kind: kind))"
                case .share(let title, let text, let board, let result):
                    let count = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
                    return "share \"\(title)\" (\(count) lines, a board of \(board.points.count) points, \"\(result)\")"
                }
            }
        }

        private func screen() throws -> ScreenView { try app.view(monoMs: mono, epochMs: epoch).screen }

        private func saveId(_ n: String) throws -> String {
            guard case .savedGames(let list?, _) = try screen(), let i = Int(n), list.rows.indices.contains(i) else { return "" }
            return list.rows[i].id
        }

        /// The game of the table on screen (the game's, a puzzle's or a lesson's).
        private func tableGame() throws -> GameKind {
            switch try screen() {
            case .game(let table): return table.game
            case .trainer(let view): return view.table.game
            case .lesson(let view): return view.table.game
            default: throw Failure(description: "no table on screen")
            }
        }

        func step(_ words: [String], _ rest: String) throws -> [String] {
            var said: [String] = []
            let event: AppEvent?
            switch words[0] {
            case "start": event = .start
            case "back": event = .back
            case "new-game": event = .openNewGame(game: try game(words[1]))
            case "choose": event = .newGameChoice(key: try choiceKey(words[1]), index: Int32(words[2]) ?? -1)
            case "setting": event = .settingChoice(key: try choiceKey(words[1]), index: Int32(words[2]) ?? -1)
            case "toggle": event = .settingToggle(key: .sound, on: words[2] == "on")
            case "start-game": event = .startGame
            case "continue": event = .continue
            case "saved-games": event = .openSavedGames
            case "resume": event = .resume(id: try saveId(words[1]))
            case "review-save": event = .reviewSave(id: try saveId(words[1]))
            case "delete": event = .deleteSave(id: try saveId(words[1]))
            case "statistics": event = .openStatistics
            case "reset-statistics": event = .resetStatistics
            case "settings": event = .openSettings
            case "rules": event = .openRules(game: try game(words[1]))
            case "rules-language": event = .rulesLanguage(index: Int32(words[1]) ?? -1)
            case "import": event = .openImport
            case "import-text":
                event = .importText(
                    text: String(rest.dropFirst("import-text".count)).trimmingCharacters(in: .whitespaces)
                        .replacingOccurrences(of: "\\n", with: "\n"))
            case "import-open": event = .importOpen
            case "play":
                let ends = words[1].split(separator: "-").map(String.init)
                let g = try tableGame()
                said += try send(.table(event: .tap(point: try pointIndex(game: g, name: ends[0]))))
                event = .table(event: .tap(point: try pointIndex(game: g, name: ends[1])))
            case "tap": event = .table(event: .tap(point: try pointIndex(game: try tableGame(), name: words[1])))
            case "tick": event = .table(event: .tick)
            case "hear":
                let what: Hear
                switch words[1] {
                case "position": what = .position
                case "last-move": what = .lastMove
                case "clock": what = .clock
                default: throw Failure(description: "unknown quick command `\(words[1])`")
                }
                event = .table(event: .hear(what: what))
            case "resign": event = .table(event: .resign)
            case "yes": event = .table(event: .answer(yes: true))
            case "save-and-leave": event = .table(event: .saveAndLeave)
            case "hint": event = .table(event: .hint)
            case "review-game": event = .reviewGame
            case "review-next": event = .review(event: .next)
            case "review-previous": event = .review(event: .previous)
            case "review-select": event = .review(event: .select(ply: Int32(words[1]) ?? -1))
            case "rematch": event = .rematch
            case "new-game-after": event = .newGameAfterGame
            case "background": event = .background
            case "dismiss": event = .dismissProblem
            case "puzzles": event = .openPuzzles
            case "lessons": event = .openLessons(game: try game(words[1]))
            case "lesson": event = .openLesson(id: words[1])
            case "dismiss-learn": event = .dismissLearnOffer(game: try game(words[1]))
            case "next-step": event = .lessonNextStep
            case "puzzle-list":
                let d: PuzzleDifficulty = words[2] == "easy" ? .easy : words[2] == "medium" ? .medium : .hard
                event = .openPuzzleList(game: try game(words[1]), difficulty: d)
            case "puzzle": event = .openPuzzle(id: words[1])
            case "practice": event = .openPractice
            case "exercise":
                var id = ""
                if case .practice(let p?) = try screen() {
                    let ids = p.games.flatMap { $0.rows.map(\.id) }
                    if let i = Int(words[1]), ids.indices.contains(i) { id = ids[i] }
                }
                event = .openExercise(id: id)
            case "retry": event = .trainer(event: .retry)
            case "show-solution": event = .trainer(event: .showSolution)
            case "next": event = .trainerNext
            case "undo": event = .table(event: .undo)
            case "next-lesson": event = .nextLesson
            case "share":
                switch words[1] {
                case "finished": event = .share(what: .finishedGame)
                case "review": event = .share(what: .reviewedGame)
                default: event = .share(what: .save(try saveId(words[2])))
                }
            case "screen-reader": event = .screenReader(on: words[1] == "on")
            case "phone": event = .phoneLanguages(tags: [words[1]])
            case "disk":
                while !disk.isEmpty { said += try send(.diskDone(answer: disk.removeFirst().run())) }
                event = nil
            case "settle":
                while !searches.isEmpty || !reviews.isEmpty {
                    if !searches.isEmpty {
                        said += try send(.searchDone(answer: searches.removeFirst().run(cancel: CancelHandle())))
                    } else {
                        said += try send(.reviewDone(answer: reviews.removeFirst().run(cancel: CancelHandle())))
                    }
                }
                event = nil
            default: throw Failure(description: "unknown step `\(words.joined(separator: " "))`")
            }
            if let event { said += try send(event) }
            return said
        }
    }

    static func game(_ word: String) throws -> GameKind {
        switch word {
        case "weiming": return .weiming
        case "zhongkui": return .zhongkui
        case "jinmen": return .jinmen
        case "huishi": return .huishi
        default: throw Failure(description: "unknown game `\(word)`")
        }
    }

    static func choiceKey(_ word: String) throws -> ChoiceKey {
        switch word {
        case "language": return .language
        case "theme": return .theme
        case "level": return .level
        case "side": return .side
        case "turn-time": return .turnTime
        case "opponent": return .opponent
        default: throw Failure(description: "unknown choice `\(word)`")
        }
    }

    /// "wrongMove" → "WrongMove", as Rust's `Debug` writes a variant.
    static func variant(_ value: Any) -> String {
        let s = String(describing: value)
        return s.prefix(1).uppercased() + s.dropFirst()
    }

    static func route(_ r: Route) -> String {
        switch r {
        case .puzzleList(let g, let d): return "puzzlelist(\(String(describing: g)), \(String(describing: d)))"
        case .lessons(let g): return "lessons(\(String(describing: g)))"
        default: return String(describing: r).lowercased()
        }
    }

    static func languageId(_ l: DisplayLanguage) -> String {
        switch l {
        case .zh: return "zh"
        case .zhHant: return "zh-hant"
        case .en: return "en"
        case .both: return "both"
        case .bothHant: return "both-hant"
        }
    }

    /// The lines the runners print for a view.
    static func describe(_ v: AppView) -> [String] {
        func opt(_ s: String?, _ f: (String) -> String) -> String { s.map(f) ?? "" }
        let screen: String
        switch v.screen {
        case .home(let h):
            screen = "home: \(h.title) · continue: " + (h.continueGame.map { "\($0.title) (\($0.detail))" } ?? "-")
                + h.cards.map { c in c.lessonsDone.map { " · \(String(describing: c.game)): \($0)" } ?? "" }.joined()
        case .newGame(let form, let offer):
            let rows = form.choices.map { c in
                "\(c.label) \(c.options.indices.contains(Int(c.selected)) ? c.options[Int(c.selected)] : "")"
            }
            screen = "new-game: \(form.title) · \(rows.joined(separator: " · "))"
                + opt(offer.map { "\($0.text) [\($0.learn) / \($0.dismiss)]" }) { " · offer: \($0)" }
        case .lessons(let title, nil): screen = "lessons: \(title) · loading"
        case .lessons(let title, let rows?):
            let shown = rows.map { r in
                var s = "\(r.id) \(r.title) \(r.starsText)"
                while s.last == " " { s.removeLast() }
                return s
            }
            screen = "lessons: \(title) · \(shown.joined(separator: " · "))"
        case .lesson(let l):
            screen = "lesson: \(l.title) · \(l.progress) · \(l.stepTask) · \(variant(l.state))"
                + (l.table.note.kind == .refusal ? " · refused: \(l.table.note.text)" : "")
                + opt(l.feedback) { " · \($0)" } + opt(l.starsText) { " · \($0)" }
        case .game(let t):
            screen = "game: \(t.title) · \(t.moves.rows.count) moves · \(t.status)"
                + (t.note.kind == .status ? "" : " · \(String(describing: t.note.kind)): \(t.note.text)")
                + opt(t.result?.headline) { " · result: \($0)" }
        case .rules(let frame, let language): screen = "rules: \(frame.title) · read in \(languageId(language))"
        case .settings(let s): screen = "settings: \(s.title)" + opt(s.problem) { " · problem: \($0)" }
        case .savedGames(let list?, _) where list.rows.isEmpty: screen = "saved-games: \(list.title) · \(list.emptyText)"
        case .savedGames(let list?, _):
            screen = "saved-games: \(list.title) · "
                + list.rows.map { $0.title + ($0.damaged ? " (damaged)" : "") }.joined(separator: " · ")
        case .savedGames(nil, let p?): screen = "saved-games: problem: \(p.sentence)"
        case .savedGames(nil, nil): screen = "saved-games: loading"
        case .review(let r): screen = "review: \(r.title)" + opt(r.busy) { " · busy: \($0)" } + opt(r.outcome) { " · \($0)" }
        case .statistics(let s?, _):
            screen = "statistics: \(s.title) · " + (s.emptyText ?? s.games.map { "\($0.name) \($0.lines.count)" }.joined(separator: " · "))
        case .statistics(nil, let p?): screen = "statistics: problem: \(p.sentence)"
        case .statistics(nil, nil): screen = "statistics: loading"
        case .puzzles(nil): screen = "puzzles: loading"
        case .puzzles(let p?):
            screen = "puzzles: \(p.title) · today \(p.daily.puzzleId) (\(p.daily.task)) · \(p.streak)" + opt(p.problem) { " · problem: \($0)" }
        case .puzzleList(nil): screen = "puzzle-list: loading"
        case .puzzleList(let l?):
            screen = "puzzle-list: \(l.title) · \(l.rows.count) puzzles · "
                + l.rows.prefix(3).map { "\($0.id) \($0.statusText)" }.joined(separator: " · ") + " …"
        case .trainer(let t):
            screen = "trainer: \(t.title) · \(t.task) · \(variant(t.state))" + opt(t.feedback) { " · \($0)" }
                + " · \(t.table.status) · buttons: "
                + t.buttons.map { $0.label + ($0.enabled ? "" : " (off)") }.joined(separator: " / ")
        case .practice(nil): screen = "practice: loading"
        case .practice(let p?):
            let rows = p.games.flatMap { $0.rows.map(\.title) }
            screen = "practice: \(p.title) · " + (rows.isEmpty ? p.empty : rows.joined(separator: " · "))
                + opt(p.problem) { " · problem: \($0)" }
        case .import(let text, let problem, let openEnabled):
            screen =
                "import: \(text.unicodeScalars.count) characters" + (openEnabled ? " · open" : "")
                + opt(problem) { " · problem: \($0)" }
        }
        return ["stack: " + v.stack.map(route).joined(separator: " > "), screen] + (v.problem.map { ["problem: \($0.sentence)"] } ?? [])
    }
}
