import BoxOfficeCore

extension HTTPFailure {
    /// Attaches the service a transport failure happened on.
    func boxOfficeError(service: BoxOfficeError.Service, timeoutSeconds: UInt32) -> BoxOfficeError {
        switch self {
        case .timedOut: return .timedOut(service: service, seconds: Int(timeoutSeconds))
        case .cancelled: return .cancelled
        case .tooLarge(let limit): return .tooLarge(service: service, limitBytes: limit)
        case .invalidURL: return .unreachable(service: service, detail: "the address is not a valid URL")
        case .transport(let message): return .unreachable(service: service, detail: message)
        }
    }
}

extension HTTPClient {
    /// GET with transport failures already typed as `BoxOfficeError`.
    func fetch(_ endpoint: Endpoint, service: BoxOfficeError.Service, maxBytes: Int) async throws -> HTTPResponse {
        do {
            return try await get(endpoint, maxBytes: maxBytes)
        } catch let failure as HTTPFailure {
            throw failure.boxOfficeError(service: service, timeoutSeconds: timeoutSeconds)
        }
    }
}
