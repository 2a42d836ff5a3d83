/// Whether the network is there, and a callback when that changes.
@MainActor
public protocol Connectivity: AnyObject {
    var isOnline: Bool { get }
    var onChange: ((Bool) -> Void)? { get set }
}
