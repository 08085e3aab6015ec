//! The game-controller commands (scoring, clock, free handicap) as transcripts.

use super::transcript;
use crate::board::parse_diagram;
use crate::gtp::{EngineConfig, Gtp};

#[test]
fn final_score_counts_area_with_komi_and_draws_print_zero() {
    // Black: 8 stones and 9 points (A6-B5 and A4, A2-B1); White: 8 stones and 10
    // points; C4 touches both colours.
    let diagram = ". . X O . .
                   . . X O . .
                   . X . O . .
                   X X X O O O
                   . . X O . .
                   . . X O . .";
    let mut g = Gtp::new(EngineConfig::default());
    g.board = parse_diagram(diagram).unwrap();
    let run = |g: &mut Gtp, c: &str| g.execute(c).expect(c);
    run(&mut g, "komi 0");
    assert_eq!(run(&mut g, "final_score"), "W+1");
    run(&mut g, "komi -3.5");
    assert_eq!(run(&mut g, "final_score"), "B+2.5");
    run(&mut g, "komi -1");
    assert_eq!(run(&mut g, "final_score"), "0");
    // Every stone counts as alive.
    assert_eq!(run(&mut g, "final_status_list dead"), "");
    assert_eq!(run(&mut g, "final_status_list seki"), "");
    let alive = run(&mut g, "final_status_list alive");
    assert_eq!(alive.split(' ').count(), 16, "{alive}");
    assert_eq!(
        g.execute("final_status_list nonsense"),
        Err("invalid status".into())
    );
}

#[test]
fn final_score_of_an_empty_board_is_komi() {
    let out =
        transcript("1 boardsize 9\n2 komi 7.5\n3 final_score\n4 play black E5\n5 final_score\n");
    assert!(out.contains("=3 W+7.5\n"), "{out}");
    assert!(out.contains("=5 B+73.5\n"), "{out}");
}

#[test]
fn time_settings_and_time_left_are_recorded_and_checked() {
    let mut g = Gtp::new(EngineConfig::default());
    assert_eq!(g.execute("time_settings 300 30 5"), Ok(String::new()));
    assert_eq!(g.execute("time_left white 120 0"), Ok(String::new()));
    assert_eq!(g.execute("time_left b 25 3"), Ok(String::new()));
    let settings = g.clock.settings.unwrap();
    assert_eq!(
        (
            settings.main_time,
            settings.byo_yomi_time,
            settings.byo_yomi_stones
        ),
        (300, 30, 5)
    );
    assert_eq!(
        g.clock.left[1].map(|t| (t.seconds, t.stones)),
        Some((120, 0))
    );
    assert_eq!(
        g.clock.left[0].map(|t| (t.seconds, t.stones)),
        Some((25, 3))
    );
    for bad in [
        "time_settings 300 30",
        "time_settings 300 -1 5",
        "time_settings x 30 5",
        "time_left red 10 0",
        "time_left black 10",
        "time_left black 1.5 0",
    ] {
        assert!(g.execute(bad).is_err(), "{bad}");
    }
    // A new time_settings forgets the old time left.
    g.execute("time_settings 0 0 0").unwrap();
    assert_eq!(g.clock.left, [None, None]);
}

#[test]
fn place_free_handicap_uses_the_fixed_points_and_checks_its_input() {
    let out = transcript(
        "1 boardsize 19\n2 place_free_handicap 4\n3 list_stones black\n4 place_free_handicap 2\n\
         5 clear_board\n6 place_free_handicap 12\n7 clear_board\n8 place_free_handicap 1\n\
         9 place_free_handicap x\n10 boardsize 9\n11 place_free_handicap 7\n12 boardsize 5\n\
         13 place_free_handicap 3\n14 boardsize 2\n15 place_free_handicap 4\n16 place_free_handicap 3\n",
    );
    assert!(out.contains("=2 D16 Q16 D4 Q4\n"), "{out}");
    assert!(out.contains("=3 D16 Q16 D4 Q4\n"), "{out}");
    assert!(out.contains("?4 board not empty\n"), "{out}");
    // At most nine stones.
    assert!(
        out.contains("=6 D16 K16 Q16 D10 K10 Q10 D4 K4 Q4\n"),
        "{out}"
    );
    assert!(out.contains("?8 invalid number of stones\n"), "{out}");
    assert!(out.contains("?9 invalid number of stones\n"), "{out}");
    assert!(out.contains("=11 C7 G7 C5 E5 G5 C3 G3\n"), "{out}");
    // No fixed pattern on 5x5: the centre, then the nearest points touching no stone.
    assert!(out.contains("=13 B4 D4 C3\n"), "{out}");
    assert!(out.contains("?15 invalid number of stones\n"), "{out}");
    assert!(out.contains("=16 A2 B1\n"), "{out}");
}

#[test]
fn set_free_handicap_places_the_stones_and_rejects_bad_lists() {
    let out = transcript(
        "1 boardsize 9\n2 set_free_handicap C3 G7 E5\n3 list_stones black\n4 set_free_handicap D4 F6\n\
         5 clear_board\n6 set_free_handicap C3\n7 set_free_handicap C3 C3\n8 set_free_handicap C3 pass\n\
         9 set_free_handicap C3 Z9\n10 set_free_handicap\n11 list_stones black\n12 boardsize 2\n\
         13 set_free_handicap A1 A2 B1 B2\n14 set_free_handicap A1 B2 B1\n15 genmove_black\n",
    );
    assert!(out.contains("=2 \n"), "{out}");
    assert!(out.contains("=3 G7 E5 C3\n"), "{out}");
    assert!(out.contains("?4 board not empty\n"), "{out}");
    for id in [6, 7, 8, 9, 10, 13] {
        assert!(
            out.contains(&format!("?{id} bad vertex list\n")),
            "{id}: {out}"
        );
    }
    assert!(out.contains("=11 \n"), "{out}");
    assert!(out.contains("=14 \n"), "{out}");
}

#[test]
fn the_new_commands_are_listed() {
    let mut g = Gtp::new(EngineConfig::default());
    let listing = g.execute("list_commands").unwrap();
    for name in [
        "final_score",
        "final_status_list",
        "time_settings",
        "time_left",
        "place_free_handicap",
        "set_free_handicap",
    ] {
        assert!(listing.lines().any(|l| l == name), "{name}");
        assert_eq!(
            g.execute(&format!("known_command {name}")),
            Ok("true".into())
        );
    }
}
