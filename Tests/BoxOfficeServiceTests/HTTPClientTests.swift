import BoxOfficeCore
@testable import BoxOfficeService
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

final class HTTPClientTests: XCTestCase {
    func testGetReturnsStatusBodyAndContentType() throws {
        try MainLoopBridge.run(timeout: 10) {
            let server = try LoopbackServer()
            server.route("/hello") { _ in .init(status: 201, body: Data("안녕".utf8), contentType: "text/plain; charset=utf-8") }
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
            let started = Date()
            do {
                _ = try await http.get(Endpoint(url: URL(string: server.baseURL + "/slow")!), maxBytes: 100)
                XCTFail("expected a timeout")
            } catch let failure as HTTPFailure {
                XCTAssertEqual(failure, .timedOut)
            }
            XCTAssertLessThan(Date().timeIntervalSince(started), 2.4, "gave up at the timeout, not when the server answered")
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
            try await Task.sleep(nanoseconds: 200_000_000)
            task.cancel()
            do {
                _ = try await task.value
                XCTFail("expected cancellation")
            } catch let failure as HTTPFailure {
                XCTAssertEqual(failure, .cancelled)
            }
        }
    }

    func testBodyOverTheLimitIsRefused() throws {
        try MainLoopBridge.run(timeout: 10) {
            let server = try LoopbackServer()
            server.route("/big") { _ in .init(body: Data(repeating: 65, count: 50_000), contentType: "text/plain") }
            let http = HTTPClient()
            do {
                _ = try await http.get(Endpoint(url: URL(string: server.baseURL + "/big")!), maxBytes: 10_000)
                XCTFail("expected tooLarge")
            } catch let failure as HTTPFailure {
                XCTAssertEqual(failure, .tooLarge(limit: 10_000))
            }
        }
    }

    func testNobodyListeningIsUnreachable() throws {
        try MainLoopBridge.run(timeout: 10) {
            let http = HTTPClient()
            do {
                _ = try await http.fetch(Endpoint(url: URL(string: "http://127.0.0.1:9/x")!), service: .kobis, maxBytes: 10)
                XCTFail("expected an error")
            } catch let error as BoxOfficeError {
                guard case .unreachable(.kobis, _) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(error.isTransient)
            }
        }
    }
}
