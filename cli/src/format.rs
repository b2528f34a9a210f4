//! The output formats of the listing commands (`review`, `practice list`, `stats`): text for
//! people, TSV for tools.

/// The output format of `review` and `practice list`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// An annotated move list with the summary, for people.
    Text,
    /// One tab-separated line per ply: `ply side move before after label best`.
    Tsv,
}

/// Parses `--format`.
pub fn parse_format(s: &str) -> Result<Format, String> {
    match s {
        "text" => Ok(Format::Text),
        "tsv" => Ok(Format::Tsv),
        _ => Err(format!("unknown format `{s}` (expected text or tsv)")),
    }
}
