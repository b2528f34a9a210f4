//! A line editor for the prompt on a terminal in raw mode: the line, the cursor in it
//! and a history of the lines entered, changed by [`Key`]s; and the bytes that show the
//! prompt and the line on the terminal, wrapped at its width, with the cursor in place.
//!
//! Nothing here reads or writes a terminal: [`LineEditor::key`] changes the state and
//! [`LineEditor::refresh`] returns what to write, so both are tested without one.

use crate::keys::Key;

/// What a key did to the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// The line changed (or not); keep editing.
    Continue,
    /// Enter: the line is done.
    Submit(String),
    /// Ctrl-C on a line with text: the text was thrown away.
    Discarded,
    /// Ctrl-C on an empty line.
    Interrupt,
    /// Ctrl-D on an empty line: end of input.
    Eof,
}

/// The line being edited and the history.
#[derive(Debug, Default)]
pub struct LineEditor {
    line: Vec<char>,
    cursor: usize,
    history: Vec<String>,
    /// The history entry shown (`None`: the line being typed, kept in `draft`).
    browsing: Option<usize>,
    draft: Vec<char>,
    /// The row of the cursor below the prompt's first row, as last drawn.
    cursor_row: usize,
}

/// The most lines the history keeps.
pub const HISTORY_LEN: usize = 200;

impl LineEditor {
    /// An empty line and history.
    pub fn new() -> LineEditor {
        LineEditor::default()
    }

    /// The line as typed so far.
    pub fn text(&self) -> String {
        self.line.iter().collect()
    }

    /// The cursor's position, in characters from the start.
    #[cfg(test)]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// How many rows the cursor is below the prompt's first row.
    pub fn cursor_row(&self) -> usize {
        self.cursor_row
    }

    /// Starts a new line (after a submit, or when the turn's time ran out): what was
    /// typed is gone.
    pub fn clear(&mut self) {
        self.line.clear();
        self.cursor = 0;
        self.browsing = None;
        self.draft.clear();
        self.cursor_row = 0;
    }

    /// Adds a line to the history (not blank lines, not a repeat of the last one).
    pub fn remember(&mut self, line: &str) {
        let line = line.trim();
        if line.is_empty() || self.history.last().is_some_and(|l| l == line) {
            return;
        }
        self.history.push(line.to_string());
        if self.history.len() > HISTORY_LEN {
            self.history.remove(0);
        }
    }

    /// The lines remembered, oldest first.
    #[cfg(test)]
    pub fn history(&self) -> &[String] {
        &self.history
    }

    /// Applies one key.
    pub fn key(&mut self, key: Key) -> Edit {
        match key {
            Key::Char(c) => {
                self.line.insert(self.cursor, c);
                self.cursor += 1;
            }
            Key::Enter => {
                let line = self.text();
                self.remember(&line);
                self.line.clear();
                self.cursor = 0;
                self.browsing = None;
                self.draft.clear();
                return Edit::Submit(line);
            }
            Key::Backspace => {
                if self.cursor > 0 {
                    self.cursor -= 1;
                    self.line.remove(self.cursor);
                }
            }
            Key::Delete => self.delete_at_cursor(),
            Key::CtrlD => {
                if self.line.is_empty() {
                    return Edit::Eof;
                }
                self.delete_at_cursor();
            }
            Key::Interrupt => {
                if self.line.is_empty() {
                    return Edit::Interrupt;
                }
                self.line.clear();
                self.cursor = 0;
                self.browsing = None;
                return Edit::Discarded;
            }
            Key::Left => self.cursor = self.cursor.saturating_sub(1),
            Key::Right => self.cursor = (self.cursor + 1).min(self.line.len()),
            Key::Home => self.cursor = 0,
            Key::End => self.cursor = self.line.len(),
            Key::KillToEnd => self.line.truncate(self.cursor),
            Key::KillToStart => {
                self.line.drain(..self.cursor);
                self.cursor = 0;
            }
            Key::DeleteWord => {
                let mut start = self.cursor;
                while start > 0 && self.line[start - 1] == ' ' {
                    start -= 1;
                }
                while start > 0 && self.line[start - 1] != ' ' {
                    start -= 1;
                }
                self.line.drain(start..self.cursor);
                self.cursor = start;
            }
            Key::Up => self.browse_back(),
            Key::Down => self.browse_forward(),
            Key::Redraw | Key::Ignored => {}
        }
        Edit::Continue
    }

    fn delete_at_cursor(&mut self) {
        if self.cursor < self.line.len() {
            self.line.remove(self.cursor);
        }
    }

    fn show(&mut self, line: Vec<char>) {
        self.line = line;
        self.cursor = self.line.len();
    }

    fn browse_back(&mut self) {
        let next = match self.browsing {
            None if self.history.is_empty() => return,
            None => {
                self.draft = std::mem::take(&mut self.line);
                self.history.len() - 1
            }
            Some(0) => return,
            Some(i) => i - 1,
        };
        self.browsing = Some(next);
        self.show(self.history[next].chars().collect());
    }

    fn browse_forward(&mut self) {
        match self.browsing {
            None => {}
            Some(i) if i + 1 < self.history.len() => {
                self.browsing = Some(i + 1);
                self.show(self.history[i + 1].chars().collect());
            }
            Some(_) => {
                self.browsing = None;
                let draft = std::mem::take(&mut self.draft);
                self.show(draft);
            }
        }
    }

    /// The bytes that draw `prompt` and the line on a terminal `cols` wide, replacing
    /// what the previous refresh drew, and leave the cursor at its place in the line.
    /// Lines longer than the terminal wrap onto the rows below (the terminal wraps them;
    /// the layout here follows it to find the cursor's row and column).
    pub fn refresh(&mut self, prompt: &str, cols: usize) -> String {
        let cols = cols.max(2);
        let mut out = String::new();
        // Back to the prompt's first row, and clear from there down.
        if self.cursor_row > 0 {
            out.push_str(&format!("\x1b[{}A", self.cursor_row));
        }
        out.push_str("\r\x1b[J");
        out.push_str(prompt);
        let mut pos = Layout::new(cols);
        for c in prompt.chars() {
            pos.advance(c);
        }
        let mut at_cursor = None;
        for (i, &c) in self.line.iter().enumerate() {
            if i == self.cursor {
                at_cursor = Some(pos.start_of(c));
            }
            pos.advance(c);
            out.push(c);
        }
        let mut end = pos;
        if end.col >= cols {
            // The last row is full: go to the next one so that the cursor can be there.
            out.push_str("\r\n");
            end.row += 1;
            end.col = 0;
        }
        let at_cursor = at_cursor.unwrap_or_else(|| end.clone());
        // From the end of the line to the cursor.
        if end.row > at_cursor.row {
            out.push_str(&format!("\x1b[{}A", end.row - at_cursor.row));
        }
        out.push('\r');
        if at_cursor.col > 0 {
            out.push_str(&format!("\x1b[{}C", at_cursor.col));
        }
        self.cursor_row = at_cursor.row;
        out
    }

    /// The bytes that move from the cursor to a fresh row below the line (after Enter,
    /// or before printing something else while the line stays as it is).
    pub fn finish(&mut self, prompt: &str, cols: usize) -> String {
        let cols = cols.max(2);
        let mut end = Layout::new(cols);
        for c in prompt.chars().chain(self.line.iter().copied()) {
            end.advance(c);
        }
        let full = end.col >= cols;
        if full {
            end.row += 1;
            end.col = 0;
        }
        let mut out = String::new();
        if end.row > self.cursor_row {
            out.push_str(&format!("\x1b[{}B", end.row - self.cursor_row));
        }
        // On the empty row after a full one the cursor is already where it should be.
        out.push_str(if full { "\r" } else { "\r\n" });
        self.cursor_row = 0;
        out
    }
}

/// A position on the screen while a line is laid out: rows below the prompt's first,
/// and the column (equal to the width when a row is full and the terminal waits to
/// wrap).
#[derive(Clone, Debug)]
struct Layout {
    row: usize,
    col: usize,
    cols: usize,
}

impl Layout {
    fn new(cols: usize) -> Layout {
        Layout {
            row: 0,
            col: 0,
            cols,
        }
    }

    /// Where `c` starts when written here: on the next row when the row is full or
    /// when `c` is wide and does not fit.
    fn start_of(&self, c: char) -> Layout {
        let w = char_width(c);
        if self.col >= self.cols || (w > 0 && self.col + w > self.cols) {
            Layout {
                row: self.row + 1,
                col: 0,
                cols: self.cols,
            }
        } else {
            self.clone()
        }
    }

    fn advance(&mut self, c: char) {
        *self = self.start_of(c);
        self.col += char_width(c);
    }
}

/// True for characters that take two terminal columns (CJK ideographs and
/// punctuation, kana, hangul, full-width forms).
pub fn is_wide(c: char) -> bool {
    matches!(c as u32,
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6
        | 0x1F300..=0x1F64F
        | 0x1F900..=0x1F9FF)
}

/// The columns a character takes: 0 for controls and combining marks, 2 for wide ones.
pub fn char_width(c: char) -> usize {
    if c.is_control() || ('\u{300}'..='\u{36f}').contains(&c) || c == '\u{200b}' {
        0
    } else if is_wide(c) {
        2
    } else {
        1
    }
}

/// The columns a string takes on a terminal.
#[cfg(test)]
pub fn str_width(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(editor: &mut LineEditor, s: &str) {
        for c in s.chars() {
            assert_eq!(editor.key(Key::Char(c)), Edit::Continue);
        }
    }

    #[test]
    fn arrows_move_the_cursor_and_characters_go_in_at_it() {
        // `bm-` ← ← `x`: the x goes between b and m; nothing else is typed.
        let mut e = LineEditor::new();
        typed(&mut e, "bm-");
        e.key(Key::Left);
        e.key(Key::Left);
        typed(&mut e, "x");
        assert_eq!(e.text(), "bxm-");
        assert_eq!(e.cursor(), 2);
        e.key(Key::End);
        e.key(Key::Backspace);
        e.key(Key::Home);
        e.key(Key::Delete);
        assert_eq!(e.text(), "xm");
        e.key(Key::Right);
        e.key(Key::Right);
        e.key(Key::Right);
        assert_eq!(e.cursor(), 2, "the cursor stops at the end");
        assert_eq!(e.key(Key::Enter), Edit::Submit("xm".into()));
        assert_eq!(e.text(), "");
    }

    #[test]
    fn kill_and_word_keys() {
        let mut e = LineEditor::new();
        typed(&mut e, "save my game.json");
        e.key(Key::DeleteWord);
        assert_eq!(e.text(), "save my ");
        e.key(Key::DeleteWord);
        assert_eq!(e.text(), "save ");
        e.key(Key::Home);
        e.key(Key::Right);
        e.key(Key::KillToEnd);
        assert_eq!(e.text(), "s");
        typed(&mut e, "ave x");
        e.key(Key::Left);
        e.key(Key::KillToStart);
        assert_eq!(e.text(), "x");
        assert_eq!(e.cursor(), 0);
    }

    #[test]
    fn history_goes_back_and_forth_and_keeps_the_draft() {
        let mut e = LineEditor::new();
        for line in ["bl-x", "moves", "moves", "", "hint"] {
            typed(&mut e, line);
            e.key(Key::Enter);
        }
        assert_eq!(e.history(), ["bl-x", "moves", "hint"]);
        typed(&mut e, "tm");
        e.key(Key::Up);
        assert_eq!(e.text(), "hint");
        e.key(Key::Up);
        e.key(Key::Up);
        e.key(Key::Up);
        assert_eq!(e.text(), "bl-x", "the oldest line stays");
        e.key(Key::Down);
        assert_eq!(e.text(), "moves");
        e.key(Key::Down);
        e.key(Key::Down);
        assert_eq!(e.text(), "tm", "back to the line being typed");
        e.key(Key::Up);
        typed(&mut e, "!");
        assert_eq!(e.key(Key::Enter), Edit::Submit("hint!".into()));
    }

    #[test]
    fn ctrl_c_and_ctrl_d() {
        let mut e = LineEditor::new();
        assert_eq!(e.key(Key::Interrupt), Edit::Interrupt);
        assert_eq!(e.key(Key::CtrlD), Edit::Eof);
        typed(&mut e, "bl-");
        e.key(Key::Home);
        assert_eq!(
            e.key(Key::CtrlD),
            Edit::Continue,
            "deletes under the cursor"
        );
        assert_eq!(e.text(), "l-");
        assert_eq!(e.key(Key::Interrupt), Edit::Discarded);
        assert_eq!(e.text(), "");
    }

    #[test]
    fn refresh_draws_the_line_and_places_the_cursor() {
        let mut e = LineEditor::new();
        typed(&mut e, "bm-x");
        e.key(Key::Left);
        e.key(Key::Left);
        assert_eq!(e.refresh("> ", 80), "\r\x1b[J> bm-x\r\x1b[4C");
        e.key(Key::Home);
        assert_eq!(e.refresh("> ", 80), "\r\x1b[J> bm-x\r\x1b[2C");
        // Wide characters take two columns.
        let mut z = LineEditor::new();
        typed(&mut z, "悔棋");
        assert_eq!(z.refresh("先手 > ", 80), "\r\x1b[J先手 > 悔棋\r\x1b[11C");
    }

    #[test]
    fn long_lines_wrap_and_the_next_refresh_starts_at_the_prompt() {
        let mut e = LineEditor::new();
        typed(&mut e, "abcdefgh");
        // A 6-column terminal: "> abcd" fills the first row, "efgh" is on the second.
        let drawn = e.refresh("> ", 6);
        assert_eq!(drawn, "\r\x1b[J> abcdefgh\r\x1b[4C");
        assert_eq!(e.cursor_row(), 1);
        e.key(Key::Home);
        let drawn = e.refresh("> ", 6);
        assert!(drawn.starts_with("\x1b[1A\r\x1b[J"), "{drawn:?}");
        assert!(drawn.ends_with("\x1b[1A\r\x1b[2C"), "{drawn:?}");
        assert_eq!(e.cursor_row(), 0);
        // Moving past the line's end after Enter.
        assert_eq!(e.finish("> ", 6), "\x1b[1B\r\n");
    }

    #[test]
    fn a_full_last_row_puts_the_cursor_on_the_next() {
        let mut e = LineEditor::new();
        typed(&mut e, "abcd");
        assert_eq!(e.refresh("> ", 6), "\r\x1b[J> abcd\r\n\r");
        assert_eq!(e.cursor_row(), 1);
    }

    #[test]
    fn widths() {
        assert_eq!(str_width("b2-b3"), 5);
        assert_eq!(str_width("先手（红） > "), 13);
        assert_eq!(str_width("ｂｌ"), 4);
    }
}
