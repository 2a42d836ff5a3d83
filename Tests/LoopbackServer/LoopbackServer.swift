import CGLib
import CPixbuf
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
        /// Extra response headers (Location, Content-Encoding …).
        public var headers: [String: String] = [:]
        /// Send the body with chunked encoding, `chunkBytes` at a time every `dripMilliseconds`: no
        /// Content-Length says how large it is, and a slow drip never lets the client's idle timeout fire.
        public var chunkBytes = 0
        public var dripMilliseconds: UInt32 = 0

        public init(
            status: Int = 200, body: Data, contentType: String = "application/json;charset=UTF-8",
            delayMilliseconds: UInt32 = 0, headers: [String: String] = [:]
        ) {
            self.status = status
            self.body = body
            self.contentType = contentType
            self.delayMilliseconds = delayMilliseconds
            self.headers = headers
        }

        /// The body in chunks of `bytes`, one every `everyMilliseconds`.
        public static func chunked(
            _ body: Data, bytes: Int, everyMilliseconds: UInt32 = 0,
            contentType: String = "application/json;charset=UTF-8", headers: [String: String] = [:]
        ) -> Response {
            var r = Response(body: body, contentType: contentType, headers: headers)
            r.chunkBytes = max(1, bytes)
            r.dripMilliseconds = everyMilliseconds
            return r
        }

        public static func json(_ text: String, status: Int = 200) -> Response {
            Response(status: status, body: Data(text.utf8))
        }
    }

    public typealias Handler = @MainActor (Request) -> Response

    private let server: UnsafeMutablePointer<SoupServer>
    public private(set) var port: Int = 0
    public private(set) var requests: [Request] = []
    /// Requests whose client went away before the whole answer was sent: a cancelled or timed-out
    /// request seen from the server's side.
    public private(set) var dropped = 0
    /// Answers to paths under this prefix wait until `release()`: a test checks the waiting state
    /// first, instead of racing a timer.
    public var holding: String? {
        get { holdingPrefix }
        set {
            holdingPrefix = newValue
            holds = newValue.map { prefix in { $0.path.hasPrefix(prefix) } }
        }
    }
    /// The general form: answers to the requests this picks wait until `release()` (one day's chart, or
    /// two services at once).
    public var holds: ((Request) -> Bool)?
    private var holdingPrefix: String?
    private var held: [(OpaquePointer, Response, Delivery)] = []

    /// How many answers are being held back.
    public var heldCount: Int { held.count }

    /// Sends every held answer (to clients still waiting) and stops holding.
    public func release() {
        holding = nil
        for (msg, response, watch) in held {
            if !watch.ended {
                Self.answer(msg, response)
                soup_server_message_unpause(msg)
            }
            g_object_unref(UnsafeMutableRawPointer(msg))
        }
        held = []
    }
    private var routes: [(prefix: String, handler: Handler)] = []

    public init() throws {
        MainLoopBridge.install()
        server = boxoffice_soup_server_new()
        soup_server_add_handler(
            server, nil,
            { _, msg, _, _, data in
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

    /// gzip-compresses `data` (GIO's zlib converter), for Content-Encoding tests.
    public static func gzip(_ data: Data) -> Data {
        let compressor = g_zlib_compressor_new(G_ZLIB_COMPRESSOR_FORMAT_GZIP, 9)!
        defer { g_object_unref(UnsafeMutableRawPointer(compressor)) }
        var output = Data()
        var input = [UInt8](data)
        var consumed = 0
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var read: gsize = 0
            var written: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let remaining = input.count - consumed
            let start = consumed
            let result = input.withUnsafeMutableBytes { inRaw in
                buffer.withUnsafeMutableBytes { outRaw in
                    g_converter_convert(
                        OpaquePointer(UnsafeMutableRawPointer(compressor)), inRaw.baseAddress.map { $0 + start },
                        gsize(remaining), outRaw.baseAddress, gsize(outRaw.count),
                        G_CONVERTER_INPUT_AT_END, &read, &written, &error)
                }
            }
            _ = consumeError(&error)
            consumed += Int(read)
            output.append(contentsOf: buffer[0..<Int(written)])
            if result == G_CONVERTER_FINISHED || result == G_CONVERTER_ERROR { return output }
        }
    }

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
        let response =
            routes.first { path.hasPrefix($0.prefix) }?.handler(request)
            ?? Response(status: 404, body: Data("not found".utf8), contentType: "text/plain")
        let watch = Delivery()
        watch.onDropped = { [weak self] in self?.dropped += 1 }
        watch.watch(msg)
        if response.chunkBytes > 0 {
            Self.stream(msg, response, watch)
            return
        }
        if let holds, holds(request) {
            soup_server_message_pause(msg)
            g_object_ref(UnsafeMutableRawPointer(msg))
            held.append((msg, response, watch))
            return
        }
        if response.delayMilliseconds == 0 {
            Self.answer(msg, response)
            return
        }
        soup_server_message_pause(msg)
        g_object_ref(UnsafeMutableRawPointer(msg))
        nonisolated(unsafe) let held = msg
        // The client may give up first (a timeout test); answering a dropped message is an error.
        MainContextSources.timeout(milliseconds: response.delayMilliseconds) {
            if !watch.ended {
                Self.answer(held, response)
                soup_server_message_unpause(held)
            }
            g_object_unref(UnsafeMutableRawPointer(held))
            return false
        }
    }

    /// Tracks one message: whether its whole body was written, and whether it ended without that.
    private final class Delivery {
        var wroteBody = false
        var ended = false
        var onDropped: (() -> Void)?

        @MainActor func watch(_ msg: OpaquePointer) {
            Signals.connect(UnsafeMutableRawPointer(msg), "wrote-body") { [self] _ in wroteBody = true }
            for signal in ["disconnected", "finished"] {
                Signals.connect(UnsafeMutableRawPointer(msg), signal) { [self] _ in end() }
            }
        }

        private func end() {
            guard !ended else { return }
            ended = true
            if !wroteBody { onDropped?() }
            onDropped = nil
        }
    }

    /// Chunked encoding, a chunk at a time, paced by `dripMilliseconds`.
    private static func stream(_ msg: OpaquePointer, _ response: Response, _ watch: Delivery) {
        soup_server_message_set_status(msg, guint(response.status), nil)
        let headers = soup_server_message_get_response_headers(msg)
        soup_message_headers_set_encoding(headers, SOUP_ENCODING_CHUNKED)
        soup_message_headers_set_content_type(headers, response.contentType, nil)
        for (name, value) in response.headers { soup_message_headers_replace(headers, name, value) }
        let body = soup_server_message_get_response_body(msg)
        var offset = 0
        func appendChunk() -> Bool {
            let end = min(offset + response.chunkBytes, response.body.count)
            response.body[offset..<end].withUnsafeBytes { raw in
                soup_message_body_append(body, SOUP_MEMORY_COPY, raw.baseAddress, gsize(raw.count))
            }
            offset = end
            if offset >= response.body.count { soup_message_body_complete(body) }
            return offset < response.body.count
        }
        guard response.dripMilliseconds > 0 else {
            while appendChunk() {}
            return
        }
        _ = appendChunk()
        g_object_ref(UnsafeMutableRawPointer(msg))
        nonisolated(unsafe) let held = msg
        MainContextSources.timeout(milliseconds: response.dripMilliseconds) {
            guard !watch.ended else {
                g_object_unref(UnsafeMutableRawPointer(held))
                return false
            }
            let more = appendChunk()
            soup_server_message_unpause(held)
            if !more { g_object_unref(UnsafeMutableRawPointer(held)) }
            return more
        }
    }

    private static func answer(_ msg: OpaquePointer, _ response: Response) {
        soup_server_message_set_status(msg, guint(response.status), nil)
        let headers = soup_server_message_get_response_headers(msg)
        for (name, value) in response.headers { soup_message_headers_replace(headers, name, value) }
        response.body.withUnsafeBytes { raw in
            soup_server_message_set_response(
                msg, response.contentType, SOUP_MEMORY_COPY,
                raw.baseAddress?.assumingMemoryBound(to: CChar.self), gsize(raw.count))
        }
    }
}
