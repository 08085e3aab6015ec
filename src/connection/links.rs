//! Static links between two strings of one colour: shapes no single
//! cutting move breaks (two shared liberties, a shared liberty where a
//! cutting stone dies at once, a cutting string in atari that cannot run),
//! directly or through a chain of safe friendly strings on disjoint
//! points; and the shape queries the search and the distance map share.

use crate::board::queries::{is_ko, libs_of, PointList};
use crate::board::{Board, Color, Point};

/// Liberties of the string at `s` (all of them, for strings of any size).
pub(super) fn libs(board: &Board, s: Point) -> PointList<64> {
    libs_of::<64>(board, s)
}

/// Whether the empty point `p` touches the string at `s`.
pub(super) fn touches(board: &Board, p: Point, s: Point) -> bool {
    p.neighbors()
        .into_iter()
        .any(|q| board.on_board(q) && board.color_at(q).is_some() && board.same_string(q, s))
}

/// Whether the string at `s` touches the string at `t`'s stones through a
/// shared neighbour (is adjacent to a stone of it).
pub(super) fn touches_string(board: &Board, s: Point, t: Point) -> bool {
    board.stones(s).any(|p| {
        p.neighbors()
            .into_iter()
            .any(|q| board.on_board(q) && board.color_at(q).is_some() && board.same_string(q, t))
    })
}

/// Whether a stone of `color` at `p` would capture an opponent string.
fn captures_something(board: &Board, p: Point, color: Color) -> bool {
    p.neighbors().into_iter().any(|q| {
        board.on_board(q) && board.color_at(q) == Some(color.opponent()) && board.libs(q) == 1
    })
}

/// Whether a stone of `color` at the empty point `p` would be captured at
/// once (suicide, or a self-atari that captures nothing and is no ko).
pub(super) fn unplayable_for(board: &Board, p: Point, color: Color) -> bool {
    if p.neighbors()
        .into_iter()
        .filter(|&q| board.on_board(q) && board.is_empty(q))
        .count()
        >= 2
    {
        return false;
    }
    if board.is_suicide(p, color) {
        return is_ko(board, p, color).is_none();
    }
    crate::board::queries::libs_after(board, p, color, 2, None) <= 1
        && !captures_something(board, p, color)
}

/// How many strings a chain of static links may pass through.
const LINK_CHAIN_LIMIT: usize = 4;

/// The fewest liberties a string inside a chain of static links needs
/// (a weaker one could be captured, breaking the chain).
const LINK_CHAIN_LIBS: usize = 3;

/// Whether the string at `s` of `color` is safe enough to carry a chain of
/// links: [`LINK_CHAIN_LIBS`] liberties, or two where the opponent can
/// play neither (it cannot be put in atari).
fn chain_safe(board: &Board, s: Point, color: Color) -> bool {
    let n = board.libs(s);
    n >= LINK_CHAIN_LIBS
        || (n == 2
            && libs(board, s)
                .as_slice()
                .iter()
                .all(|&l| unplayable_for(board, l, color.opponent())))
}

/// Whether the strings at `a` and `b` of `color` are linked statically:
/// directly, or through a chain of at most [`LINK_CHAIN_LIMIT`] other
/// strings of theirs whose links rest on disjoint points.
pub fn linked(board: &Board, a: Point, b: Point, color: Color) -> bool {
    static_links(board, a, b, color).is_some()
}

/// The links of [`linked`]: the points each link of the chain from `a` to
/// `b` rests on, or `None` where the strings are not linked statically.
fn static_links(board: &Board, a: Point, b: Point, color: Color) -> Option<Vec<PointList<4>>> {
    if let Some(points) = direct_link(board, a, b, color) {
        return Some(vec![points]);
    }
    // Depth-first over chains of friendly strings that share a liberty
    // with the last one.
    let mut chain: Vec<Point> = vec![a];
    let mut links: Vec<PointList<4>> = Vec::new();
    link_chain(board, b, color, &mut chain, &mut links).then_some(links)
}

/// Whether the points of `p` are used by any link in `links`.
fn overlaps(links: &[PointList<4>], p: &PointList<4>) -> bool {
    p.as_slice()
        .iter()
        .any(|q| links.iter().any(|l| l.as_slice().contains(q)))
}

fn link_chain(
    board: &Board,
    b: Point,
    color: Color,
    chain: &mut Vec<Point>,
    links: &mut Vec<PointList<4>>,
) -> bool {
    let last = *chain.last().expect("chain starts at a");
    if chain.len() > LINK_CHAIN_LIMIT {
        return false;
    }
    let mut next: PointList<16> = PointList::new();
    for &l in libs(board, last).as_slice() {
        for q in l.neighbors() {
            if board.on_board(q)
                && board.color_at(q) == Some(color)
                && !board.same_string(q, last)
                && !board.same_string(q, b)
                && chain_safe(board, q, color)
                && !chain.iter().any(|&c| board.same_string(c, q))
                && !next.as_slice().iter().any(|&n| board.same_string(n, q))
                && next.len() < 16
            {
                next.push_unchecked(q);
            }
        }
    }
    for &c in next.as_slice() {
        let Some(points) = direct_link(board, last, c, color) else {
            continue;
        };
        if overlaps(links, &points) {
            continue;
        }
        links.push(points);
        if let Some(close) = direct_link(board, c, b, color) {
            if !overlaps(links, &close) {
                links.push(close);
                return true;
            }
        }
        chain.push(c);
        let found = link_chain(board, b, color, chain, links);
        chain.pop();
        if found {
            return true;
        }
        links.pop();
    }
    false
}

/// A move that makes a static link between the strings at `a` and `b`
/// solid: a point of the link resting on the fewest points (the one a
/// cutter would aim at), where the owner can play. `None` where they are
/// not linked statically.
pub fn link_move(board: &Board, a: Point, b: Point, color: Color) -> Option<Point> {
    let mut links = static_links(board, a, b, color)?;
    links.sort_by_key(|l| l.len());
    links
        .iter()
        .flat_map(|l| l.as_slice().iter().copied())
        .find(|&p| board.is_legal(p, color))
}

/// A link between the strings at `a` and `b` of `color` that no single
/// cutting move breaks, from the shape alone, with the points it rests
/// on: two shared liberties; a shared liberty where a cutting stone is
/// captured at once (not by a ko); or an opponent string touching both
/// that is in atari and cannot run.
pub fn direct_link(board: &Board, a: Point, b: Point, color: Color) -> Option<PointList<4>> {
    // A string in atari is captured before any link helps it.
    if board.libs(a) < 2 || board.libs(b) < 2 {
        return None;
    }
    let other = color.opponent();
    let mut common: PointList<4> = PointList::new();
    for &l in libs(board, a).as_slice() {
        if touches(board, l, b) && common.len() < 4 {
            common.push_unchecked(l);
        }
    }
    // Two shared liberties are miai only where the owner can fill either
    // without running short of liberties (a false link otherwise).
    let safe = |l: &Point| crate::board::queries::libs_after(board, *l, color, 2, None) >= 2;
    if common.as_slice().iter().filter(|l| safe(l)).count() >= 2 {
        return Some(common);
    }
    if let Some(&l) = common.as_slice().first() {
        // A cutting stone at the shared liberty would be captured at once.
        if unplayable_for(board, l, other) {
            return Some(common);
        }
    }
    // An opponent string between them in atari that cannot run (its
    // extension stays in atari and captures nothing): capturing it links
    // them.
    for &s in crate::board::queries::chain_links(board, a, 1).as_slice() {
        if touches_string(board, s, b) {
            let lib = libs_of::<1>(board, s).as_slice()[0];
            if is_ko(board, lib, color).is_none() && unplayable_for(board, lib, other) {
                let mut points = PointList::new();
                points.push_unchecked(lib);
                return Some(points);
            }
        }
    }
    None
}
