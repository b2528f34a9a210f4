//! Dates and times as players read them.

/// The date and time of a wall-clock instant (ms since the Unix epoch) at a UTC offset in
/// minutes, as `2026-12-01 21:05` (the proleptic Gregorian calendar; the shell gives
/// the offset of its time zone at that instant). Date and time are joined by a no-break
/// space (U+00A0), so that a line never breaks inside them; the date's hyphens before
/// digits do not break under the Unicode line-breaking rules (LB25).
pub fn date_time_text(epoch_ms: u64, utc_offset_minutes: i32) -> String {
    let secs = (epoch_ms / 1000) as i64 + i64::from(utc_offset_minutes) * 60;
    let days = secs.div_euclid(86_400);
    let in_day = secs.rem_euclid(86_400);
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
    format!(
        "{year:04}-{month:02}-{day:02}\u{a0}{:02}:{:02}",
        in_day / 3600,
        (in_day % 3600) / 60
    )
}
