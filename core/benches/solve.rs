//! Time to solve each small game from nothing (retrograde analysis), and the cost of
//! Rendezvous's shipped opening book (reading it, memory, one lookup):
//! `cargo bench -p folkchess-core --bench solve`.

use folkchess_core::ai;
use folkchess_core::ai::opening;
use folkchess_core::ai::retro::Book;
use folkchess_core::{GameId, Position};
use std::time::Instant;

fn main() {
    println!("exact solution from nothing (10 runs each; positions = reachable from the start)");
    for game in [GameId::Weiming, GameId::Zhongkui] {
        let mut times = Vec::new();
        let mut stats = None;
        for _ in 0..10 {
            let s = ai::solve_stats(game).expect("a small game");
            times.push(s.elapsed.as_secs_f64() * 1e3);
            stats = Some(s);
        }
        times.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
        let s = stats.expect("ran");
        println!(
            "solve {:<8}: min {:>6.2} ms, median {:>6.2} ms | {} positions: {} wins, {} losses, {} draws; start {}",
            game.id(),
            times[0],
            times[times.len() / 2],
            s.positions,
            s.wins,
            s.losses,
            s.draws,
            s.start.text_en()
        );
    }
    book();
}

/// The shipped book: time to read it (checking every entry, as on first use), the memory
/// it keeps beside its built-in bytes, and lookups of every position within 6 plies.
fn book() {
    let mut reads = Vec::new();
    let mut book = None;
    for _ in 0..10 {
        let t = Instant::now();
        book = Some(Book::from_static(GameId::Huishi, opening::HUISHI_BOOK_BYTES).expect("reads"));
        reads.push(t.elapsed().as_secs_f64() * 1e3);
    }
    reads.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
    let book = book.expect("read");
    let mut positions = vec![Position::start(GameId::Huishi)];
    let mut frontier = positions.clone();
    for _ in 0..6 {
        frontier = frontier
            .iter()
            .filter(|p| !p.is_decided())
            .flat_map(|p| {
                p.legal_moves()
                    .iter()
                    .map(|&m| p.play_unchecked(m))
                    .collect::<Vec<_>>()
            })
            .collect();
        positions.extend(frontier.iter().copied());
    }
    let t = Instant::now();
    let known = positions.iter().filter(|p| book.value(p).is_some()).count();
    let per = t.elapsed().as_secs_f64() * 1e9 / positions.len() as f64;
    println!(
        "book huishi   : {} plies, {} positions ({} won or lost), {} bytes built in; read min {:.2} ms, median {:.2} ms; {} bytes of index in memory; lookup {:.0} ns ({} of {} lookups of positions within 6 plies known)",
        book.plies(),
        book.len(),
        book.decided(),
        opening::HUISHI_BOOK_BYTES.len(),
        reads[0],
        reads[reads.len() / 2],
        book.index_bytes(),
        per,
        known,
        positions.len()
    );
}
