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

/// As documented: the namespace of UIKit's accessibility calls.
public enum UIAccessibility {
    /// As documented: a notification posted to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// As documented: an announcement for assistive technologies to read.
        public static let announcement = Notification(rawValue: 1008)
    }

    /// As documented: `static func post(notification: UIAccessibility.Notification, argument: Any?)`.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

    /// As documented: whether VoiceOver runs (main-actor isolated here, the stricter form).
    @MainActor public static var isVoiceOverRunning: Bool { false }

    /// As documented: posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// As documented (iOS 17): the priority of an announcement.
public struct UIAccessibilityPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
    public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")
    public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
}

extension NSAttributedString.Key {
    /// As documented: the language a text is spoken in (a BCP 47 tag).
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("accessibilitySpeechLanguage")
    /// As documented (iOS 17): how urgently an announcement is spoken.
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key(
        "accessibilitySpeechAnnouncementPriority")
}
