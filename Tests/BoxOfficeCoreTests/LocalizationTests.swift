@testable import BoxOfficeCore
import XCTest

/// `tr` fills named placeholders in one pass: values are cleaned and never read as placeholders.
final class LocalizationTests: XCTestCase {
    func testPlaceholdersAreFilledOnceAndValuesAreCleaned() {
        XCTAssertEqual(tr("{rank}위, {change}: {title}.", ["rank": "1", "change": "순위 변동 없음", "title": "스파이더맨: 노 웨이 홈"]),
                       "1위, 순위 변동 없음: 스파이더맨: 노 웨이 홈.")
        XCTAssertEqual(tr("{a} and {a}", ["a": "x"]), "x and x")
        // A title holding a placeholder's name stays as it is; an unknown name and a lone brace are kept.
        XCTAssertEqual(tr("{title} on {day}", ["title": "{day}", "day": "1월 5일"]), "{day} on 1월 5일")
        XCTAssertEqual(tr("{unknown} {title} {", ["title": "A"]), "{unknown} A {")
        XCTAssertEqual(tr("no braces", ["title": "A"]), "no braces")
        XCTAssertEqual(tr("“{text}”", ["text": "line\none\t\u{1B}[31m"]), "“line one [31m”")
        XCTAssertEqual(tr("{t}", ["t": String(repeating: "가", count: 600)]).count, 501)
    }
}
