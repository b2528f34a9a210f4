//! Tests of the computer opponent: the exact solutions of the small games, the
//! search of the large ones, the levels, hints, cancellation and determinism.
//! Nothing here depends on wall-clock time: searches use node budgets.

use folkchess_core::ai::{self, CancelToken, Limits, Score, Verdict};
use folkchess_core::*;
use std::collections::{HashSet, VecDeque};

fn record_at(game: GameId, text: &str) -> GameRecord {
    GameRecord::new(Position::from_text(game, text).unwrap())
}

fn mv(pos: &Position, text: &str) -> Move {
    pos.board().parse_move(text).unwrap()
}

fn txt(pos: &Position, m: Move) -> String {
    pos.board().move_text(m)
}

/// Positions reachable from the start by moves, breadth first.
fn reachable(game: GameId) -> Vec<Position> {
    let start = Position::start(game);
    let mut seen = HashSet::new();
    let mut queue = VecDeque::from([start]);
    let mut out = Vec::new();
    seen.insert(start);
    while let Some(p) = queue.pop_front() {
        out.push(p);
        for &m in p.legal_moves().iter() {
            let c = p.play_unchecked(m);
            if seen.insert(c) {
                queue.push_back(c);
            }
        }
    }
    out
}

/// Whether the side to move can force a win (by the position alone: rendezvous,
/// reduction to one piece, or leaving the opponent without a move) within `plies`.
fn forced_win(p: &Position, plies: u32) -> bool {
    if plies == 0 {
        return false;
    }
    p.legal_moves().iter().any(|&m| {
        let c = p.play_unchecked(m);
        if c.is_decided() || !c.has_legal_move() {
            return true;
        }
        plies >= 3
            && c.legal_moves().iter().all(|&r| {
                let g = c.play_unchecked(r);
                !g.is_decided() && g.has_legal_move() && forced_win(&g, plies - 2)
            })
    })
}

// ------------------------------------------------------------------ solver

#[test]
fn solver_values_are_consistent_over_every_reachable_position() {
    for game in [GameId::Weiming, GameId::Zhongkui] {
        let positions = reachable(game);
        let (mut wins, mut losses, mut draws) = (0, 0, 0);
        for p in &positions {
            assert_eq!(ai::is_reachable(p), Some(true));
            let v = ai::verdict(p).expect("small game");
            let children: Vec<Verdict> = p
                .legal_moves()
                .iter()
                .map(|&m| ai::verdict(&p.play_unchecked(m)).unwrap())
                .collect();
            match v {
                Verdict::Win(d) => {
                    wins += 1;
                    assert!(d >= 1);
                    assert!(
                        children.contains(&Verdict::Loss(d - 1)),
                        "{game} {p}: won in {d} needs a move to a position lost in {}",
                        d - 1
                    );
                    assert!(
                        children
                            .iter()
                            .all(|c| !matches!(c, Verdict::Loss(k) if *k < d - 1)),
                        "{game} {p}: a faster win exists"
                    );
                }
                Verdict::Loss(0) => {
                    losses += 1;
                    assert!(children.is_empty(), "{game} {p}: lost in 0 means no move");
                }
                Verdict::Loss(d) => {
                    losses += 1;
                    assert!(!children.is_empty());
                    assert!(
                        children
                            .iter()
                            .all(|c| matches!(c, Verdict::Win(k) if *k < d)),
                        "{game} {p}: every move of a lost position leads to a won one"
                    );
                    assert!(children.contains(&Verdict::Win(d - 1)));
                }
                Verdict::Draw => {
                    draws += 1;
                    assert!(
                        children.iter().all(|c| !matches!(c, Verdict::Loss(_))),
                        "{game} {p}: a drawn position has no winning move"
                    );
                    assert!(
                        children.contains(&Verdict::Draw),
                        "{game} {p}: a drawn position has a drawing move"
                    );
                }
            }
            // move_verdicts agrees with the children, from the mover's side.
            let mvs = ai::move_verdicts(p).unwrap();
            assert_eq!(mvs.len(), children.len());
            for ((_, mv_v), c) in mvs.iter().zip(&children) {
                assert_eq!(*mv_v, c.for_mover());
            }
        }
        let stats = ai::solve_stats(game).unwrap();
        assert_eq!(stats.positions, positions.len(), "{game}");
        assert_eq!(
            (stats.wins, stats.losses, stats.draws),
            (wins, losses, draws),
            "{game}"
        );
    }
}

#[test]
fn start_position_values_are_recorded() {
    // RULES.md: zhongkui is a draw with perfect play. Weiming is a draw too.
    let w = ai::solve_stats(GameId::Weiming).unwrap();
    assert_eq!(w.start, Verdict::Draw);
    assert_eq!(
        (w.positions, w.wins, w.losses, w.draws),
        (14920, 4926, 2802, 7192)
    );
    let z = ai::solve_stats(GameId::Zhongkui).unwrap();
    assert_eq!(z.start, Verdict::Draw);
    assert_eq!(
        (z.positions, z.wins, z.losses, z.draws),
        (10428, 1428, 720, 8280)
    );
    for game in [GameId::Weiming, GameId::Zhongkui] {
        assert_eq!(ai::verdict(&Position::start(game)), Some(Verdict::Draw));
    }
    assert_eq!(ai::solve_stats(GameId::Jinmen), None);
    assert_eq!(ai::solve_stats(GameId::Huishi), None);
    assert_eq!(ai::verdict(&Position::start(GameId::Jinmen)), None);
    // Rendezvous is known exactly within its opening book (a draw from the start, as the
    // full table says; docs/rendezvous-solved.md), not beyond it.
    let huishi = Position::start(GameId::Huishi);
    assert_eq!(ai::verdict(&huishi), Some(Verdict::Draw));
    let moves = ai::move_verdicts(&huishi).unwrap();
    assert_eq!(moves.len(), huishi.legal_moves().len());
    assert!(moves.iter().any(|m| m.1 == Verdict::Draw));
    assert!(moves.iter().all(|m| m.1.rank() <= Verdict::Draw.rank()));
}

#[test]
fn verdict_texts() {
    assert_eq!(Verdict::Win(7).text_en(), "wins in 7");
    assert_eq!(Verdict::Loss(4).text_en(), "loses in 4");
    assert_eq!(Verdict::Draw.text_en(), "draws");
    assert_eq!(Verdict::Win(7).text_zh(), "7步内必胜");
    assert_eq!(Verdict::Loss(4).text_zh(), "4步内必败");
    assert_eq!(Verdict::Draw.text_zh(), "和棋");
    assert_eq!(Score::Win(7).to_string(), "win 7");
    assert_eq!(Score::Loss(4).to_string(), "loss 4");
    assert_eq!(Score::Value(35).to_string(), "cp 35");
}

#[test]
fn positions_after_a_pass_have_verdicts_too() {
    let mut rec = GameRecord::new_game(GameId::Zhongkui);
    rec.play(Ply::Pass).unwrap();
    assert!(ai::verdict(rec.current()).is_some());
    assert!(ai::choose_move(&rec, Level::Master, 1, &CancelToken::new()).is_some());
}

/// Master plays perfectly: from every sampled position it keeps the value, wins
/// fastest and loses slowest.
#[test]
fn master_keeps_the_exact_value_in_the_small_games() {
    for game in [GameId::Weiming, GameId::Zhongkui] {
        for (i, p) in reachable(game).iter().enumerate().step_by(97) {
            let Some(best) = ai::move_verdicts(p)
                .unwrap()
                .into_iter()
                .map(|(_, v)| v)
                .max_by_key(|v| v.rank())
            else {
                continue;
            };
            let rec = GameRecord::new(*p);
            let m = ai::choose_move(&rec, Level::Master, i as u64, &CancelToken::new()).unwrap();
            let got = ai::verdict(&p.play_unchecked(m)).unwrap().for_mover();
            assert_eq!(got, best, "{game} {p}: master played {}", txt(p, m));
            assert_eq!(got, ai::verdict(p).unwrap());
            // search() agrees and reports the exact score.
            let r = ai::search(&rec, Limits::default(), &CancelToken::new(), &mut |_| {});
            let sv = ai::verdict(&p.play_unchecked(r.best.unwrap()))
                .unwrap()
                .for_mover();
            assert_eq!(sv, best);
            let expect = match best {
                Verdict::Win(d) => Score::Win(d),
                Verdict::Loss(d) => Score::Loss(d),
                Verdict::Draw => Score::Value(0),
            };
            assert_eq!(r.info.score, expect);
        }
    }
}

#[test]
fn master_never_loses_a_small_game_against_beginner() {
    for game in [GameId::Weiming, GameId::Zhongkui] {
        for g in 0..6u64 {
            let mut rec = GameRecord::new_game(game);
            let master = if g % 2 == 0 {
                Side::First
            } else {
                Side::Second
            };
            while !rec.status().is_over() && rec.ply_count() < 200 {
                let level = if rec.current().side_to_move() == master {
                    Level::Master
                } else {
                    Level::Beginner
                };
                let m = ai::choose_move(
                    &rec,
                    level,
                    g * 1000 + rec.ply_count() as u64,
                    &CancelToken::new(),
                )
                .unwrap();
                rec.play_move(m).unwrap();
            }
            if let Some(o) = rec.status().outcome() {
                assert_ne!(o.winner, Some(master.opponent()), "{game} game {g}");
            }
        }
    }
}

// ------------------------------------------------------------------ search

const JINMEN_CAPTURE_WINS: &str = "....x/.../...../.../X.x../X../...XX F";
const JINMEN_MUST_PARRY: &str = "x...x/.../...../.x./.x.../.X./....X F";
const HUISHI_RENDEZVOUS_IN_ONE: &str = "gg/.xxx./...../.GXXX/G. F";
const HUISHI_RENDEZVOUS_IN_TWO: &str = "gg/x.x.x/X.X../G..XG/.. F";
const HUISHI_MUST_BLOCK: &str = "X./.X.X./g.g.G/.xx.x/G. F";

fn search_nodes(rec: &GameRecord, nodes: u64) -> ai::SearchResult {
    ai::search(rec, Limits::nodes(nodes), &CancelToken::new(), &mut |_| {})
}

#[test]
fn jinmen_search_finds_the_capture_that_ends_the_game() {
    let rec = record_at(GameId::Jinmen, JINMEN_CAPTURE_WINS);
    let pos = *rec.current();
    let r = search_nodes(&rec, 20_000);
    assert_eq!(r.best, Some(mv(&pos, "b2-b3")));
    assert_eq!(r.info.score, Score::Win(1));
    let (after, effects) = pos.play_with_effects(r.best.unwrap());
    assert!(!effects.captured.is_empty());
    assert!(after.is_decided());
}

#[test]
fn jinmen_search_avoids_a_loss_in_one() {
    let rec = record_at(GameId::Jinmen, JINMEN_MUST_PARRY);
    let pos = *rec.current();
    let bad: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|&m| ai::allows_immediate_loss(&rec, m))
        .collect();
    assert!(!bad.is_empty() && bad.len() < pos.legal_moves().len());
    let r = search_nodes(&rec, 50_000);
    let best = r.best.unwrap();
    assert!(!bad.contains(&best), "played {}", txt(&pos, best));
}

#[test]
fn huishi_search_finds_a_rendezvous_in_one() {
    let rec = record_at(GameId::Huishi, HUISHI_RENDEZVOUS_IN_ONE);
    let pos = *rec.current();
    let r = search_nodes(&rec, 20_000);
    assert!(pos.play_unchecked(r.best.unwrap()).is_rendezvous());
    assert_eq!(r.info.score, Score::Win(1));
}

#[test]
fn huishi_search_finds_a_rendezvous_in_two_moves() {
    let rec = record_at(GameId::Huishi, HUISHI_RENDEZVOUS_IN_TWO);
    let pos = *rec.current();
    assert!(!forced_win(&pos, 1) && forced_win(&pos, 3), "test position");
    let r = search_nodes(&rec, 50_000);
    assert_eq!(r.info.score, Score::Win(3));
    let best = r.best.unwrap();
    let after = pos.play_unchecked(best);
    assert!(
        after
            .legal_moves()
            .iter()
            .all(|&reply| forced_win(&after.play_unchecked(reply), 1)),
        "{} does not force a rendezvous",
        txt(&pos, best)
    );
    assert_eq!(r.info.pv.first(), Some(&best));
    assert_eq!(r.info.pv.len(), 3);
}

#[test]
fn huishi_search_blocks_a_rendezvous_threat() {
    let rec = record_at(GameId::Huishi, HUISHI_MUST_BLOCK);
    let pos = *rec.current();
    let r = search_nodes(&rec, 50_000);
    let best = r.best.unwrap();
    assert!(
        !ai::allows_immediate_loss(&rec, best),
        "played {}",
        txt(&pos, best)
    );
}

#[test]
fn search_reports_increasing_iterations() {
    let rec = GameRecord::new_game(GameId::Jinmen);
    let mut infos = Vec::new();
    let r = ai::search(&rec, Limits::depth(4), &CancelToken::new(), &mut |i| {
        infos.push(i.clone())
    });
    assert_eq!(
        infos.iter().map(|i| i.depth).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
    assert!(infos.windows(2).all(|w| w[0].nodes <= w[1].nodes));
    assert_eq!(r.info.depth, 4);
    assert_eq!(r.info.pv.first().copied(), r.best);
    // The principal variation is a legal line.
    let mut p = *rec.current();
    for &m in &r.info.pv {
        assert!(p.is_legal(m));
        p = p.play_unchecked(m);
    }
}

#[test]
fn search_of_a_finished_game_returns_no_move() {
    let mut rec = record_at(GameId::Jinmen, JINMEN_CAPTURE_WINS);
    let m = mv(rec.current(), "b2-b3");
    rec.play_move(m).unwrap();
    assert!(rec.status().is_over());
    let r = search_nodes(&rec, 1000);
    assert_eq!(r.best, None);
    for level in Level::ALL {
        assert_eq!(ai::choose_move(&rec, level, 1, &CancelToken::new()), None);
    }
    assert_eq!(ai::hint(&rec, &CancelToken::new()), None);
}

// ------------------------------------------------------------------ levels

/// Positions where the side to move has a win in one, in every game.
fn win_in_one_positions() -> Vec<GameRecord> {
    let mut out = vec![
        record_at(GameId::Jinmen, JINMEN_CAPTURE_WINS),
        record_at(GameId::Huishi, HUISHI_RENDEZVOUS_IN_ONE),
    ];
    for game in [GameId::Weiming, GameId::Zhongkui] {
        out.extend(
            reachable(game)
                .into_iter()
                .filter(|p| ai::verdict(p) == Some(Verdict::Win(1)) && p.legal_moves().len() >= 3)
                .take(4)
                .map(GameRecord::new),
        );
    }
    out
}

/// Positions where some moves allow a loss in one and others do not.
fn loss_in_one_positions() -> Vec<GameRecord> {
    let mut out = vec![
        record_at(GameId::Jinmen, JINMEN_MUST_PARRY),
        record_at(GameId::Huishi, HUISHI_MUST_BLOCK),
    ];
    for game in [GameId::Weiming, GameId::Zhongkui] {
        out.extend(
            reachable(game)
                .into_iter()
                .filter(|p| {
                    let mvs = ai::move_verdicts(p).unwrap();
                    let bad = mvs.iter().filter(|(_, v)| *v == Verdict::Loss(2)).count();
                    bad >= 2 && bad < mvs.len() && mvs.iter().all(|(_, v)| *v != Verdict::Win(1))
                })
                .take(4)
                .map(GameRecord::new),
        );
    }
    out
}

#[test]
fn easy_and_up_take_a_win_in_one() {
    for rec in win_in_one_positions() {
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Master] {
            for seed in 0..4 {
                let m = ai::choose_move(&rec, level, seed, &CancelToken::new()).unwrap();
                assert!(
                    ai::wins_at_once(&rec, m),
                    "{level} seed {seed} missed the win in {} ({})",
                    rec.current(),
                    txt(rec.current(), m)
                );
            }
        }
        let h = ai::hint(&rec, &CancelToken::new()).unwrap();
        assert!(ai::wins_at_once(&rec, h));
    }
}

#[test]
fn easy_and_up_never_allow_an_avoidable_loss_in_one() {
    for rec in loss_in_one_positions() {
        let pos = *rec.current();
        let safe = pos
            .legal_moves()
            .iter()
            .filter(|&&m| !ai::allows_immediate_loss(&rec, m))
            .count();
        assert!(safe > 0 && safe < pos.legal_moves().len(), "{pos}");
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Master] {
            for seed in 0..4 {
                let m = ai::choose_move(&rec, level, seed, &CancelToken::new()).unwrap();
                assert!(
                    !ai::allows_immediate_loss(&rec, m),
                    "{level} seed {seed} allowed a loss in one in {pos} with {}",
                    txt(&pos, m)
                );
            }
        }
    }
}

#[test]
fn every_level_plays_a_legal_move_in_every_game() {
    for game in GameId::ALL {
        let rec = GameRecord::new_game(game);
        for level in Level::ALL {
            let m = ai::choose_move(&rec, level, 3, &CancelToken::new()).unwrap();
            assert!(rec.current().is_legal(m), "{game} {level}");
        }
    }
}

#[test]
fn choose_move_is_deterministic_for_a_seed() {
    for game in [GameId::Jinmen, GameId::Huishi, GameId::Zhongkui] {
        let mut rec = GameRecord::new_game(game);
        for t in 0..6u64 {
            let m = ai::choose_move(&rec, Level::Easy, t, &CancelToken::new()).unwrap();
            rec.play_move(m).unwrap();
        }
        for level in [Level::Beginner, Level::Easy, Level::Medium, Level::Hard] {
            for seed in [1u64, 99] {
                let a = ai::choose_move(&rec, level, seed, &CancelToken::new());
                let b = ai::choose_move(&rec, level, seed, &CancelToken::new());
                assert_eq!(a, b, "{game} {level} {seed}");
            }
        }
    }
}

#[test]
fn search_is_deterministic_under_a_node_budget() {
    for game in [GameId::Jinmen, GameId::Huishi] {
        let rec = GameRecord::new_game(game);
        let a = search_nodes(&rec, 30_000);
        let b = search_nodes(&rec, 30_000);
        assert_eq!(a.best, b.best);
        assert_eq!(
            (a.info.depth, a.info.score, a.info.nodes, &a.info.pv),
            (b.info.depth, b.info.score, b.info.nodes, &b.info.pv)
        );
        assert!(a.info.nodes >= 30_000 && a.info.nodes < 31_000);
    }
}

/// Records of seeded random playouts of `game`: every ongoing position of `games`
/// playouts of up to `plies` plies, with its history.
fn playout_records(game: GameId, games: u64, plies: usize) -> Vec<GameRecord> {
    let mut out = Vec::new();
    for g in 0..games {
        let mut rec = GameRecord::new_game(game);
        let mut state = g.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5EED;
        while !rec.status().is_over() && rec.ply_count() < plies {
            out.push(rec.clone());
            let moves = rec.current().legal_moves();
            // xorshift: a tiny deterministic generator, enough to vary the playouts.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            rec.play_move(moves[(state % moves.len() as u64) as usize])
                .unwrap();
        }
    }
    out
}

/// The value of playing `m` in the current position of `rec` as the apps show it
/// (`move_verdicts`), for the mover: a move that repeats a position for the third
/// time is a draw at once; any other has the solution's value of where it leads.
fn shown_value(rec: &GameRecord, m: Move) -> Verdict {
    let mut after = rec.clone();
    after.play_move(m).unwrap();
    match after.status().outcome() {
        Some(o) if o.reason == EndReason::ThreefoldRepetition => Verdict::Draw,
        _ => ai::verdict(after.current()).unwrap().for_mover(),
    }
}

/// Plies after a move within which the AI takes the record's repetitions into account
/// (`docs/ai.md`: beyond them the solution's values stand).
const REPETITION_LOOKAHEAD: u32 = 3;

/// A second, naive implementation of the value the AI gives a small-game position
/// with its history: the solution's value, except that a position occurring for the
/// third time (counting `seen`, the occurrences so far) is a draw, for `depth` more
/// plies. A position the solution calls a draw stays one: repetitions only add draws.
fn value_with_history(pos: &Position, seen: &mut Vec<u64>, depth: u32) -> Verdict {
    if seen.iter().filter(|&&k| k == pos.key()).count() >= 3 {
        return Verdict::Draw;
    }
    let table = ai::verdict(pos).unwrap();
    if depth == 0 || table == Verdict::Draw {
        return table;
    }
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Verdict::Loss(0);
    }
    moves
        .iter()
        .map(|&m| {
            let child = pos.play_unchecked(m);
            seen.push(child.key());
            let v = value_with_history(&child, seen, depth - 1).for_mover();
            seen.pop();
            v
        })
        .max_by_key(|v| v.rank())
        .unwrap()
}

/// The value of playing `m` in the current position of `rec`, its history included.
fn history_value(rec: &GameRecord, m: Move) -> Verdict {
    let mut seen: Vec<u64> = (0..=rec.ply_count())
        .map(|i| rec.position_after(i).unwrap().key())
        .collect();
    let child = rec.current().play_unchecked(m);
    seen.push(child.key());
    value_with_history(&child, &mut seen, REPETITION_LOOKAHEAD).for_mover()
}

#[test]
fn small_game_hint_is_the_exact_best_move() {
    // Over every position of many random playouts (with their histories): the hint
    // has the best value of any move (fastest win, a draw kept, slowest loss), the
    // record's repetitions included; among moves of that value, the best verdict as
    // the apps show it. Master, whatever its seed, never finds a better value.
    for game in [GameId::Weiming, GameId::Zhongkui] {
        let records = playout_records(game, 40, 60);
        assert!(records.len() > 500, "{game}: {}", records.len());
        let (mut wins, mut draws, mut losses, mut repetitions) = (0, 0, 0, 0);
        for rec in &records {
            let pos = rec.current();
            let hint = ai::hint(rec, &CancelToken::new()).expect("a hint in an ongoing game");
            let values: Vec<(Move, Verdict, Verdict)> = pos
                .legal_moves()
                .iter()
                .map(|&m| (m, history_value(rec, m), shown_value(rec, m)))
                .collect();
            let best = values.iter().map(|v| v.1).max_by_key(|v| v.rank()).unwrap();
            let best_shown = values
                .iter()
                .filter(|v| v.1 == best)
                .map(|v| v.2)
                .max_by_key(|v| v.rank())
                .unwrap();
            let got = (history_value(rec, hint), shown_value(rec, hint));
            assert_eq!(
                got,
                (best, best_shown),
                "{game} {pos} after {:?}: hint {}",
                rec.history_text(),
                txt(pos, hint)
            );
            repetitions += usize::from(values.iter().any(|v| v.1 != v.2));
            for seed in 0..3 {
                let master =
                    ai::choose_move(rec, Level::Master, seed, &CancelToken::new()).unwrap();
                assert_eq!(history_value(rec, master), best, "{game} {pos}");
            }
            match best {
                Verdict::Win(_) => wins += 1,
                Verdict::Draw => draws += 1,
                Verdict::Loss(_) => losses += 1,
            }
        }
        // The playouts cover every kind of position, also ones where repetitions matter.
        assert!(
            wins > 0 && draws > 0 && losses > 0 && repetitions > 0,
            "{game}: {wins} {draws} {losses} {repetitions}"
        );
    }
}

#[test]
fn small_game_hint_without_history_is_the_solutions_best_move() {
    // Every reachable position as a fresh game: the hint keeps the position's value.
    for game in [GameId::Weiming, GameId::Zhongkui] {
        for p in reachable(game).iter().step_by(5) {
            let rec = GameRecord::new(*p);
            if rec.status().is_over() {
                continue;
            }
            let hint = ai::hint(&rec, &CancelToken::new()).unwrap();
            assert_eq!(
                shown_value(&rec, hint),
                ai::verdict(p).unwrap(),
                "{game} {p}"
            );
        }
    }
}

#[test]
fn large_game_hint_is_deterministic_and_finds_what_hard_finds() {
    // The same position and history always get the same hint: computed twice, from a
    // record rebuilt from its plies, and on other threads at the same time.
    for game in [GameId::Jinmen, GameId::Huishi] {
        let records: Vec<GameRecord> = playout_records(game, 3, 30)
            .into_iter()
            .step_by(9)
            .collect();
        assert!(records.len() >= 6, "{game}");
        let hints: Vec<Option<Move>> = records
            .iter()
            .map(|r| ai::hint(r, &CancelToken::new()))
            .collect();
        for (rec, &h) in records.iter().zip(&hints) {
            let m = h.expect("a hint in an ongoing game");
            assert!(rec.current().is_legal(m));
            let rebuilt = GameRecord::replay(*rec.start(), &rec.plies()).unwrap();
            assert_eq!(
                ai::hint(&rebuilt, &CancelToken::new()),
                h,
                "{game} {}",
                rec.current()
            );
        }
        let threads: Vec<_> = records
            .iter()
            .cloned()
            .map(|r| std::thread::spawn(move || ai::hint(&r, &CancelToken::new())))
            .collect();
        let concurrent: Vec<Option<Move>> =
            threads.into_iter().map(|t| t.join().unwrap()).collect();
        assert_eq!(concurrent, hints, "{game}");
    }
    // What Hard must find, the hint finds: wins in one and two, parries, blocks.
    for rec in win_in_one_positions() {
        let h = ai::hint(&rec, &CancelToken::new()).unwrap();
        assert!(ai::wins_at_once(&rec, h), "{}", rec.current());
    }
    for rec in loss_in_one_positions() {
        let h = ai::hint(&rec, &CancelToken::new()).unwrap();
        assert!(!ai::allows_immediate_loss(&rec, h), "{}", rec.current());
    }
    let rec = record_at(GameId::Huishi, HUISHI_RENDEZVOUS_IN_TWO);
    let h = ai::hint(&rec, &CancelToken::new()).unwrap();
    let after = rec.current().play_unchecked(h);
    assert!(
        after
            .legal_moves()
            .iter()
            .all(|&reply| forced_win(&after.play_unchecked(reply), 1)),
        "the hint {} does not force a rendezvous",
        txt(rec.current(), h)
    );
}

#[test]
fn master_thinks_about_a_second_with_a_node_cap_in_the_large_games() {
    use std::time::Duration;
    for game in [GameId::Jinmen, GameId::Huishi] {
        let master = ai::level_config(game, Level::Master);
        let hard = ai::level_config(game, Level::Hard);
        // The search stops a little before the second, leaving room for the work
        // after it, so the answer comes within the second.
        assert!(
            master.time_cap < Duration::from_secs(1)
                && master.time_cap >= Duration::from_millis(900),
            "{game}: {:?}",
            master.time_cap
        );
        // The cap is what a fast device searches in under a second: far more
        // than the Hard level's budget, and it bounds the search.
        assert!(master.nodes >= 50 * hard.nodes, "{game}");
        assert_eq!(master.limits().nodes, Some(master.nodes));
        assert_eq!(master.limits().time, Some(master.time_cap));
    }
}

#[test]
fn a_search_memory_serves_master_and_follows_the_game() {
    let mut memory = ai::SearchMemory::new();
    assert_eq!(format!("{memory:?}"), "SearchMemory(empty)");
    // Medium plays with evaluation noise: it searches afresh, the memory stays empty.
    let rec = GameRecord::new_game(GameId::Jinmen);
    let m = ai::choose_move_remembering(&rec, Level::Medium, 3, &CancelToken::new(), &mut memory);
    assert_eq!(
        m,
        ai::choose_move(&rec, Level::Medium, 3, &CancelToken::new())
    );
    assert_eq!(format!("{memory:?}"), "SearchMemory(empty)");
    for game in [GameId::Jinmen, GameId::Huishi, GameId::Weiming] {
        // Master on a small node budget, without its time budget (deterministic).
        let mut cfg = ai::level_config(game, Level::Master).without_time_cap();
        cfg.nodes = 20_000;
        let mut rec = GameRecord::new_game(game);
        let fresh = ai::choose_move_with(&rec, &cfg, 0, &CancelToken::new(), None);
        for seed in 0..8 {
            let m = ai::choose_move_with(&rec, &cfg, seed, &CancelToken::new(), Some(&mut memory));
            if seed == 0 && !game.is_small() {
                // An empty table of this game: the same move as a fresh search.
                assert_eq!(Some(m.unwrap()), fresh, "{game}");
            }
            rec.play_move(m.unwrap()).unwrap();
        }
        if !game.is_small() {
            // The table now belongs to this game (one of another game is replaced).
            assert!(format!("{memory:?}").starts_with(&format!("SearchMemory({game}, ")));
        }
    }
}

// ------------------------------------------------------------------ cancellation

#[test]
fn cancelling_before_the_start_still_returns_a_legal_move() {
    let cancel = CancelToken::new();
    cancel.cancel();
    assert!(cancel.is_cancelled());
    for game in GameId::ALL {
        let rec = GameRecord::new_game(game);
        let r = ai::search(&rec, Limits::depth(60), &cancel, &mut |_| {});
        assert!(rec.current().is_legal(r.best.unwrap()), "{game}");
        let m = ai::choose_move(&rec, Level::Master, 1, &cancel).unwrap();
        assert!(rec.current().is_legal(m));
    }
    cancel.reset();
    assert!(!cancel.is_cancelled());
}

#[test]
fn cancelling_from_another_thread_returns_a_legal_move() {
    for game in [GameId::Jinmen, GameId::Huishi] {
        let rec = GameRecord::new_game(game);
        let cancel = CancelToken::new();
        let remote = cancel.clone();
        let worker =
            std::thread::spawn(move || ai::search(&rec, Limits::depth(60), &cancel, &mut |_| {}));
        std::thread::sleep(std::time::Duration::from_millis(30));
        remote.cancel();
        let r = worker.join().unwrap();
        let start = Position::start(game);
        assert!(start.is_legal(r.best.unwrap()));
    }
}

#[test]
fn concurrent_searches_agree_with_sequential_ones() {
    let records: Vec<GameRecord> = GameId::ALL
        .iter()
        .map(|&g| GameRecord::new_game(g))
        .collect();
    let sequential: Vec<Option<Move>> = records
        .iter()
        .map(|r| ai::choose_move(r, Level::Medium, 11, &CancelToken::new()))
        .collect();
    let handles: Vec<_> = records
        .into_iter()
        .map(|r| {
            std::thread::spawn(move || ai::choose_move(&r, Level::Medium, 11, &CancelToken::new()))
        })
        .collect();
    let concurrent: Vec<Option<Move>> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_eq!(sequential, concurrent);
}

#[test]
fn the_api_is_send_and_sync() {
    fn send<T: Send>() {}
    fn sync<T: Sync>() {}
    send::<CancelToken>();
    sync::<CancelToken>();
    send::<ai::SearchResult>();
    send::<ai::SearchInfo>();
    send::<ai::SolveStats>();
    send::<Limits>();
    send::<ai::SearchMemory>();
    sync::<ai::SearchMemory>();
}

// ------------------------------------------------------------------ repetition

#[test]
fn search_takes_a_threefold_repetition_when_behind() {
    // Second to move; First (two pieces against six) can only hope for a draw.
    let mut rec = record_at(GameId::Jinmen, "x.x.x/xxx/...../.../...../.../.X..X S");
    for t in [
        "a7-b7", "b1-a1", "b7-a7", "a1-b1", "a7-b7", "b1-a1", "b7-a7",
    ] {
        let m = mv(rec.current(), t);
        rec.play_move(m).unwrap();
    }
    let repeat = mv(rec.current(), "a1-b1");
    let mut after = rec.clone();
    after.play_move(repeat).unwrap();
    assert!(
        after.status().is_over(),
        "a1-b1 repeats the start a third time"
    );
    let r = search_nodes(&rec, 30_000);
    assert_eq!(r.best, Some(repeat));
    assert_eq!(r.info.score, Score::Value(0));
    let m = ai::choose_move(&rec, Level::Hard, 5, &CancelToken::new());
    assert_eq!(m, Some(repeat));
}

#[test]
fn master_takes_a_threefold_repetition_from_a_lost_small_game_position() {
    // Find a lost position P with a move m to C and a 3-ply path C → P, then
    // play the cycle twice: at P the third occurrence of C is a draw.
    let game = GameId::Zhongkui;
    let mut found = None;
    'outer: for p in reachable(game) {
        if !matches!(ai::verdict(&p), Some(Verdict::Loss(d)) if d > 4) {
            continue;
        }
        for &m in p.legal_moves().iter() {
            let c = p.play_unchecked(m);
            for &r1 in c.legal_moves().iter() {
                let d = c.play_unchecked(r1);
                for &m1 in d.legal_moves().iter() {
                    let e = d.play_unchecked(m1);
                    for &r2 in e.legal_moves().iter() {
                        if e.play_unchecked(r2) == p {
                            found = Some((c, [r1, m1, r2, m]));
                            break 'outer;
                        }
                    }
                }
            }
        }
    }
    let (c, cycle) = found.expect("a lost position on a 4-cycle");
    let mut rec = GameRecord::new(c);
    for &m in cycle.iter().chain(&cycle[..3]) {
        rec.play_move(m).unwrap();
    }
    assert!(!rec.status().is_over());
    let p = *rec.current();
    assert!(matches!(ai::verdict(&p), Some(Verdict::Loss(_))));
    let m = ai::choose_move(&rec, Level::Master, 0, &CancelToken::new()).unwrap();
    assert_eq!(m, cycle[3], "master should draw by repetition");
    let r = ai::search(&rec, Limits::default(), &CancelToken::new(), &mut |_| {});
    assert_eq!(r.best, Some(cycle[3]));
    assert_eq!(r.info.score, Score::Value(0));
}
