import ArgumentParser
import BoxOfficeCore

/// The segment flags' values; leaving one out counts all films.
public enum NationOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case korean, foreign
    var value: ChartSegment.Nation { self == .korean ? .korean : .foreign }
}
