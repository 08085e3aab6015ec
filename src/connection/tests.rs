//! Diagram tests for links and cuts.

use super::*;
use crate::board::parse_diagram;

fn at(b: &Board, v: &str) -> Point {
    Point::parse_vertex(v, b.size()).expect("test vertex")
}

/// `connect A B` or `disconnect A B` on `diagram`, printed as GNU Go does.
fn ask(diagram: &str, command: &str) -> String {
    let mut b = parse_diagram(diagram).expect("diagram");
    let words: Vec<&str> = command.split_whitespace().collect();
    let (x, y) = (at(&b, words[1]), at(&b, words[2]));
    let mut reader = Reader::default();
    let mut c = Connector::default();
    let before = b.clone();
    let r = match words[0] {
        "connect" => c.connect(&mut b, &mut reader, x, y, 0),
        "disconnect" => c.disconnect(&mut b, &mut reader, x, y, 0),
        other => panic!("unknown test command {other}"),
    };
    assert!(
        b == before && b.depth() == before.depth(),
        "the board was left changed"
    );
    match r.code {
        ReadResult::Lose => "0".into(),
        code => {
            let mv =
                r.mv.map_or(crate::board::Move::Pass, crate::board::Move::Play);
            format!("{} {}", code.gtp_code(), mv.to_vertex(b.size()))
        }
    }
}

fn check(diagram: &str, command: &str, expected: &[&str]) {
    let got = ask(diagram, command);
    assert!(
        expected.contains(&got.as_str()),
        "{command} on\n{diagram}\ngot {got}, expected one of {expected:?}"
    );
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
    check(d, "connect C5 C3", &["1 PASS"]);
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
