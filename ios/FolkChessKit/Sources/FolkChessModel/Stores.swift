import FolkChessCore
import Foundation

/// The saved games and the autosave slot, over the core's `SaveStore`. An actor: one writer
/// at a time and never on the main actor, so two autosaves started together are written one
/// after the other and leave one complete file (the core writes each file atomically too).
public actor GameStore {
    private let store: SaveStore

    /// The store in `directory` (created by the first save). Throws `Storage` or
    /// `InvalidInput` when the path cannot be used.
    public init(directory: URL) throws {
        store = try SaveStore(directory: directory.path)
    }

    /// Every saved game except the autosave, good ones newest first and damaged ones with
    /// their reason.
    public func list() throws -> [SaveListEntry] {
        try store.list()
    }

    /// Saves `session` under a new id.
    public func save(_ session: GameSession, savedAtMs: Int64) throws -> SaveSummary {
        try store.save(session: session, id: nil, savedAtMs: savedAtMs)
    }

    /// Loads a saved game.
    public func load(id: String) throws -> GameSession {
        try store.load(id: id)
    }

    /// Deletes a saved game (good or damaged).
    public func delete(id: String) throws {
        try store.delete(id: id)
    }

    /// Writes the game in progress to the autosave slot.
    public func writeAutosave(_ session: GameSession, savedAtMs: Int64) throws {
        try store.writeAutosave(session: session, savedAtMs: savedAtMs)
    }

    /// The autosaved game, or nil when the slot is empty.
    public func loadAutosave() throws -> GameSession? {
        try store.loadAutosave()
    }

    /// Empties the autosave slot.
    public func clearAutosave() throws {
        try store.clearAutosave()
    }

    /// The store's directory, as the core sees it.
    public var directory: String { store.directory() }
}

/// Settings as read at start-up: the values, and why the file could not be used if it could not.
public struct LoadedSettings: Sendable, Equatable {
    /// The settings (the defaults when the file is missing or damaged).
    public let settings: AppSettings
    /// The core's message when the file was damaged.
    public let problem: String?
}

/// The settings file (`settings.json` in the app's Application Support folder), read and
/// written as the core's settings JSON: the core ignores unknown fields, defaults missing
/// ones and names a bad value. An actor, so that writes never overlap and never block the
/// main actor; each write replaces the file atomically.
public actor SettingsStore {
    /// The file's name inside the folder.
    public static let fileName = "settings.json"

    /// The settings file.
    public let file: URL

    /// The settings file in `directory`.
    public init(directory: URL) {
        file = directory.appendingPathComponent(Self.fileName)
    }

    /// Reads the file: the defaults when it does not exist; the defaults and the core's
    /// message when it is damaged (the file is left as it is until the next write). Throws
    /// only if the core cannot give its defaults (an `Internal` error).
    public func load() throws -> LoadedSettings {
        let defaults = try defaultSettings()
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return LoadedSettings(settings: defaults, problem: nil)
        }
        guard let json = String(data: data, encoding: .utf8) else {
            return LoadedSettings(settings: defaults, problem: "\(file.lastPathComponent) is not UTF-8 text")
        }
        do {
            return LoadedSettings(settings: try settingsFromJson(json: json), problem: nil)
        } catch {
            return LoadedSettings(settings: defaults, problem: coreMessage(error))
        }
    }

    /// Checks and writes the settings (the core refuses a value out of range).
    public func save(_ settings: AppSettings) throws {
        let json = try settingsToJson(settings: settings)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: file, options: .atomic)
    }
}
