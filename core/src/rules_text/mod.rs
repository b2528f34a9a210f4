//! Bilingual (中文 / English) rules texts for the in-app rules screens.
