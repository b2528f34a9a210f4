//! Dates and times as players read them.

use crate::text::rules_text::Lang;

/// The date and time of a wall-clock instant (ms since the Unix epoch) at a UTC offset in
/// minutes, as `2026-12-01 21:05` (the proleptic Gregorian calendar; the shell gives
/// the offset of its time zone at that instant). Date and time are joined by a no-break
/// space (U+00A0), so that a line never breaks inside them; the date's hyphens before
/// digits do not break under the Unicode line-breaking rules (LB25).
pub fn date_time_text(epoch_ms: u64, utc_offset_minutes: i32) -> String {
    let (days, in_day) = local_day(epoch_ms, utc_offset_minutes);
    format!("{}\u{a0}{}", date_text(days), time_text(in_day))
}

/// When something happened, as a player says it, relative to `now_ms` (both ms since the
/// Unix epoch, in the time zone of `utc_offset_minutes`): "today 21:05" / "今天 21:05",
/// "yesterday 09:30" / "昨天 09:30", "3 days ago" / "3天前" (up to six days), else the
/// date as a player writes it ([`day_text`]): "20 Nov" / "11月20日" in the same year,
/// "20 Nov 2025" / "2025年11月20日" before it (also for a time after `now_ms`). Calendar
/// days of the time zone count, not 24-hour spans; the time follows a no-break space.
pub fn relative_date_text(
    epoch_ms: u64,
    now_ms: u64,
    utc_offset_minutes: i32,
    lang: Lang,
) -> String {
    let (day, in_day) = local_day(epoch_ms, utc_offset_minutes);
    let (today, _) = local_day(now_ms, utc_offset_minutes);
    let time = time_text(in_day);
    match (today - day, lang) {
        (0, Lang::En) => format!("today\u{a0}{time}"),
        (0, Lang::Zh) => format!("今天\u{a0}{time}"),
        (1, Lang::En) => format!("yesterday\u{a0}{time}"),
        (1, Lang::Zh) => format!("昨天\u{a0}{time}"),
        (n @ 2..=6, Lang::En) => format!("{n} days ago"),
        (n @ 2..=6, Lang::Zh) => format!("{n}天前"),
        _ => {
            let (year, month, d) = civil(day);
            day_text(year, month, d, civil(today).0 != year, lang)
        }
    }
}

/// A calendar day as a player writes it: "2 Dec" / "12月2日", with the year where
/// `with_year` ("2 Dec 2025" / "2025年12月2日"); the parts joined by no-break spaces, so
/// that a line never parts them.
pub fn day_text(year: i64, month: u8, day: u8, with_year: bool, lang: Lang) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    match (lang, with_year) {
        (Lang::En, false) => format!("{day}\u{a0}{}", MONTHS[usize::from(month.clamp(1, 12)) - 1]),
        (Lang::En, true) => format!(
            "{day}\u{a0}{}\u{a0}{year}",
            MONTHS[usize::from(month.clamp(1, 12)) - 1]
        ),
        (Lang::Zh, false) => format!("{month}月{day}日"),
        (Lang::Zh, true) => format!("{year}年{month}月{day}日"),
    }
}

/// The local day (days since 1970-01-01) and the seconds into it.
fn local_day(epoch_ms: u64, utc_offset_minutes: i32) -> (i64, i64) {
    let secs = (epoch_ms / 1000) as i64 + i64::from(utc_offset_minutes) * 60;
    (secs.div_euclid(86_400), secs.rem_euclid(86_400))
}

/// `21:05` of the seconds into a day.
fn time_text(in_day: i64) -> String {
    format!("{:02}:{:02}", in_day / 3600, (in_day % 3600) / 60)
}

/// `2026-12-01` of a day since 1970-01-01.
fn date_text(days: i64) -> String {
    let (year, month, day) = civil(days);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The year, month and day of a day since 1970-01-01.
fn civil(days: i64) -> (i64, u8, u8) {
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month as u8, day as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: u64 = 86_400_000;

    #[test]
    fn dates_are_said_relative_to_now_in_each_language() {
        // 2026-12-01 21:05 UTC.
        let saved = 1_796_159_100_000;
        let rel = |now: u64, offset: i32, lang| relative_date_text(saved, now, offset, lang);
        assert_eq!(rel(saved + 60_000, 0, Lang::En), "today\u{a0}21:05");
        assert_eq!(rel(saved + 60_000, 0, Lang::Zh), "今天\u{a0}21:05");
        // Three hours later it is the next day in UTC: yesterday.
        assert_eq!(
            rel(saved + 3 * 3_600_000, 0, Lang::En),
            "yesterday\u{a0}21:05"
        );
        assert_eq!(rel(saved + 3 * 3_600_000, 0, Lang::Zh), "昨天\u{a0}21:05");
        // At UTC+8 the save was at 05:05 on 2 December, the same day as three hours later.
        assert_eq!(
            rel(saved + 3 * 3_600_000, 480, Lang::En),
            "today\u{a0}05:05"
        );
        assert_eq!(rel(saved + 3 * DAY, 0, Lang::En), "3 days ago");
        assert_eq!(rel(saved + 3 * DAY, 0, Lang::Zh), "3天前");
        assert_eq!(rel(saved + 6 * DAY, 0, Lang::En), "6 days ago");
        assert_eq!(rel(saved + 7 * DAY, 0, Lang::En), "1\u{a0}Dec");
        assert_eq!(rel(saved + 7 * DAY, 0, Lang::Zh), "12月1日");
        assert_eq!(rel(saved - DAY, 0, Lang::Zh), "12月1日");
        // a year later: the year too
        assert_eq!(rel(saved + 400 * DAY, 0, Lang::En), "1\u{a0}Dec\u{a0}2026");
        assert_eq!(rel(saved + 400 * DAY, 0, Lang::Zh), "2026年12月1日");
        assert_eq!(date_time_text(saved, 0), "2026-12-01\u{a0}21:05");
    }
}
