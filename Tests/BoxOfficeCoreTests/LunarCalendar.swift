import BoxOfficeCore
import Foundation

/// The Korean lunar calendar computed from the sky (Meeus, Astronomical Algorithms, 2nd ed.), in Korean time
/// (UTC+9): a month begins on the day of a new moon; the month holding 동지 (the sun at 270°) is the eleventh;
/// when thirteen months begin between one 동지's month and the next, the first of them holding no principal
/// term (the sun at a multiple of 30°) is a leap month and takes no number. Then the month holding 우수 (330°)
/// is the first and the month holding 추분 (180°) the eighth — except where the months without a term fall
/// unevenly, as in 2033 (the "2033 problem": 추분 then falls in the ninth month and 우수 of 2034 in the
/// twelfth, after a leap eleventh month), which numbering from 동지 settles. Only for checking the table.
enum LunarCalendar {
    /// 설날: the first day of the first month of `year`.
    static func seollal(_ year: Int) -> Day { monthStarts(year)[2] }

    /// 추석: the fifteenth day of the eighth month of `year`.
    static func chuseok(_ year: Int) -> Day { monthStarts(year)[9].adding(days: 14) }

    /// The shortcut: the first day of the month holding 우수, and the fifteenth of the month holding 추분.
    static func seollalByRainWater(_ year: Int) -> Day {
        monthStart(holding: solarTerm(longitude: 330, near: julianDay(year, 2, 19)))
    }
    static func chuseokByEquinox(_ year: Int) -> Day {
        monthStart(holding: solarTerm(longitude: 180, near: julianDay(year, 9, 23))).adding(days: 14)
    }

    /// The first days of the numbered months from the eleventh month of `year - 1` (the one holding its 동지)
    /// on: eleventh, twelfth, first … tenth; a leap month is left out.
    static func monthStarts(_ year: Int) -> [Day] {
        let eleventh = monthStart(holding: solarTerm(longitude: 270, near: julianDay(year - 1, 12, 22)))
        let nextEleventh = monthStart(holding: solarTerm(longitude: 270, near: julianDay(year, 12, 22)))
        var starts = [eleventh]
        var k = lunation(startingOn: eleventh)
        while starts.last.map({ $0 < nextEleventh }) ?? false {
            k += 1
            starts.append(koreanDay(newMoon(k)))
        }
        // starts: the eleventh month, the months after it, and the next eleventh month.
        let isLeapYear = starts.count - 1 == 13
        var numbered: [Day] = []
        var leapFound = false
        for index in 0..<(starts.count - 1) {
            if isLeapYear, !leapFound, index > 0, !holdsPrincipalTerm(from: starts[index], to: starts[index + 1]) {
                leapFound = true
                continue
            }
            numbered.append(starts[index])
        }
        return numbered
    }

    /// The lunation number (Meeus' k) whose new moon falls on `day` in Korea.
    static func lunation(startingOn day: Day) -> Double {
        var k = ((julianDay(day.year, day.month, day.day) - 2_451_550.097_66) / 29.530_588_861).rounded()
        while koreanDay(newMoon(k)) < day { k += 1 }
        while koreanDay(newMoon(k)) > day { k -= 1 }
        return k
    }

    /// Whether the sun reaches a multiple of 30° on a day from `first` up to (not including) `end`.
    static func holdsPrincipalTerm(from first: Day, to end: Day) -> Bool {
        (sunLongitude(koreanMidnight(first)) / 30).rounded(.down)
            != (sunLongitude(koreanMidnight(end)) / 30).rounded(.down)
    }

    /// The instant (TT) a Korean day begins.
    static func koreanMidnight(_ day: Day) -> Double {
        let jd = Double(day.daysSinceEpoch) + 2_440_587.5 - 9.0 / 24
        return jd + deltaT(jd) / 86_400
    }

    /// ΔT in seconds (Espenak and Meeus' fit for 2005–2050, within seconds of the measured values back to 2003).
    static func deltaT(_ jd: Double) -> Double {
        let t = (jd - 2_451_545) / 365.25
        return 62.92 + 0.322_17 * t + 0.005_589 * t * t
    }

    /// The Korean day on which the lunar month holding the instant `jde` (TT) begins.
    static func monthStart(holding jde: Double) -> Day {
        let termDay = koreanDay(jde)
        var k = ((jde - 2_451_550.097_66) / 29.530_588_861).rounded(.down)
        // The new moon on or before the term's day, by Korean days.
        while koreanDay(newMoon(k + 1)) <= termDay { k += 1 }
        while koreanDay(newMoon(k)) > termDay { k -= 1 }
        return koreanDay(newMoon(k))
    }

    /// The Korean calendar day of an instant in Terrestrial Time.
    static func koreanDay(_ jde: Double) -> Day {
        let ut = jde - deltaT(jde) / 86_400
        return Day(daysSinceEpoch: Int((ut + 9.0 / 24 - 2_440_587.5).rounded(.down)))
    }

    static func julianDay(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(Day(year: year, month: month, day: day)?.daysSinceEpoch ?? 0) + 2_440_587.5
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// The sun's apparent longitude in degrees (Meeus ch. 25, to about 0.01°).
    static func sunLongitude(_ jde: Double) -> Double {
        let t = (jde - 2_451_545) / 36_525
        let l0 = 280.466_46 + 36_000.769_83 * t + 0.000_303_2 * t * t
        let m = radians(357.529_11 + 35_999.050_29 * t - 0.000_153_7 * t * t)
        let c =
            (1.914_602 - 0.004_817 * t - 0.000_014 * t * t) * sin(m) + (0.019_993 - 0.000_101 * t) * sin(2 * m)
            + 0.000_289 * sin(3 * m)
        let omega = radians(125.04 - 1_934.136 * t)
        let apparent = l0 + c - 0.005_69 - 0.004_78 * sin(omega)
        return apparent.truncatingRemainder(dividingBy: 360) + (apparent < 0 ? 360 : 0)
    }

    /// The instant the sun reaches `longitude`, from a guess within a few days of it.
    static func solarTerm(longitude: Double, near guess: Double) -> Double {
        var jde = guess
        for _ in 0..<20 {
            var gap = longitude - sunLongitude(jde)
            gap -= 360 * (gap / 360).rounded()
            jde += gap * 365.242_2 / 360
        }
        return jde
    }

    /// The new moon of lunation `k` (Meeus ch. 49, to a few seconds), in TT.
    static func newMoon(_ k: Double) -> Double {
        let t = k / 1_236.85
        let t2 = t * t
        let t3 = t2 * t
        let t4 = t3 * t
        var jde =
            2_451_550.097_66 + 29.530_588_861 * k + 0.000_154_37 * t2 - 0.000_000_150 * t3 + 0.000_000_000_73 * t4
        let e = 1 - 0.002_516 * t - 0.000_007_4 * t2
        let m = radians(2.553_4 + 29.105_356_70 * k - 0.000_001_4 * t2 - 0.000_000_11 * t3)
        let mp = radians(201.564_3 + 385.816_935_28 * k + 0.010_758_2 * t2 + 0.000_012_38 * t3 - 0.000_000_058 * t4)
        let f = radians(160.710_8 + 390.670_502_84 * k - 0.001_611_8 * t2 - 0.000_002_27 * t3 + 0.000_000_011 * t4)
        let omega = radians(124.774_6 - 1.563_755_88 * k + 0.002_067_2 * t2 + 0.000_002_15 * t3)
        let terms: [(Double, Double)] = [
            (-0.407_20, mp), (0.172_41 * e, m), (0.016_08, 2 * mp), (0.010_39, 2 * f), (0.007_39 * e, mp - m),
            (-0.005_14 * e, mp + m), (0.002_08 * e * e, 2 * m), (-0.001_11, mp - 2 * f), (-0.000_57, mp + 2 * f),
            (0.000_56 * e, 2 * mp + m), (-0.000_42, 3 * mp), (0.000_42 * e, m + 2 * f), (0.000_38 * e, m - 2 * f),
            (-0.000_24 * e, 2 * mp - m), (-0.000_17, omega), (-0.000_07, mp + 2 * m), (0.000_04, 2 * mp - 2 * f),
            (0.000_04, 3 * m), (0.000_03, mp + m - 2 * f), (0.000_03, 2 * mp + 2 * f), (-0.000_03, mp + m + 2 * f),
            (0.000_03, mp - m + 2 * f), (-0.000_02, mp - m - 2 * f), (-0.000_02, 3 * mp + m), (0.000_02, 4 * mp)
        ]
        for (amplitude, angle) in terms { jde += amplitude * sin(angle) }
        let planetary: [(Double, Double)] = [
            (0.000_325, 299.77 + 0.107_408 * k - 0.009_173 * t2), (0.000_165, 251.88 + 0.016_321 * k),
            (0.000_164, 251.83 + 26.651_886 * k), (0.000_126, 349.42 + 36.412_478 * k),
            (0.000_110, 84.66 + 18.206_239 * k), (0.000_062, 141.74 + 53.303_771 * k),
            (0.000_060, 207.14 + 2.453_732 * k), (0.000_056, 154.84 + 7.306_860 * k),
            (0.000_047, 34.52 + 27.261_239 * k), (0.000_042, 207.19 + 0.121_824 * k),
            (0.000_040, 291.34 + 1.844_379 * k), (0.000_037, 161.72 + 24.198_154 * k),
            (0.000_035, 239.56 + 25.513_099 * k), (0.000_023, 331.55 + 3.592_518 * k)
        ]
        for (amplitude, angle) in planetary { jde += amplitude * sin(radians(angle)) }
        return jde
    }
}
