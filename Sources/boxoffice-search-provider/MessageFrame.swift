import Foundation

/// A D-Bus message's fixed header (the first 16 bytes: endianness, type, flags, version, body length, serial,
/// header fields' length), read before the rest of the message, and its string header fields.
struct MessageFrame {
    static let path: UInt8 = 1
    static let interface: UInt8 = 2
    static let member: UInt8 = 3
    static let sender: UInt8 = 7

    let littleEndian: Bool
    let type: UInt8
    let flags: UInt8
    let bodyLength: Int
    let serial: UInt32
    let fieldsLength: Int

    /// Nil for bytes that are no D-Bus header (the relay then stops: the stream cannot be followed).
    init?(_ header: [UInt8]) {
        guard header.count == 16, header[0] == UInt8(ascii: "l") || header[0] == UInt8(ascii: "B"), header[3] == 1
        else { return nil }
        littleEndian = header[0] == UInt8(ascii: "l")
        type = header[1]
        flags = header[2]
        bodyLength = Int(Self.uint32(header, at: 4, littleEndian: littleEndian))
        serial = Self.uint32(header, at: 8, littleEndian: littleEndian)
        fieldsLength = Int(Self.uint32(header, at: 12, littleEndian: littleEndian))
    }

    /// The fields padded to 8 bytes, where the body starts.
    var paddedFieldsLength: Int { (fieldsLength + 7) / 8 * 8 }
    /// The whole message.
    var length: Int { 16 + paddedFieldsLength + bodyLength }
    var isMethodCall: Bool { type == 1 }
    var expectsReply: Bool { flags & 1 == 0 }

    /// The fields whose value is a string or an object path, by code, from the message's first bytes (header and
    /// fields); a field of another type ends the reading (the ones wanted come first in practice, and none of
    /// these is needed for anything but the refusal's log line and its destination).
    func stringFields(_ message: [UInt8]) -> [UInt8: String] {
        var fields: [UInt8: String] = [:]
        var at = 16
        let end = min(message.count, 16 + fieldsLength)
        while true {
            at = (at + 7) / 8 * 8
            guard at + 3 <= end, message[at + 1] == 1 else { break }
            let code = message[at]
            let signature = message[at + 2]
            at += 4  // code, signature length, signature, its nul
            switch signature {
            case UInt8(ascii: "s"), UInt8(ascii: "o"):
                at = (at + 3) / 4 * 4
                guard at + 4 <= end else { return fields }
                let length = Int(Self.uint32(message, at: at, littleEndian: littleEndian))
                at += 4
                guard length <= end - at else { return fields }
                fields[code] = String(decoding: message[at..<at + length], as: UTF8.self)
                at += length + 1
            case UInt8(ascii: "g"):
                guard at < end else { return fields }
                at += Int(message[at]) + 2
            case UInt8(ascii: "u"):
                at = (at + 3) / 4 * 4 + 4
            default:
                return fields
            }
        }
        return fields
    }

    static func uint32(_ bytes: [UInt8], at index: Int, littleEndian: Bool) -> UInt32 {
        let four = bytes[index..<index + 4].map(UInt32.init)
        return littleEndian
            ? four[0] | four[1] << 8 | four[2] << 16 | four[3] << 24
            : four[3] | four[2] << 8 | four[1] << 16 | four[0] << 24
    }
}

/// One end of the relay: a socket read through a buffer (a line, so many bytes, or so many skipped, never more
/// than 64 KB held beyond what was asked), and written whole.
final class Wire {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private static let chunk = 64 * 1024
    /// Each read's bytes, before they join `buffer` (one allocation for the relay's life).
    private var chunk = [UInt8](repeating: 0, count: Wire.chunk)

    init(_ fd: Int32) { self.fd = fd }

    private var available: Int { buffer.count - start }

    /// Reads once more; false at the end or on an error.
    private func fill() -> Bool {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, Self.chunk) }
            if n > 0 {
                buffer.append(contentsOf: chunk[0..<n])
                return true
            }
            if n < 0 && errno == EINTR { continue }
            return false
        }
    }

    func bytes(_ count: Int) -> [UInt8]? {
        while available < count { guard fill() else { return nil } }
        defer { start += count }
        return Array(buffer[start..<start + count])
    }

    /// Reads past `count` bytes, keeping none.
    func skip(_ count: Int) -> Bool {
        var left = count
        while true {
            let taken = min(left, available)
            start += taken
            left -= taken
            if left == 0 { return true }
            buffer.removeAll(keepingCapacity: true)
            start = 0
            guard fill() else { return false }
        }
    }

    /// A line with its "\r\n" (authentication lines are short: a longer one ends the relay).
    func line() -> [UInt8]? {
        var searched = 0  // bytes after `start` looked at already
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                defer { start = newline + 1 }
                return Array(buffer[start...newline])
            }
            searched = available
            guard available < 16 * 1024, fill() else { return nil }
        }
    }

    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { all -> Int in
                guard let base = all.baseAddress else { return 0 }
                // send, not write: a peer gone away is an error here, never a SIGPIPE for the process.
                return Glibc.send(fd, base + offset, all.count - offset, Int32(MSG_NOSIGNAL))
            }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }
}
