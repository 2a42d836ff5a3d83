import BoxOfficeCore
import BoxOfficeService
import Foundation

/// API keys: what is set, where it came from, saving them (mode 0600) and testing them with one
/// real request each.
@MainActor
public final class PreferencesViewModel {
    public enum Service: Sendable { case kobis, kakao }

    public let observers = ChangeObservers()
    public private(set) var kobisKey: String
    public private(set) var kakaoKey: String
    public private(set) var kobisResult: String?
    public private(set) var kakaoResult: String?
    public private(set) var testing: Service?
    /// Why saving failed, if it did.
    public private(set) var saveProblem: String?

    private let app: AppModel
    private let keyFile: KeyFile

    public init(app: AppModel, keyFile: KeyFile) {
        self.app = app
        self.keyFile = keyFile
        kobisKey = app.configuration.kobisKey ?? ""
        kakaoKey = app.configuration.kakaoKey ?? ""
    }

    /// A key from the environment wins over Preferences; the row says so instead of pretending.
    public func isFromEnvironment(_ s: Service) -> Bool {
        s == .kobis ? app.configuration.kobisKeyFromEnvironment : app.configuration.kakaoKeyFromEnvironment
    }

    public var keyFileProblem: String? { app.configuration.keyFileProblem?.sentence }

    /// Saves both keys and applies them at once: the chart leaves or enters sample mode.
    public func save(kobis: String, kakao: String) {
        let k = kobis.trimmingCharacters(in: .whitespacesAndNewlines)
        let c = kakao.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            try keyFile.save(.init(kobis: isFromEnvironment(.kobis) ? nil : k, kakao: isFromEnvironment(.kakao) ? nil : c))
            saveProblem = nil
        } catch let problem as KeyFile.Problem {
            saveProblem = problem.sentence
        } catch {
            saveProblem = tr("The keys could not be saved")
        }
        if !isFromEnvironment(.kobis) && k != kobisKey {
            kobisKey = k
            app.apply(kobisKey: k.isEmpty ? nil : k)
        }
        if !isFromEnvironment(.kakao) && c != kakaoKey {
            kakaoKey = c
            app.apply(kakaoKey: c.isEmpty ? nil : c)
        }
        observers.notify()
    }

    /// One real request with `key`, reported in plain words.
    public func test(_ service: Service, key: String) async {
        let key = key.trimmingCharacters(in: .whitespacesAndNewlines)
        testing = service
        observers.notify()
        let result: String
        if key.isEmpty {
            result = tr("Enter a key first.")
        } else {
            result = await probe(service, key: key)
        }
        if service == .kobis { kobisResult = result } else { kakaoResult = result }
        testing = nil
        observers.notify()
    }

    private func probe(_ service: Service, key: String) async -> String {
        let configuration = app.configuration
        do {
            switch service {
            case .kobis:
                let client = KobisClient(http: app.http, endpoints: KobisEndpoints(baseURL: configuration.kobisBaseURL, key: key))
                _ = try await client.dailyChart(KoreanTime.yesterday(now: Date()).adding(days: -7))
                return tr("The KOBIS key works.")
            case .kakao:
                let client = KakaoImageClient(http: app.http, endpoints: KakaoEndpoints(baseURL: configuration.kakaoBaseURL, key: key))
                _ = try await client.search("영화", size: 1)
                return tr("The Kakao key works.")
            }
        } catch let error as BoxOfficeError {
            switch error {
            case .kobisFault(let code, _):
                return tr("KOBIS rejected this key (error {code}).", ["code": code])
            case .kakaoRejected(let status, let detail):
                return tr("Kakao rejected this key (HTTP {status}: {detail}).", ["status": String(status), "detail": detail])
            case .unreachable, .timedOut:
                return tr("Could not test the key: the network is unreachable ({reason}).", ["reason": error.sentence])
            default:
                return tr("Could not test the key: {reason}.", ["reason": error.sentence])
            }
        } catch {
            return tr("Could not test the key: {reason}.", ["reason": "\(error)"])
        }
    }
}
