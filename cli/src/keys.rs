//! Keys from the bytes a terminal sends in raw mode: UTF-8 characters, control keys
//! and the escape sequences of the arrow and editing keys. Sequences this program has
//! no use for (function keys, mouse reports, Alt-combinations) are swallowed whole, so
//! none of their bytes ever reaches the line being edited.

/// One key press.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A printable character.
    Char(char),
    /// Enter (carriage return or line feed).
    Enter,
    /// Backspace (DEL or Ctrl-H): delete before the cursor.
    Backspace,
    /// Delete: delete under the cursor.
    Delete,
    /// ← or Ctrl-B.
    Left,
    /// → or Ctrl-F.
    Right,
    /// ↑ or Ctrl-P: the previous line of the history.
    Up,
    /// ↓ or Ctrl-N: the next line of the history.
    Down,
    /// Home or Ctrl-A.
    Home,
    /// End or Ctrl-E.
    End,
    /// Ctrl-C.
    Interrupt,
    /// Ctrl-D: end of input on an empty line, else delete under the cursor.
    CtrlD,
    /// Ctrl-K: delete from the cursor to the end.
    KillToEnd,
    /// Ctrl-U: delete from the start to the cursor.
    KillToStart,
    /// Ctrl-W: delete the word before the cursor.
    DeleteWord,
    /// Ctrl-L: draw the line again.
    Redraw,
    /// A key with no meaning here (Tab, function keys, other control keys).
    Ignored,
}

/// Turns bytes into keys; a sequence split across reads is completed by the next.
#[derive(Debug, Default)]
pub struct KeyDecoder {
    pending: Vec<u8>,
}

/// What the bytes at the start of a buffer are.
enum Step {
    /// A key made of this many bytes.
    Key(Key, usize),
    /// The start of a sequence that needs more bytes.
    Incomplete,
}

impl KeyDecoder {
    /// A decoder with nothing pending.
    pub fn new() -> KeyDecoder {
        KeyDecoder::default()
    }

    /// Decodes `bytes` (after whatever an earlier call left incomplete).
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Key> {
        self.pending.extend_from_slice(bytes);
        let mut keys = Vec::new();
        let mut at = 0;
        while at < self.pending.len() {
            match decode(&self.pending[at..]) {
                Step::Key(key, len) => {
                    keys.push(key);
                    at += len;
                }
                Step::Incomplete => break,
            }
        }
        self.pending.drain(..at);
        keys
    }

    /// Whether an escape sequence or a character is waiting for its next bytes.
    pub fn is_pending(&self) -> bool {
        !self.pending.is_empty()
    }

    /// Gives up on an incomplete sequence (a lone Escape press, or a cut-off character):
    /// its bytes are dropped.
    pub fn flush(&mut self) {
        self.pending.clear();
    }
}

fn decode(b: &[u8]) -> Step {
    let key = |k, n| Step::Key(k, n);
    match b[0] {
        b'\r' | b'\n' => key(Key::Enter, 1),
        0x7f | 0x08 => key(Key::Backspace, 1),
        0x01 => key(Key::Home, 1),
        0x02 => key(Key::Left, 1),
        0x03 => key(Key::Interrupt, 1),
        0x04 => key(Key::CtrlD, 1),
        0x05 => key(Key::End, 1),
        0x06 => key(Key::Right, 1),
        0x0b => key(Key::KillToEnd, 1),
        0x0c => key(Key::Redraw, 1),
        0x0e => key(Key::Down, 1),
        0x10 => key(Key::Up, 1),
        0x15 => key(Key::KillToStart, 1),
        0x17 => key(Key::DeleteWord, 1),
        0x1b => escape(b),
        c if c < 0x20 => key(Key::Ignored, 1),
        c if c < 0x80 => key(Key::Char(c as char), 1),
        c => {
            let len = match c {
                0xc0..=0xdf => 2,
                0xe0..=0xef => 3,
                0xf0..=0xf7 => 4,
                _ => return key(Key::Ignored, 1),
            };
            if b.len() < len {
                return Step::Incomplete;
            }
            match std::str::from_utf8(&b[..len])
                .ok()
                .and_then(|s| s.chars().next())
            {
                // C1 controls are not printable either.
                Some(ch) if !ch.is_control() => key(Key::Char(ch), len),
                Some(_) => key(Key::Ignored, len),
                None => key(Key::Ignored, 1),
            }
        }
    }
}

/// An escape sequence: `ESC [ params final` (CSI), `ESC O x` (SS3), or `ESC x` (Alt).
fn escape(b: &[u8]) -> Step {
    let Some(&second) = b.get(1) else {
        return Step::Incomplete;
    };
    match second {
        b'[' => {
            // Parameter and intermediate bytes 0x20–0x3f, then a final byte 0x40–0x7e.
            let Some(end) = b[2..].iter().position(|c| !(0x20..0x40).contains(c)) else {
                return Step::Incomplete;
            };
            let params = &b[2..2 + end];
            let fin = b[2 + end];
            let len = 3 + end;
            if !(0x40..0x7f).contains(&fin) {
                // Not a well-formed sequence: drop the ESC [ and go on.
                return Step::Key(Key::Ignored, 2 + end);
            }
            let first_param = params.split(|&c| c == b';').next().unwrap_or(&[]);
            let k = match (fin, first_param) {
                (b'A', _) => Key::Up,
                (b'B', _) => Key::Down,
                (b'C', _) => Key::Right,
                (b'D', _) => Key::Left,
                (b'H', _) => Key::Home,
                (b'F', _) => Key::End,
                (b'~', b"1" | b"7") => Key::Home,
                (b'~', b"4" | b"8") => Key::End,
                (b'~', b"3") => Key::Delete,
                _ => Key::Ignored,
            };
            Step::Key(k, len)
        }
        b'O' => {
            let Some(&fin) = b.get(2) else {
                return Step::Incomplete;
            };
            let k = match fin {
                b'A' => Key::Up,
                b'B' => Key::Down,
                b'C' => Key::Right,
                b'D' => Key::Left,
                b'H' => Key::Home,
                b'F' => Key::End,
                _ => Key::Ignored,
            };
            Step::Key(k, 3)
        }
        // ESC ESC: the first is a lone Escape press.
        0x1b => Step::Key(Key::Ignored, 1),
        // Alt + a key, or Escape then a key: both are ignored.
        _ => Step::Key(Key::Ignored, 2),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(bytes: &[u8]) -> Vec<Key> {
        KeyDecoder::new().feed(bytes)
    }

    #[test]
    fn characters_and_control_keys() {
        assert_eq!(
            keys(b"b2-\x7f\r"),
            [
                Key::Char('b'),
                Key::Char('2'),
                Key::Char('-'),
                Key::Backspace,
                Key::Enter
            ]
        );
        assert_eq!(
            keys(b"\x03\x04\x01\x05"),
            [Key::Interrupt, Key::CtrlD, Key::Home, Key::End]
        );
        assert_eq!(keys("ｂ悔".as_bytes()), [Key::Char('ｂ'), Key::Char('悔')]);
        assert_eq!(keys(b"\t"), [Key::Ignored]);
    }

    #[test]
    fn arrow_and_editing_keys() {
        assert_eq!(
            keys(b"\x1b[A\x1b[B\x1b[C\x1b[D\x1bOH\x1b[F\x1b[3~\x1b[1~\x1b[4~"),
            [
                Key::Up,
                Key::Down,
                Key::Right,
                Key::Left,
                Key::Home,
                Key::End,
                Key::Delete,
                Key::Home,
                Key::End
            ]
        );
        // Modified arrows (Ctrl-←: ESC [ 1 ; 5 D) are still arrows.
        assert_eq!(keys(b"\x1b[1;5D"), [Key::Left]);
    }

    #[test]
    fn unknown_sequences_are_swallowed_whole() {
        // F5, a mouse report, Alt-x: nothing of them is typed.
        assert_eq!(keys(b"\x1b[15~"), [Key::Ignored]);
        assert_eq!(keys(b"\x1b[<0;12;5M"), [Key::Ignored]);
        assert_eq!(keys(b"\x1bx"), [Key::Ignored]);
        assert_eq!(keys(b"\x1b[15~a"), [Key::Ignored, Key::Char('a')]);
    }

    #[test]
    fn sequences_split_across_reads() {
        let mut d = KeyDecoder::new();
        assert_eq!(d.feed(b"\x1b"), []);
        assert!(d.is_pending());
        assert_eq!(d.feed(b"["), []);
        assert_eq!(d.feed(b"D"), [Key::Left]);
        let bytes = "悔".as_bytes();
        assert_eq!(d.feed(&bytes[..1]), []);
        assert_eq!(d.feed(&bytes[1..]), [Key::Char('悔')]);
        // A lone Escape press is dropped when the caller gives up waiting.
        assert_eq!(d.feed(b"\x1b"), []);
        d.flush();
        assert_eq!(d.feed(b"x"), [Key::Char('x')]);
    }
}
