import ArgumentParser
import BoxOfficeCore

public enum FilmsOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case diversity, commercial
    var value: ChartSegment.Films { self == .diversity ? .diversity : .commercial }
}
