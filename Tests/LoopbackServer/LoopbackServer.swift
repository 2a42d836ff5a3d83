import CPixbuf
import CGLib
import CSoup
import Foundation
import GLibSupport

/// A real HTTP server on 127.0.0.1 (an in-process SoupServer) for tests. It runs on the thread-default
/// main context, so the test must keep that context iterating (MainLoopBridge.run does).
@MainActor
public final class LoopbackServer {
    public struct Request: Sendable {
        public let path: String
        public let query: [String: String]
        public let headers: [String: String]
    }

    public struct Response {
        public var status: Int
        public var body: Data
        public var contentType: String
        /// Answer only after this long, to test client timeouts.
        public var delayMilliseconds: UInt32

        public init(status: Int = 200, body: Data, contentType: String = "application/json;charset=UTF-8",
                    delayMilliseconds: UInt32 = 0) {
            self.status = status; self.body = body; self.contentType = contentType
            self.delayMilliseconds = delayMilliseconds
        }

        public static func json(_ text: String, status: Int = 200) -> Response {
            Response(status: status, body: Data(text.utf8))
        }
    }

    public typealias Handler = @MainActor (Request) -> Response

    private let server: UnsafeMutablePointer<SoupServer>
    public private(set) var port: Int = 0
    public private(set) var requests: [Request] = []
    private var routes: [(prefix: String, handler: Handler)] = []

    public init() throws {
        MainLoopBridge.install()
        server = boxoffice_soup_server_new()
        soup_server_add_handler(server, nil, { _, msg, _, _, data in
            let me = Unmanaged<LoopbackServer>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let msg = msg!
            MainActor.assumeIsolated { me.serve(msg) }
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
        var error: UnsafeMutablePointer<GError>?
        guard soup_server_listen_local(server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error) != 0 else {
            let message = consumeError(&error)?.message ?? "unknown"
            throw NSError(domain: "LoopbackServer", code: 1, userInfo: [NSLocalizedDescriptionKey: message])
        }
        let uris = soup_server_get_uris(server)
        if let first = uris?.pointee.data {
            port = Int(g_uri_get_port(OpaquePointer(first)))
        }
        g_slist_free_full(uris) { g_uri_unref(OpaquePointer($0)) }
    }

    isolated deinit {
        soup_server_disconnect(server)
        g_object_unref(server)
    }

    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Answers requests whose path starts with `prefix`; later routes win over earlier ones.
    public func route(_ prefix: String, _ handler: @escaping Handler) {
        routes.insert((prefix, handler), at: 0)
    }

    public func requests(to prefix: String) -> [Request] { requests.filter { $0.path.hasPrefix(prefix) } }

    private func serve(_ msg: OpaquePointer) {
        let uri = soup_server_message_get_uri(msg)
        let path = String(cString: g_uri_get_path(uri))
        var query: [String: String] = [:]
        if let q = g_uri_get_query(uri) {
            for item in URLComponents(string: "http://x/?" + String(cString: q))?.queryItems ?? [] {
                query[item.name] = item.value ?? ""
            }
        }
        var headers: [String: String] = [:]
        let requestHeaders = soup_server_message_get_request_headers(msg)
        if let auth = soup_message_headers_get_one(requestHeaders, "Authorization") {
            headers["Authorization"] = String(cString: auth)
        }
        let request = Request(path: path, query: query, headers: headers)
        requests.append(request)
        let response = routes.first { path.hasPrefix($0.prefix) }?.handler(request)
            ?? Response(status: 404, body: Data("not found".utf8), contentType: "text/plain")
        if response.delayMilliseconds == 0 {
            Self.answer(msg, response)
            return
        }
        soup_server_message_pause(msg)
        g_object_ref(UnsafeMutableRawPointer(msg))
        nonisolated(unsafe) let held = msg
        // The client may give up first (a timeout test); answering a dropped message is an error.
        final class Flag { var disconnected = false }
        let flag = Flag()
        Signals.connect(UnsafeMutableRawPointer(msg), "disconnected") { _ in flag.disconnected = true }
        MainContextSources.timeout(milliseconds: response.delayMilliseconds) {
            if !flag.disconnected {
                Self.answer(held, response)
                soup_server_message_unpause(held)
            }
            g_object_unref(UnsafeMutableRawPointer(held))
            return false
        }
    }

    private static func answer(_ msg: OpaquePointer, _ response: Response) {
        soup_server_message_set_status(msg, guint(response.status), nil)
        response.body.withUnsafeBytes { raw in
            soup_server_message_set_response(msg, response.contentType, SOUP_MEMORY_COPY,
                                             raw.baseAddress?.assumingMemoryBound(to: CChar.self), gsize(raw.count))
        }
    }
}
