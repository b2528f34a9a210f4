import AudioToolbox
import FolkChessCore
import FolkChessModel
import FolkChessUI
import SwiftUI
import UIKit

/// The app's entry point: the core's app over Application Support/FolkChess, the root view
/// drawing it, and the scene phase forwarded — to the background (the core pauses the clock and
/// saves; the app keeps running until the disk is done), back to the foreground.
@main
struct FolkChessApp: App {
    @State private var presentations = Presentations()
    @State private var model: AppModel?
    @State private var failure: String?
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            Group {
                if let model {
                    RootView(model: model, presentations: presentations, playSound: Self.playSound)
                } else if let failure {
                    Text(verbatim: failure).padding()
                } else {
                    ProgressView()
                }
            }
            .task {
                guard model == nil else { return }
                do {
                    let opened = try AppModel(
                        directory: try Self.dataFolder(), feedback: presentations, share: presentations,
                        announcer: VoiceOverAnnouncer())
                    model = opened
                    opened.start()
                } catch {
                    failure = openingFailure(error).sentence
                }
            }
        }
        .onChange(of: scenePhase) { _, phase in
            guard let model else { return }
            switch phase {
            case .background:
                // Keep running until the game is on disk.
                let work = BackgroundWork.begin()
                Task {
                    await model.enterBackground()
                    work.end()
                }
            case .active:
                model.enterForeground()
            default:
                break
            }
        }
    }

    /// The sound of a feedback: the app's `<name>.wav` (Resources/Sounds, synthesised by
    /// scripts/make-sounds), registered once as a system sound (short, and silent with the
    /// ring/silent switch, as a game's clicks should be).
    @MainActor static func playSound(_ feedback: FeedbackSignal) {
        let name = feedback.soundName
        if let id = soundIDs[name] {
            AudioServicesPlaySystemSound(id)
            return
        }
        guard let url = Bundle.main.url(forResource: name, withExtension: "wav") else { return }
        var id: SystemSoundID = 0
        guard AudioServicesCreateSystemSoundID(url as CFURL, &id) == 0 else { return }
        soundIDs[name] = id
        AudioServicesPlaySystemSound(id)
    }

    /// The system sounds registered so far, by name (kept for the app's life).
    @MainActor private static var soundIDs: [String: SystemSoundID] = [:]

    /// Application Support/FolkChess, created if missing (saves and settings are small and
    /// included in backups).
    static func dataFolder() throws -> URL {
        let base = try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        let folder = base.appendingPathComponent("FolkChess", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// One request to keep running in the background (UIKit's `beginBackgroundTask`), ended once:
/// when the work is done, or when the system says its time is up (an unended request gets the
/// app terminated).
@MainActor
final class BackgroundWork {
    private var id = UIBackgroundTaskIdentifier.invalid

    private init() {}

    /// Starts a request.
    static func begin() -> BackgroundWork {
        let work = BackgroundWork()
        work.id = UIApplication.shared.beginBackgroundTask { work.end() }
        return work
    }

    /// Ends the request (again: nothing).
    func end() {
        guard id != .invalid else { return }
        UIApplication.shared.endBackgroundTask(id)
        id = .invalid
    }
}

/// Posts each announcement to VoiceOver with its speech language (a phone in English reads
/// Chinese with a Chinese voice) and, from iOS 17, its priority.
final class VoiceOverAnnouncer: Announcer {
    func announce(_ announcement: Announcement) {
        var attributes: [NSAttributedString.Key: Any] = [
            .accessibilitySpeechLanguage: speechTag(language: announcement.language)
        ]
        if #available(iOS 17.0, *) {
            attributes[.accessibilitySpeechAnnouncementPriority] =
                announcement.politeness == .assertive ? UIAccessibilityPriority.high : UIAccessibilityPriority.default
        }
        UIAccessibility.post(
            notification: .announcement, argument: NSAttributedString(string: announcement.text, attributes: attributes))
    }
}
