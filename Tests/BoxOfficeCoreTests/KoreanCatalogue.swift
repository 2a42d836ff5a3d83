import Foundation
import LoopbackServer

@testable import BoxOfficeCore

/// po/ko.po read straight into `Localization.translator`, so Core's Korean wording is tested without
/// gettext (Core links no C); multi-line strings and the escapes the catalogue uses are joined as msgfmt would.
enum KoreanCatalogue {
    static func translations() throws -> [String: String] {
        let catalogue = KoreanWords.catalogue
        if catalogue.isEmpty { throw CocoaError(.fileReadNoSuchFile) }
        return catalogue
    }

    /// Runs `body` in Korean, then back in English whatever happens.
    static func inKorean<T>(_ body: () throws -> T) throws -> T {
        let catalogue = try translations()
        Localization.translator = { catalogue[$0] ?? $0 }
        Localization.pluralTranslator = { one, many, n in catalogue[one] ?? (n == 1 ? one : many) }
        defer {
            Localization.translator = { $0 }
            Localization.pluralTranslator = { one, many, n in n == 1 ? one : many }
        }
        return try body()
    }
}

extension KoreanCatalogue {
    /// Models shown in Korean take po/ko.po's numbers, units and dates (`tr(_:_:in:)`), the catalogue not installed.
    static func installWords() {
        let catalogue = (try? translations()) ?? [:]
        Localization.words[.korean] = { catalogue[$0] ?? $0 }
    }
}
