/// The work given to `MainLoopBridge.run` did not finish in time.
public struct MainLoopTimeout: Error, CustomStringConvertible {
    public let seconds: Double
    public var description: String { "the main loop did not finish the work within \(seconds) s" }
}
