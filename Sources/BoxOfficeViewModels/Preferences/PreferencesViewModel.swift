import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation

/// API keys: what is set, where it came from, saving them (mode 0600) and testing them with one
/// real request each.
@MainActor
public final class PreferencesViewModel {
    public typealias Service = KeyKind

    /// What a change is about: the saved keys (or why they were not saved), a key's test, the daily check.
    public enum Part: Hashable, Sendable { case keys, tests, dailyCheck }
    public let changes = Changes<Part>()
    public private(set) var kobisKey: String
    public private(set) var kakaoKey: String
    /// A test's outcome: one sentence, and whether the key works (success or error style).
    public struct TestResult: Equatable, Sendable {
        public let sentence: String
        public let works: Bool
    }
    public private(set) var results: [Service: TestResult] = [:]
    public var kobisResult: String? { results[.kobis]?.sentence }
    public var kakaoResult: String? { results[.kakao]?.sentence }
    public private(set) var testing: Service?
    /// Why saving failed, if it did.
    public private(set) var saveProblem: String?
    /// "Check every day": the daily check's systemd timer.
    public private(set) var dailyCheck = DailyCheckSwitch()

    private let app: AppModel
    private var keyFile: KeyFile { app.services.keyFile }

    public init(app: AppModel) {
        self.app = app
        kobisKey = app.configuration.kobisKey ?? ""
        kakaoKey = app.configuration.kakaoKey ?? ""
    }

    /// A key from the environment wins over Preferences; the row says so instead of pretending.
    public func isFromEnvironment(_ s: Service) -> Bool {
        s == .kobis ? app.configuration.kobisKeyFromEnvironment : app.configuration.kakaoKeyFromEnvironment
    }

    public var keyFileProblem: String? { app.configuration.keyFileProblem?.sentence }

    /// Said under a row whose key comes from the environment (the row cannot change it).
    public func environmentNote(_ s: Service) -> String? {
        guard isFromEnvironment(s) else { return nil }
        return s == .kobis
            ? tr("This key is set by the BOXOFFICE_KOBIS_KEY environment variable, which wins over what is saved here.")
            : tr("This key is set by the BOXOFFICE_KAKAO_KEY environment variable, which wins over what is saved here.")
    }

    /// The saved key, `s`'s, as a row may say it without showing it: its title with the last four characters
    /// ("KOBIS key (saved, ends in 1234)"). A stored key is never put in a field: GTK 4.8 hands a password
    /// entry's whole text to the accessibility tree.
    public func rowTitle(_ s: Service) -> String {
        let name = s == .kobis ? tr("KOBIS key") : tr("Kakao REST API key")
        let key = s == .kobis ? kobisKey : kakaoKey
        guard !key.isEmpty, !isFromEnvironment(s) else { return name }
        return tr("{name} (saved, ends in {end})", ["name": name, "end": String(key.suffix(4))])
    }

    /// Whether a key of the user's own is saved for `s` (one they may remove).
    public func hasSavedKey(_ s: Service) -> Bool {
        !isFromEnvironment(s) && !(s == .kobis ? kobisKey : kakaoKey).isEmpty
    }

    /// The row's Apply: `typed` replaces `s`'s saved key (nothing typed changes nothing; Remove removes).
    public func apply(_ s: Service, typed: String) {
        guard !typed.trimmingWhitespace.isEmpty else { return }
        save(kobis: s == .kobis ? typed : kobisKey, kakao: s == .kakao ? typed : kakaoKey)
    }

    /// Remove: `s`'s saved key goes; without a KOBIS key the app is back on the sample.
    public func remove(_ s: Service) {
        save(kobis: s == .kobis ? "" : kobisKey, kakao: s == .kakao ? "" : kakaoKey)
    }

    /// The window closes: what was typed into a row (and not applied) is kept; an empty row keeps the saved key.
    public func closing(typedKOBIS: String, typedKakao: String) {
        let k = typedKOBIS.trimmingWhitespace.isEmpty ? kobisKey : typedKOBIS
        let c = typedKakao.trimmingWhitespace.isEmpty ? kakaoKey : typedKakao
        saveIfChanged(kobis: k, kakao: c)
    }

    /// Test: the key typed into the row, or the saved one when nothing is typed.
    public func startTest(_ s: Service, typed: String) {
        let saved = s == .kobis ? kobisKey : kakaoKey
        startTest(s, key: typed.trimmingWhitespace.isEmpty ? saved : typed)
    }

    /// Closing the window keeps what was typed, as GNOME preferences apply at once: a key that tested
    /// good is never lost. Nothing is written when nothing changed.
    public func saveIfChanged(kobis: String, kakao: String) {
        let k = kobis.trimmingWhitespace
        let c = kakao.trimmingWhitespace
        let kobisChanged = !isFromEnvironment(.kobis) && k != kobisKey
        let kakaoChanged = !isFromEnvironment(.kakao) && c != kakaoKey
        guard kobisChanged || kakaoChanged else { return }
        save(kobis: kobis, kakao: kakao)
    }

    /// Saves the keys the user can change and applies them at once (the chart leaves or enters the
    /// sample). A key set by the environment is not the user's to change here: the saved one is kept.
    public func save(kobis: String, kakao: String) {
        let k = kobis.trimmingWhitespace
        let c = kakao.trimmingWhitespace
        let kobisEditable = !isFromEnvironment(.kobis)
        let kakaoEditable = !isFromEnvironment(.kakao)
        // A key with characters no key has is refused before anything is written or applied.
        if let problem = (kobisEditable ? APIKeyFormat.problem(k, serviceName: "KOBIS") : nil)
            ?? (kakaoEditable ? APIKeyFormat.problem(c, serviceName: tr("Kakao")) : nil)
        {
            saveProblem = problem
            changes.send(.keys)
            return
        }
        do {
            try keyFile.update { saved in
                if kobisEditable { saved.kobis = k.isEmpty ? nil : k }
                if kakaoEditable { saved.kakao = c.isEmpty ? nil : c }
            }
            saveProblem = nil
        } catch let problem as KeyFile.Problem {
            saveProblem = problem.sentence
        } catch {
            saveProblem = tr("The keys could not be saved")
        }
        if kobisEditable && k != kobisKey {
            kobisKey = k
            app.apply(kobisKey: k.isEmpty ? nil : k)
        }
        if kakaoEditable && c != kakaoKey {
            kakaoKey = c
            app.apply(kakaoKey: c.isEmpty ? nil : c)
        }
        changes.send(.keys)
    }

    private var testTask: Task<Void, Never>?

    /// Starts a test (the Test button); a test already running is replaced.
    public func startTest(_ service: Service, key: String) {
        testTask?.cancel()
        testTask = Task { @MainActor [weak self] in await self?.test(service, key: key) }
    }

    /// The window closed: a running test is cancelled, down to its request. A switch of the daily check
    /// under way finishes: systemd is not left half enabled.
    public func close() {
        testTask?.cancel()
        testTask = nil
    }

    /// Asks systemd whether the daily check's timer is on (the window opened).
    public func readDailyCheck() {
        Task { @MainActor [weak self, timer = app.services.dailyCheck] in
            let outcome = await timer.read()
            self?.dailyCheck.answered(outcome)
            self?.changes.send(.dailyCheck)
        }
    }

    /// The switch: enables and starts the timer, or stops and disables it.
    public func setDailyCheck(_ on: Bool) {
        guard dailyCheck.request(on: on) else { return changes.send(.dailyCheck) }
        changes.send(.dailyCheck)
        Task { @MainActor [weak self, timer = app.services.dailyCheck] in
            let outcome = on ? await timer.enable() : await timer.disable()
            self?.dailyCheck.answered(outcome)
            self?.changes.send(.dailyCheck)
        }
    }

    /// One real request with `key`, reported in plain words.
    public func test(_ service: Service, key: String) async {
        let key = key.trimmingWhitespace
        testing = service
        changes.send(.tests)
        let result =
            key.isEmpty
            ? TestResult(sentence: tr("Enter a key first."), works: false)
            : Self.result(await app.services.keyTester.test(service, key: key), service)
        testing = nil
        if !Task.isCancelled { results[service] = result }
        changes.send(.tests)
    }

    private static func result(_ outcome: KeyTester.Outcome, _ service: Service) -> TestResult {
        switch outcome {
        case .works:
            return TestResult(
                sentence: service == .kobis ? tr("The KOBIS key works.") : tr("The Kakao key works."), works: true)
        case .rejected(let reason):
            return TestResult(
                sentence: service == .kobis
                    ? tr("KOBIS rejected this key (error {code}).", ["code": reason])
                    : tr("Kakao rejected this key ({detail}).", ["detail": reason]), works: false)
        case .unreachable(let reason):
            return TestResult(
                sentence: tr("Could not test the key: the network is unreachable ({reason}).", ["reason": reason]),
                works: false)
        case .failed(let reason):
            return TestResult(sentence: tr("Could not test the key: {reason}.", ["reason": reason]), works: false)
        }
    }
}
