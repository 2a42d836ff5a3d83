import BoxOfficeCore
import CPixbuf
import CGLib
import CSoup
import Foundation
import GLibSupport

/// An async HTTP client over one `SoupSession`. Runs on the main thread, where libsoup delivers its
/// callbacks through the GLib main loop. Each request has its own `GCancellable`, cancelled when the
/// awaiting task is cancelled (a closed window, a recycled card).
@MainActor
public final class HTTPClient {
    public nonisolated static let defaultTimeoutSeconds: UInt32 = 20
    public let timeoutSeconds: UInt32
    private let session: UnsafeMutablePointer<SoupSession>
    /// Requests sent through this client, for diagnostics and tests.
    public private(set) var requestCount = 0

    public init(timeoutSeconds: UInt32 = HTTPClient.defaultTimeoutSeconds, userAgent: String = "BoxOffice/1.0") {
        self.timeoutSeconds = timeoutSeconds
        session = soup_session_new()
        soup_session_set_timeout(session, timeoutSeconds)
        soup_session_set_idle_timeout(session, 60)
        soup_session_set_user_agent(session, userAgent)
    }

    isolated deinit {
        soup_session_abort(session)
        g_object_unref(session)
    }

    /// GETs `endpoint`, reading at most `maxBytes` of body.
    public func get(_ endpoint: Endpoint, maxBytes: Int) async throws -> HTTPResponse {
        guard let message = soup_message_new("GET", endpoint.url.absoluteString) else { throw HTTPFailure.invalidURL }
        defer { g_object_unref(UnsafeMutableRawPointer(message)) }
        let requestHeaders = soup_message_get_request_headers(message)
        for (name, value) in endpoint.headers { soup_message_headers_append(requestHeaders, name, value) }
        requestCount += 1

        let request = PendingRequest(maxBytes: maxBytes)
        // Refuse an oversized body as soon as its headers say so, before reading it.
        Signals.connect(UnsafeMutableRawPointer(message), "got-headers") { [request] msg in
            let length = soup_message_headers_get_content_length(soup_message_get_response_headers(OpaquePointer(msg)))
            if length > request.maxBytes {
                request.exceededLimit = true
                g_cancellable_cancel(request.cancellable)
            }
        }
        let bytes: OpaquePointer = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                request.continuation = continuation
                soup_session_send_and_read_async(session, message, G_PRIORITY_DEFAULT, request.cancellable,
                                                 { source, result, data in
                    let request = Unmanaged<PendingRequest>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let bytes = soup_session_send_and_read_finish(UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: SoupSession.self), result, &error)
                    request.finish(bytes: bytes, error: &error)
                }, Unmanaged.passRetained(request).toOpaque())
            }
        } onCancel: { [request] in
            request.cancelFromAnyThread()
        }
        defer { g_bytes_unref(bytes) }
        var size = 0
        let base = g_bytes_get_data(bytes, &size)
        guard size <= maxBytes else { throw HTTPFailure.tooLarge(limit: maxBytes) }
        let body = size > 0 && base != nil ? Data(bytes: base!, count: size) : Data()
        let contentType = soup_message_headers_get_content_type(soup_message_get_response_headers(message), nil)
        return HTTPResponse(status: Int(soup_message_get_status(message).rawValue),
                            contentType: contentType.map { String(cString: $0) }, body: body)
    }
}

/// One request in flight: its cancellable and the continuation its callback resumes.
private final class PendingRequest: @unchecked Sendable {
    let maxBytes: Int
    let cancellable: UnsafeMutablePointer<GCancellable> = g_cancellable_new()
    var continuation: CheckedContinuation<OpaquePointer, Error>?
    var exceededLimit = false

    init(maxBytes: Int) { self.maxBytes = maxBytes }
    deinit { g_object_unref(cancellable) }

    func cancelFromAnyThread() { g_cancellable_cancel(cancellable) }   // thread-safe in GIO

    func finish(bytes: OpaquePointer?, error: inout UnsafeMutablePointer<GError>?) {
        if let bytes {
            continuation?.resume(returning: bytes)
        } else {
            continuation?.resume(throwing: failure(from: &error))
        }
        continuation = nil
    }

    private func failure(from error: inout UnsafeMutablePointer<GError>?) -> HTTPFailure {
        guard let (domain, code, message) = consumeError(&error) else { return .transport("unknown error") }
        if exceededLimit { return .tooLarge(limit: maxBytes) }
        if domain == g_io_error_quark() {
            if code == Int32(G_IO_ERROR_CANCELLED.rawValue) { return .cancelled }
            if code == Int32(G_IO_ERROR_TIMED_OUT.rawValue) { return .timedOut }
        }
        return .transport(message)
    }
}
