//! The pre-owl stages of a position put back after `clear_caches` (as the
//! regression runner does before every test) give the answers and node
//! counts of computing them anew: a question asked after another on the
//! same position reads exactly as on a fresh engine.

use proptest::prelude::*;
use tesuji::board::{Color, Counter, Move, Point};
use tesuji::engine::{Engine, EngineConfig};
use tesuji::search::SearchResult;

/// The answer and every node counter of `ask` on `e`, counters reset first.
fn read(e: &mut Engine, ask: impl Fn(&mut Engine) -> SearchResult) -> (SearchResult, [u64; 4]) {
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
fn other_limits_compute_the_stages_anew() {
    let e19 = Point::parse_vertex("E19", 19).expect("E19");
    let mut e = selfplay();
    read(&mut e, |e| e.owl_attack(e19));
    e.reader.config.shift_depths(-2);
    let shallow = read(&mut e, |e| e.owl_attack(e19));
    assert_eq!(e.cold_start_hits(), 0, "other limits, other stages");

    let mut fresh = selfplay();
    fresh.reader.config.shift_depths(-2);
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
