// A stand-in for UIKit on Linux: only what ios/App/Sources uses, with UIKit's documented
// names, labels and concurrency attributes, so that the app's entry point is type-checked here
// (see Package.swift and Tests/SwiftUIStub). Nothing here runs.
@_exported import Foundation

/// As documented: a unique token for a request to run in the background.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// As documented: `@MainActor class UIApplication`.
@MainActor @preconcurrency open class UIApplication {
    public class var shared: UIApplication { fatalError("UIKit stub: not for running") }
    nonisolated public func beginBackgroundTask(
        expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier { .invalid }
    nonisolated public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
}
