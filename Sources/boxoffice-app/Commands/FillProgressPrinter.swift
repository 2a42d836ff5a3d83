import BoxOfficeCore
import BoxOfficeStore
import BoxOfficeTerminal
import BoxOfficeViewModels
import Foundation

/// Progress on stderr: a bar redrawn in place on a terminal, otherwise one plain line per 10 %.
@MainActor
final class FillProgressPrinter {
    private let interactive: Bool
    private var lastTenth = 0
    private var drewBar = false

    init(interactive: Bool) { self.interactive = interactive }

    func show(_ p: FillProgress) {
        let percent = Int((p.fraction * 100).rounded(.down))
        if interactive {
            let filled = percent / 5
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 20 - filled)
            let left = p.estimatedSecondsLeft.map { " · " + HistoryFillViewModel.timeLeft($0) } ?? ""
            let counts =
                p.job.detailsOnly ? "\(p.detailsAsked)/\(p.detailsAsked + p.detailsLeft)" : "\(p.done)/\(p.total)"
            write("\r[\(bar)] \(percent)% \(counts)\(left)\u{1B}[K")
            drewBar = true
        } else if percent / 10 > lastTenth {
            lastTenth = percent / 10
            let values = [
                "percent": NumberFormatting.percent(Double(lastTenth * 10)), "done": String(p.done),
                "total": String(p.total)
            ]
            let details = [
                "percent": values["percent"] ?? "", "done": String(p.detailsAsked),
                "total": String(p.detailsAsked + p.detailsLeft)
            ]
            // With the Korean chart each day is two charts, and the counts are charts.
            let line =
                p.job.detailsOnly
                ? trPlural(
                    "history {percent} ({done} of {total} film's details)",
                    "history {percent} ({done} of {total} films' details)", count: p.detailsAsked + p.detailsLeft,
                    details)
                : p.job.koreanToo
                    ? tr("history {percent} ({done} of {total} charts)", values)
                    : trPlural(
                        "history {percent} ({done} of {total} day)", "history {percent} ({done} of {total} days)",
                        count: p.total, values)
            // The films' details the fill asked for, which the percentage counts too.
            guard p.detailsAsked > 0, !p.job.detailsOnly else { return write("boxoffice: " + line + "\n") }
            let films = trPlural(
                "{films} film's details", "{films} films' details", count: p.detailsAsked,
                ["films": String(p.detailsAsked)])
            write("boxoffice: " + tr("{progress}, {films}", ["progress": line, "films": films]) + "\n")
        }
    }

    func finish() { if drewBar { write("\n") } }

    private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
