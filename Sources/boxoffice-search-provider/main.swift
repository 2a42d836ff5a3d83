// The GNOME Shell search provider: a small process on GIO and the Store (no GTK, no libsoup, no network),
// started by D-Bus when the Shell first searches, answering from what this machine saved.
import BoxOfficeCore
import BoxOfficeStore
import Foundation

let provider = SearchProvider(
    index: FilmIndex(paths: AppPaths()), language: DisplayLanguage.fromEnvironment(), opener: AppOpener())
exit(provider.run())
