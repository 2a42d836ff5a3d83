// The GNOME Shell search provider: a small process on GIO and the Store (no GTK, no libsoup, no network),
// started by D-Bus when the Shell first searches, answering from what this machine saved.
import BoxOfficeCore
import BoxOfficeStore
import Foundation

Translations.install()  // the descriptions' words, numbers and units from the locale's catalogue
let provider = SearchProvider(
    index: FilmIndex(paths: AppPaths()), language: Translations.displayLanguage, opener: AppOpener())
exit(provider.run())
