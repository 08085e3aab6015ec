//! Diagram tests of the tactics the reader must know, asked through GTP
//! (`attack`, `defend`, `attack_either`, `defend_both`, `does_attack`,
//! `does_defend`) as GNU Go prints the answers.

use super::{check, check_any, check_on};
use crate::reading::tests::ladder;

#[test]
fn atari_capture() {
    check(
        ". . . . .\n\
         . X O . .\n\
         . . X . .\n\
         . . . . .\n\
         . . . . .",
        "attack C4",
        "1 D4",
    );
}

#[test]
fn ladder_works() {
    check_on(ladder(None), "attack D4", &["1 D5"]);
    // A ladder breaker far away but on the same diagonal does not help ...
    check_on(ladder(Some("J9")), "attack D4", &["1 D5"]);
}

#[test]
fn ladder_broken_by_breaker() {
    for breaker in ["G7", "G8", "H7", "F8"] {
        check_on(ladder(Some(breaker)), "attack D4", &["0"]);
    }
}

#[test]
fn net_captures_where_atari_fails() {
    check(
        ". . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . X O . . . .\n\
         . . . X O X . . .\n\
         . . . . X . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .",
        "attack E5",
        "1 E6",
    );
    check(
        ". . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .\n\
         . . . . X . . . .\n\
         . . . X O . . . .\n\
         . . . X O . . . .\n\
         . . . . X . . . .\n\
         . . . . . . . . .\n\
         . . . . . . . . .",
        "attack E5",
        "1 F5",
    );
}

const SNAPBACK: &str = ". . . . . . .\n\
                        . . . . . . .\n\
                        . . . . . . .\n\
                        X X X X O . .\n\
                        X O O . X O .\n\
                        X O . X O O .\n\
                        X O O X O . .";

#[test]
fn snapback_throw_in() {
    // White throws in at D3: if black captures, white recaptures the lot.
    check(SNAPBACK, "attack D1", "1 D3");
    check(SNAPBACK, "defend D1", "1 D3");
}

#[test]
fn capture_into_snapback_is_no_attack() {
    // Taking the lone white stone at C1 (at B1) leaves the five black
    // stones in atari: White takes them back at C1.
    check(
        ". . . . .\n\
         . . . . .\n\
         O O O O .\n\
         X X X O .\n\
         X . O X .",
        "attack C1",
        "0",
    );
}

const KO: &str = ". . . . . . .\n\
                  . . . . . . .\n\
                  . . . . . . .\n\
                  . . . . . . .\n\
                  . X O . . . .\n\
                  X O . O . . .\n\
                  . X O . . . .";

#[test]
fn ko_capture_is_ko_a() {
    check(KO, "attack B2", "2 C2");
    // Connecting out, or taking the stone that keeps B2 short of liberties.
    check_any(KO, "defend B2", &["1 C2", "1 A1"]);
}

#[test]
fn backfilling_attack() {
    check(
        ". . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         X X X X X . .\n\
         O O O O X . .\n\
         . X . O X . .\n\
         X . . O X . .",
        "attack D1",
        "1 C1",
    );
}

#[test]
fn break_the_chain_defence() {
    check(
        ". . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         . O O O . . .\n\
         . . X X O . .\n\
         . O X O . . .\n\
         . . O X . . .",
        "defend C3",
        "1 E2",
    );
}

#[test]
fn two_string_goals_and_move_checks() {
    check(KO, "does_attack C2 B2", "1");
    check(KO, "does_defend C2 B2", "1");
    // Two white stones in atari: one of them falls; both can be saved only one at a time.
    let two = ". . . . .\n\
               X O X . .\n\
               . X . . .\n\
               . . X O X\n\
               . . . X .";
    check(two, "attack_either B4 D2", "1");
    check(two, "defend_both B4 D2", "0");
    check(two, "defend_both B3 D1", "1");
}
