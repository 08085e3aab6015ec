//! Diagram tests of owl reading: a vital point that kills or saves, a
//! group with two eyes that cannot be killed, a group without room that
//! cannot live, and the limits.

use crate::board::diagram;
use crate::board::{parse_diagram, Counter, Point};
use crate::engine::{Engine, EngineConfig};
use crate::reading::ReadResult;

/// An engine reading with owl's own search: the solver, which owl asks
/// first, has its tests in `crate::solver`.
fn engine(diagram: &str) -> Engine {
    let mut e = Engine::new(EngineConfig::default());
    e.set_setting("owl_solver", "off").expect("a switch");
    e.set_board(parse_diagram(diagram).expect("diagram"));
    e
}

/// White on the edge around a straight three (A1 B1 C1), enclosed by black.
pub(crate) const STRAIGHT_THREE: &str = "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X X . . .
O O O O O X . . .
. . . O O X . . .";

#[test]
fn the_vital_point_of_a_straight_three_kills_and_saves() {
    let mut e = engine(STRAIGHT_THREE);
    let w = diagram::at(&e.board, "A2");
    let before = e.board.clone();
    let attack = e.owl_attack(w);
    assert_eq!(attack.code, ReadResult::Win, "{attack:?}");
    assert_eq!(attack.mv, Some(diagram::at(&e.board, "B1")), "{attack:?}");
    let defend = e.owl_defend(w);
    assert_eq!(defend.code, ReadResult::Win, "{defend:?}");
    assert_eq!(defend.mv, Some(diagram::at(&e.board, "B1")), "{defend:?}");
    assert!(e.board == before && e.board.depth() == before.depth());
    assert!(e.board.nodes(Counter::Owl) > 0);
    // Black on the vital point kills; white there lives.
    let b1 = diagram::at(&e.board, "B1");
    assert_eq!(e.owl_does_attack(b1, w), ReadResult::Win);
    assert_eq!(e.owl_does_defend(b1, w), ReadResult::Win);
    let a1 = diagram::at(&e.board, "A1");
    assert_eq!(e.owl_does_defend(a1, w), ReadResult::Lose);
}

/// White with two separate eyes on the edge.
const TWO_EYES: &str = "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X X X . .
O O O O O O X . .
. O . O . O X . .";

#[test]
fn two_eyes_cannot_be_killed() {
    let mut e = engine(TWO_EYES);
    let w = diagram::at(&e.board, "A2");
    let attack = e.owl_attack(w);
    assert_eq!(attack.code, ReadResult::Lose, "{attack:?}");
    assert!(attack.certain);
    let defend = e.owl_defend(w);
    assert_eq!((defend.code, defend.mv), (ReadResult::Win, None));
}

/// White shut in with a two-point space: one eye at most.
const NO_ROOM: &str = "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X . . . .
O O O O X . . . .
. . O . X . . . .";

#[test]
fn a_group_without_room_for_two_eyes_cannot_live() {
    let mut e = engine(NO_ROOM);
    let w = diagram::at(&e.board, "A2");
    let defend = e.owl_defend(w);
    assert_eq!(defend.code, ReadResult::Lose, "{defend:?}");
    let attack = e.owl_attack(w);
    assert_eq!(attack.code, ReadResult::Win, "{attack:?}");
}

#[test]
fn the_node_budget_bounds_a_search_and_makes_it_uncertain() {
    let mut e = engine(STRAIGHT_THREE);
    e.update_settings(|s| s.owl.node_limit = 1);
    let w = diagram::at(&e.board, "A2");
    let start = e.board.nodes(Counter::Owl);
    let r = e.owl_attack(w);
    assert!(e.board.nodes(Counter::Owl) - start <= 2, "{r:?}");
    assert!(!r.certain, "{r:?}");
}

/// The defender's root candidates here are the vital point F2 and the eye
/// space's points; after several of them the attacker's first answer is the
/// descent to F1, which the root then reads for the defender as well.
#[test]
fn the_attackers_answers_join_the_defenders_root_candidates() {
    let mut e = engine(
        "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X X X . .
O O O O O O X . .
. . . . . O X . .
. . . . . . X . .
. . . . . . . . .",
    );
    let w = diagram::at(&e.board, "A4");
    e.start_owl_tree(10_000);
    e.owl_defend(w);
    let sgf = e.take_owl_tree().expect("tree").to_sgf();
    // The root node, up to its first child.
    let root = &sgf[..sgf[1..].find("(;").map_or(sgf.len(), |i| i + 1)];
    let defend = root
        .lines()
        .find(|l| l.starts_with("defend"))
        .expect("list");
    assert!(!defend.contains("F1"), "F1 is already a candidate: {root}");
    assert!(
        root.contains("lookahead defender F1"),
        "F1 not read: {root}"
    );
}

/// A white stone in atari (D1) beside a white group with two eyes, and a
/// black stone (C1) in atari beside it: black's capture on E1 takes a ko,
/// and white's retake leaves black to save C1 while white connects on E1.
const KO_ON_THE_EDGE: &str = "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . X X X X X X
. . O X O O O O O
. . X O . O . O .";

#[test]
fn capturing_the_named_string_in_a_ko_is_a_ko_result() {
    let mut e = engine(KO_ON_THE_EDGE);
    let d1 = diagram::at(&e.board, "D1");
    let attack = e.owl_attack(d1);
    assert_eq!(attack.code, ReadResult::KoA, "{attack:?}");
    assert_eq!(attack.mv, Some(diagram::at(&e.board, "E1")), "{attack:?}");
}

/// The same ko without black's weak stone, and with white's second eye (J1)
/// filled: the retake joins a group that dies anyway.
const KO_BESIDE_A_DEAD_GROUP: &str = "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . X X X X X X
. . . X O O O O O
. . X O . O . O O";

#[test]
fn capturing_the_named_string_in_a_ko_that_cannot_save_it_wins() {
    let mut e = engine(KO_BESIDE_A_DEAD_GROUP);
    let attack = e.owl_attack(diagram::at(&e.board, "D1"));
    assert_eq!(attack.code, ReadResult::Win, "{attack:?}");
}

#[test]
fn owl_statuses_of_the_dragons_stage() {
    use crate::dragons::Status;
    // The straight three is critical (B1 kills, B1 saves).
    let mut e = engine(STRAIGHT_THREE);
    let w = diagram::at(&e.board, "A2");
    let s = e.owl_status(w).expect("a dragon");
    assert_eq!(s.status, Status::Critical, "{s:?}");
    assert_eq!(s.attack.mv, Some(diagram::at(&e.board, "B1")));
    assert_eq!(
        s.defense.and_then(|d| d.mv),
        Some(diagram::at(&e.board, "B1"))
    );
    // The stage keeps it: asking again reads nothing.
    let nodes = e.board.nodes(Counter::Owl);
    assert_eq!(e.owl_status(diagram::at(&e.board, "E2")), Some(s));
    assert_eq!(e.board.nodes(Counter::Owl), nodes);
    assert_eq!(e.owl_status(diagram::at(&e.board, "E9")), None);
    // Two eyes: alive, no defence read. No room: dead.
    let mut e = engine(TWO_EYES);
    let s = e.owl_status(diagram::at(&e.board, "A2")).expect("a dragon");
    assert_eq!((s.status, s.defense), (Status::Alive, None));
    let mut e = engine(NO_ROOM);
    let s = e.owl_status(diagram::at(&e.board, "A2")).expect("a dragon");
    assert_eq!(s.status, Status::Dead, "{s:?}");
}

#[test]
fn the_owl_databases_propose_the_vital_point_of_the_goal() {
    use crate::board::Color;
    let mut e = engine(STRAIGHT_THREE);
    let white: Vec<Point> = e
        .board
        .points()
        .filter(|&p| e.board.color_at(p) == Some(Color::White))
        .collect();
    let (attack, defend) =
        super::shapes::pattern_moves(&mut e.board, &mut e.reader, 0, &white, Color::White);
    // The straight three in the corner: its middle point is vital for the attacker.
    assert!(
        attack.contains(&(80, diagram::at(&e.board, "B1"))),
        "{attack:?}"
    );
    assert!(defend.iter().all(|&(v, _)| v > 0), "{defend:?}");
    // Matches must touch the goal: with one far stone as the goal nothing about the
    // corner shape is proposed.
    let far = [diagram::at(&e.board, "E2")];
    let (attack, _) =
        super::shapes::pattern_moves(&mut e.board, &mut e.reader, 0, &far, Color::White);
    assert!(
        !attack
            .iter()
            .any(|&(_, p)| p == diagram::at(&e.board, "B1")),
        "{attack:?}"
    );
}

/// A goal's room to run counts what it reaches through a friendly stone: the
/// white stone in the gap of the black wall leads E1 into the open.
/// When the verdict proposes only a few moves, the root
/// also reads the points two steps from the goal: here the verdict proposes
/// the lone white stone's four liberties and eye-space points, and the root
/// reads the extension to J4 and the steps to H3 and G2 as well.
#[test]
fn a_short_candidate_list_is_widened_at_the_root() {
    let mut e = engine(
        "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . X X .
. . . . . X X . .
. . . . . X . . O
. . . . . . . . .",
    );
    let w = diagram::at(&e.board, "J2");
    e.start_owl_tree(10_000);
    e.owl_defend(w);
    let sgf = e.take_owl_tree().expect("tree").to_sgf();
    // J4, H3 and G2 as the defender's moves (SGF points if, hg and gh).
    for point in ["W[if]", "W[hg]", "W[gh]"] {
        assert!(sgf.contains(point), "{point} not read: {sgf}");
    }
}

/// A liberty of the goal that touches an enemy stone is a way out that one
/// move closes: with two such gaps in the wall the goal keeps the room behind
/// one of them, with one gap it has none.
/// Pattern constraints are read on the searched board: the running shape
/// needs `owl_escape_value`, which owl supplies.
#[test]
fn owl_patterns_may_ask_the_escape_value() {
    use crate::board::Color;
    let open = "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . X";
    let mut e = engine(open);
    let goal = [diagram::at(&e.board, "E5")];
    let (_, defend) =
        super::shapes::pattern_moves(&mut e.board, &mut e.reader, 0, &goal, Color::White);
    assert!(
        defend.contains(&(40, diagram::at(&e.board, "E7"))),
        "{defend:?}"
    );
    // Black stones just outside the shape leave the jump little open room:
    // the diagram still matches, its constraint fails.
    let closed = "
. . . X X X . . .
. . . . . . . . .
. X . . . . . X .
. X . . . . . X .
. X . . O . . X .
. . X X X X X . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . X";
    let mut e = engine(closed);
    let (_, defend) =
        super::shapes::pattern_moves(&mut e.board, &mut e.reader, 0, &goal, Color::White);
    assert!(
        !defend.contains(&(40, diagram::at(&e.board, "E7"))),
        "{defend:?}"
    );
}

#[test]
fn a_hopeless_goal_beside_an_enemy_string_in_atari_is_read_on() {
    let mut hopeless = verdict(false, true, true, (0, 0, 0), 3);
    assert!(hopeless.killed_as_it_stands());
    hopeless.enemy_in_atari = true;
    assert!(!hopeless.killed_as_it_stands());
    let dead = verdict(false, true, false, (0, 1, 0), 3);
    assert!(!dead.killed_as_it_stands());
}

/// Black's group in the corner around two white stones: the static verdict
/// counts too few eyes and calls it dead, yet no white move kills it. At
/// the root too, white then passes and black, moving first, lives, so the
/// answer is "cannot kill" rather than "dead as it stands".
const DEAD_BY_COUNT_ONLY: &str = "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O . . .
X X X X X . . . .
O . . . X O . . .
. . . . X O . . .
O . . . X O . . .";

#[test]
fn the_attacker_passes_at_the_root_over_a_goal_judged_dead() {
    let mut e = engine(DEAD_BY_COUNT_ONLY);
    let b = diagram::at(&e.board, "E4");
    let attack = e.owl_attack(b);
    assert_eq!(attack.code, ReadResult::Lose, "{attack:?}");
    let defend = e.owl_defend(b);
    assert_eq!(defend.code, ReadResult::Win, "{defend:?}");
}

/// The same group with the ply cap at 2: one ply below the root is the last
/// before the cap, where a goal judged dead ends the line. Black's first
/// move then kills by the count alone, where the full depth reads on and
/// finds the life.
#[test]
fn a_goal_judged_dead_ends_the_line_one_ply_before_the_cap() {
    let mut e = engine(DEAD_BY_COUNT_ONLY);
    let b = diagram::at(&e.board, "E4");
    e.update_settings(|s| s.owl.depth = 2);
    let attack = e.owl_attack(b);
    assert_eq!(attack.code, ReadResult::Win, "{attack:?}");
    assert!(attack.mv.is_some(), "{attack:?}");
    // Moving first, black still lives: after its move the count no longer
    // calls the group dead, and white's replies reach the cap, where "not
    // dead" stands.
    let defend = e.owl_defend(b);
    assert_eq!(defend.code, ReadResult::Win, "{defend:?}");
}

/// A lone white stone on the edge with three liberties, which reading
/// captures (black E2): the attacker's list holds the capture at the named
/// string's score, ahead of the goal's liberties.
#[test]
fn the_capture_of_the_named_string_at_three_liberties_is_a_candidate() {
    let mut e = engine(
        "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . X X . X X . .
. . . . O . . . .",
    );
    let w = diagram::at(&e.board, "E1");
    e.start_owl_tree(10_000);
    let attack = e.owl_attack(w);
    assert_eq!(attack.code, ReadResult::Win, "{attack:?}");
    let sgf = e.take_owl_tree().expect("tree").to_sgf();
    let list = sgf.lines().find(|l| l.starts_with("attack")).expect("list");
    let capture = format!("E2\\:{}", super::scores::SCORES.named_capture);
    assert!(list.contains(&capture), "{list}");
}

/// The ko check of E1 (an `owl_attack` after it) cut by the node budget
/// answers as uncertain, for `owl_defend` to take into the certainty of its
/// answer; read to the end it is certain, and E1 stays a win.
#[test]
fn a_ko_check_cut_by_a_limit_is_uncertain() {
    let check = |limit: u64| {
        let mut e = engine(LONE_STONE_DEFENCE);
        let (b, e1) = (diagram::at(&e.board, "F2"), diagram::at(&e.board, "E1"));
        let goal = e.owl_goal(b);
        e.update_settings(|s| {
            s.owl.node_limit = limit;
            s.owl.depth = 30;
        });
        let target = goal.target(b);
        let owl = &mut e.owl;
        owl.ko_check(&mut e.board, &mut e.reader, e1, &target, 0)
    };
    let mut e = engine(LONE_STONE_DEFENCE);
    let r = e.owl_defend(diagram::at(&e.board, "F2"));
    assert_eq!(
        (r.code, r.mv),
        (ReadResult::Win, Some(diagram::at(&e.board, "E1")))
    );
    assert_eq!(check(1000), (ReadResult::Win, true));
    let (_, sure) = check(20);
    assert!(!sure);
}

#[test]
fn the_lookahead_judges_positions_and_the_search_lists_their_moves() {
    // The root's lookahead reads every candidate's position for its
    // outlook only; a position the search then reads gets its candidate
    // lists, and one it never reads keeps the judgement alone.
    let mut e = engine(STRAIGHT_THREE);
    let w = diagram::at(&e.board, "D1");
    e.start_owl_tree(10_000);
    let attack = e.owl_attack(w);
    assert_eq!(attack.code, ReadResult::Win, "{attack:?}");
    let sgf = e.take_owl_tree().expect("tree").to_sgf();
    // The comment of each node of `mv` (an SGF move property).
    let comments = |mv: &str| -> Vec<String> {
        sgf.match_indices(mv)
            .map(|(i, _)| {
                let rest = &sgf[i + mv.len()..];
                let c = rest.strip_prefix("C[").unwrap_or("");
                c[..c.find(']').unwrap_or(0)].to_string()
            })
            .collect()
    };
    // White's stone on the vital point is read only for the outlook of
    // Black's B1 (the opponent's vital point is one's own).
    let white = comments(";W[bi]");
    assert_eq!(white.len(), 1, "{sgf}");
    assert!(white[0].starts_with("eyes "), "{sgf}");
    assert!(!white[0].contains("attack"), "{sgf}");
    // Black's B1 is judged by the lookahead, then searched: its position
    // gets its candidate lists.
    let black = comments(";B[bi]");
    assert_eq!(black.len(), 2, "{sgf}");
    assert!(!black[0].contains("attack"), "{sgf}");
    assert!(
        black[1].contains("attack\\:") && black[1].contains("defend\\:"),
        "{sgf}"
    );
}

/// Black's F2 and F3 between White's E2 and G2 on the edge. `owl_defend`
/// answers E1, a lone stone beside E2 with two liberties, and so checks
/// that answer for a ko by a fresh `owl_attack` after it.
const LONE_STONE_DEFENCE: &str = "
. . . . . . . . .
. . . . . . . . .
. . . . . O . O .
. . . . O . . . .
. . . . . . . O .
. . . X . . . . .
. X X . . X . O .
. . . . O X O . .
. . . . . . . . .";

pub(super) fn verdict(
    alive: bool,
    dead: bool,
    hopeless: bool,
    eyes: (u32, u32, u32),
    escape: usize,
) -> super::verdict::Verdict {
    super::verdict::Verdict {
        alive,
        dead,
        hopeless,
        enemy_in_atari: false,
        eyes_min: eyes.0,
        eyes_max: eyes.1,
        lunches: eyes.2,
        escape,
        attack: Vec::new(),
        defend: Vec::new(),
        complete: true,
        in_space: Vec::new(),
    }
}

mod statics;
