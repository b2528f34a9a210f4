import AudioToolbox
import FolkChessModel
import FolkChessUI
import SwiftUI
import UIKit

/// The app's entry point: opens the app's data in Application Support, shows the root view,
/// and forwards the scene phase — to the background: the clock pauses and the game is saved;
/// back: the clock resumes.
@main
struct FolkChessApp: App {
    @State private var model: AppModel?
    @State private var failure: String?
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            Group {
                if let model {
                    RootView(model: model, playSound: Self.playSound)
                } else if let failure {
                    Text(failure).padding()
                } else {
                    ProgressView()
                }
            }
            .task {
                guard model == nil else { return }
                do {
                    model = try await AppModel.open(directory: Self.dataFolder())
                } catch {
                    failure = coreMessage(error)
                }
            }
        }
        .onChange(of: scenePhase) { _, phase in
            guard let model else { return }
            switch phase {
            case .background:
                // Keep running until the game is on disk.
                let task = UIApplication.shared.beginBackgroundTask()
                Task {
                    await model.enterBackground()
                    UIApplication.shared.endBackgroundTask(task)
                }
            case .active:
                model.enterForeground()
            default:
                break
            }
        }
    }

    /// A short system click after a ply, a different one after a capture.
    static func playSound(capture: Bool) {
        AudioServicesPlaySystemSound(capture ? 1057 : 1104)
    }

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
