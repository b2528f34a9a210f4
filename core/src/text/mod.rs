//! The words layer: the rules texts, the players' sentences about moves and results, the
//! catalogue of every sentence a screen shows, and Traditional Chinese made from Simplified —
//! in zh / zh-Hant / en. It depends only on the rules layer.

pub mod catalogue;
pub mod dates;
pub mod failure;
pub mod hant;
pub mod messages;
pub mod rules_text;
