import BoxOfficeCore
import CGLib
import Foundation

extension HTTPClient {
    /// GETs a URL that came from outside (a poster found by image search): every hop's host is resolved
    /// and must be a public address (`DestinationRule`) before anything connects to it, and at most
    /// `DestinationRule.maxRedirects` redirects are followed, by hand, each checked the same way.
    /// `allowLocal` (the configured image service is itself on this machine: tests, mirrors) lifts the rule.
    public func getFollowingPublic(_ address: String, maxBytes: Int, allowLocal: Bool) async throws -> HTTPResponse {
        var current = address
        for _ in 0...DestinationRule.maxRedirects {
            let endpoint = Endpoint(address: current)
            guard let host = endpoint.url?.host else { throw HTTPFailure.invalidURL }
            if !allowLocal { try await Self.requirePublic(host) }
            let response = try await get(endpoint, maxBytes: maxBytes, followsRedirects: false)
            guard (300..<400).contains(response.status), response.status != 304 else { return response }
            guard let location = response.location, let next = DestinationRule.redirectTarget(location, from: current)
            else {
                return response  // a redirect without a usable target: its status says what happened
            }
            current = next
        }
        throw HTTPFailure.tooManyRedirects
    }

    /// Resolves `host` (a name or a literal address) and refuses it unless every address is public.
    static func requirePublic(_ host: String) async throws {
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let addresses = try await HostResolver.addresses(of: name)
        guard !addresses.isEmpty, addresses.allSatisfy(DestinationRule.isPublic) else {
            throw HTTPFailure.privateDestination(host: host)
        }
    }
}

/// GIO's resolver, asynchronously: the addresses a name stands for (a literal address stands for itself).
@MainActor
enum HostResolver {
    static func addresses(of name: String) async throws -> [[UInt8]] {
        if let literal = g_inet_address_new_from_string(name) {
            defer { g_object_unref(literal) }
            return [bytes(of: literal)]
        }
        let resolver = g_resolver_get_default()
        defer { g_object_unref(resolver) }
        return try await withCheckedThrowingContinuation { continuation in
            let box = Unmanaged.passRetained(ResolveBox(continuation)).toOpaque()
            g_resolver_lookup_by_name_async(
                resolver, name, nil,
                { source, result, data in
                    let box = Unmanaged<ResolveBox>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let list = g_resolver_lookup_by_name_finish(
                        source?.withMemoryRebound(to: GResolver.self, capacity: 1) { $0 }, result, &error)
                    guard let list else {
                        let message = error.map { String(cString: $0.pointee.message) } ?? "no address"
                        g_clear_error(&error)
                        box.continuation.resume(throwing: HTTPFailure.transport(message))
                        return
                    }
                    var found: [[UInt8]] = []
                    var node: UnsafeMutablePointer<GList>? = list
                    while let n = node {
                        if let address = n.pointee.data {
                            found.append(HostResolver.bytes(of: address.assumingMemoryBound(to: GInetAddress.self)))
                        }
                        node = n.pointee.next
                    }
                    g_resolver_free_addresses(list)
                    box.continuation.resume(returning: found)
                }, box)
        }
    }

    nonisolated static func bytes(of address: UnsafeMutablePointer<GInetAddress>) -> [UInt8] {
        let size = Int(g_inet_address_get_native_size(address))
        guard let raw = g_inet_address_to_bytes(address), size == 4 || size == 16 else { return [] }
        return Array(UnsafeBufferPointer(start: raw, count: size))
    }
}

private final class ResolveBox: @unchecked Sendable {
    let continuation: CheckedContinuation<[[UInt8]], Error>
    init(_ continuation: CheckedContinuation<[[UInt8]], Error>) { self.continuation = continuation }
}
