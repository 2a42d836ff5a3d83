import BoxOfficeCore
import Foundation

/// A JSON document built from exact values (64-bit integers stay integers).
enum JSONValue: Encodable {
    case text(String), int(Int64), number(Double), bool(Bool), null
    case list([JSONValue]), object([String: JSONValue])

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .text(let s): try c.encode(s)
        // A non-finite ratio (only from broken data) is null rather than an encoding failure.
        case .number(let x): if x.isFinite { try c.encode(x) } else { try c.encodeNil() }
        case .int(let n): try c.encode(n)
        case .bool(let b): try c.encode(b)
        case .null: try c.encodeNil()
        case .list(let l): try c.encode(l)
        case .object(let o): try c.encode(o)
        }
    }
}
