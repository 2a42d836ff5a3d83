import XCTest

@testable import BoxOfficeCore

/// Where a poster download may go, as a pure rule: no test here opens a connection.
final class DestinationRuleTests: XCTestCase {
    private func v4(_ text: String) -> [UInt8] { text.split(separator: ".").compactMap { UInt8($0) } }

    func testIPv4() {
        for refused in [
            "127.0.0.1", "127.255.0.9", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254",
            "100.64.0.1", "100.127.255.255", "0.0.0.0", "224.0.0.1", "255.255.255.255", "240.0.0.1"
        ] {
            XCTAssertFalse(DestinationRule.isPublic(v4(refused)), refused)
        }
        for allowed in [
            "8.8.8.8", "211.249.220.24", "172.15.0.1", "172.32.0.1", "100.63.0.1", "100.128.0.1", "192.169.0.1",
            "169.253.0.1"
        ] {
            XCTAssertTrue(DestinationRule.isPublic(v4(allowed)), allowed)
        }
    }

    func testIPv6() {
        func v6(_ groups: [UInt16]) -> [UInt8] { groups.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        XCTAssertFalse(DestinationRule.isPublic(v6([0, 0, 0, 0, 0, 0, 0, 0])), "::")
        XCTAssertFalse(DestinationRule.isPublic(v6([0, 0, 0, 0, 0, 0, 0, 1])), "::1")
        XCTAssertFalse(DestinationRule.isPublic(v6([0xFE80, 0, 0, 0, 0, 0, 0, 1])), "link-local")
        XCTAssertFalse(DestinationRule.isPublic(v6([0xFD12, 0x3456, 0, 0, 0, 0, 0, 1])), "unique local")
        XCTAssertFalse(DestinationRule.isPublic(v6([0xFF02, 0, 0, 0, 0, 0, 0, 1])), "multicast")
        XCTAssertFalse(DestinationRule.isPublic(v6([0, 0, 0, 0, 0, 0xFFFF, 0x7F00, 0x0001])), "::ffff:127.0.0.1")
        XCTAssertFalse(DestinationRule.isPublic(v6([0, 0, 0, 0, 0, 0xFFFF, 0xC0A8, 0x0101])), "::ffff:192.168.1.1")
        XCTAssertTrue(DestinationRule.isPublic(v6([0, 0, 0, 0, 0, 0xFFFF, 0x0808, 0x0808])), "::ffff:8.8.8.8")
        XCTAssertTrue(DestinationRule.isPublic(v6([0x2404, 0x6800, 0x4005, 0x80A, 0, 0, 0, 0x200E])))
        XCTAssertFalse(DestinationRule.isPublic([1, 2, 3]), "not an address")
    }

    func testRedirectTargets() {
        let base = "https://img.example.com/posters/a.jpg"
        XCTAssertEqual(DestinationRule.redirectTarget("/b.jpg", from: base), "https://img.example.com/b.jpg")
        XCTAssertEqual(DestinationRule.redirectTarget("c.jpg", from: base), "https://img.example.com/posters/c.jpg")
        XCTAssertEqual(
            DestinationRule.redirectTarget("http://cdn.example.org/x.png", from: base), "http://cdn.example.org/x.png")
        XCTAssertNil(DestinationRule.redirectTarget("file:///etc/passwd", from: base))
        XCTAssertNil(DestinationRule.redirectTarget("javascript:alert(1)", from: base))
        XCTAssertNil(DestinationRule.redirectTarget(String(repeating: "a", count: 9000), from: base))
    }
}
