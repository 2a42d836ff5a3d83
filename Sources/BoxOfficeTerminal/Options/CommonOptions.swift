import ArgumentParser
import BoxOfficeCore

/// What every network-capable subcommand shares.
public struct CommonOptions: ParsableArguments, Sendable {
    @Flag(help: .tr("Use saved data and the sample only; no network."))
    public var offline = false

    public init() {}
}
