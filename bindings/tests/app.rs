//! The whole app across the FFI: the view carries the theme the settings choose, so that a
//! shell paints every screen in it without reading the settings itself.

use folkchess_ffi::*;

fn run_disk(app: &AppCore, effects: Vec<AppEffect>, t: i64) {
    let mut queue: std::collections::VecDeque<AppEffect> = effects.into();
    while let Some(e) = queue.pop_front() {
        if let AppEffect::Disk { job } = e {
            let more = app
                .send(AppEvent::DiskDone { answer: job.run() }, t, t)
                .unwrap();
            queue.extend(more);
        }
    }
}

#[test]
fn the_view_carries_the_theme_of_the_settings() {
    let dir = std::env::temp_dir().join(format!("folkchess-ffi-app-theme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = AppCore::new(dir.display().to_string(), vec!["en".into()], 0, 1).unwrap();
    assert_eq!(app.view(0, 0).unwrap().theme, ThemeSetting::System);
    let started = app.send(AppEvent::Start, 1, 1).unwrap();
    run_disk(&app, started, 2);
    let opened = app.send(AppEvent::OpenSettings, 3, 3).unwrap();
    run_disk(&app, opened, 4);
    // The theme row: System, Light, Dark.
    let chose = app
        .send(
            AppEvent::SettingChoice {
                key: ChoiceKey::Theme,
                index: 2,
            },
            5,
            5,
        )
        .unwrap();
    assert_eq!(app.view(6, 6).unwrap().theme, ThemeSetting::Dark);
    run_disk(&app, chose, 7);
    // A new app over the same folder reads it back.
    let again = AppCore::new(dir.display().to_string(), vec!["en".into()], 0, 1).unwrap();
    let started = again.send(AppEvent::Start, 1, 1).unwrap();
    run_disk(&again, started, 2);
    assert_eq!(again.view(3, 3).unwrap().theme, ThemeSetting::Dark);
    let _ = std::fs::remove_dir_all(&dir);
}
