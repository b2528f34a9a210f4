//! Property tests over random playouts in all four games, and perft checked against
//! an independent, deliberately naive implementation of the rules written from
//! RULES.md in this file (point names and lines transcribed from the spec text).

use folkchess_core::*;
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

// ------------------------------------------------------------ naive reference rules

struct RefBoard {
    game: GameId,
    names: Vec<String>,
    lines: Vec<Vec<usize>>,
}

fn ref_board(game: GameId) -> RefBoard {
    let (names, lines): (&str, Vec<&str>) = match game {
        GameId::Weiming => (
            "s tl tm tr x m bl bm br",
            vec!["tl tm tr", "bl bm br", "tr br", "tm m bm", "tl x bm", "tm x bl", "s x m"],
        ),
        GameId::Zhongkui => (
            "tl t1 t2 tr ml mr bl bc br",
            vec!["tl t1 t2 tr", "bl bc br", "tl ml bc", "t1 ml bl", "tr mr bc", "t2 mr br"],
        ),
        GameId::Jinmen => (
            "a7 b7 c7 d7 e7 b6 c6 d6 a5 b5 c5 d5 e5 b4 c4 d4 a3 b3 c3 d3 e3 b2 c2 d2 a1 b1 c1 d1 e1",
            vec![
                "a7 b7 c7 d7 e7",
                "b6 c6 d6",
                "a5 b5 c5 d5 e5",
                "b4 c4 d4",
                "a3 b3 c3 d3 e3",
                "b2 c2 d2",
                "a1 b1 c1 d1 e1",
                "a1 a3 a5 a7",
                "e1 e3 e5 e7",
                "b1 b2 b3 b4 b5 b6 b7",
                "c1 c2 c3 c4 c5 c6 c7",
                "d1 d2 d3 d4 d5 d6 d7",
            ],
        ),
        GameId::Huishi => (
            "a5 e5 a4 b4 c4 d4 e4 a3 b3 c3 d3 e3 a2 b2 c2 d2 e2 a1 e1",
            vec![
                "a4 b4 c4 d4 e4",
                "a3 b3 c3 d3 e3",
                "a2 b2 c2 d2 e2",
                "b2 b3 b4",
                "c2 c3 c4",
                "d2 d3 d4",
                "a1 a2 a3 a4 a5",
                "e1 e2 e3 e4 e5",
            ],
        ),
    };
    let names: Vec<String> = names.split(' ').map(String::from).collect();
    let idx = |n: &str| names.iter().position(|x| x == n).unwrap();
    let lines = lines
        .iter()
        .map(|l| l.split(' ').map(idx).collect())
        .collect();
    RefBoard { game, names, lines }
}

#[derive(Clone, PartialEq, Debug)]
struct RefPos {
    cells: Vec<char>,
    first_to_move: bool,
    locked: bool,
    over: bool,
}

impl RefBoard {
    fn parse(&self, text: &str) -> RefPos {
        let mut it = text.split(' ');
        let cells: Vec<char> = it.next().unwrap().chars().filter(|&c| c != '/').collect();
        let first_to_move = it.next() == Some("F");
        let locked = it.any(|t| t == "+");
        RefPos {
            cells,
            first_to_move,
            locked,
            over: false,
        }
    }

    fn adjacent(&self, a: usize, b: usize) -> bool {
        self.lines.iter().any(|l| {
            l.windows(2)
                .any(|w| (w[0] == a && w[1] == b) || (w[0] == b && w[1] == a))
        })
    }

    fn own(c: char, first: bool) -> bool {
        if first {
            c == 'X' || c == 'G'
        } else {
            c == 'x' || c == 'g'
        }
    }

    fn moves(&self, pos: &RefPos) -> Vec<(usize, usize, RefPos)> {
        let mut out = Vec::new();
        if pos.over {
            return out;
        }
        let well = if self.game == GameId::Huishi {
            self.names.iter().position(|n| n == "c3")
        } else {
            None
        };
        for from in 0..pos.cells.len() {
            let c = pos.cells[from];
            let shared = c == '*';
            if !(Self::own(c, pos.first_to_move) || (shared && !pos.locked)) {
                continue;
            }
            let may_step = !(shared && self.game == GameId::Zhongkui);
            let may_jump = self.game == GameId::Huishi || (shared && self.game == GameId::Zhongkui);
            let mut targets = Vec::new();
            for line in &self.lines {
                let Some(i) = line.iter().position(|&p| p == from) else {
                    continue;
                };
                for dir in [-1i32, 1] {
                    let at = |k: i32| {
                        let j = i as i32 + dir * k;
                        (j >= 0 && (j as usize) < line.len()).then(|| line[j as usize])
                    };
                    if let Some(n) = at(1) {
                        if pos.cells[n] == '.' {
                            if may_step {
                                targets.push((n, false));
                            }
                        } else if may_jump {
                            if let Some(t) = at(2) {
                                if pos.cells[t] == '.' {
                                    targets.push((t, true));
                                }
                            }
                        }
                    }
                }
            }
            for (to, jump) in targets {
                let general = c == 'G' || c == 'g';
                let partner = (0..pos.cells.len()).find(|&p| p != from && pos.cells[p] == c);
                if general && jump {
                    let g = partner.unwrap();
                    if self.adjacent(to, g) && Some(g) != well && Some(to) != well {
                        continue;
                    }
                }
                let mut next = pos.clone();
                next.cells[from] = '.';
                next.cells[to] = c;
                next.locked = shared;
                next.first_to_move = !pos.first_to_move;
                if general && !jump {
                    let g = partner.unwrap();
                    if self.adjacent(to, g) && Some(g) != well && Some(to) != well {
                        next.over = true;
                    }
                }
                if self.game == GameId::Jinmen {
                    self.capture(&mut next, to, pos.first_to_move);
                }
                out.push((from, to, next));
            }
        }
        out
    }

    fn capture(&self, pos: &mut RefPos, to: usize, first: bool) {
        let mut removed = Vec::new();
        for line in self.lines.iter().filter(|l| l.contains(&to)) {
            let occ: Vec<usize> = (0..line.len())
                .filter(|&k| pos.cells[line[k]] != '.')
                .collect();
            let n = occ.len();
            if (n != 3 && n != 5) || occ[n - 1] - occ[0] != n - 1 {
                continue;
            }
            let pattern: String = occ
                .iter()
                .map(|&k| {
                    if Self::own(pos.cells[line[k]], first) {
                        'M'
                    } else {
                        'E'
                    }
                })
                .collect();
            let (fwd, back) = if n == 3 {
                ("MME", "EMM")
            } else {
                ("MMMEE", "EEMMM")
            };
            for (k, ch) in pattern.chars().enumerate() {
                if (pattern == fwd || pattern == back) && ch == 'E' {
                    removed.push(line[occ[k]]);
                }
            }
        }
        for p in removed {
            pos.cells[p] = '.';
        }
        let count = |f: bool| pos.cells.iter().filter(|&&c| Self::own(c, f)).count();
        if count(true) <= 1 || count(false) <= 1 {
            pos.over = true;
        }
    }

    fn perft(&self, pos: &RefPos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves(pos)
            .iter()
            .map(|(_, _, n)| self.perft(n, depth - 1))
            .sum()
    }
}

#[test]
fn perft_start_positions_match_the_naive_reference() {
    for game in GameId::ALL {
        let rb = ref_board(game);
        let start = Position::start(game);
        let rstart = rb.parse(&start.to_text());
        let max = if game.is_small() { 8 } else { 4 };
        for depth in 1..=max {
            assert_eq!(
                perft(&start, depth),
                rb.perft(&rstart, depth),
                "{game} depth {depth}"
            );
        }
    }
}

#[test]
fn perft_known_values() {
    // Depth 1 checked by hand from the start positions: weiming s-x, bl-x, bm-x, bm-m;
    // zhongkui tl-t1, ml-t1; jinmen a1-a3, e1-e3, b2-b3, c2-c3, d2-d3; huishi a1-a2,
    // e1-e2, b2-a2, b2-b3, c2-c3, c2-a2 (jump), c2-e2 (jump), d2-e2, d2-d3.
    let expect: [(GameId, &[u64]); 4] = [
        (GameId::Weiming, &[4, 6, 19, 68, 167]),
        (GameId::Zhongkui, &[2, 5, 17, 57, 147]),
        (GameId::Jinmen, &[5, 25, 233, 2152]),
        (GameId::Huishi, &[9, 81, 783, 7441]),
    ];
    for (game, counts) in expect {
        let p = Position::start(game);
        for (d, &c) in counts.iter().enumerate() {
            assert_eq!(perft(&p, d as u32 + 1), c, "{game} depth {}", d + 1);
        }
    }
}

// ------------------------------------------------------------ random playouts

fn playout(
    game: GameId,
    seed: u64,
    plies: usize,
    check: &mut impl FnMut(&Position, Option<Move>, &Position),
) -> GameRecord {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut rec = GameRecord::new_game(game);
    for _ in 0..plies {
        if rec.status().is_over() {
            break;
        }
        let before = *rec.current();
        let moves = before.legal_moves();
        let ply = if rng.gen_ratio(1, 12) || moves.is_empty() {
            Ply::Pass
        } else {
            Ply::Move(moves[rng.gen_range(0..moves.len())])
        };
        rec.play(ply).unwrap();
        let m = match ply {
            Ply::Move(m) => Some(m),
            Ply::Pass => None,
        };
        check(&before, m, rec.current());
    }
    rec
}

fn game_strategy() -> impl Strategy<Value = GameId> {
    prop::sample::select(GameId::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, .. ProptestConfig::default() })]

    #[test]
    fn incremental_hash_equals_scratch_hash_and_moves_land_on_empty_points(game in game_strategy(), seed in any::<u64>()) {
        playout(game, seed, 150, &mut |before, m, after| {
            assert_eq!(after.key(), after.key_from_scratch(), "{before} -> {after}");
            if let Some(m) = m {
                assert!(before.piece_at(m.to).is_none(), "landed on an occupied point");
                assert!(after.piece_at(m.to).is_some());
                assert!(after.piece_at(m.from).is_none());
            }
        });
    }

    #[test]
    fn copy_make_and_undo_restore_position_and_hash(game in game_strategy(), seed in any::<u64>()) {
        let rec = playout(game, seed, 80, &mut |_, _, _| {});
        let mut back = rec.clone();
        let positions: Vec<Position> = (0..=rec.ply_count()).map(|i| *rec.position_after(i).unwrap()).collect();
        for i in (0..rec.ply_count()).rev() {
            back.undo();
            prop_assert_eq!(back.current(), &positions[i]);
            prop_assert_eq!(back.current().key(), positions[i].key());
        }
        // and redo replays to the same end
        while back.redo().is_some() {}
        prop_assert_eq!(back.current(), rec.current());
        prop_assert_eq!(back.status(), rec.status());
    }

    #[test]
    fn moves_and_positions_agree_with_the_naive_reference(game in game_strategy(), seed in any::<u64>()) {
        let rb = ref_board(game);
        playout(game, seed, 120, &mut |before, _, _| {
            let rp = rb.parse(&before.to_text());
            let rp = RefPos { over: before.is_decided(), ..rp };
            let mut expected: Vec<(String, String)> = rb
                .moves(&rp)
                .into_iter()
                .map(|(f, t, next)| {
                    let text: String = next.cells.iter().collect();
                    (format!("{}-{}", rb.names[f], rb.names[t]), format!("{text}{}{}{}", next.first_to_move, next.locked, next.over))
                })
                .collect();
            expected.sort();
            let mut got: Vec<(String, String)> = before
                .legal_moves()
                .iter()
                .map(|&m| {
                    let next = before.play_unchecked(m);
                    let text: String = next.to_text().split(' ').next().unwrap().chars().filter(|&c| c != '/').collect();
                    let over = next.is_decided();
                    (before.board().move_text(m), format!("{text}{}{}{}", next.side_to_move() == Side::First, next.shared_locked(), over))
                })
                .collect();
            got.sort();
            assert_eq!(got, expected, "in {before}");
        });
    }

    #[test]
    fn notation_and_position_text_round_trip(game in game_strategy(), seed in any::<u64>()) {
        playout(game, seed, 100, &mut |before, _, after| {
            let board = before.board();
            for &m in before.legal_moves().iter() {
                let text = board.move_text(m);
                assert_eq!(board.parse_move(&text).unwrap(), m);
            }
            // Every position reached, the last one of a finished game too.
            for pos in [before, after] {
                let text = pos.to_text();
                let parsed = Position::from_text(game, &text)
                    .unwrap_or_else(|e| panic!("`{text}` does not read back: {e}"));
                assert!(parsed.same_for_repetition(pos));
                assert_eq!(parsed.plies_since_capture(), pos.plies_since_capture());
                assert_eq!(parsed.to_text(), text);
            }
        });
    }

    #[test]
    fn save_then_load_gives_the_same_record(game in game_strategy(), seed in any::<u64>(), undos in 0usize..4) {
        let mut rec = playout(game, seed, 90, &mut |_, _, _| {});
        for _ in 0..undos {
            rec.undo();
        }
        let setup = Setup { mode: Mode::VsComputer { level: Level::Hard, human: Side::Second }, turn_seconds: Some(30) };
        let json = save_to_json(&rec, &setup);
        let loaded = load_from_json(&json).unwrap();
        prop_assert_eq!(&loaded.record, &rec);
        prop_assert_eq!(loaded.setup, setup);
    }
}
