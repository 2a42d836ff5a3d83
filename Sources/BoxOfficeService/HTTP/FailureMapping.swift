import BoxOfficeCore

extension HTTPFailure {
    /// Attaches the service a transport failure happened on.
    func boxOfficeError(
        service: BoxOfficeError.Service, endpoint: Endpoint, timeoutSeconds: UInt32,
        deadlineSeconds: UInt32
    ) -> BoxOfficeError {
        switch self {
        case .timedOut: return .timedOut(service: service, seconds: Int(timeoutSeconds))
        case .deadlinePassed: return .timedOut(service: service, seconds: Int(deadlineSeconds))
        case .cancelled: return .cancelled
        case .tooLarge(let limit): return .tooLarge(service: service, limitBytes: limit)
        case .invalidURL: return .invalidAddress(service: service, address: endpoint.address)
        case .insecure: return .insecureAddress(service: service, address: endpoint.address)
        case .redirected(let status): return .redirected(service: service, status: status)
        case .transport(let message): return .unreachable(service: service, detail: message)
        case .privateDestination(let host):
            return .unreachable(
                service: service,
                detail: tr("{host} is in a local network; not followed", ["host": OutsideText.clean(host, limit: 80)]))
        case .tooManyRedirects:
            return .unreachable(
                service: service,
                detail: tr("more than {count} redirects", ["count": String(DestinationRule.maxRedirects)]))
        }
    }
}

extension HTTPClient {
    /// GET with transport failures already typed as `BoxOfficeError`.
    func fetch(_ endpoint: Endpoint, service: BoxOfficeError.Service, maxBytes: Int) async throws -> HTTPResponse {
        do {
            return try await get(endpoint, maxBytes: maxBytes)
        } catch let failure as HTTPFailure {
            throw failure.boxOfficeError(
                service: service, endpoint: endpoint, timeoutSeconds: timeoutSeconds,
                deadlineSeconds: deadlineSeconds)
        }
    }

    /// `getFollowingPublic` with transport failures typed as `BoxOfficeError`.
    func fetchPublic(_ address: String, service: BoxOfficeError.Service, maxBytes: Int, allowLocal: Bool) async throws
        -> HTTPResponse
    {
        do {
            return try await getFollowingPublic(address, maxBytes: maxBytes, allowLocal: allowLocal)
        } catch let failure as HTTPFailure {
            throw failure.boxOfficeError(
                service: service, endpoint: Endpoint(address: address), timeoutSeconds: timeoutSeconds,
                deadlineSeconds: deadlineSeconds)
        }
    }
}
