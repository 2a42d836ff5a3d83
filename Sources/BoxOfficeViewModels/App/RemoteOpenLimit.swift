import BoxOfficeCore
import Foundation

/// Films, weekends and searches other programs ask the app to open over D-Bus (`app.open-film`,
/// `app.show-weekend`, `app.search-films`: the desktop's search, a notification's click, `boxoffice --film`): at
/// most `perMinute` in any minute by the app's clock, as fast as a person clicks, so no other process can spend
/// the day's KOBIS requests through them.
@MainActor
public final class RemoteOpenLimit {
    public static let perMinute = 6
    private let clock: WallClock
    /// When the opens of the last minute were let through.
    private var opened: [Date] = []

    public init(clock: WallClock) { self.clock = clock }

    /// Whether one more open may go ahead now; it is counted when it may.
    public func allow() -> Bool {
        let now = clock.now()
        // A clock set back counts as a new minute: nothing is kept from "the future".
        opened.removeAll { now.timeIntervalSince($0) >= 60 || $0 > now }
        guard opened.count < Self.perMinute else { return false }
        opened.append(now)
        return true
    }
}
