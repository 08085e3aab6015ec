//! Diagram tests of the classic shapes, and the agreement of the solver
//! with a plain exhaustive minimax on thousands of random small regions.

use super::dfpn::{Dfpn, Outcome, Side};
use super::region::Region;
use super::{solve, Ask, Proved, SolverConfig};
use crate::board::{diagram, parse_diagram, Board, Color, Counter, Point};
use std::collections::HashMap;

fn board(text: &str) -> Board {
    parse_diagram(text).expect("diagram")
}

fn ask(b: &mut Board, target: &str, a: Ask) -> Option<Proved> {
    let t = diagram::at(b, target);
    solve(b, t, &[t], a, &SolverConfig::default())
}

fn kill(b: &mut Board, target: &str) -> Option<Proved> {
    ask(b, target, Ask::Win(Side::Attacker))
}

fn live(b: &mut Board, target: &str) -> Option<Proved> {
    ask(b, target, Ask::Win(Side::Defender))
}

fn at(b: &Board, v: &str) -> Option<Point> {
    Some(diagram::at(b, v))
}

/// A shape whose vital point kills when the attacker moves first and
/// lives when the defender does.
fn vital(text: &str, target: &str, point: &str) {
    let mut b = board(text);
    let before = b.clone();
    let k = kill(&mut b, target).expect("proved");
    assert!(k.wins, "the attacker kills first");
    let l = live(&mut b, target).expect("proved");
    assert!(l.wins, "the defender lives first");
    assert_eq!(l.mv, at(&b, point), "the defender's vital point");
    let vp = diagram::at(&b, point);
    let d = ask(&mut b, target, Ask::Does(Side::Attacker, vp));
    assert_eq!(
        d,
        Some(Proved {
            wins: true,
            mv: None
        })
    );
    assert!(b == before, "the position is left as it was");
    assert!(b.nodes(Counter::Solver) > 0);
}

/// A shape that lives whoever moves first.
fn alive(text: &str, target: &str) {
    let mut b = board(text);
    let k = kill(&mut b, target).expect("proved");
    assert!(!k.wins, "no kill");
}

/// A shape that dies whoever moves first.
fn dead(text: &str, target: &str) {
    let mut b = board(text);
    let l = live(&mut b, target).expect("proved");
    assert!(!l.wins, "no life");
}

#[test]
fn straight_three_has_a_vital_point() {
    vital(
        "
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
X X X X X X .
O O O O O X .
. . . O O X .",
        "A2",
        "B1",
    );
}

#[test]
fn bent_three_in_the_corner_has_a_vital_point() {
    vital(
        "
. . . . . . .
. . . . . . .
. . . . . . .
X X X X . . .
O O O X . . .
. . O X . . .
. O O X . . .",
        "C3",
        "A2",
    );
}

#[test]
fn straight_four_lives() {
    alive(
        "
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
X X X X X X X
O O O O O O X
. . . . O O X",
        "A2",
    );
}

#[test]
fn bent_four_on_the_side_lives() {
    alive(
        "
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
X X X X X X X .
X O O O O O X .
X O . . . O X .
X O . O O O X .",
        "B3",
    );
}

#[test]
fn square_four_dies() {
    dead(
        "
. . . . . . .
. . . . . . .
. . . . . . .
X X X X X . .
O O O O X . .
. . O O X . .
. . O O X . .",
        "C3",
    );
}

#[test]
fn bulky_five_has_a_vital_point() {
    vital(
        "
. . . . . . .
. . . . . . .
. . . . . . .
X X X X X . .
O O O O X . .
. . . O X . .
. . O O X . .",
        "A3",
        "B2",
    );
}

#[test]
fn rabbity_six_has_a_vital_point() {
    vital(
        "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X X X . .
X O O O O O X . .
X O O . O O X . .
X O . . . O X . .
X O O . . O X . .",
        "B4",
        "D2",
    );
}

#[test]
fn pyramid_four_has_a_vital_point() {
    vital(
        "
. . . . . . .
. . . . . . .
. . . . . . .
X X X X X . .
O O O O X . .
. . . O X . .
O . O O X . .",
        "D3",
        "B2",
    );
}

#[test]
fn two_eyes_live_at_once() {
    let mut b = board(
        "
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
X X X X X X X
O O O O O O X
. O . O . O X",
    );
    let k = kill(&mut b, "A2").expect("proved");
    assert!(!k.wins);
}

#[test]
fn an_open_group_is_left_to_owl() {
    let mut b = board(
        "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O X . . . . .
. . O X . . . . .",
    );
    assert_eq!(kill(&mut b, "C2"), None);
}

/// The solver's game read by plain minimax: every move of every node, to
/// the end of each line, with the results memoised by position.
fn minimax(
    s: &mut Dfpn,
    to_move: Side,
    ply: usize,
    path: &mut Vec<u64>,
    memo: &mut HashMap<u64, bool>,
    cut: &mut bool,
) -> (bool, bool) {
    let key = s.key(to_move);
    if path.contains(&key) {
        return (false, true);
    }
    if let Some(&v) = memo.get(&key) {
        return (v, false);
    }
    if let Some((pn, _)) = s.terminal(to_move) {
        return (pn == 0, false);
    }
    if ply >= s.max_ply {
        *cut = true;
        return (false, true);
    }
    let moves = s.candidates(to_move);
    path.push(key);
    let want = to_move == Side::Attacker;
    let mut result = (!want, false);
    for mv in moves {
        if !s.play(mv, to_move) {
            continue;
        }
        let (v, h) = minimax(s, to_move.other(), ply + 1, path, memo, cut);
        s.board.undo();
        if v == want {
            result = (v, h);
            break;
        }
        result.1 |= h;
    }
    path.pop();
    // Stored whatever decided it: a result a repetition decided may
    // differ on another line, as in the solver's table (see `dfpn`).
    memo.insert(key, result.0);
    result
}

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// A random corner problem on a 7x7 board: a box of four columns by
/// three rows in the lower left corner, each point white, black or empty
/// at random, behind a solid black wall; strings without liberties
/// removed.
fn random_board(rng: &mut Rng) -> Board {
    let mut b = Board::new(7);
    let stones: Vec<(Point, Option<Color>)> = b
        .points()
        .map(|p| {
            let (c, r) = (p.col(), p.row());
            let colour = if c < 4 && r >= 4 {
                match rng.next() % 20 {
                    0..=6 => Some(Color::White),
                    7..=10 => Some(Color::Black),
                    _ => None,
                }
            } else if (c == 4 && r >= 3) || (r == 3 && c <= 4) {
                Some(Color::Black)
            } else {
                None
            };
            (p, colour)
        })
        .collect();
    b.set_stones(stones).expect("on the board");
    b.remove_strings_without_liberties();
    b
}

#[test]
fn the_solver_agrees_with_exhaustive_minimax() {
    let wanted: usize = std::env::var("BRUTE_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) { 500 } else { 5000 });
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut compared, mut kos, mut searched, mut skipped) = (0, 0, 0, 0);
    let mut tries = 0;
    while compared < wanted {
        tries += 1;
        assert!(tries < 200 * wanted, "too few enclosed regions generated");
        let b = random_board(&mut rng);
        let whites: Vec<Point> = b.stones_of(Color::White);
        if whites.is_empty() {
            continue;
        }
        let target = whites[(rng.next() % whites.len() as u64) as usize];
        let Ok(region) = Region::find(&b, target, &[target], 8) else {
            continue;
        };
        for to_move in [Side::Attacker, Side::Defender] {
            for free in [Side::Attacker, Side::Defender] {
                let mut s = Dfpn::new(&region, free, 200_000);
                let outcome = s.run(to_move);
                let Outcome::Proved { attacker_wins, mv } = outcome else {
                    panic!("not solved in 200,000 nodes:\n{}", b.to_ascii());
                };
                let mut m = Dfpn::new(&region, free, 1 << 30);
                let (mut path, mut memo, mut cut) = (Vec::new(), HashMap::new(), false);
                let (expected, _) = minimax(&mut m, to_move, 0, &mut path, &mut memo, &mut cut);
                searched += (s.nodes() > 20) as usize;
                kos += m.ko_seen as usize;
                if s.cut || cut {
                    skipped += 1;
                    continue;
                }
                assert_eq!(
                    attacker_wins,
                    expected,
                    "{to_move:?} to move, {free:?} free, target {target:?}\n{}",
                    b.to_ascii()
                );
                // The winning move the solver gives wins by minimax too.
                if let Some(p) = mv {
                    let mut m = Dfpn::new(&region, free, 1 << 30);
                    assert!(m.play(Some(p), to_move));
                    let (mut path, mut memo, mut cut) = (Vec::new(), HashMap::new(), false);
                    let (after, _) =
                        minimax(&mut m, to_move.other(), 1, &mut path, &mut memo, &mut cut);
                    assert!(cut || after == expected, "{}", b.to_ascii());
                }
            }
        }
        compared += 1;
    }
    // Four questions per position: the searches are not trivial, kos
    // arise, and few lines reach the ply cap.
    eprintln!(
        "{compared} positions: {searched} searches over 20 nodes, {kos} with a ko, {skipped} cut"
    );
    assert!(searched > wanted, "{searched} searches over 20 nodes");
    assert!(kos > wanted / 10, "{kos} searches with a ko");
    assert!(skipped < wanted / 10, "{skipped} cut at the ply cap");
}

#[test]
fn a_proof_tree_shows_one_winning_move_and_every_reply() {
    let mut b = board(
        "
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
X X X X X X .
O O O O O X .
. . . O O X .",
    );
    let t = diagram::at(&b, "A2");
    let mut tree = crate::search::tree::Tree::new(&b, 10_000);
    let p = super::solve_with_tree(
        &mut b,
        t,
        &[t],
        Ask::Win(Side::Attacker),
        &SolverConfig::default(),
        Some(&mut tree),
    );
    assert_eq!(p.map(|p| p.wins), Some(true));
    let sgf = tree.to_sgf();
    assert!(sgf.contains("solver\\: proved win"), "{sgf}");
    // The attacker's one move (the vital point B1), then the defender's
    // replies: A1, C1 and a pass, each answered to a settled leaf.
    assert!(sgf.contains(";B[bg]\n(;W[ag]"), "{sgf}");
    assert!(sgf.contains("(;W[cg]C["), "{sgf}");
    assert!(sgf.contains("(;W[]\n;B[cg]"), "the pass, answered: {sgf}");
    assert!(!sgf.contains("not recoverable"), "{sgf}");
    // A leaf is a node closed at once: its last property, then `)`.
    let leaves = sgf.matches("])").count();
    let settled = [
        "captured",
        "in atari",
        "Benson",
        "broke out",
        "repeats",
        "no legal",
    ]
    .iter()
    .map(|r| sgf.matches(r).count())
    .sum::<usize>();
    assert_eq!(settled, leaves, "every leaf says why: {sgf}");
}
