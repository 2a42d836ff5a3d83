import ArgumentParser

/// How `daily`, `weekly` and `run` print.
public enum ChartFormat: String, ExpressibleByArgument, CaseIterable, Sendable { case table, json, csv }
