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

/// The sentence of an error to show the player: the core's `reason` for its typed errors
/// (their `description`, the Rust `Display`; the generated `localizedDescription` would be
/// `IllegalMove(reason: "…", …)`), the description of anything else.
public func coreMessage(_ error: any Error) -> String {
    guard let e = error as? FolkChessError else { return String(describing: error) }
    return e.description
}
