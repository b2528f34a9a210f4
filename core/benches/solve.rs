//! Time to solve each small game from nothing (retrograde analysis):
//! `cargo bench -p folkchess-core --bench solve`.

use folkchess_core::ai;
use folkchess_core::GameId;

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
}
