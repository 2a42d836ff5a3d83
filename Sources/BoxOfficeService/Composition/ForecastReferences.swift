import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// The forecast's reference runs for the app: the shipped runs read once, the history's runs read again
/// only when the history changed since (its `forecastStamp`), and each film's break-even. `AppServices`
/// holds one; view-models receive it and never build a library.
@MainActor
public final class ForecastReferences {
    private let source: Source
    private var shipped: ReferenceRunFile??
    private var cached: Library? {
        didSet { kept = nil }
    }
    /// The forecaster of the cached library, kept while it is: what it works out once (each D-number's reference
    /// runs, the ranges' past forecasts) serves every later forecast instead of being made again each time.
    private var kept: Forecaster?
    /// The latest `currentForecaster()` under way: the next one starts when it is done, so the library is read
    /// once for two windows opened together, and never replaced by one read before it.
    private var pending: Task<Forecaster, Never>?

    public init(shipped: URL?, history: HistoryStore?) {
        source = Source(shippedURL: shipped, history: history)
    }

    /// The library as the history is now: rebuilt when a chart row was saved since the last call.
    public func library() -> ReferenceLibrary { keep(source.library(known: cached, shipped: shipped)) }

    public func forecaster() -> Forecaster { forecaster(of: library()) }

    /// The forecaster for the history as it is now, its stamp checked and its library read or made off the main
    /// thread (a film's window: its first frame never waits for them).
    public func currentForecaster() async -> Forecaster {
        let previous = pending
        let task = Task { [source] in
            _ = await previous?.value
            let known = cached
            let shipped = shipped
            let read = await Task.detached { source.library(known: known, shipped: shipped) }.value
            return forecaster(of: keep(read))
        }
        pending = task
        return await task.value
    }

    private func forecaster(of library: ReferenceLibrary) -> Forecaster {
        if let kept { return kept }
        let made = Forecaster(library: library)
        kept = made
        return made
    }

    /// Keeps what `Source.library` read: a new library replaces the cached one (and its forecaster).
    private func keep(_ read: Source.Read) -> ReferenceLibrary {
        if read.shipped != nil { shipped = read.shipped }
        if read.isNew { cached = read.library }
        return read.library.library
    }

    /// The break-even the user entered for the film (admissions), nil when none.
    public func breakEven(movieCode: String) -> Int64? { history?.breakEven(movieCode: movieCode) }

    private var history: HistoryStore? { source.history }

    /// Saves the film's break-even; nil forgets it. False when there is no history to keep it in.
    @discardableResult
    public func setBreakEven(_ admissions: Int64?, movieCode: String) -> Bool {
        guard let history else { return false }
        history.setBreakEven(admissions, movieCode: movieCode)
        return true
    }

    /// A library and the history's stamp it was read at.
    struct Library: Sendable {
        let stamp: HistoryStore.ForecastStamp?
        let library: ReferenceLibrary
    }

    /// Where the library comes from; read on any thread.
    struct Source: Sendable {
        let shippedURL: URL?
        let history: HistoryStore?

        struct Read: Sendable {
            let library: Library
            /// Not `known`: read from the cache file or made.
            let isNew: Bool
            /// The shipped runs when they were read here (nil: not read).
            let shipped: ReferenceRunFile??
        }

        /// `known` while the history's stamp is still its; else the library cached beside the history for it as it
        /// is now, or one made from the history and the shipped runs (`shipped`, read here when nil) and cached.
        func library(known: Library?, shipped: ReferenceRunFile??) -> Read {
            let stamp = history?.forecastStamp
            if let known, known.stamp == stamp, stamp != nil || history == nil {
                return Read(library: known, isNew: false, shipped: nil)
            }
            // Another process (or this one before) may have cached the library for the history as it is now.
            let file = history.flatMap { ReferenceLibraryCache(history: $0, shipped: shippedURL) }
            if let library = file?.read() {
                return Read(library: Library(stamp: stamp, library: library), isNew: true, shipped: nil)
            }
            let runs = shipped ?? ShippedReferenceRuns.load(shippedURL)
            let saved = history?.referenceRuns() ?? (runs: [], through: nil, days: .none)
            let library = ReferenceLibrary(shipped: runs, history: saved.runs, historyDays: saved.days)
            file?.write(library)
            return Read(
                library: Library(stamp: stamp, library: library), isNew: true,
                shipped: shipped == nil ? .some(runs) : nil)
        }
    }
}
