//! The whole app across the FFI (AppCore): what the shells read beside the screens.

use folkchess_ffi::*;

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("folkchess-ffi-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Runs every disk job of `effects` and sends its answer, until none is left.
fn disk(app: &AppCore, mut effects: Vec<AppEffect>) {
    while let Some(e) = effects.pop() {
        if let AppEffect::Disk { job } = e {
            effects.extend(
                app.send(AppEvent::DiskDone { answer: job.run() }, 0, 0)
                    .unwrap(),
            );
        }
    }
}

#[test]
fn the_view_carries_the_theme_of_the_settings_and_follows_a_change() {
    let dir = temp("theme");
    let app = AppCore::new(dir.display().to_string(), vec!["en".into()], 0, 1).unwrap();
    disk(&app, app.send(AppEvent::Start, 0, 0).unwrap());
    assert_eq!(app.view(0, 0).unwrap().theme, ThemeSetting::System);
    disk(&app, app.send(AppEvent::OpenSettings, 0, 0).unwrap());
    disk(
        &app,
        app.send(
            AppEvent::SettingChoice {
                key: ChoiceKey::Theme,
                index: 2,
            },
            0,
            0,
        )
        .unwrap(),
    );
    assert_eq!(app.view(0, 0).unwrap().theme, ThemeSetting::Dark);
    // Written: a new app over the same folder reads it back.
    let again = AppCore::new(dir.display().to_string(), vec!["en".into()], 0, 1).unwrap();
    disk(&again, again.send(AppEvent::Start, 0, 0).unwrap());
    assert_eq!(again.view(0, 0).unwrap().theme, ThemeSetting::Dark);
    let _ = std::fs::remove_dir_all(&dir);
}
