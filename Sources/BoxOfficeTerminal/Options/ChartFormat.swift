import ArgumentParser

/// How `daily`, `weekly`, `run` and `market` print; png is drawn by `boxoffice-app` into `--output`'s file.
public enum ChartFormat: String, ExpressibleByArgument, CaseIterable, Sendable { case table, json, csv, png }
