import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The shared game-table transcripts (tests/transcripts/*.txt, format in its README), run
/// through the app's game screen model (``GameModel``) over the real library, with a manual
/// clock and a gate that holds the model's searches until `settle`: what the model publishes
/// after each step, and the effects it carried out, rendered in the README's text format and
/// compared line for line. The Rust and Kotlin tests read the same files.
@MainActor @Suite struct TranscriptTests {
    static let folder: URL = repositoryRoot.appendingPathComponent("tests/transcripts")

    static func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "txt" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func everyTranscriptMatchesTheGameModel() async throws {
        let files = try Self.files()
        #expect(files.count >= 10, "too few transcripts: \(files.count)")
        var failures: [String] = []
        for file in files {
            do {
                if let diff = try await Transcript.run(file) { failures.append(diff) }
            } catch {
                failures.append("\(file.path): \(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }

    /// The renderer says what the view says: a side's name is the banner's.
    @Test func theRendererKeepsTheViewsWords() throws {
        let model = try gameModel(.jinmen, .vsComputer(level: .easy, human: .second), seed: 3, language: .zh)
        let lines = Transcript.render(model.view, effects: [])
        #expect(lines.contains("banner: 电脑走棋 · 先手（红）"), "\(lines)")
    }
}

/// One transcript, run.
@MainActor
enum Transcript {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `file`; nil when every step matches, else the first difference (file:line).
    static func run(_ file: URL) async throws -> String? {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        guard let firstStep = lines.firstIndex(where: { $0.hasPrefix(">") }) else {
            throw Failure(description: "no step")
        }
        let header = lines[..<firstStep].map { stripComment($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        var shell = try Shell(header: header)
        var i = firstStep
        while i < lines.count {
            let step = lines[i]
            var j = i + 1
            while j < lines.count && !lines[j].hasPrefix(">") { j += 1 }
            // The expected lines with their line numbers (comment and blank lines skipped).
            let numbered = ((i + 1)..<j).filter {
                !lines[$0].hasPrefix("#") && !lines[$0].trimmingCharacters(in: .whitespaces).isEmpty
            }
            let expected = numbered.map { lines[$0] }
            let body = stripComment(String(step.dropFirst())).trimmingCharacters(in: .whitespaces)
            let words = body.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let first = words.first, let now = Int64(first) else {
                throw Failure(description: "\(file.path):\(i + 1): bad step `\(step)`")
            }
            let effects: [TableEffect]
            do {
                effects = try await shell.step(now: now, Array(words.dropFirst()))
            } catch {
                throw Failure(description: "\(file.path):\(i + 1): \(error)")
            }
            let actual = render(shell.model.view, effects: effects)
            if actual != expected {
                let line =
                    zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(actual.count, expected.count)
                let fileLine = line < numbered.count ? numbered[line] + 1 : j + 1
                return """
                    \(file.path):\(fileLine): after `\(step)` (line \(i + 1)), the first difference:
                      expected: \(line < expected.count ? expected[line] : "(nothing)")
                      actual:   \(line < actual.count ? actual[line] : "(nothing)")
                    --- expected
                    \(expected.joined(separator: "\n"))
                    --- actual
                    \(actual.joined(separator: "\n"))
                    """
            }
            i = j
        }
        shell.model.close()
        await shell.model.settle()
        return nil
    }

    /// Plays the steps of transcript `name` (in tests/transcripts) up to and including the
    /// step at time `through`, without comparing; returns the model as it is then (the
    /// pictures start from states the transcripts reach). `language` replaces the header's.
    static func play(_ name: String, through time: Int64, language: DisplayLanguage? = nil) async throws
        -> GameModel
    {
        let file = TranscriptTests.folder.appendingPathComponent(name)
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        guard let firstStep = lines.firstIndex(where: { $0.hasPrefix(">") }) else {
            throw Failure(description: "no step")
        }
        let header = lines[..<firstStep].map { stripComment($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        var shell = try Shell(header: header)
        if let language {
            shell.language = language
            shell.model.apply(settings: shell.settings, language: language)
        }
        for step in lines[firstStep...] where step.hasPrefix(">") {
            let words = stripComment(String(step.dropFirst())).split(separator: " ").map(String.init)
            guard let first = words.first, let now = Int64(first) else {
                throw Failure(description: "\(file.path): bad step `\(step)`")
            }
            if now > time { break }
            _ = try await shell.step(now: now, Array(words.dropFirst()))
        }
        return shell.model
    }

    /// A line without its comment: a line that starts with `#`, or the part before ` # `.
    static func stripComment(_ line: String) -> String {
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { return "" }
        return line.components(separatedBy: " # ").first ?? ""
    }

    static func language(_ word: String) throws -> DisplayLanguage {
        switch word {
        case "zh": return .zh
        case "zh-hant": return .zhHant
        case "en": return .en
        case "both": return .both
        case "both-hant": return .bothHant
        default: throw Failure(description: "unknown language `\(word)`")
        }
    }

    static func level(_ word: String) throws -> Level {
        guard let l = try levels().first(where: { $0.id == word })?.level else {
            throw Failure(description: "unknown level `\(word)`")
        }
        return l
    }

    /// The settings with the boolean `name` (as in settings.json) set, through the core's JSON.
    static func setFlag(_ settings: AppSettings, _ name: String, _ value: Bool) throws -> AppSettings {
        let json = try settingsToJson(settings: settings)
        guard var object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            object[name] is Bool
        else { throw Failure(description: "`\(name)` is not a boolean setting") }
        object[name] = value
        let data = try JSONSerialization.data(withJSONObject: object)
        return try settingsFromJson(json: String(decoding: data, as: UTF8.self))
    }

    /// The effects the model carried out during a step.
    @MainActor final class EffectLog {
        var items: [TableEffect] = []
    }

    /// The app's game model as the transcripts drive it.
    @MainActor struct Shell {
        let model: GameModel
        let game: GameKind
        let clock = ManualClock(0)
        let gate = ManualGate()
        var settings: AppSettings
        var language: DisplayLanguage
        var effects: [TableEffect] = []

        init(header: [String]) throws {
            var game: GameKind?
            var mode = GameMode.passAndPlay
            var seed: Int64 = 1
            var turnSeconds: Int32?
            var language = DisplayLanguage.en
            var settings = try defaultSettings()
            for line in header {
                let w = line.split(separator: " ").map(String.init)
                switch (w.count, w.first) {
                case (3, "game") where w[2] == "pass":
                    game = try gameFromId(id: w[1])
                case (5, "game") where w[2] == "vs":
                    game = try gameFromId(id: w[1])
                    let side: Side
                    switch w[4] {
                    case "first": side = .first
                    case "second": side = .second
                    default: throw Failure(description: "unknown side `\(w[4])`")
                    }
                    mode = .vsComputer(level: try Transcript.level(w[3]), human: side)
                case (2, "seed"):
                    guard let n = Int64(w[1]) else { throw Failure(description: "bad seed `\(w[1])`") }
                    seed = n
                case (2, "timer"):
                    if w[1] == "off" {
                        turnSeconds = nil
                    } else {
                        guard let n = Int32(w[1]) else { throw Failure(description: "bad timer `\(w[1])`") }
                        turnSeconds = n
                    }
                case (2, "lang"):
                    language = try Transcript.language(w[1])
                case (2, "setting"):
                    let kv = w[1].split(separator: "=").map(String.init)
                    guard kv.count == 2 else { throw Failure(description: "setting needs name=value") }
                    settings = try Transcript.setFlag(settings, kv[0], kv[1] == "true")
                default:
                    throw Failure(description: "unknown header line `\(line)`")
                }
            }
            guard let game else { throw Failure(description: "the header names no game") }
            self.game = game
            self.settings = settings
            self.language = language
            let table = try GameTable.withSeed(
                setup: GameSetup(game: game, mode: mode, turnSeconds: turnSeconds), seed: seed, settings: settings,
                language: language)
            model = try GameModel(table: table, language: language, clock: clock, wallClock: clock, store: nil, gate: gate)
        }

        /// Carries out one step at `now`; returns the effects the model carried out meanwhile.
        mutating func step(now: Int64, _ words: [String]) async throws -> [TableEffect] {
            clock.set(now)
            let seen = EffectLog()
            model.onEffects = { seen.items += $0 }
            defer { model.onEffects = nil }
            switch (words.count, words.first) {
            case (1, "start"): model.start()
            case (1, "undo"): model.undo()
            case (1, "redo"): model.redo()
            case (1, "restart"): model.restart()
            case (1, "hint"): model.hint()
            case (1, "tick"): model.send(.tick)
            case (1, "background"): await model.enterBackground()
            case (1, "foreground"): model.enterForeground()
            case (1, "dismiss"): model.dismissMessage()
            case (1, "leave"): model.close()
            case (1, "save-and-leave"): await model.saveAndLeave()
            case (1, "resign"): model.send(.resign)
            case (1, "offer-draw"): model.send(.offerDraw)
            case (1, "yes"): model.send(.answer(yes: true))
            case (1, "no"): model.send(.answer(yes: false))
            case (2, "tap"):
                if words[1].hasPrefix("#") {
                    guard let i = Int(words[1].dropFirst()) else {
                        throw Failure(description: "bad index `\(words[1])`")
                    }
                    model.tap(i)
                } else {
                    model.tap(try point(words[1], game))
                }
            case (2, "play"):
                let m = try move(words[1])
                model.tap(Int(m.from))
                model.tap(Int(m.to))
            case (2, "level"):
                model.setLevel(try Transcript.level(words[1]))
            case (2, "lang"):
                language = try Transcript.language(words[1])
                model.apply(settings: settings, language: language)
            case (2, "set"):
                let kv = words[1].split(separator: "=").map(String.init)
                guard kv.count == 2 else { throw Failure(description: "set needs name=value") }
                settings = try Transcript.setFlag(settings, kv[0], kv[1] == "true")
                model.apply(settings: settings, language: language)
            case (3, "answer"):
                guard words[1].hasPrefix("#"), let id = Int64(words[1].dropFirst()) else {
                    throw Failure(description: "bad search id `\(words[1])`")
                }
                let found = words[2] == "none" ? nil : try move(words[2])
                model.send(.searchDone(answer: SearchAnswer(id: id, found: found, verdict: nil)))
            case (1, "settle"):
                // Every search the model started runs and answers, in the order of the ids,
                // each answered at this time; then what the screen shows now.
                await model.settle()
                model.redraw()
            default:
                throw Failure(description: "unknown event `\(words.joined(separator: " "))`")
            }
            if let problem = model.problem { throw Failure(description: "the core refused an event: \(problem)") }
            return seen.items
        }

        func move(_ text: String) throws -> MoveRef {
            let names = text.split(separator: "-").map(String.init)
            guard names.count == 2 else { throw Failure(description: "bad move `\(text)`") }
            return MoveRef(from: Int32(try point(names[0], game)), to: Int32(try point(names[1], game)))
        }
    }

    // MARK: The README's text format

    /// The canonical text of a view and the effects that came with it.
    static func render(_ view: TableView, effects: [TableEffect]) -> [String] {
        func flat(_ s: String) -> String { s.replacingOccurrences(of: "\n", with: " / ") }
        let names = view.board.points.map(\.name)
        func name(_ i: Int32) -> String { Int(i) < names.count && i >= 0 ? names[Int(i)] : "#\(i)" }
        var out = ["board: \(boardLine(view.board))", "marks: \(marksLine(view.board))"]
        out.append("banner: \(flat(view.banner.text))\(view.banner.rotated ? " (turned)" : "")")
        let bars = view.players.map { p -> String in
            var s = flat(p.name)
            if p.awaited { s += " *" }
            if let c = p.clock { s += " \(c.seconds)s" }
            if let n = p.captured { s += " x\(n)" }
            if p.rotated { s += " (turned)" }
            return s
        }
        out.append("players: \(bars.joined(separator: " | "))")
        if let r = view.result { out.append("result: \(flat(r.headline)) — \(flat(r.reason))") }
        if let t = view.timer {
            var s = "timer: \(t.remainingMs)/\(t.limitMs) ms, \(t.seconds) s"
            if t.running { s += ", running" }
            if t.low { s += ", low" }
            out.append(s)
        }
        out.append("status: \(flat(view.status))")
        let moves = view.moves.rows.map { "\($0.number). \(flat($0.text))" }
        out.append("moves: \(moves.isEmpty ? "-" : moves.joined(separator: " · "))")
        for (label, text) in [
            ("busy", view.busy), ("verdict", view.verdict), ("message", view.message),
            ("announce", view.plyAnnouncement),
        ] {
            if let text { out.append("\(label): \(flat(text))") }
        }
        func sign(_ b: Bool) -> String { b ? "+" : "-" }
        var buttons =
            "buttons: undo\(sign(view.undo.enabled)) redo\(sign(view.redo.enabled)) hint\(sign(view.hint.enabled)) "
            + "review\(sign(view.review.enabled)) resign\(sign(view.resign.enabled)) "
            + "draw\(sign(view.offerDraw.enabled))"
        if let level = view.level {
            buttons += " level \(levelId(level.current))\(sign(level.enabled))"
        }
        out.append(buttons)
        // Between two players, each player's row at their own edge: near, then far.
        if view.actions.contains(where: { $0.place == .far }) {
            func row(_ place: ActionPlace) -> String {
                view.actions.filter { $0.place == place }
                    .map { "\(actionId($0.action))\(sign($0.enabled))" }
                    .joined(separator: " ")
            }
            out.append("rows: near \(row(.bar)) · far \(row(.far))\(view.moves.atFarEdge ? " · moves at both edges" : "")")
        }
        if let q = view.question {
            out.append("question: \(flat(q.text)) [\(flat(q.yes)) / \(flat(q.no))]\(q.rotated ? " (turned)" : "")")
        }
        let b = view.board
        for p in b.points {
            func onMove(_ a: Arrow?) -> Bool { a.map { $0.from == p.index || $0.to == p.index } ?? false }
            let shown =
                p.mark == .selected || p.mark == .target || onMove(b.lastMove) || onMove(b.hint)
                || b.fading.contains { $0.point == p.index }
            if shown { out.append("spoken \(p.name): \(flat(p.spoken))") }
        }
        if !effects.isEmpty {
            out.append("effects: \(effects.map(effectWord).joined(separator: " · "))")
        }
        return out
    }

    static func levelId(_ level: Level) -> String {
        (try? levels().first { $0.level == level }?.id) ?? "\(level)"
    }

    static func pieceChar(_ p: PieceInfo) -> Character {
        switch (p.kind, p.side) {
        case (.man, .first?): return "X"
        case (.man, .second?): return "x"
        case (.general, .first?): return "G"
        case (.general, .second?): return "g"
        default: return "*"
        }
    }

    static func boardLine(_ b: BoardView) -> String {
        let groups: [String] = (["X", "x", "G", "g", "*"] as [Character]).compactMap { c in
            let names = b.points.filter { $0.piece.map(pieceChar) == c }.map(\.name)
            return names.isEmpty ? nil : "\(c) \(names.joined(separator: " "))"
        }
        return groups.joined(separator: " · ")
    }

    static func marksLine(_ b: BoardView) -> String {
        let names = b.points.map(\.name)
        func name(_ i: Int32) -> String { names[Int(i)] }
        var parts: [String] = []
        for (label, mark) in [("selected", PointMark.selected), ("targets", .target), ("movable", .movable)] {
            let with = b.points.filter { $0.mark == mark }.map(\.name)
            if !with.isEmpty { parts.append("\(label) \(with.joined(separator: " "))") }
        }
        for (label, arrow) in [("last", b.lastMove), ("hint", b.hint), ("refused", b.refused)] {
            if let a = arrow { parts.append("\(label) \(name(a.from))-\(name(a.to))") }
        }
        if !b.fading.isEmpty {
            parts.append("fading \(b.fading.map { name($0.point) }.joined(separator: " "))")
        }
        return parts.isEmpty ? "-" : parts.joined(separator: " · ")
    }

    static func effectWord(_ e: TableEffect) -> String {
        switch e {
        case .search(let id, .computerMove): return "think #\(id)"
        case .search(let id, .hint): return "hint #\(id)"
        case .search(let id, .drawDecision): return "judge-draw #\(id)"
        case .search(let id, .judge): return "judge-answer #\(id)"
        case .cancelSearch(let id): return "cancel #\(id)"
        case .autosave: return "autosave"
        case .save: return "save"
        case .clearAutosave: return "clear-autosave"
        case .finished: return "count-finished"
        case .feedback(let kind, let haptic, let sound):
            // The sound's name, as the core gives it to the apps.
            let k = feedbackSound(kind: kind)
            switch (haptic, sound) {
            case (true, false): return "feedback \(k) (haptic)"
            case (false, true): return "feedback \(k) (sound)"
            default: return "feedback \(k)"
            }
        }
    }
}

/// An action's short name in the transcripts' rows (as core/tests/transcripts.rs).
private func actionId(_ a: TableAction) -> String {
    switch a {
    case .undo: return "undo"
    case .hint: return "hint"
    case .offerDraw: return "draw"
    case .resign: return "resign"
    case .review: return "review"
    case .rematch: return "rematch"
    case .newGame: return "new"
    case .redo: return "redo"
    case .restart: return "restart"
    case .saveAndLeave: return "save"
    case .rules: return "rules"
    }
}
