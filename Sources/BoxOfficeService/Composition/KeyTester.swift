import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// Tries a key with one real request (a settled day a week back; a one-image search) and says what
/// happened, without saving or applying anything.
@MainActor
public final class KeyTester {
    public enum Outcome: Equatable, Sendable {
        case works
        /// The API refused the key: KOBIS's error code, or Kakao's status and detail.
        case rejected(String)
        /// The network or the server, not the key.
        case unreachable(String)
        case failed(String)
    }

    private let http: HTTPClient
    private let configuration: AppConfiguration
    private let clock: WallClock

    init(http: HTTPClient, configuration: AppConfiguration, clock: WallClock) {
        self.http = http
        self.configuration = configuration
        self.clock = clock
    }

    public func test(_ kind: KeyKind, key: String) async -> Outcome {
        do {
            switch kind {
            case .kobis:
                let client = KobisClient(
                    http: http, endpoints: KobisEndpoints(baseURL: configuration.kobisBaseURL, key: key))
                _ = try await client.dailyChart(KoreanTime.yesterday(now: clock.now()).adding(days: -7))
            case .kakao:
                let client = KakaoImageClient(
                    http: http, endpoints: KakaoEndpoints(baseURL: configuration.kakaoBaseURL, key: key))
                _ = try await client.search("영화", size: 1)
            }
            return .works
        } catch let error as BoxOfficeError {
            switch error {
            case .kobisFault(let code, _): return .rejected(code)
            case .kakaoRejected(let status, let detail): return .rejected("HTTP \(status): \(detail)")
            case .unreachable, .timedOut: return .unreachable(error.sentence)
            default: return .failed(error.sentence)
            }
        } catch {
            return .failed("\(error)")
        }
    }
}
