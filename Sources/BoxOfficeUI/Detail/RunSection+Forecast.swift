import BoxOfficeViewModels

/// The forecast is made off the main thread after a film's window first shows: what needs it waits for it.
extension RunSection {
    /// Runs `action` now, or once the forecast under way is in: what Print and the picture show has it.
    func afterForecast(_ action: @escaping @MainActor (RunSection) -> Void) {
        guard let forecast = model?.forecast, forecast.isReading else { return action(self) }
        Task { [weak self, weak forecast] in
            await forecast?.ready()
            if let self, self.model?.forecast === forecast { action(self) }
        }
    }
}
