import BoxOfficeCore
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeService

final class HTTPClientTests: XCTestCase {
    func testGetReturnsStatusBodyAndContentType() throws {
        try MainLoopBridge.run(timeout: 10) {
            let server = try LoopbackServer()
            server.route("/hello") { _ in
                .init(status: 201, body: Data("안녕".utf8), contentType: "text/plain; charset=utf-8")
            }
            let http = HTTPClient()
            let response = try await http.get(Endpoint(url: URL(string: server.baseURL + "/hello")!), maxBytes: 100)
            XCTAssertEqual(response.status, 201)
            XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "안녕")
            XCTAssertEqual(response.contentType, "text/plain")
            XCTAssertEqual(server.requests.count, 1)
        }
    }

    func testServerSlowerThanTimeoutTimesOut() throws {
        try MainLoopBridge.run(timeout: 10) {
            let server = try LoopbackServer()
            server.route("/slow") { _ in .init(body: Data("{}".utf8), delayMilliseconds: 2500) }
            let http = HTTPClient(timeoutSeconds: 1)
            do {
                _ = try await http.get(Endpoint(url: URL(string: server.baseURL + "/slow")!), maxBytes: 100)
                XCTFail("expected a timeout")
            } catch let failure as HTTPFailure {
                XCTAssertEqual(failure, .timedOut)
            }
            // The client hung up before the answer: the server saw the request dropped.
            let seen = await Self.eventually { server.dropped == 1 }
            XCTAssertTrue(seen, "dropped: \(server.dropped)")
        }
    }

    /// A server that sends a byte every so often never lets the idle timeout fire; the overall
    /// deadline ends the request anyway.
    func testATrickleIsEndedByTheOverallDeadline() throws {
        try MainLoopBridge.run(timeout: 15) {
            let server = try LoopbackServer()
            server.route("/drip") { _ in .chunked(Data(repeating: 65, count: 100), bytes: 1, everyMilliseconds: 300) }
            let http = HTTPClient(timeoutSeconds: 1, deadlineSeconds: 2)
            do {
                _ = try await http.fetch(
                    Endpoint(url: URL(string: server.baseURL + "/drip")!), service: .poster, maxBytes: 1000)
                XCTFail("expected the deadline")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(error, .timedOut(service: .poster, seconds: 2))
            }
            let seen = await Self.eventually { server.dropped == 1 }
            XCTAssertTrue(seen, "the transfer was abandoned, not finished")
        }
    }

    func testAChunkedBodyOverTheLimitIsStoppedWhileReading() throws {
        try MainLoopBridge.run(timeout: 10) {
            let server = try LoopbackServer()
            // 10 KB every 10 ms, with no Content-Length: the client must count as it reads and hang up at the limit.
            server.route("/chunked") { _ in
                .chunked(
                    Data(repeating: 65, count: 400_000), bytes: 10_000, everyMilliseconds: 10,
                    contentType: "text/plain")
            }
            server.route("/small") { _ in
                .chunked(Data(repeating: 66, count: 9_000), bytes: 1_000, contentType: "text/plain")
            }
            let http = HTTPClient()
            await Self.expectTooLarge(http, server.baseURL + "/chunked", limit: 50_000)
            let stopped = await Self.eventually { server.dropped == 1 }
            XCTAssertTrue(stopped, "the client hung up at the limit instead of reading all 400 KB")
            let small = try await http.get(Endpoint(url: URL(string: server.baseURL + "/small")!), maxBytes: 50_000)
            XCTAssertEqual(
                small.body, Data(repeating: 66, count: 9_000), "a chunked body within the limit arrives whole")
        }
    }

    /// 2 MB of zeros gzip to about 2 KB: the limit counts decoded bytes, not what came over the wire.
    func testAGzipBodyIsCountedDecoded() throws {
        try MainLoopBridge.run(timeout: 10) {
            let server = try LoopbackServer()
            let bomb = LoopbackServer.gzip(Data(count: 2_000_000))
            XCTAssertLessThan(bomb.count, 10_000)
            server.route("/gz") { _ in
                .init(body: bomb, contentType: "application/json", headers: ["Content-Encoding": "gzip"])
            }
            server.route("/ok") { _ in
                .init(body: LoopbackServer.gzip(Data("{\"a\":1}".utf8)), headers: ["Content-Encoding": "gzip"])
            }
            let http = HTTPClient()
            await Self.expectTooLarge(http, server.baseURL + "/gz", limit: 100_000)
            let ok = try await http.get(Endpoint(url: URL(string: server.baseURL + "/ok")!), maxBytes: 100)
            XCTAssertEqual(String(decoding: ok.body, as: UTF8.self), "{\"a\":1}", "decoded as the client reads it")
        }
    }

    /// A keyed request never follows a redirect (the key would travel to the new host); a poster
    /// download, which carries no key, may.
    func testKeyedRequestsDoNotFollowRedirects() throws {
        try MainLoopBridge.run(timeout: 10) {
            let server = try LoopbackServer()
            server.route("/moved") { _ in
                .init(status: 302, body: Data(), headers: ["Location": server.baseURL + "/elsewhere"])
            }
            server.route("/elsewhere") { _ in .init(body: Data("here".utf8), contentType: "text/plain") }
            let http = HTTPClient()
            let keyed = KobisEndpoints(baseURL: server.baseURL + "/moved", key: FixtureAPI.kobisKey).dailyBoxOffice(
                Day("2022-01-05")!)
            do {
                _ = try await http.fetch(keyed, service: .kobis, maxBytes: 100)
                XCTFail("expected the redirect to be refused")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(error, .redirected(service: .kobis, status: 302))
                XCTAssertFalse(error.sentence.contains(FixtureAPI.kobisKey))
            }
            XCTAssertEqual(server.requests(to: "/elsewhere").count, 0, "the key never reached the other address")
            let plain = try await http.get(Endpoint(address: server.baseURL + "/moved"), maxBytes: 100)
            XCTAssertEqual(String(decoding: plain.body, as: UTF8.self), "here")
        }
    }

    /// A poster's address (from an image index) and its redirects: at most five redirects, followed by
    /// hand; an address in the local network is refused before anything connects to it. Only loopback
    /// servers are contacted: the public-address rule itself is tested as a pure function.
    func testPosterDownloadsFollowFiveRedirectsAndNeverALocalAddress() throws {
        try MainLoopBridge.run(timeout: 10) {
            let server = try LoopbackServer()
            for hop in 0..<6 {
                server.route("/hop\(hop)") { _ in
                    .init(status: 302, body: Data(), headers: ["Location": "/hop\(hop + 1)"])
                }
            }
            server.route("/hop6") { _ in .init(body: Data("image".utf8), contentType: "image/png") }
            let http = HTTPClient()
            let five = try await http.getFollowingPublic(server.baseURL + "/hop1", maxBytes: 100, allowLocal: true)
            XCTAssertEqual(String(decoding: five.body, as: UTF8.self), "image", "five redirects are followed")
            do {
                _ = try await http.fetchPublic(
                    server.baseURL + "/hop0", service: .poster, maxBytes: 100, allowLocal: true)
                XCTFail("expected six redirects to be refused")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(error, .unreachable(service: .poster, detail: "more than 5 redirects"))
            }
            XCTAssertEqual(server.requests(to: "/hop0").count, 1)
            XCTAssertEqual(server.requests(to: "/hop6").count, 1, "the sixth redirect's target was never asked")
            // The image service is not on this machine: an address here is refused without a connection.
            let before = server.requests.count
            for local in [
                server.baseURL + "/hop6",
                server.baseURL.replacingOccurrences(of: "127.0.0.1", with: "localhost") + "/hop6"
            ] {
                do {
                    _ = try await http.getFollowingPublic(local, maxBytes: 100, allowLocal: false)
                    XCTFail("expected \(local) to be refused")
                } catch let failure as HTTPFailure {
                    guard case .privateDestination = failure else { return XCTFail("\(failure)") }
                }
            }
            XCTAssertEqual(server.requests.count, before, "nothing was sent")
        }
    }

    /// The key only leaves this machine encrypted: a plain-HTTP address off the loopback is refused
    /// before anything is sent; so is an address that is not a URL, with a sentence, never a trap.
    func testKeysAreOnlySentOverHTTPSAndBadAddressesAreSentences() throws {
        try MainLoopBridge.run(timeout: 10) {
            let http = HTTPClient()
            let clear = KobisEndpoints(
                baseURL: "http://www.kobis.or.kr/kobisopenapi/webservice/rest", key: FixtureAPI.kobisKey)
            do {
                _ = try await http.fetch(clear.dailyBoxOffice(Day("2022-01-05")!), service: .kobis, maxBytes: 100)
                XCTFail("expected a refusal")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(
                    error.sentence,
                    "API keys are only sent over HTTPS; the KOBIS address http://www.kobis.or.kr/kobisopenapi/webservice/rest is not HTTPS"
                )
            }
            XCTAssertEqual(http.requestCount, 0)
            XCTAssertEqual(KobisEndpoints(key: "k").baseURL, "https://www.kobis.or.kr/kobisopenapi/webservice/rest")
            for bad in [
                "http://exa mple.com/kobis", "http://exa%zzmple.com/rest", "ftp://example.com/rest", "not a url"
            ] {
                let endpoint = KobisEndpoints(baseURL: bad, key: FixtureAPI.kobisKey).movieInfo(code: "20124079")
                do {
                    _ = try await http.fetch(endpoint, service: .kobis, maxBytes: 100)
                    XCTFail("expected a sentence for \(bad)")
                } catch let error as BoxOfficeError {
                    XCTAssertEqual(error.sentence, "The KOBIS address \"\(bad)\" is not a valid http or https URL")
                }
            }
        }
    }

    func testCancellingTheTaskCancelsTheRequest() throws {
        try MainLoopBridge.run(timeout: 10) {
            let server = try LoopbackServer()
            server.route("/slow") { _ in .init(body: Data("{}".utf8), delayMilliseconds: 3000) }
            let http = HTTPClient()
            let task = Task { @MainActor in
                try await http.get(Endpoint(url: URL(string: server.baseURL + "/slow")!), maxBytes: 100)
            }
            let seen = await Self.eventually { server.requests.count == 1 }
            XCTAssertTrue(seen, "the request reached the server")
            task.cancel()
            do {
                _ = try await task.value
                XCTFail("expected cancellation")
            } catch let failure as HTTPFailure {
                XCTAssertEqual(failure, .cancelled)
            }
            let hungUp = await Self.eventually { server.dropped == 1 }
            XCTAssertTrue(hungUp, "the server saw the client hang up")
        }
    }

    func testBodyOverTheLimitIsRefused() throws {
        try MainLoopBridge.run(timeout: 10) {
            let server = try LoopbackServer()
            server.route("/big") { _ in .init(body: Data(repeating: 65, count: 50_000), contentType: "text/plain") }
            let http = HTTPClient()
            await Self.expectTooLarge(http, server.baseURL + "/big", limit: 10_000)
        }
    }

    func testNobodyListeningIsUnreachable() throws {
        try MainLoopBridge.run(timeout: 10) {
            let http = HTTPClient()
            do {
                _ = try await http.fetch(
                    Endpoint(url: URL(string: "http://127.0.0.1:9/x")!), service: .kobis, maxBytes: 10)
                XCTFail("expected an error")
            } catch let error as BoxOfficeError {
                guard case .unreachable(.kobis, _) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(error.isTransient)
            }
        }
    }

    /// Polls `condition` while the main loop runs (the server lives on it), up to a generous deadline.
    @MainActor static func eventually(_ seconds: Double = 5, _ condition: @MainActor () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return true
    }

    /// A GET that must be refused as larger than `limit`.
    @MainActor static func expectTooLarge(
        _ http: HTTPClient, _ url: String, limit: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        do {
            _ = try await http.get(Endpoint(url: URL(string: url)!), maxBytes: limit)
            XCTFail("expected tooLarge", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? HTTPFailure, .tooLarge(limit: limit), file: file, line: line)
        }
    }
}
