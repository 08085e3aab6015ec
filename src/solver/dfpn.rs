//! Depth-first proof-number search (Nagai's df-pn, with the 1+ε threshold
//! of Pawlewicz and Lew) over a closed region.
//!
//! **The game.** The attacker and the defender alternate on the region's
//! empty points; the defender may also pass, the attacker never does (a
//! pass the defender answers with a pass ends the game in the defender's
//! favour, so it never helps the attacker). The attacker wins when the
//! target string is captured. The defender wins when the target is
//! unconditionally alive in the region ([`super::life`]), when a frame
//! point is emptied (the group broke out), when the attacker has no legal
//! move, and when a position repeats on the line of play (the attacker
//! must make progress; a seki ends this way or by the attacker running out
//! of moves, and counts as life, as owl counts it).
//!
//! **Ko.** One side of each search is *free*: it may retake a ko at once
//! (it has every ko threat it needs); the other obeys the simple-ko ban.
//! A side that wins while the other is free wins without ko; a side that
//! loses while it is free loses whatever the ko threats. A search records
//! whether a ko ever mattered in it (a ban stopped a move, or the free side
//! retook); when none did, one search settles both.
//!
//! **Transpositions.** Entries are keyed by the position's hash (stones and
//! ko point), the side to move and which side is free. A repetition is
//! judged on the current line only, so an entry proved through one may be
//! wrong on another line (graph-history interaction); repetitions need two
//! kos at once in a closed region, and the brute-force test covers
//! positions with kos.
//!
//! **Limits.** A node budget (moves tried, through the board's choke point
//! in the `solver` counter), a ply cap (lines cut there count for the
//! defender and make a defender's proof uncertain) and a table size. A
//! search that hits the budget proves nothing.

use super::life::unconditionally_alive;
use super::region::Region;
use crate::board::{Board, Color, Counter, Point};
use crate::search::FxHasher;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// A proof or disproof number; `INF` is a proved result.
pub type Pn = u64;
pub const INF: Pn = 1 << 40;

/// Entries the table may hold before a search gives up.
const MAX_ENTRIES: usize = 1 << 21;

/// The two players of the solver's game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Side {
    Attacker,
    Defender,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Attacker => Side::Defender,
            Side::Defender => Side::Attacker,
        }
    }
}

/// Why a position is settled without search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Settled {
    /// The target is captured.
    Captured,
    /// A frame point is empty: the group broke out.
    BrokeOut,
    /// The target is in atari with the attacker to move.
    InAtari,
    /// The target is unconditionally alive (Benson).
    Alive,
}

impl Settled {
    pub fn attacker_wins(self) -> bool {
        matches!(self, Settled::Captured | Settled::InAtari)
    }

    /// What a proof tree's leaf says.
    pub fn reason(self) -> &'static str {
        match self {
            Settled::Captured => "the target is captured",
            Settled::BrokeOut => "a frame point is empty: the group broke out",
            Settled::InAtari => "the target is in atari: the attacker captures",
            Settled::Alive => "the target is alive (Benson)",
        }
    }
}

/// A move of an expanded node and the key of the position after it.
type Expanded = (Option<Point>, u64);

/// A move of an expanded node, the child's key and its table numbers.
pub(super) type ChildEntry = (Option<Point>, u64, Pn, Pn);

/// A child of the node being searched.
#[derive(Copy, Clone)]
struct Child {
    mv: Option<Point>,
    pn: Pn,
    dn: Pn,
}

/// What a finished search found, seen from the attacker.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Proved: whether the attacker wins, and the root's winning move for
    /// the side to move when it wins (`None`: a pass, or no move needed).
    Proved {
        attacker_wins: bool,
        mv: Option<Point>,
    },
    /// The budget, the table or the ply cap stopped it.
    Unproved,
}

/// One df-pn search.
pub struct Dfpn<'r> {
    pub board: Board,
    pub(super) region: &'r Region,
    free: Side,
    table: HashMap<u64, (Pn, Pn), BuildHasherDefault<FxHasher>>,
    /// The moves and child keys of every expanded node, so that a node
    /// searched again is not expanded again.
    moves: HashMap<u64, Vec<Expanded>, BuildHasherDefault<FxHasher>>,
    path: Vec<u64>,
    start_nodes: u64,
    limit: u64,
    /// Lines are cut at this ply.
    pub(super) max_ply: usize,
    aborted: bool,
    /// Child searches started (bounded like the nodes).
    steps: u64,
    /// A line was cut at the ply cap.
    pub cut: bool,
    /// A ko ban stopped a move, or the free side retook a ko.
    pub ko_seen: bool,
}

fn add(a: Pn, b: Pn) -> Pn {
    if a >= INF || b >= INF {
        INF
    } else {
        (a + b).min(INF - 1)
    }
}

impl<'r> Dfpn<'r> {
    pub fn new(region: &'r Region, free: Side, limit: u64) -> Dfpn<'r> {
        let board = region.board.detached();
        let start_nodes = board.nodes(Counter::Solver);
        Dfpn {
            board,
            region,
            free,
            table: HashMap::default(),
            moves: HashMap::default(),
            path: Vec::new(),
            start_nodes,
            limit,
            max_ply: (2 * region.points.len() + 20).min(160),
            aborted: false,
            steps: 0,
            cut: false,
            ko_seen: false,
        }
    }

    /// Moves tried so far.
    pub fn nodes(&self) -> u64 {
        self.board.nodes(Counter::Solver) - self.start_nodes
    }

    fn color(&self, side: Side) -> Color {
        self.region.color(side)
    }

    pub(super) fn key(&self, to_move: Side) -> u64 {
        let mut k = self.board.hash();
        if to_move == Side::Defender {
            k ^= 0x9e37_79b9_7f4a_7c15;
        }
        if self.free == Side::Attacker {
            k ^= 0x5851_f42d_4c95_7f2d;
        }
        k
    }

    /// The result of the position with `to_move` to play when it is
    /// settled without search: (pn, dn) for the attacker.
    pub(super) fn terminal(&self, to_move: Side) -> Option<(Pn, Pn)> {
        self.settled(to_move).map(|why| {
            if why.attacker_wins() {
                (0, INF)
            } else {
                (INF, 0)
            }
        })
    }

    /// Why the position with `to_move` to play is settled without search.
    pub(super) fn settled(&self, to_move: Side) -> Option<Settled> {
        let b = &self.board;
        let target = self.region.target;
        if b.color_at(target) != Some(self.region.defender) {
            return Some(Settled::Captured);
        }
        let attacker = self.color(Side::Attacker);
        if self
            .region
            .frame
            .iter()
            .any(|&f| b.color_at(f) != Some(attacker))
        {
            return Some(Settled::BrokeOut);
        }
        if to_move == Side::Attacker && b.libs(target) == 1 {
            let lib = b.liberties(target)[0];
            if self.legal(lib, Side::Attacker) {
                return Some(Settled::InAtari);
            }
        }
        if unconditionally_alive(b, &self.region.area, &self.region.points, target) {
            return Some(Settled::Alive);
        }
        None
    }

    /// Whether `side` may play on `p` in this search's ko model.
    fn legal(&self, p: Point, side: Side) -> bool {
        let color = self.color(side);
        if self.board.is_legal(p, color) {
            return true;
        }
        side == self.free
            && self.board.is_empty(p)
            && self.board.ko() == Some((p, color))
            && !self.board.is_suicide(p, color)
    }

    /// Plays `mv` for `side`; false when illegal.
    pub(super) fn play(&mut self, mv: Option<Point>, side: Side) -> bool {
        let color = self.color(side);
        let Some(p) = mv else {
            self.board.try_pass(color, Counter::Solver);
            return true;
        };
        if self.board.try_move(p, color, Counter::Solver) {
            return true;
        }
        if self.board.ko() == Some((p, color)) {
            self.ko_seen = true;
            if side == self.free {
                return self.board.try_ko_move(p, color, Counter::Solver);
            }
        }
        false
    }

    /// The initial numbers of a new, unsettled child: the target's
    /// liberties measure how far the attacker is from a capture.
    fn estimate(&self) -> (Pn, Pn) {
        let libs = self.board.libs(self.region.target) as Pn;
        (libs.max(1), (6u64.saturating_sub(libs)).max(1))
    }

    /// The moves `to_move` may try: every empty point of the region, and
    /// a pass for the defender (legality is checked when they are played).
    pub(super) fn candidates(&self, to_move: Side) -> Vec<Option<Point>> {
        let mut moves: Vec<Option<Point>> = self
            .region
            .points
            .iter()
            .copied()
            .filter(|&p| self.board.is_empty(p))
            .map(Some)
            .collect();
        if to_move == Side::Defender {
            moves.push(None);
        }
        moves
    }

    /// The children of the current node (`key`), expanded once: a new
    /// child's numbers come from its terminal test or the estimate and go
    /// into the table, so a node searched again reads them there.
    fn children(&mut self, key: u64, to_move: Side) -> Vec<Child> {
        let next = to_move.other();
        if !self.moves.contains_key(&key) {
            let moves = self.candidates(to_move);
            let mut list = Vec::with_capacity(moves.len());
            for mv in moves {
                if !self.play(mv, to_move) {
                    continue;
                }
                let child = self.key(next);
                if !self.table.contains_key(&child) {
                    let numbers = self.terminal(next).unwrap_or_else(|| self.estimate());
                    self.table.insert(child, numbers);
                }
                self.board.undo();
                list.push((mv, child));
            }
            self.moves.insert(key, list);
        }
        self.moves[&key]
            .iter()
            .map(|&(mv, child)| {
                let (pn, dn) = if self.path.contains(&child) {
                    (INF, 0)
                } else {
                    self.table[&child]
                };
                Child { mv, pn, dn }
            })
            .collect()
    }

    /// The moves of an expanded node (`key`) with each child's key and
    /// table numbers; `None` when the node was never expanded.
    pub(super) fn expanded(&self, key: u64) -> Option<Vec<ChildEntry>> {
        let list = self.moves.get(&key)?;
        Some(
            list.iter()
                .map(|&(mv, child)| {
                    let (pn, dn) = self.table.get(&child).copied().unwrap_or((1, 1));
                    (mv, child, pn, dn)
                })
                .collect(),
        )
    }

    /// (pn, dn) of a node from its children.
    fn combine(children: &[Child], to_move: Side) -> (Pn, Pn) {
        let (mut pn, mut dn) = match to_move {
            Side::Attacker => (INF, 0),
            Side::Defender => (0, INF),
        };
        for c in children {
            match to_move {
                Side::Attacker => {
                    pn = pn.min(c.pn);
                    dn = add(dn, c.dn);
                }
                Side::Defender => {
                    pn = add(pn, c.pn);
                    dn = dn.min(c.dn);
                }
            }
        }
        (pn, dn)
    }

    /// The multiple-iterative-deepening step: searches the current node
    /// until its numbers reach a threshold.
    fn mid(&mut self, to_move: Side, th_pn: Pn, th_dn: Pn, ply: usize) -> (Pn, Pn) {
        let key = self.key(to_move);
        if ply >= self.max_ply {
            self.cut = true;
            return (INF, 0);
        }
        let mut children = self.children(key, to_move);
        self.path.push(key);
        let mut result;
        loop {
            result = Self::combine(&children, to_move);
            let (pn, dn) = result;
            if pn >= th_pn || dn >= th_dn || self.aborted {
                break;
            }
            // Every step counts against the budget too: in a graph with
            // cycles, df-pn can go round without playing a new move.
            self.steps += 1;
            if self.nodes() >= self.limit
                || self.steps >= self.limit
                || self.table.len() >= MAX_ENTRIES
            {
                self.aborted = true;
                break;
            }
            // The most proving child, and the second best for its threshold.
            let metric = |c: &Child| match to_move {
                Side::Attacker => c.pn,
                Side::Defender => c.dn,
            };
            let mut best = 0;
            let mut second = INF;
            for (i, c) in children.iter().enumerate() {
                let m = metric(c);
                if m < metric(&children[best]) {
                    second = metric(&children[best]);
                    best = i;
                } else if i != best && m < second {
                    second = m;
                }
            }
            let c = children[best];
            let grow = |x: Pn| add(x, x / 4 + 1);
            let (cth_pn, cth_dn) = match to_move {
                Side::Attacker => (
                    th_pn.min(grow(second)),
                    add(th_dn.saturating_sub(dn), c.dn).min(INF),
                ),
                Side::Defender => (
                    add(th_pn.saturating_sub(pn), c.pn).min(INF),
                    th_dn.min(grow(second)),
                ),
            };
            if !self.play(c.mv, to_move) {
                // Cannot happen: the child was played when generated.
                children[best].pn = INF;
                children[best].dn = INF;
                break;
            }
            let r = self.mid(to_move.other(), cth_pn, cth_dn, ply + 1);
            self.board.undo();
            children[best].pn = r.0;
            children[best].dn = r.1;
        }
        self.path.pop();
        if !self.aborted {
            self.table.insert(key, result);
        }
        result
    }

    /// Whether the defender, to move at the root, lives by passing, read
    /// within what is left of the budget; `None` when it runs out (the
    /// question is then left to owl: a living group's answer is a pass).
    fn pass_lives(&mut self) -> Option<bool> {
        self.play(None, Side::Defender);
        let (pn, dn) = self.mid(Side::Attacker, INF, INF, 1);
        self.board.undo();
        if self.aborted {
            return None;
        }
        match (pn, dn) {
            (_, 0) => Some(true),
            (0, _) => Some(false),
            _ => None,
        }
    }

    /// Plays `side`'s move on `p` before the search (the move a
    /// `does` question names); false when illegal.
    pub fn play_first(&mut self, p: Point, side: Side) -> bool {
        self.play(Some(p), side)
    }

    /// Searches the solving board's position with `to_move` to play.
    pub fn run(&mut self, to_move: Side) -> Outcome {
        if let Some((pn, _)) = self.terminal(to_move) {
            // An attacker to move wins at once only by taking the target's
            // last liberty.
            let target = self.region.target;
            let mv = (pn == 0
                && to_move == Side::Attacker
                && self.board.is_color(target, self.region.defender))
            .then(|| self.board.liberties(target)[0]);
            return Outcome::Proved {
                attacker_wins: pn == 0,
                mv,
            };
        }
        let (pn, dn) = self.mid(to_move, INF, INF, 0);
        if self.aborted || (pn != 0 && dn != 0) {
            return Outcome::Unproved;
        }
        let attacker_wins = pn == 0;
        let winner = if attacker_wins {
            Side::Attacker
        } else {
            Side::Defender
        };
        let mv = if winner == to_move {
            let key = self.key(to_move);
            let children = self.children(key, to_move);
            let won = |c: &&Child| match winner {
                Side::Attacker => c.pn == 0,
                Side::Defender => c.dn == 0,
            };
            // A defender that lives as it stands passes (owl's answer
            // without a move): the pass is read to the end when the proof
            // went through another move.
            if winner == Side::Defender {
                match self.pass_lives() {
                    Some(true) => None,
                    Some(false) => match children.iter().find(won) {
                        Some(c) => c.mv,
                        None => return Outcome::Unproved,
                    },
                    None => return Outcome::Unproved,
                }
            } else {
                match children.iter().find(won) {
                    Some(c) => c.mv,
                    None => return Outcome::Unproved,
                }
            }
        } else {
            None
        };
        Outcome::Proved { attacker_wins, mv }
    }
}
