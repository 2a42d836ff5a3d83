import GLibSupport

/// A closed film window's widgets, hidden, for the next film (see `DetailWindowShell`): closing a film's window
/// keeps its shell when there is no spare yet and the main window is open; otherwise it is destroyed.
@MainActor
final class SpareFilmShell {
    private(set) var shell: DetailWindowShell?

    /// The spare shell if there is one, else `make()`'s, kept on close while `keeps()` says so.
    func take(_ make: () -> DetailWindowShell, keepingWhile keeps: @escaping @MainActor () -> Bool) -> DetailWindowShell
    {
        if let spare = shell {
            shell = nil
            return spare
        }
        let made = make()
        Signals.connectReturning(made.window.raw, "close-request") { [weak self, weak made] _ in
            guard let self, let made, self.shell == nil, keeps() else { return false }
            made.leave()
            self.shell = made
            return true
        }
        return made
    }

    /// Destroys the spare shell (the main window closed, or the app quits).
    func drop() {
        guard let spare = shell else { return }
        shell = nil
        spare.window.destroy()
    }
}
