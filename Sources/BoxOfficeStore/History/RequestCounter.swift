import BoxOfficeCore
import Foundation

/// Where Preferences' daily budget is saved: GSettings' `daily-budget` (`AppSettings`), for the window and
/// boxoffice-app's commands alike. Without it (no schema, the tests of the Store) the database keeps it.
public protocol BudgetSetting: AnyObject {
    var dailyBudget: Int { get }
    /// nil: back to the default.
    func setDailyBudget(_ value: Int?)
}

/// The app's own KOBIS requests per Korea-time day (KOBIS allows about 3,000 a day per key), kept in
/// SQLite so the window and the command line count together, and the daily budget the fill keeps
/// within. A new day starts at midnight in Korea: the count is per Korean day, read with the clock.
@MainActor
public final class RequestCounter {
    public nonisolated static let defaultBudget = 2_500
    static let budgetSetting = "dailyRequestBudget"

    private let store: HistoryStore?
    private let clock: WallClock
    /// BOXOFFICE_DAILY_BUDGET: wins over Preferences, for scripts and tests.
    public let budgetOverride: Int?
    /// Without a database the count lives as long as the process.
    private var memoryCounts: [Day: Int] = [:]
    /// Opens the setting when the budget is first asked for (a command that fills no history opens none).
    private var openSetting: (@MainActor () -> BudgetSetting?)?
    private var setting: BudgetSetting?

    public init(
        store: HistoryStore?, clock: WallClock, budgetOverride: Int? = nil,
        setting: (@MainActor () -> BudgetSetting?)? = nil
    ) {
        self.store = store
        self.clock = clock
        self.budgetOverride = budgetOverride.map { max(0, $0) }
        openSetting = setting
    }

    /// The setting, once a budget saved in the database by an earlier version has moved into it (read when first
    /// needed: the window opens the database after its first frame).
    private var movedSetting: BudgetSetting? {
        if let open = openSetting {
            openSetting = nil
            setting = open()
            if let setting, let saved = store?.setting(Self.budgetSetting) {
                if let value = Int(saved) { setting.setDailyBudget(max(0, value)) }
                store?.setSetting(Self.budgetSetting, nil)
            }
        }
        return setting
    }

    public var today: Day { KoreanTime.today(now: clock.now()) }

    /// KOBIS requests made today (Korea time).
    public var todayCount: Int { count(on: today) }

    public func count(on day: Day) -> Int { store?.requestCount(on: day) ?? memoryCounts[day, default: 0] }

    /// Called for every request sent to KOBIS, retries included.
    public func record() {
        let day = today
        if let store { store.countRequest(on: day) } else { memoryCounts[day, default: 0] += 1 }
    }

    /// The budget in force: the environment's, else the one saved from Preferences, else 2,500.
    public var budget: Int {
        budgetOverride ?? movedSetting?.dailyBudget
            ?? store?.setting(Self.budgetSetting).flatMap { Int($0) }.map { max(0, $0) } ?? Self.defaultBudget
    }

    public var isBudgetFromEnvironment: Bool { budgetOverride != nil }

    /// Preferences' value (nil: back to the default). Saved even while the environment overrides it.
    public func setBudget(_ value: Int?) {
        if let setting = movedSetting { return setting.setDailyBudget(value.map { max(0, $0) }) }
        store?.setSetting(Self.budgetSetting, value.map { String(max(0, $0)) })
    }

    public var remainingToday: Int { max(0, budget - todayCount) }
    public var isBudgetUsedUp: Bool { remainingToday == 0 }

    /// Said when the fill stops at the budget.
    public var budgetSentence: String {
        tr(
            "Stopped at today's request budget: {count} of {budget} KOBIS requests made (Korea time); the rest can be filled after midnight in Korea",
            ["count": NumberFormatting.grouped(Int64(todayCount)), "budget": NumberFormatting.grouped(Int64(budget))])
    }
}
