/// The daily check (`boxoffice check` from a systemd user timer): its units and when it runs. The timer's
/// `OnCalendar` is written from these values' words in `Data/systemd/boxoffice-check.timer`, and a test
/// holds the two together.
public enum DailyCheck {
    /// The unit Preferences switches on and off, as `systemctl --user enable --now` would.
    public static let timerUnit = "boxoffice-check.timer"
    public static let serviceUnit = "boxoffice-check.service"

    /// 12:10 in Korea: KOBIS keeps correcting the day before "until the next morning", and the app treats
    /// a day as settled from noon (`KoreanTime.noon`); ten minutes after, the check reads a final chart.
    public static let hour = 12
    public static let minute = 10

    /// systemd's calendar expression for that time, in Korea whatever the machine's time zone.
    public static var onCalendar: String { "*-*-* \(Day.padded(hour, 2)):\(Day.padded(minute, 2)):00 Asia/Seoul" }

    /// "12:10": said in Preferences.
    public static var timeOfDay: String { "\(Day.padded(hour, 2)):\(Day.padded(minute, 2))" }
}
