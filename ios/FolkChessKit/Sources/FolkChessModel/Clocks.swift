import FolkChessCore
import Foundation

/// The app's monotonic clock in milliseconds, for the core's turn clock. Injected, so that
/// tests move time by hand.
public protocol MonotonicClock: Sendable {
    /// Milliseconds since an arbitrary start; never goes backwards.
    func nowMs() -> Int64
}

/// The phone's uptime (`ProcessInfo.systemUptime`), the clock the core expects on iOS.
public struct SystemUptimeClock: MonotonicClock {
    /// The system clock.
    public init() {}

    /// Milliseconds of uptime.
    public func nowMs() -> Int64 { Int64(ProcessInfo.processInfo.systemUptime * 1000) }
}

/// Wall-clock time in milliseconds since the Unix epoch, for the save store's "saved at".
public protocol WallClock: Sendable {
    /// Milliseconds since 1970-01-01.
    func nowMs() -> Int64
}

/// The phone's calendar clock.
public struct SystemWallClock: WallClock {
    /// The system clock.
    public init() {}

    /// Milliseconds since the epoch.
    public func nowMs() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
}

/// What a screen shows for `error`: the core's sentence in `language` (`failureText`; never the
/// error's own text — its `description` is the English reason, its generated
/// `localizedDescription` `IllegalMove(reason: "…", …)`), the reason as the details on demand.
/// `kind` says what the app was doing (a save, reading the statistics, …); without it the error
/// chooses. Something thrown that is not the core's is a bug, told as one.
public func failure(_ error: any Error, language: DisplayLanguage, kind: FailureKind? = nil) -> FailureText {
    let e = error as? FolkChessError ?? .Internal(reason: String(describing: error))
    return failureText(error: e, language: language, kind: kind)
}

/// What the app shows when it cannot open at all (before its settings are read): the core's
/// sentence in the phone's language.
public func openingFailure(_ error: any Error) -> FailureText {
    let language = displayLanguage(setting: .system, preferred: Locale.preferredLanguages)
    return failure(error, language: language)
}

/// The details of a failure only (the core's reason, in English): for the logs, and for the
/// settings screen, whose view puts the core's sentence around them.
public func failureDetails(_ error: any Error) -> String {
    failure(error, language: .en).details
}
