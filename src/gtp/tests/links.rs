//! Diagram tests of links and cuts, asked through GTP (`connect`,
//! `disconnect`) as GNU Go prints the answers.

use super::check_any;
use crate::board::diagram::at;
use crate::board::Color;
use crate::connection::{direct_link, linked};

/// `command` on `diagram` answers one of `expected`.
fn check(diagram: &str, command: &str, expected: &[&str]) {
    check_any(diagram, command, expected);
}

#[test]
fn a_bamboo_joint_holds() {
    // C3-D3 and C5-D5 with C4 and D4 empty: two shared liberties.
    let d = ". . . . . . .
             . . . . . . .
             . . X X . . .
             . . . . . . .
             . . X X . . .
             . . . . . . .
             . . . . . . .";
    check(d, "disconnect C5 C3", &["0"]);
    // Linked but not joined: the answer is a point of the joint, never a
    // pass (as GNU Go answers for two strings).
    check(d, "connect C5 C3", &["1 C4", "1 D4"]);
}

#[test]
fn a_hanging_connection_holds_while_the_cutting_stone_dies() {
    // Black D5, F5 and E6 around E5 (a tiger's mouth): a white stone at E5
    // is in atari and captured at E4.
    let d = ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . X . . . .
             . . . X . X . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .";
    check(d, "disconnect D5 F5", &["0"]);
}

#[test]
fn a_hanging_connection_breaks_when_the_cutting_stone_lives() {
    // With White E4 and E3 below, a white stone at E5 joins them and lives:
    // it cuts both diagonal links of E6 at once, and Black can mend only one.
    let d = ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . X . . . .
             . . . X . X . . .
             . . . . O . . . .
             . . . . O . . . .
             . . . . . . . . .
             . . . . . . . . .";
    check(d, "disconnect D5 F5", &["1 E5"]);
    check(d, "connect D5 F5", &["1 E5"]);
}

#[test]
fn a_crosscut_with_strong_cutting_stones_cannot_be_connected() {
    // Black D5 and E4, White D4 and E5 cross; the white stones are backed
    // by D3 and F5, so Black can capture neither.
    let d = ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . X O O . . .
             . . . O X . . . .
             . . . O . . . . .
             . . . . . . . . .
             . . . . . . . . .";
    check(d, "connect D5 E4", &["0"]);
}

#[test]
fn a_link_through_a_capturable_cutting_stone() {
    // White C4 cuts Black B4 from D4 but is in atari (liberty C3), and
    // running to C3 leaves it in atari again (Black B3, C2, D3 are there).
    let d = ". . . . . . .
             . . . . . . .
             . . X . . . .
             . X O X . . .
             . X . X . . .
             . . X . . . .
             . . . . . . .";
    check(d, "disconnect B4 D4", &["0"]);
    check(d, "connect B4 D4", &["1 PASS", "1 C3"]);
}

#[test]
fn a_false_link_over_a_shortage_of_liberties() {
    // B2-B3 and D2-D3 share C2 and C3, their only liberties: White C2
    // puts both in atari, and joining at C3 leaves no liberty at all.
    let d = ". . . . .
             . O O O .
             O X . X O
             O X . X O
             O O . O O";
    check(d, "disconnect B3 D3", &["1 C2", "1 C3"]);
    check(d, "connect B3 D3", &["0"]);
}

#[test]
fn a_captured_string_is_disconnected() {
    // The black stone C4 is in atari: White captures it.
    let d = ". . . . . . .
             . . . . . . .
             . . O . . . .
             . O X O . . .
             . . . X . . .
             . . . . . . .
             . . . . . . .";
    check(d, "disconnect C4 D3", &["1 C3"]);
}

#[test]
fn a_chain_runs_through_a_two_liberty_stone_the_cutter_cannot_approach() {
    // D1 has two liberties, C1 and E1, and a White stone on either would
    // be captured at once: D1 cannot be put in atari, so the links
    // B2-D1 (on C1) and D1-F2 (on E1) chain into a link of B2 and F2.
    let d = ". . . . . . .
             . . . . . . .
             . . . . . . .
             . . . . . . .
             . . . O . . .
             . X X O X X .
             . X . X . X .";
    let b = crate::board::parse_diagram(d).expect("diagram");
    let (x, y) = (at(&b, "B2"), at(&b, "F2"));
    assert!(direct_link(&b, x, y, Color::Black).is_none());
    assert!(linked(&b, x, y, Color::Black));
    check(d, "disconnect B2 F2", &["0"]);
    check(d, "connect B2 F2", &["1 C1", "1 E1"]);
}
