//! The pre-owl stages of a position put back after `clear_caches` (as the
//! regression runner does before every test) give the answers and node
//! counts of computing them anew: a question asked after another on the
//! same position reads exactly as on a fresh engine.

use proptest::prelude::*;
use tesuji::board::{Color, Counter, Move, Point};
use tesuji::engine::{Engine, EngineConfig};
use tesuji::reading::ReadResult;
use tesuji::search::SearchResult;

/// The answer and every node counter of `ask` on `e`, counters reset first.
fn read(
    e: &mut Engine,
    ask: impl Fn(&mut Engine) -> SearchResult,
) -> (SearchResult, [u64; Counter::ALL.len()]) {
    e.clear_caches();
    for c in Counter::ALL {
        e.reset_nodes(c);
    }
    let r = ask(e);
    (r, Counter::ALL.map(|c| e.nodes(c)))
}

fn selfplay() -> Engine {
    let mut e = Engine::new(EngineConfig::default());
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games/selfplay1.sgf");
    e.load_sgf(dir, Some("206"))
        .expect("games/selfplay1.sgf loads");
    e
}

#[test]
fn a_second_question_reads_as_on_a_fresh_engine() {
    let e19 = Point::parse_vertex("E19", 19).expect("E19");
    let mut fresh = selfplay();
    let alone = read(&mut fresh, |e| e.owl_attack(e19));
    assert_eq!(fresh.cold_start_hits(), 0);

    let mut e = selfplay();
    read(&mut e, |e| e.owl_defend(e19));
    let after = read(&mut e, |e| e.owl_attack(e19));
    assert_eq!(e.cold_start_hits(), 1, "the stages were put back");
    assert_eq!(after, alone);
    assert!(
        alone.1[Counter::Connection as usize] > 0,
        "the stages read connections"
    );
}

#[test]
fn a_question_about_the_other_colour_computes_the_stages_anew() {
    let e19 = Point::parse_vertex("E19", 19).expect("E19");
    let mut e = selfplay();
    let color = e.board.color_at(e19).expect("a stone on E19");
    let other = e
        .board
        .points()
        .find(|&p| e.board.color_at(p) == Some(color.opponent()))
        .expect("a stone of the other colour");
    let mut fresh = selfplay();
    let alone = read(&mut fresh, |e| e.owl_attack(other));

    read(&mut e, |e| e.owl_attack(e19));
    let after = read(&mut e, |e| e.owl_attack(other));
    assert_eq!(
        e.cold_start_hits(),
        0,
        "the other colour's dragons are not kept"
    );
    assert_eq!(after, alone);
}

#[test]
fn other_limits_compute_the_stages_anew() {
    let e19 = Point::parse_vertex("E19", 19).expect("E19");
    let mut e = selfplay();
    read(&mut e, |e| e.owl_attack(e19));
    e.update_settings(|s| s.reading.shift_depths(-2));
    let shallow = read(&mut e, |e| e.owl_attack(e19));
    assert_eq!(e.cold_start_hits(), 0, "other limits, other stages");

    let mut fresh = selfplay();
    fresh.update_settings(|s| s.reading.shift_depths(-2));
    assert_eq!(read(&mut fresh, |e| e.owl_attack(e19)), shallow);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Random positions: owl_attack on the dragon of the first stone, on
    /// a fresh engine and after another question on the same position.
    #[test]
    fn put_back_stages_read_as_fresh_ones(
        moves in prop::collection::vec((0u8..9, 0u8..9), 10..60),
    ) {
        let play = |e: &mut Engine| {
            e.clear_board(9);
            let mut color = Color::Black;
            for &(c, r) in &moves {
                if e.play(Move::Play(Point::new(c as usize, r as usize)), color).is_ok() {
                    color = color.opponent();
                }
            }
        };
        let mut fresh = Engine::new(EngineConfig::default());
        play(&mut fresh);
        let Some(target) = fresh.board.points().find(|&p| fresh.board.color_at(p).is_some()) else {
            return Ok(());
        };
        let alone = read(&mut fresh, |e| e.owl_attack(target));

        let mut e = Engine::new(EngineConfig::default());
        play(&mut e);
        read(&mut e, |e| e.owl_defend(target));
        let after = read(&mut e, |e| e.owl_attack(target));
        prop_assert_eq!(e.cold_start_hits(), 1);
        prop_assert_eq!(after, alone);
    }
}

/// The same stones on boards of two sizes hash alike (a point's index does
/// not depend on the size); the stages of one are not the other's.
#[test]
fn another_board_size_computes_the_stages_anew() {
    // J1: the corner of 9x9, the edge of 19x19; K1 is off the small board.
    let (j1, k1) = (Point::new(8, 0), Point::new(9, 0));
    let influence = |e: &mut Engine, size: usize| {
        e.clear_caches();
        e.clear_board(size);
        e.play(Move::Play(j1), Color::Black).expect("J1 is legal");
        e.dragons();
        e.initial_influence().of(Color::Black, k1)
    };
    let mut e = Engine::new(EngineConfig::default());
    assert_eq!(influence(&mut e, 9), 0.0);
    assert!(influence(&mut e, 19) > 0.0, "K1 is next to J1 on 19x19");
    assert_eq!(e.cold_start_hits(), 0);
}

/// Tactical reading of the same stones on another board size reads anew.
#[test]
fn another_board_size_reads_anew() {
    let j1 = Point::new(8, 0);
    let attack = |e: &mut Engine, size: usize| {
        e.clear_board(size);
        // Black J1 with H2 and J3 around a white H1.
        for (col, row, color) in [
            (8, 0, Color::Black),
            (7, 0, Color::White),
            (7, 1, Color::Black),
            (8, 2, Color::Black),
        ] {
            e.play(Move::Play(Point::new(col, row)), color)
                .expect("a legal move");
        }
        e.attack(j1).code
    };
    // In atari on the 9x9 edge (white takes at J2, a ko); two liberties
    // on 19x19, where K1 or J2 answers either atari.
    let mut e = Engine::new(EngineConfig::default());
    assert_ne!(attack(&mut e, 9), ReadResult::Lose);
    assert_eq!(attack(&mut e, 19), ReadResult::Lose);
}
