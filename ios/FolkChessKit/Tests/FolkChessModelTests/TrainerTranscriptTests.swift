import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The shared trainer transcripts (tests/transcripts/trainer/*.txt, format in the README), run
/// through the app's trainer model (``TrainerModel``) over the real library and a temporary
/// store, with a manual clock and a gate that holds the model's searches until `settle`: the
/// trainer's lines and the game table's, and the effects the model carried out, compared line
/// for line. The Rust runner reads the same files.
@MainActor @Suite struct TrainerTranscriptTests {
    static let folder = TranscriptTests.folder.appendingPathComponent("trainer")

    @Test func everyTrainerTranscriptMatchesTheTrainerModel() async throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "txt" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(files.count >= 5, "too few trainer transcripts: \(files.count)")
        var failures: [String] = []
        for file in files {
            do {
                if let diff = try await TrainerTranscript.run(file) { failures.append(diff) }
            } catch {
                failures.append("\(file.path): \(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }
}

/// One trainer transcript, run.
@MainActor
enum TrainerTranscript {
    typealias Failure = Transcript.Failure

    static func run(_ file: URL) async throws -> String? {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        guard let firstStep = lines.firstIndex(where: { $0.hasPrefix(">") }) else {
            throw Failure(description: "no step")
        }
        let header = lines[..<firstStep].map { Transcript.stripComment($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let dir = try scratchFolder("trainer-transcript-\(file.deletingPathExtension().lastPathComponent)")
        defer { try? FileManager.default.removeItem(at: dir) }
        var shell = try await Shell(header: header, directory: dir)
        var i = firstStep
        while i < lines.count {
            let step = lines[i]
            var j = i + 1
            while j < lines.count && !lines[j].hasPrefix(">") { j += 1 }
            let numbered = ((i + 1)..<j).filter {
                !lines[$0].hasPrefix("#") && !lines[$0].trimmingCharacters(in: .whitespaces).isEmpty
            }
            let expected = numbered.map { lines[$0] }
            let body = Transcript.stripComment(String(step.dropFirst())).trimmingCharacters(in: .whitespaces)
            let words = body.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let first = words.first, let now = Int64(first) else {
                throw Failure(description: "\(file.path):\(i + 1): bad step `\(step)`")
            }
            let effects: [TrainerEffect]
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

    /// The effects the model carried out during a step.
    @MainActor final class EffectLog {
        var items: [TrainerEffect] = []
    }

    /// The app's trainer model as the transcripts drive it.
    @MainActor struct Shell {
        let model: TrainerModel
        let game: GameKind
        let clock = ManualClock(0)
        let gate = ManualGate()
        var settings: AppSettings
        var language: DisplayLanguage

        init(header: [String], directory: URL) async throws {
            var subject: TrainerSubject?
            var exerciseJson: String?
            var language = DisplayLanguage.en
            var settings = try defaultSettings()
            for line in header {
                if line.hasPrefix("exercise ") {
                    // exercise <game> | <position> | <played> | <best> | <label> | <value>
                    let f = line.dropFirst("exercise ".count).components(separatedBy: " | ")
                        .map { $0.trimmingCharacters(in: .whitespaces) }
                    guard f.count == 6 else { throw Failure(description: "an exercise line has 6 fields: `\(line)`") }
                    let id = "\(f[0])-transcript"
                    let exercise: [String: Any] = [
                        "id": id, "game": f[0], "position": f[1], "played": f[2], "best": f[3], "label": f[4],
                        "value": f[5], "added_at_ms": 0, "solved_at_ms": NSNull(),
                    ]
                    let data = try JSONSerialization.data(withJSONObject: [exercise])
                    exerciseJson = String(decoding: data, as: UTF8.self)
                    subject = .exercise(id)
                    continue
                }
                let w = line.split(separator: " ").map(String.init)
                switch (w.count, w.first) {
                case (2, "puzzle"): subject = .puzzle(w[1])
                case (2, "lang"): language = try Transcript.language(w[1])
                case (2, "setting"):
                    let kv = w[1].split(separator: "=").map(String.init)
                    guard kv.count == 2 else { throw Failure(description: "setting needs name=value") }
                    settings = try Transcript.setFlag(settings, kv[0], kv[1] == "true")
                default: throw Failure(description: "unknown header line `\(line)`")
                }
            }
            guard let subject else { throw Failure(description: "the header names no puzzle or exercise") }
            let store = try GameStore(directory: directory)
            if let exerciseJson { try await store.perform(.keepExercises(exerciseJson), savedAtMs: 0) }
            let table = try await store.openTrainer(subject, settings: settings, language: language)
            game = table.game()
            self.settings = settings
            self.language = language
            model = try TrainerModel(
                subject: subject, table: table, store: store, settings: settings, language: language, clock: clock,
                wallClock: clock, utcOffsetMinutes: { 0 }, gate: gate)
        }

        /// Carries out one step at `now`; returns the effects the model carried out meanwhile.
        mutating func step(now: Int64, _ words: [String]) async throws -> [TrainerEffect] {
            clock.set(now)
            let seen = EffectLog()
            model.onEffects = { seen.items += $0 }
            defer { model.onEffects = nil }
            func table(_ e: TableEvent) { model.send(.table(event: e)) }
            switch (words.count, words.first) {
            case (1, "start"): model.start()
            case (1, "undo"): model.undo()
            case (1, "redo"): table(.redo)
            case (1, "restart"): table(.restart)
            case (1, "hint"): model.hint()
            case (1, "tick"): table(.tick)
            case (1, "background"): table(.background)
            case (1, "foreground"): table(.foreground)
            case (1, "dismiss"): model.dismissMessage()
            case (1, "leave"): model.close()
            case (1, "resign"): table(.resign)
            case (1, "offer-draw"): table(.offerDraw)
            case (1, "yes"): table(.answer(yes: true))
            case (1, "no"): table(.answer(yes: false))
            case (1, "retry"): model.retry()
            case (1, "show-solution"): model.showSolution()
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
                let names = words[1].split(separator: "-").map(String.init)
                guard names.count == 2 else { throw Failure(description: "bad move `\(words[1])`") }
                model.tap(try point(names[0], game))
                model.tap(try point(names[1], game))
            case (2, "lang"):
                language = try Transcript.language(words[1])
                model.apply(settings: settings, language: language)
            case (2, "set"):
                let kv = words[1].split(separator: "=").map(String.init)
                guard kv.count == 2 else { throw Failure(description: "set needs name=value") }
                settings = try Transcript.setFlag(settings, kv[0], kv[1] == "true")
                model.apply(settings: settings, language: language)
            case (1, "settle"):
                await model.settle()
                model.redraw()
            default:
                throw Failure(description: "unknown event `\(words.joined(separator: " "))`")
            }
            if let problem = model.problem { throw Failure(description: "the core refused an event: \(problem)") }
            return seen.items
        }
    }

    /// The trainer's lines, then the game table's (the README's format), then the effects.
    static func render(_ view: TrainerView, effects: [TrainerEffect]) -> [String] {
        func flat(_ s: String) -> String { s.replacingOccurrences(of: "\n", with: " / ") }
        func sign(_ b: Bool) -> String { b ? "+" : "-" }
        let state: String
        switch view.state {
        case .solving: state = "solving"
        case .checking: state = "checking"
        case .wrongMove: state = "wrong-move"
        case .solved: state = "solved"
        case .solutionShown: state = "solution-shown"
        }
        var out = ["trainer: \(state) · \(flat(view.title))", "task: \(flat(view.task))"]
        if let f = view.feedback { out.append("feedback: \(flat(f))") }
        // The row of buttons the screen shows: what each does, live or not, the suggested one (*).
        let row = view.buttons.map { b -> String in
            let action: String
            switch b.action {
            case .undo: action = "undo"
            case .hint: action = "hint"
            case .retry: action = "retry"
            case .showSolution: action = "show-solution"
            case .next: action = "next"
            case .back: action = "back"
            }
            return action + sign(b.enabled) + (b.prominent ? "*" : "")
        }
        out.append("trainer-buttons: " + row.joined(separator: " "))
        out += Transcript.render(view.table, effects: [])
        if !effects.isEmpty {
            out.append("effects: \(effects.map(effectWord).joined(separator: " · "))")
        }
        return out
    }

    static func effectWord(_ e: TrainerEffect) -> String {
        switch e {
        case .table(let effect): return Transcript.effectWord(effect)
        case .puzzleTried(_, let attempt):
            switch attempt {
            case .solved: return "puzzle-tried solved"
            case .hinted: return "puzzle-tried hinted"
            case .failed: return "puzzle-tried failed"
            }
        case .exerciseSolved: return "exercise-solved"
        }
    }
}
