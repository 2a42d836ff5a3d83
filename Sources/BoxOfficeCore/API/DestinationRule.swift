import Foundation

/// Where a download that follows links from outside (a poster URL from an image search, its redirects)
/// may go: public addresses only. Loopback, private, link-local, shared (CGNAT), multicast and unspecified
/// addresses are refused, so an indexed image URL cannot make the app send requests into the user's own
/// network or machine. Decided on the resolved address, not the name.
public enum DestinationRule {
    /// How many redirects a poster download follows, by hand, each checked like the first address.
    public static let maxRedirects = 5

    /// `bytes`: a resolved IPv4 (4 bytes) or IPv6 (16 bytes) address in network order.
    public static func isPublic(_ bytes: [UInt8]) -> Bool {
        switch bytes.count {
        case 4: return isPublicV4(bytes[0], bytes[1])
        case 16:
            let zeroPrefix = bytes[0..<10].allSatisfy { $0 == 0 }
            // ::ffff:a.b.c.d
            if zeroPrefix, bytes[10] == 0xFF, bytes[11] == 0xFF { return isPublicV4(bytes[12], bytes[13]) }
            if zeroPrefix, bytes[10] == 0, bytes[11] == 0 { return false }  // ::, ::1 and the old ::a.b.c.d
            if bytes[0] == 0xFE, bytes[1] & 0x80 == 0x80 { return false }  // fe80::/10 link-local, fec0::/10 site-local
            if bytes[0] & 0xFE == 0xFC { return false }  // fc00::/7 unique local
            if bytes[0] == 0xFF { return false }  // ff00::/8 multicast
            // 2001:db8::/32 documentation
            if bytes[0] == 0x20, bytes[1] == 0x01, bytes[2] == 0x0D, bytes[3] == 0xB8 { return false }
            return true
        default:
            return false
        }
    }

    private static func isPublicV4(_ a: UInt8, _ b: UInt8) -> Bool {
        switch a {
        case 0, 10, 127: return false  // "this network", private, loopback
        case 100: return !(64...127).contains(b)  // 100.64.0.0/10 shared (carrier-grade NAT)
        case 169: return b != 254  // 169.254.0.0/16 link-local
        case 172: return !(16...31).contains(b)  // 172.16.0.0/12 private
        case 192: return b != 168  // 192.168.0.0/16 private
        case 224...255: return false  // multicast, reserved, broadcast
        default: return true
        }
    }

    /// A redirect's `Location`, resolved against the URL it answered; nil unless it is an http(s) URL
    /// with a host (a redirect to file:, data: or javascript: is not followed).
    public static func redirectTarget(_ location: String, from base: String) -> String? {
        guard location.utf8.count <= 8192, let baseURL = URL(string: base),
            let resolved = URL(string: location.trimmingSpaces, relativeTo: baseURL)?.absoluteURL,
            let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = resolved.host, !host.isEmpty
        else { return nil }
        return resolved.absoluteString
    }
}
