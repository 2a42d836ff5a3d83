import BoxOfficeCore
import BoxOfficeStore
import CGLib
import CSoup
import CSoupLoader
import Foundation
import GLibSupport

/// An async HTTP client over one `SoupSession`. Runs on the main thread, where libsoup delivers its
/// callbacks through the GLib main loop. Each request has its own `GCancellable`, cancelled when the
/// awaiting task is cancelled (a closed window, a recycled card, another day picked).
///
/// Every byte is bounded: the body is streamed and its decoded bytes counted against `maxBytes`
/// (a chunked or gzip body is no exception), the session's idle timeout ends a silent server, and an
/// overall deadline ends a server that trickles a byte now and then.
@MainActor
public final class HTTPClient {
    public nonisolated static let defaultTimeoutSeconds = AppConfiguration.defaultTimeoutSeconds
    public nonisolated static let defaultDeadlineSeconds: UInt32 = 60
    static let readChunkBytes = 64 * 1024
    /// Seconds a request may stay silent.
    public let timeoutSeconds: UInt32
    /// Seconds a whole request may take, however steadily the server sends.
    public let deadlineSeconds: UInt32
    /// Made for the first request: a session sets up GIO's proxy resolver and TLS modules, which a
    /// window showing a saved chart does not need before its first frame.
    private var madeSession: UnsafeMutablePointer<SoupSession>?
    private let userAgent: String
    /// Requests sent through this client, for diagnostics and tests.
    public private(set) var requestCount = 0

    public init(
        timeoutSeconds: UInt32 = HTTPClient.defaultTimeoutSeconds,
        deadlineSeconds: UInt32 = HTTPClient.defaultDeadlineSeconds, userAgent: String = "BoxOffice/1.0"
    ) {
        self.timeoutSeconds = timeoutSeconds
        self.deadlineSeconds = max(1, deadlineSeconds)
        self.userAgent = userAgent
    }

    private var session: UnsafeMutablePointer<SoupSession> {
        if let madeSession { return madeSession }
        let session: UnsafeMutablePointer<SoupSession> = boxoffice_soup_session_new()
        boxoffice_soup_session_set_timeout(session, timeoutSeconds)
        boxoffice_soup_session_set_idle_timeout(session, 60)
        boxoffice_soup_session_set_user_agent(session, userAgent)
        madeSession = session
        return session
    }

    isolated deinit {
        guard let madeSession else { return }
        boxoffice_soup_session_abort(madeSession)
        g_object_unref(madeSession)
    }

    /// GETs `endpoint`, reading at most `maxBytes` of (decoded) body. `followsRedirects: false` leaves a
    /// redirect unfollowed, its `Location` in the response (for `getFollowingPublic`).
    public func get(_ endpoint: Endpoint, maxBytes: Int, followsRedirects: Bool = true) async throws -> HTTPResponse {
        guard let url = endpoint.url else { throw HTTPFailure.invalidURL }
        if let problem = boxoffice_soup_load_error() { throw HTTPFailure.transport(String(cString: problem)) }
        // A key never travels in clear text off this machine, and never follows a redirect to another host.
        guard !endpoint.carriesSecret || endpoint.isSecureOrLocal else { throw HTTPFailure.insecure }
        guard let message = boxoffice_soup_message_new("GET", url.absoluteString) else { throw HTTPFailure.invalidURL }
        defer { g_object_unref(UnsafeMutableRawPointer(message)) }
        if endpoint.carriesSecret || !followsRedirects {
            boxoffice_soup_message_add_flags(message, SOUP_MESSAGE_NO_REDIRECT)
        }
        let requestHeaders = boxoffice_soup_message_get_request_headers(message)
        for (name, value) in endpoint.headers { boxoffice_soup_message_headers_append(requestHeaders, name, value) }
        requestCount += 1

        let request = PendingRequest(maxBytes: maxBytes)
        let deadline = MainContextSources.timeout(milliseconds: deadlineSeconds * 1000) { [request] in
            request.passDeadline()
            return false
        }
        defer { MainContextSources.remove(deadline) }
        return try await withTaskCancellationHandler {
            let stream = try await request.send(session: session, message: message)
            defer { g_object_unref(stream) }
            let status = Int(boxoffice_soup_message_get_status(message).rawValue)
            if endpoint.carriesSecret, (300..<400).contains(status) { throw HTTPFailure.redirected(status: status) }
            let headers = boxoffice_soup_message_get_response_headers(message)
            // Refuse an oversized body as soon as the headers say so, before reading it.
            guard boxoffice_soup_message_headers_get_content_length(headers) <= Int64(maxBytes) else {
                throw HTTPFailure.tooLarge(limit: maxBytes)
            }
            let body = try await request.readAll(stream)
            let contentType = boxoffice_soup_message_headers_get_content_type(headers, nil)
            let location =
                (300..<400).contains(status)
                ? boxoffice_soup_message_headers_get_one(headers, "Location").map { String(cString: $0) } : nil
            return HTTPResponse(
                status: status, contentType: contentType.map { String(cString: $0) }, body: body, location: location)
        } onCancel: { [request] in
            request.cancelFromAnyThread()
        }
    }
}

/// One request in flight: its cancellable, why it was cancelled, and the async steps that bridge
/// GIO callbacks to Swift continuations.
private final class PendingRequest: @unchecked Sendable {
    let maxBytes: Int
    let cancellable: UnsafeMutablePointer<GCancellable> = g_cancellable_new()
    private var exceededLimit = false
    private var deadlinePassed = false

    init(maxBytes: Int) { self.maxBytes = maxBytes }
    deinit { g_object_unref(cancellable) }

    func cancelFromAnyThread() { g_cancellable_cancel(cancellable) }  // thread-safe in GIO

    @MainActor func passDeadline() {
        deadlinePassed = true
        g_cancellable_cancel(cancellable)
    }

    @MainActor
    func send(session: UnsafeMutablePointer<SoupSession>, message: OpaquePointer) async throws -> UnsafeMutablePointer<
        GInputStream
    > {
        try await withCheckedThrowingContinuation { continuation in
            let step = AsyncStep { [self] _, result in
                var error: UnsafeMutablePointer<GError>?
                if let stream = boxoffice_soup_session_send_finish(session, result, &error) {
                    continuation.resume(returning: stream)
                } else {
                    continuation.resume(throwing: failure(from: &error))
                }
            }
            boxoffice_soup_session_send_async(
                session, message, G_PRIORITY_DEFAULT, cancellable, AsyncStep.callback, step.retained())
        }
    }

    /// Reads to the end, counting decoded bytes; more than `maxBytes` stops the transfer.
    @MainActor
    func readAll(_ stream: UnsafeMutablePointer<GInputStream>) async throws -> Data {
        var body = Data()
        while true {
            let chunk = try await read(stream)
            if chunk.isEmpty { return body }
            guard body.count + chunk.count <= maxBytes else {
                exceededLimit = true
                g_cancellable_cancel(cancellable)
                throw HTTPFailure.tooLarge(limit: maxBytes)
            }
            body.append(chunk)
        }
    }

    @MainActor
    private func read(_ stream: UnsafeMutablePointer<GInputStream>) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            let step = AsyncStep { [self] _, result in
                var error: UnsafeMutablePointer<GError>?
                guard let bytes = g_input_stream_read_bytes_finish(stream, result, &error) else {
                    continuation.resume(throwing: failure(from: &error))
                    return
                }
                defer { g_bytes_unref(bytes) }
                var size = 0
                let base = g_bytes_get_data(bytes, &size)
                continuation.resume(returning: base.map { Data(bytes: $0, count: size) } ?? Data())
            }
            g_input_stream_read_bytes_async(
                stream, gsize(HTTPClient.readChunkBytes), G_PRIORITY_DEFAULT, cancellable,
                AsyncStep.callback, step.retained())
        }
    }

    private func failure(from error: inout UnsafeMutablePointer<GError>?) -> HTTPFailure {
        let details = consumeError(&error)
        if exceededLimit { return .tooLarge(limit: maxBytes) }
        if deadlinePassed { return .deadlinePassed }
        guard let (domain, code, message) = details else { return .transport("unknown error") }
        if domain == g_io_error_quark() {
            if code == Int32(G_IO_ERROR_CANCELLED.rawValue) { return .cancelled }
            if code == Int32(G_IO_ERROR_TIMED_OUT.rawValue) { return .timedOut }
        }
        return .transport(message)
    }
}

/// One GIO async call's completion: retained for GIO, released when the callback runs.
private final class AsyncStep {
    let done: @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void
    init(_ done: @escaping @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void) { self.done = done }

    func retained() -> gpointer { Unmanaged.passRetained(self).toOpaque() }

    static let callback: GAsyncReadyCallback = { source, result, data in
        let step = Unmanaged<AsyncStep>.fromOpaque(data!).takeRetainedValue()
        nonisolated(unsafe) let source = source
        nonisolated(unsafe) let result = result
        MainActor.assumeIsolated { step.done(source, result) }  // GIO calls back on the main context
    }
}
