import BoxOfficeViewModels
import XCTest

/// Issue 45 (19): where the charts' axis labels go at 360 px, with a font 10 px a character wide (a wrapped
/// label as wide as its longest line), five bars 60 px apart in a chart 300 px
/// wide (50 px apart in 250 px for the Korean names).
final class AxisLabelLayoutTests: XCTestCase {
    let width: (String) -> Double = { text in Double(text.split(separator: "\n").map(\.count).max() ?? 0) * 10 }
    let centres: [Double] = [30, 90, 150, 210, 270]

    private func shown(_ labels: [AxisLabel]) -> [String] {
        labels.map {
            "\($0.text.replacingOccurrences(of: "\n", with: "/")) \(Int($0.left))–\(Int($0.right)) r\($0.row)"
        }
    }

    /// The holidays in English: too wide on one row even wrapped, and on two rows unless wrapped; so wrapped
    /// and taking turns, the last pulled in from the right edge, every one shown and none touching.
    func testEveryHolidayIsNamedWrappedOnTwoRows() {
        let labels = AxisLabelLayout.every(
            ["Seollal break", "May", "Summer peak", "Chuseok break", "Christmas Day"], centres: centres,
            bounds: 0...300, gap: 6, width: width)
        XCTAssertEqual(
            shown(labels),
            [
                "Seollal/break 0–70 r0", "May 75–105 r1", "Summer/peak 120–180 r0", "Chuseok/break 175–245 r1",
                "Christmas/Day 210–300 r0"
            ])
        XCTAssertTrue(AxisLabelLayout.fits(labels, gap: 6))
        XCTAssertEqual(AxisLabelLayout.height(labels, lineHeight: 17), 4 * 17)
        XCTAssertEqual(AxisLabelLayout.rowOffset(labels[1], in: labels, lineHeight: 17), 2 * 17)
    }

    /// Korean names fit on one row once wrapped at their space ("여름 성수기" → "여름/성수기"); one without a
    /// space stays whole.
    func testKoreanNamesFitOnOneRowWrapped() {
        let labels = AxisLabelLayout.every(
            ["설 연휴", "5월", "여름 성수기", "추석 연휴", "성탄절"], centres: [25, 75, 125, 175, 225], bounds: 0...250, gap: 6,
            width: width)
        XCTAssertEqual(
            shown(labels),
            ["설/연휴 15–35 r0", "5월 65–85 r0", "여름/성수기 110–140 r0", "추석/연휴 165–185 r0", "성탄절 210–240 r0"])
        XCTAssertEqual(AxisLabelLayout.height(labels, lineHeight: 17), 2 * 17)
    }

    /// Labels that fit stay on one line, unwrapped.
    func testLabelsThatFitStayAsTheyAre() {
        let labels = AxisLabelLayout.every(["1월", "2월"], centres: [30, 90], bounds: 0...120, gap: 6, width: width)
        XCTAssertEqual(shown(labels), ["1월 20–40 r0", "2월 80–100 r0"])
        XCTAssertEqual(AxisLabelLayout.height(labels, lineHeight: 17), 17)
    }

    /// Months, days and weekends read on: every nth, counted back from the last, which is always shown.
    func testSpacedKeepsEveryNthFromTheLast() {
        let texts = (1...12).map { "\($0)월" }
        let labels = AxisLabelLayout.spaced(
            texts, centres: texts.indices.map { 12 + Double($0) * 24 }, step: 24, bounds: 0...290, gap: 6, width: width)
        XCTAssertEqual(labels.map(\.text), ["2월", "4월", "6월", "8월", "10월", "12월"])
        XCTAssertEqual(labels.last?.right, 290)
    }

    /// The forecast chart's days: the day forecast from, the band's end, then D1, none left of the plot (where
    /// the value axis's "0" is); D1 left out where it would touch D3.
    func testKeepingDropsWhatWouldTouchAndNothingLeftOfThePlot() {
        let labels = AxisLabelLayout.keeping(
            ["D3", "D60", "D1"], centres: [52, 300, 48], bounds: 48...320, gap: 6, width: width)
        XCTAssertEqual(shown(labels), ["D3 48–68 r0", "D60 285–315 r0"])
        let apart = AxisLabelLayout.keeping(
            ["D22", "D60", "D1"], centres: [150, 300, 48], bounds: 48...320, gap: 6, width: width)
        XCTAssertEqual(shown(apart), ["D22 135–165 r0", "D60 285–315 r0", "D1 48–68 r0"])
        let once = AxisLabelLayout.keeping(
            ["D1", "D60", "D1"], centres: [48, 300, 48], bounds: 48...320, gap: 6, width: width)
        XCTAssertEqual(once.map(\.text), ["D1", "D60"])
    }
}
