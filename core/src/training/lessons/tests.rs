use super::*;

/// Finds positions for the steps played out: reachable from the start by random moves,
/// a win in exactly two moves of the side to move, whose first winning move meets `goal`.
/// Run by hand: `cargo test -p folkchess-core --lib lessons::tests::find -- --ignored --nocapture`.
#[test]
#[ignore]
fn find_positions() {
    let goals: &[(GameId, &str, Goal)] = &[
        (GameId::Weiming, "own", Goal::OwnPiece),
        (GameId::Weiming, "shared", Goal::SharedPiece),
        (GameId::Zhongkui, "own", Goal::OwnPiece),
        (GameId::Zhongkui, "shared", Goal::SharedPiece),
        (GameId::Jinmen, "cap1", Goal::Capture(1)),
        (GameId::Jinmen, "cap2", Goal::Capture(2)),
        (GameId::Jinmen, "own", Goal::OwnPiece),
        (GameId::Weiming, "any", Goal::OwnPiece),
        (GameId::Zhongkui, "any2", Goal::OwnPiece),
        (GameId::Huishi, "jump", Goal::Jump),
        (GameId::Huishi, "own", Goal::OwnPiece),
    ];
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut rand = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for &(game, name, goal) in goals {
        let mut found = 0;
        for _ in 0..4000 {
            let mut pos = Position::start(game);
            if game == GameId::Jinmen {
                // Sparse positions: a few pieces a side, anywhere.
                let n = pos.board().len();
                let mut cells = vec!['.'; n];
                for (c, k) in [('X', 3 + rand(2)), ('x', 2 + rand(2))] {
                    let mut placed = 0;
                    while placed < k {
                        let i = rand(n);
                        if cells[i] == '.' {
                            cells[i] = c;
                            placed += 1;
                        }
                    }
                }
                let text: String = cells.into_iter().collect();
                let Ok(p) = Position::from_text(game, &format!("{text} F")) else {
                    continue;
                };
                pos = p;
            }
            let plies = if game == GameId::Jinmen {
                0
            } else {
                4 + rand(60)
            };
            for _ in 0..plies {
                let moves = pos.legal_moves();
                if moves.is_empty() || pos.outcome().is_some() {
                    break;
                }
                pos = pos.play_unchecked(moves[rand(moves.len())]);
            }
            if pos.outcome().is_some() || can_win(&pos, 1) || !can_win(&pos, 2) {
                continue;
            }
            let step = Step {
                position: "",
                task: w("", ""),
                goal,
                miss: w("", ""),
                done: w("", ""),
            };
            let firsts: Vec<Move> = pos
                .legal_moves()
                .iter()
                .copied()
                .filter(|&m| must_lose(&pos.play_unchecked(m), 1))
                .filter(|&m| step.judge(&pos, m, 0) == Judgement::Met)
                .collect();
            if firsts.is_empty() {
                continue;
            }
            let b = pos.board();
            let names: Vec<String> = firsts
                .iter()
                .map(|m| format!("{}-{}", b.name(m.from), b.name(m.to)))
                .collect();
            println!(
                "{game} {name}: {} moves={} wins={names:?}",
                pos.to_text(),
                pos.legal_moves().len()
            );
            found += 1;
            if found == 6 {
                break;
            }
        }
    }
}

fn name(pos: &Position, m: Move) -> String {
    let b = pos.board();
    format!("{}-{}", b.name(m.from), b.name(m.to))
}

#[test]
fn every_game_has_six_to_ten_lessons_with_unique_ids() {
    let mut ids = std::collections::BTreeSet::new();
    for game in GameId::ALL {
        let list = lessons(game);
        assert!((6..=10).contains(&list.len()), "{game}: {}", list.len());
        for (i, l) in list.iter().enumerate() {
            assert_eq!(l.id, format!("{}-{}", game.id(), i + 1));
            assert_eq!(l.game, game);
            assert!(ids.insert(l.id));
            assert!(!l.steps.is_empty());
            assert!(l.steps.last().unwrap().is_played_out(), "{}", l.id);
            assert_eq!(lesson_by_id(l.id), Some(l));
        }
    }
}

#[test]
fn every_step_reads_and_has_answers_and_its_misses_are_legal_moves() {
    for l in all_lessons() {
        for (i, s) in l.steps.iter().enumerate() {
            let pos = Position::from_text(l.game, s.position)
                .unwrap_or_else(|e| panic!("{} step {}: {e}", l.id, i + 1));
            assert!(pos.outcome().is_none(), "{} step {}", l.id, i + 1);
            let answers = s.answers(l.game);
            let misses: Vec<String> = pos
                .legal_moves()
                .iter()
                .filter(|m| !answers.contains(m))
                .map(|&m| name(&pos, m))
                .collect();
            let shown: Vec<String> = answers.iter().map(|&m| name(&pos, m)).collect();
            println!(
                "{} step {}: answers {shown:?} misses {misses:?}",
                l.id,
                i + 1
            );
            assert!(!answers.is_empty(), "{} step {}: no answer", l.id, i + 1);
            if let Goal::Win(n) = s.goal {
                assert!(can_win(&pos, n), "{} step {}: no win in {n}", l.id, i + 1);
                assert!(
                    !can_win(&pos, n - 1),
                    "{} step {}: a faster win",
                    l.id,
                    i + 1
                );
            }
            for text in [s.task, s.miss, s.done, l.title, l.task] {
                assert!(!text.en.is_empty() && !text.zh.is_empty());
            }
        }
    }
}

#[test]
fn stars_count_the_moves_used() {
    assert_eq!(stars(3, 3), 3);
    assert_eq!(stars(4, 3), 2);
    assert_eq!(stars(5, 3), 2);
    assert_eq!(stars(6, 3), 1);
    let l = lesson_by_id("weiming-2").unwrap();
    assert_eq!(l.par(), 4);
    assert_eq!(l.next().map(|n| n.id), Some("weiming-3"));
    assert_eq!(lessons(GameId::Weiming).last().unwrap().next(), None);
}
