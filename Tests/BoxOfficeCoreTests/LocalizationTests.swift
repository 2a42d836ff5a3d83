import XCTest

@testable import BoxOfficeCore

/// `tr` fills named placeholders in one pass: values are cleaned and never read as placeholders.
final class LocalizationTests: XCTestCase {
    func testPlaceholdersAreFilledOnceAndValuesAreCleaned() {
        XCTAssertEqual(
            tr("{rank}위, {change}: {title}.", ["rank": "1", "change": "순위 변동 없음", "title": "스파이더맨: 노 웨이 홈"]),
            "1위, 순위 변동 없음: 스파이더맨: 노 웨이 홈.")
        XCTAssertEqual(tr("{a} and {a}", ["a": "x"]), "x and x")
        // A title holding a placeholder's name stays as it is; an unknown name and a lone brace are kept.
        XCTAssertEqual(tr("{title} on {day}", ["title": "{day}", "day": "1월 5일"]), "{day} on 1월 5일")
        XCTAssertEqual(tr("{unknown} {title} {", ["title": "A"]), "{unknown} A {")
        XCTAssertEqual(tr("no braces", ["title": "A"]), "no braces")
        XCTAssertEqual(tr("“{text}”", ["text": "line\none\t\u{1B}[31m"]), "“line one [31m”")
        XCTAssertEqual(tr("{t}", ["t": String(repeating: "가", count: 600)]).count, 501)
    }

    /// "KOBIS이(가)" and "'기생충'와(과)" read as no Korean writes: the value before a particle picks its form.
    func testKoreanParticlesFollowTheWordBeforeThem() throws {
        XCTAssertEqual(tr("{service}이(가) 응답했습니다", ["service": "KOBIS"]), "KOBIS가 응답했습니다")
        XCTAssertEqual(tr("{service}이(가) 응답했습니다", ["service": "카카오"]), "카카오가 응답했습니다")
        XCTAssertEqual(tr("{service}이(가) 응답했습니다", ["service": "영화진흥위원회 전산망"]), "영화진흥위원회 전산망이 응답했습니다")
        XCTAssertEqual(tr("'{query}'와(과) 일치하는 영화가 없습니다", ["query": "기생충"]), "'기생충'과 일치하는 영화가 없습니다")
        XCTAssertEqual(tr("'{query}'와(과) 일치하는 영화가 없습니다", ["query": "아바타"]), "'아바타'와 일치하는 영화가 없습니다")
        XCTAssertEqual(tr("{path}을(를) 읽을 수 없습니다", ["path": "/home/a/keys"]), "/home/a/keys를 읽을 수 없습니다")
        XCTAssertEqual(tr("{day}을(를) 표시합니다", ["day": "2022년 1월 5일"]), "2022년 1월 5일을 표시합니다")
        XCTAssertEqual(tr("\"{region}\"(이)라는 지역은 없습니다", ["region": "서울"]), "\"서울\"이라는 지역은 없습니다")
        XCTAssertEqual(tr("\"{region}\"(이)라는 지역은 없습니다", ["region": "부산"]), "\"부산\"이라는 지역은 없습니다")
        XCTAssertEqual(tr("\"{region}\"(이)라는 지역은 없습니다", ["region": "대구"]), "\"대구\"라는 지역은 없습니다")
        XCTAssertEqual(tr("{place}(으)로 이동", ["place": "서울"]), "서울로 이동", "ㄹ takes 로")
        XCTAssertEqual(tr("{place}(으)로 이동", ["place": "부산"]), "부산으로 이동")
        XCTAssertEqual(tr("{n}은(는) 없는 날짜", ["n": "2019-02-30"]), "2019-02-30은 없는 날짜", "공 → 영: a final consonant")
        XCTAssertEqual(tr("{n}은(는) 없는 날짜", ["n": "2019-02-29"]), "2019-02-29는 없는 날짜")
        // Not after a placeholder: left as written.
        XCTAssertEqual(tr("영화이(가) {x}", ["x": "1"]), "영화이(가) 1")
        // Through the real catalogue: the search's and the service's sentences.
        try KoreanCatalogue.inKorean {
            XCTAssertEqual(tr("No films match '{query}'", ["query": "기생충"]), "'기생충'과 일치하는 영화가 없습니다")
        }
    }
}
