import XCTest

@testable import BoxOfficeUI

/// A control's name without its underlined letter's marks, in both ways translations write them.
final class MnemonicNamesTests: XCTestCase {
    func testTheMarksAreTakenOut() {
        MainActor.assumeIsolated {
            let cases = [
                ("최신 날짜(_L)", "최신 날짜"), ("로그 눈금 (_L)", "로그 눈금"), ("_Latest Day", "Latest Day"),
                ("A__B", "A_B"), ("Fill _History…", "Fill History…"), ("기록 복사(_R) 더", "기록 복사 더"),
                ("(b) 기록(_R)", "(b) 기록"), ("괄호(_)", "괄호()"), ("no mark", "no mark"), ("끝(_", "끝(")
            ]
            for (label, plain) in cases {
                XCTAssertEqual(MnemonicNames.plain(label), plain, label)
            }
        }
    }
}
