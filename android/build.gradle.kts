// Top-level build file: plugin versions come from gradle/libs.versions.toml.
// AGP 9 compiles Kotlin itself (built-in Kotlin): org.jetbrains.kotlin.android is NOT applied;
// only the Compose compiler plugin is.
plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.kotlin.compose) apply false
}
