import BoxOfficeCore

extension HTTPFailure {
    /// Attaches the service a transport failure happened on.
    func boxOfficeError(service: BoxOfficeError.Service, endpoint: Endpoint, timeoutSeconds: UInt32,
                        deadlineSeconds: UInt32) -> BoxOfficeError {
        switch self {
        case .timedOut: return .timedOut(service: service, seconds: Int(timeoutSeconds))
        case .deadlinePassed: return .timedOut(service: service, seconds: Int(deadlineSeconds))
        case .cancelled: return .cancelled
        case .tooLarge(let limit): return .tooLarge(service: service, limitBytes: limit)
        case .invalidURL: return .invalidAddress(service: service, address: endpoint.address)
        case .insecure: return .insecureAddress(service: service, address: endpoint.address)
        case .redirected(let status): return .redirected(service: service, status: status)
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
            throw failure.boxOfficeError(service: service, endpoint: endpoint, timeoutSeconds: timeoutSeconds,
                                         deadlineSeconds: deadlineSeconds)
        }
    }
}
