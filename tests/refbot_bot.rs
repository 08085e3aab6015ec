//! The AMAF player: the first-play accounting, move choice, determinism and the GTP-facing API.

use tesuji::board::{Color, Move};
use tesuji::montecarlo::board::{Board, BLACK, CAP, EMPTY, WHITE};
use tesuji::montecarlo::playout::{half_wins, playout, run_playouts};
use tesuji::montecarlo::rng::Rng;
use tesuji::montecarlo::{RefBot, RefBotConfig};

#[test]
fn amaf_credits_only_first_plays_by_the_side_to_move() {
    let root = Board::new(9).expect("size");
    let komi = 7.5;
    for seed in 0..10u64 {
        for side in [BLACK, WHITE] {
            // The same generator state drives one bare play-out and a one-play-out AMAF run.
            let mut b = root.clone();
            let mut first = [EMPTY; CAP];
            let r = playout(&mut b, side, &mut Rng::new(seed), 243, &mut first);
            let amaf = run_playouts(&root, side, komi, 1, &mut Rng::new(seed));
            let hw = u64::from(half_wins(r.score, komi, side));
            assert_eq!(amaf.playouts, 1);
            assert_eq!(amaf.nodes, u64::from(r.moves));
            assert_eq!(amaf.wins, u64::from(hw == 2));
            for (p, &f) in first.iter().enumerate().take(root.array_len()) {
                let mine = u64::from(f == side);
                assert_eq!(amaf.visits[p], mine, "visits at {p}");
                assert_eq!(amaf.half_wins[p], mine * hw, "wins at {p}");
            }
            // A point first played by the opponent is never credited, even if the side to
            // move played there later in the play-out.
            let credited = amaf.visits.iter().sum::<u64>();
            let first_by_side = first.iter().filter(|&&f| f == side).count() as u64;
            assert_eq!(credited, first_by_side);
        }
    }
}

#[test]
fn half_wins_scores_jigo_as_one_half() {
    assert_eq!(half_wins(8, 7.5, BLACK), 2);
    assert_eq!(half_wins(7, 7.5, BLACK), 0);
    assert_eq!(half_wins(7, 7.5, WHITE), 2);
    assert_eq!(half_wins(7, 7.0, BLACK), 1);
    assert_eq!(half_wins(7, 7.0, WHITE), 1);
}

fn bot(playouts: u64, seed: u64, threads: usize) -> RefBot {
    let mut b = RefBot::new(RefBotConfig {
        playouts,
        seed,
        threads,
    });
    b.clear(9).expect("9x9");
    b.set_komi(7.5);
    b
}

fn game_of(bot: &mut RefBot, moves: usize) -> Vec<(Move, u64)> {
    let mut out = Vec::new();
    let mut c = Color::Black;
    for _ in 0..moves {
        let m = bot.genmove(c);
        out.push((m, bot.last_nodes()));
        c = c.opponent();
    }
    out
}

#[test]
fn same_seed_same_game_and_other_seed_differs() {
    let a = game_of(&mut bot(200, 3, 1), 12);
    let b = game_of(&mut bot(200, 3, 1), 12);
    let c = game_of(&mut bot(200, 4, 1), 12);
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn threaded_search_is_deterministic_and_counts_all_playouts() {
    let a = game_of(&mut bot(301, 5, 2), 6);
    let b = game_of(&mut bot(301, 5, 2), 6);
    assert_eq!(a, b);
    let mut x = bot(301, 5, 3);
    x.genmove(Color::Black);
    assert_eq!(
        x.last_stats().playouts,
        301,
        "play-outs split over threads add up"
    );
}

#[test]
fn genmove_plays_the_move_and_reports_nodes_and_score() {
    let mut b = bot(500, 1, 1);
    let m = b.genmove(Color::Black);
    assert!(matches!(m, Move::Play(_)));
    assert_eq!(b.game().moves(), &[(Color::Black, m)]);
    let s = b.last_stats();
    assert_eq!(s.playouts, 500);
    assert!(
        s.nodes >= 500 * 60 && s.nodes <= 500 * 243,
        "nodes {}",
        s.nodes
    );
    assert!((0.0..=1.0).contains(&b.last_score()));
    // A move on an occupied point is refused and leaves the game unchanged.
    assert!(b.play(Color::White, m).is_err());
    assert_eq!(b.game().moves().len(), 1);
}

#[test]
fn the_bot_captures_a_big_chain_in_atari() {
    // A ring of 8 black stones around E5, itself enclosed by white stones: its only liberty is
    // E5. White to play must capture there.
    let mut b = bot(2000, 2, 1);
    let white = [
        "C4", "C5", "C6", "G4", "G5", "G6", "D3", "E3", "F3", "D7", "E7", "F7",
    ];
    let black = ["D4", "E4", "F4", "D5", "F5", "D6", "E6", "F6"];
    for v in white {
        b.play(Color::White, Move::parse(v, 9).expect("vertex"))
            .expect("legal");
    }
    for v in black {
        b.play(Color::Black, Move::parse(v, 9).expect("vertex"))
            .expect("legal");
    }
    let m = b.genmove(Color::White);
    assert_eq!(m, Move::parse("E5", 9).expect("vertex"));
}

#[test]
fn the_bot_passes_only_when_no_sensible_move_is_left() {
    // 3x3 with Black owning everything but two one-point eyes: Black must pass (filling an
    // eye is never chosen), White has only suicide points and passes too.
    let mut b = RefBot::new(RefBotConfig {
        playouts: 100,
        seed: 9,
        threads: 1,
    });
    b.clear(3).expect("3x3");
    for v in ["A2", "B2", "C2", "B1", "B3"] {
        b.play(Color::Black, Move::parse(v, 3).expect("vertex"))
            .expect("legal");
    }
    // Empty points A1, C1, A3, C3 are eyes of Black (corners, no enemy diagonal).
    assert_eq!(b.genmove(Color::Black), Move::Pass);
    assert_eq!(b.genmove(Color::White), Move::Pass);
    // On an empty board there is always a move.
    b.clear(3).expect("3x3");
    assert!(matches!(b.genmove(Color::Black), Move::Play(_)));
}

#[test]
fn with_no_playouts_the_bot_still_plays_a_legal_move() {
    let mut b = bot(0, 1, 1);
    let m = b.genmove(Color::Black);
    assert!(matches!(m, Move::Play(_)));
    assert_eq!(b.last_nodes(), 0);
}
