import BoxOfficeViewModels

/// One API key's widgets in `PreferencesWindow.ui`: the same parts twice, KOBIS's (`kobisRow` …) and Kakao's
/// (`kakaoRow` …). A value made when read from the template's children, which own the widgets: kept nowhere, it
/// adds no reference.
@MainActor
struct KeyWidgets {
    let row: EntryRow
    let test: Button
    let remove: Button
    let status: Box
    let spinner: Spinner
    let icon: Image
    let result: Label
    let environmentNote: Label
}

extension PreferencesWindowChildren {
    /// The widgets of `service`'s key.
    func key(_ service: PreferencesViewModel.Service) -> KeyWidgets {
        switch service {
        case .kobis:
            KeyWidgets(
                row: kobisRow, test: kobisTest, remove: kobisRemove, status: kobisStatus, spinner: kobisSpinner,
                icon: kobisIcon, result: kobisResult, environmentNote: kobisEnvironmentNote)
        case .kakao:
            KeyWidgets(
                row: kakaoRow, test: kakaoTest, remove: kakaoRemove, status: kakaoStatus, spinner: kakaoSpinner,
                icon: kakaoIcon, result: kakaoResult, environmentNote: kakaoEnvironmentNote)
        }
    }
}
