import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import BoxOfficeUI
import Foundation

/// `boxoffice check`: one refresh for the followed films from the command line (a timer runs it each
/// morning): yesterday's chart if it is not saved and settled, last weekend's if it is due and not told,
/// within the day's request budget; without a network (a machine just woken) it waits for one, and tries
/// once more when yesterday's chart could not be fetched (`FollowCheck.catchUp`). Quiet when there is nothing new; otherwise each new event is printed and
/// sent as a desktop notification.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: tr("Tell what is new about the films you follow, as notifications."))

    @OptionGroup var common: CommonOptions

    func run() throws {
        let offline = common.offline
        // The timer's run may wait twice for the network (10 minutes each) and a minute between its two tries.
        try CommandSupport.run(timeout: 1_500) {
            let services = AppServices.forCommand(offline: offline, watchingNetwork: true)
            let language = Translations.displayLanguage
            let found = await services.follow.catchUp(
                network: services.network, offline: offline, sleeper: TaskSleeper(), waiting: { Diagnostics.note($0) })
            let events = found.map { services.follow.titled($0, language: language) }
            guard !events.isEmpty else { return }
            let text = FollowEventText(language)
            for event in events { print(text.sentence(event)) }
            if let problem = FollowNotifications.send(events, language: language) {
                Diagnostics.warn("could not send the notifications (\(problem))")
            }
        }
    }
}
