//! Diagram tests for links and cuts.

use super::*;
use crate::board::diagram::at;
use crate::board::{parse_diagram, Color};

#[test]
fn connection_distance_counts_the_moves_that_join() {
    let d = ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . X . X . . X . .
             . . . . . . . . .
             . . . . . . . . .
             . X . . X . . . .
             . . . . . . . . .
             . . . . . . . . .";
    let b = parse_diagram(d).expect("diagram");
    let dist = |x: &str, y: &str| connection_distance(&b, at(&b, x), at(&b, y), 6, 2);
    // A one-point jump, a two-point jump, and a path through a friendly
    // stone that costs nothing itself.
    assert_eq!(dist("B6", "D6"), 1);
    assert_eq!(dist("B3", "E3"), 2);
    assert_eq!(dist("B6", "G6"), 3);
    // Beyond the limit.
    assert_eq!(connection_distance(&b, at(&b, "B3"), at(&b, "G6"), 2, 2), 3);
}

#[test]
fn a_cutting_string_in_atari_costs_the_move_that_captures_it() {
    // White C4 stands between B4 and D4 with one liberty (C5).
    let d = ". . . . . . .
             . . . . . . .
             . . . . . . .
             . X O X . . .
             . . X . . . .
             . . . . . . .
             . . . . . . .";
    let b = parse_diagram(d).expect("diagram");
    assert_eq!(connection_distance(&b, at(&b, "B4"), at(&b, "D4"), 4, 2), 1);
}

#[test]
fn a_cutting_string_with_two_liberties_costs_two_moves() {
    // White C4 stands between B4 and D4 with two liberties (C5, C3): two
    // moves capture it. With three liberties it blocks the path.
    let d = ". . . . . . .
             . . . . . . .
             . . X X X . .
             . X O X . . .
             . . . . . . .
             . . . . . . .
             . . . . . . .";
    let b = parse_diagram(d).expect("diagram");
    let (x, y) = (at(&b, "B4"), at(&b, "D4"));
    assert!(connection_distance(&b, x, y, 4, 2) <= 2);
    let d = ". . . . . . .
             . . . . . . .
             . . . . . . .
             . X O X . . .
             . . O . . . .
             . . . . . . .
             . . . . . . .";
    let b = parse_diagram(d).expect("diagram");
    // White C4-C3 has four liberties: the path goes round it over B5,
    // C5 and D5.
    assert!(connection_distance(&b, at(&b, "B4"), at(&b, "D4"), 4, 2) > 2);
}

#[test]
fn static_links_chain_through_a_third_string_on_disjoint_points() {
    // C3-D4 and D4-E5 are open diagonals resting on {C4, D3} and
    // {D5, E4}: no single move breaks both, so C3 and E5 are linked.
    let d = ". . . . . . .
             . . . . . . .
             . . . . X . .
             . . . X . . .
             . . X . . . .
             . . . . . . .
             . . . . . . .";
    let b = parse_diagram(d).expect("diagram");
    let (c3, e5) = (at(&b, "C3"), at(&b, "E5"));
    assert!(direct_link(&b, c3, e5, Color::Black).is_none());
    assert!(linked(&b, c3, e5, Color::Black));
}

#[test]
fn no_chain_of_links_runs_through_a_stone_in_atari() {
    // The middle stone D4 is in atari (White D3, D5, E4) and shares only
    // C4 with C3, where a cutting stone would have two liberties: no
    // chain of links runs through it, so C3 and E5 are not linked.
    let d = ". . . . . . .
             . . . . . . .
             . . . O X . .
             . . . X O . .
             . . X O . . .
             . . . . . . .
             . . . . . . .";
    let b = parse_diagram(d).expect("diagram");
    assert!(!linked(&b, at(&b, "C3"), at(&b, "E5"), Color::Black));
}

#[test]
fn a_search_cut_short_fails_the_side_that_set_out_to_prove() {
    // With a budget of one node neither side proves anything: the cut is
    // not found and the connection is not made, and neither answer is
    // certain.
    let d = ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . X . . X . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .";
    let mut b = parse_diagram(d).expect("diagram");
    let (x, y) = (at(&b, "C5"), at(&b, "F5"));
    let mut reader = Reader::default();
    let mut c = Connector::default();
    c.config.node_limit = 1;
    let r = c.disconnect(&mut b, &mut reader, x, y, 0);
    assert_eq!(r.code, ReadResult::Lose);
    assert!(!r.certain);
    c.clear_cache();
    let r = c.connect(&mut b, &mut reader, x, y, 0);
    assert_eq!(r.code, ReadResult::Lose);
    assert!(!r.certain);
}

#[test]
fn two_shared_liberties_are_no_miai_when_filling_either_leaves_one() {
    // B2-B3 and D2-D3 share C2 and C3, their only liberties: filling
    // either leaves the joined string in atari, so the pair is no link.
    let d = ". . . . .
             . O O O .
             O X . X O
             O X . X O
             O O . O O";
    let b = parse_diagram(d).expect("diagram");
    assert!(direct_link(&b, at(&b, "B3"), at(&b, "D3"), Color::Black).is_none());
    assert!(!linked(&b, at(&b, "B3"), at(&b, "D3"), Color::Black));
}

#[test]
fn a_string_in_atari_has_no_static_link() {
    // White B2 cuts Black A2 from C2-C1 and is caught (its way out at B1
    // stays in atari), but Black A2 is in atari too: White takes it at A1
    // first, so capturing B2 links nothing yet.
    let d = ". . . . .
             . . . . .
             O X . . .
             X O X . .
             . . X . .";
    let b = parse_diagram(d).expect("diagram");
    let (a2, c2) = (at(&b, "A2"), at(&b, "C2"));
    assert!(direct_link(&b, a2, c2, Color::Black).is_none());
    // Without White A3, A2 has two liberties and the caught cutter
    // links the strings.
    let d = ". . . . .
             . . . . .
             . X . . .
             X O X . .
             . . X . .";
    let b = parse_diagram(d).expect("diagram");
    assert!(direct_link(&b, a2, c2, Color::Black).is_some());
}

#[test]
fn connect_answers_a_move_its_own_disconnect_confirms() {
    // After `connect` answers a move, `disconnect` asked there finds no
    // cut: the cutter's first reply inside `connect` is read as
    // `disconnect` reads it, not judged from the distance alone.
    let shapes = [
        (
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . O . . . O . .
             . X . . . . . X .
             . . O . . . O . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .",
            "B5",
            "H5",
            ReadResult::Lose,
        ),
        (
            ". . . . . . .
             . . . . . . .
             . . . . . . .
             . . . . . . .
             . . . O . . .
             . X X O X X .
             . X . X . X .",
            "B2",
            "F2",
            ReadResult::Win,
        ),
        (
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . X . . X . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .",
            "C5",
            "F5",
            ReadResult::Win,
        ),
    ];
    for (d, x, y, expected) in shapes {
        let mut b = parse_diagram(d).expect("diagram");
        let (x, y) = (at(&b, x), at(&b, y));
        let color = b.color_at(x).expect("a stone");
        let mut reader = Reader::default();
        let mut c = Connector::default();
        let r = c.connect(&mut b, &mut reader, x, y, 0);
        assert_eq!(r.code, expected, "{r:?}");
        if expected == ReadResult::Lose {
            // Too far apart to join: no move to check.
            assert_eq!(r.mv, None, "{r:?}");
            continue;
        }
        let m = r.mv.expect("a connecting move");
        assert!(b.try_move(m, color, Counter::Connection));
        let cut = c.disconnect(&mut b, &mut reader, x, y, 1);
        b.undo();
        assert_eq!(cut.code, ReadResult::Lose, "connect {m:?} is cut");
    }
}

#[test]
fn one_budget_covers_the_call_and_its_root_checks() {
    // The fresh readings that check the answer share the call's budget:
    // whatever the limit, a call reads no more nodes than it allows.
    let d = ". . . . . . . . .
             . . . . . . . . .
             . . . O . . . . .
             . . X . . X . . .
             . . . . O . . . .
             . . X . . X . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .";
    for limit in [2, 10, 50, 200, 1_000] {
        for connect in [true, false] {
            let mut b = parse_diagram(d).expect("diagram");
            let (x, y) = (at(&b, "C6"), at(&b, "F4"));
            let mut reader = Reader::default();
            let mut c = Connector::default();
            c.config.node_limit = limit;
            let before = b.nodes(Counter::Connection);
            if connect {
                c.connect(&mut b, &mut reader, x, y, 0);
            } else {
                c.disconnect(&mut b, &mut reader, x, y, 0);
            }
            let used = b.nodes(Counter::Connection) - before;
            assert_eq!(used, c.last_nodes);
            assert!(used <= limit, "{used} nodes read with a limit of {limit}");
        }
    }
}
