//! The size limits of every input, in one place, and the one bounded way of reading a
//! file.
//!
//! No input is read whole before its size is known to be within its limit: a file is read
//! through [`read_limited`], which stops one byte past the limit (so `/dev/zero`, a pipe
//! that never ends or a file that grows while it is read cannot exhaust memory), and a text
//! handed in by an app is checked by its length before it is parsed. The limits are far
//! above any real game: a 300-ply game is about 4 kB of save JSON or 2 kB of shared text.

use std::io::Read;
use std::path::Path;

/// The largest save file or shared game (file or pasted text) read: 1 MiB.
pub const MAX_GAME_BYTES: u64 = 1 << 20;

/// The largest data file read (statistics, practice, puzzle progress, settings): 16 MiB
/// (thousands of finished games are well under 1 MiB).
pub const MAX_DATA_FILE_BYTES: u64 = 16 << 20;

/// The longest line read from a person or a tool (the terminal's prompt, the engine
/// protocol): 64 KiB.
pub const MAX_LINE_BYTES: usize = 64 << 10;

/// A limit in words: "1 MiB (1048576 bytes)".
pub fn limit_text(limit: u64) -> String {
    let unit = if limit >= 1 << 20 && limit.is_multiple_of(1 << 20) {
        format!("{} MiB", limit >> 20)
    } else if limit >= 1 << 10 && limit.is_multiple_of(1 << 10) {
        format!("{} KiB", limit >> 10)
    } else {
        format!("{limit} bytes")
    };
    format!("{unit} ({limit} bytes)")
}

/// An input larger than its limit.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{what} is larger than the limit of {}", limit_text(*.limit))]
pub struct TooLarge {
    /// What was read ("the file x.json", "the text").
    pub what: String,
    /// The limit, in bytes.
    pub limit: u64,
}

/// Why [`read_limited`] read nothing.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file could not be opened or read.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// The file is larger than the limit.
    #[error(transparent)]
    TooLarge(#[from] TooLarge),
}

impl ReadError {
    /// The error as an I/O error (a too-large file is `FileTooLarge`, its message naming
    /// the limit), for callers whose errors are I/O errors.
    pub fn into_io(self) -> std::io::Error {
        match self {
            ReadError::Io(e) => e,
            ReadError::TooLarge(t) => {
                std::io::Error::new(std::io::ErrorKind::FileTooLarge, t.to_string())
            }
        }
    }

    /// Whether the file does not exist.
    pub fn is_not_found(&self) -> bool {
        matches!(self, ReadError::Io(e) if e.kind() == std::io::ErrorKind::NotFound)
    }
}

/// Reads the file at `path` whole if it holds at most `limit` bytes: a larger file (by
/// its length, or by what could be read from it — a device or a pipe has no length) is
/// [`ReadError::TooLarge`] after at most `limit + 1` bytes were read.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let file = std::fs::File::open(path)?;
    let too_large = || TooLarge {
        what: format!("the file {}", path.display()),
        limit,
    };
    if let Ok(meta) = file.metadata() {
        if meta.is_dir() {
            return Err(std::io::Error::from(std::io::ErrorKind::IsADirectory).into());
        }
        if meta.is_file() && meta.len() > limit {
            return Err(too_large().into());
        }
    }
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(too_large().into());
    }
    Ok(bytes)
}

/// Checks a text handed in whole (a pasted game) against `limit`.
pub fn check_text(text: &str, limit: u64) -> Result<(), TooLarge> {
    if text.len() as u64 > limit {
        return Err(TooLarge {
            what: "the text".to_string(),
            limit,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn an_endless_input_is_refused_after_the_limit() {
        let e = read_limited(Path::new("/dev/zero"), 1000);
        match e {
            Err(ReadError::TooLarge(t)) => {
                assert_eq!(t.limit, 1000);
                assert!(t.to_string().contains("limit of 1000 bytes"), "{t}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn limits_are_named_in_words() {
        assert_eq!(limit_text(MAX_GAME_BYTES), "1 MiB (1048576 bytes)");
        assert_eq!(limit_text(MAX_LINE_BYTES as u64), "64 KiB (65536 bytes)");
        assert!(check_text(&"x".repeat(11), 10).is_err());
        assert!(check_text("x", 10).is_ok());
    }
}
