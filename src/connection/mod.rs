//! Connection reading: can two strings of one colour be connected, can
//! they be cut apart? The contracts follow GNU Go's `string_connect` and
//! `disconnect` (results WIN, KO_A, KO_B, 0 and a move); the design is
//! ours.
//!
//! The search alternates the connecting side and the cutting side through
//! the board's try/undo choke point, counted in the connection node
//! counter, under the kernel's komaster scheme. At each node:
//! - a string that is gone is cut off; one string is connected;
//! - **static links** end the line: two shared liberties (miai), a shared
//!   liberty where a cutting stone would be captured at once, an opponent
//!   string between them that is in atari and cannot escape;
//! - the cutter wins at once when tactical reading (`crate::reading`, its
//!   own node counter) captures one of the strings;
//! - otherwise moves come from the liberties the strings share, their
//!   second-order liberties (one step from the other string's liberties),
//!   captures and ataris of opponent strings touching both, and the
//!   tactical attacks and defences of the two strings.
//!
//! Every line is bounded by [`ConnectionConfig::depth`] moves and each
//! top-level call by [`ConnectionConfig::node_limit`] nodes; a cut search
//! answers conservatively (the side to prove fails) and says so
//! (`SearchResult::certain`). Results are cached under the kernel's
//! [`SearchKey`] with both strings as targets.

#[cfg(test)]
mod tests;

use crate::board::queries::{is_ko, libs_of, PointList};
use crate::board::{Board, Color, Counter, Point};
use crate::reading::{ReadResult, Reader};
use crate::search::{FxHasher, Goal, KoState, SearchKey, SearchResult};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// The limits of a connection search.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConnectionConfig {
    /// Moves a line may have (connection moves only; tactical reading
    /// inside has its own limits).
    pub depth: usize,
    /// Candidate moves tried at a node, best first.
    pub width: usize,
    /// Beyond this depth only moves on shared and second-order liberties
    /// are tried (no captures of neighbours, no tactical defences).
    pub narrow_depth: usize,
    /// Node budget of one top-level call.
    pub node_limit: u64,
}

impl Default for ConnectionConfig {
    fn default() -> Self {
        ConnectionConfig {
            depth: 20,
            width: 10,
            narrow_depth: 10,
            node_limit: 4_000,
        }
    }
}

impl ConnectionConfig {
    /// A fingerprint of the limits, part of every cache key.
    pub fn key(&self) -> u64 {
        let mut h = FxHasher::default();
        self.hash(&mut h);
        h.finish()
    }
}

type Outcome = (ReadResult, Option<Point>);
type Cache = HashMap<SearchKey, Outcome, BuildHasherDefault<FxHasher>>;

/// Connection limits and the cache shared by successive calls.
#[derive(Default)]
pub struct Connector {
    pub config: ConnectionConfig,
    cache: Cache,
    /// Game position the cache holds results for (and its variations).
    root_hash: Option<u64>,
    /// Nodes used by the last top-level call.
    pub last_nodes: u64,
}

impl Connector {
    /// Forgets every cached result.
    pub fn clear_cache(&mut self) {
        self.cache.clear();
    }

    /// Can the owner of the strings at `a` and `b`, moving first, connect
    /// them? `Win` with the connecting move (`None` when they are connected
    /// already), a ko result, or `Lose`. `stackp` counts moves already on
    /// the search stack (GTP `trymove`); `reader` reads the tactics.
    pub fn connect(
        &mut self,
        board: &mut Board,
        reader: &mut Reader,
        a: Point,
        b: Point,
        stackp: usize,
    ) -> SearchResult {
        self.top(board, reader, a, b, stackp, Goal::Connect)
    }

    /// Can the opponent of the strings at `a` and `b`, moving first, cut
    /// them apart (or capture one)? `Win` with the cutting move, a ko
    /// result, or `Lose` when they stay connected.
    pub fn disconnect(
        &mut self,
        board: &mut Board,
        reader: &mut Reader,
        a: Point,
        b: Point,
        stackp: usize,
    ) -> SearchResult {
        self.top(board, reader, a, b, stackp, Goal::Disconnect)
    }

    fn top(
        &mut self,
        board: &mut Board,
        reader: &mut Reader,
        a: Point,
        b: Point,
        stackp: usize,
        goal: Goal,
    ) -> SearchResult {
        let root = board.game_hash();
        if self.root_hash != Some(root) {
            self.cache.clear();
            self.root_hash = Some(root);
        }
        let depth = board.depth();
        let config_key = self.config.key() ^ reader.config.key().rotate_left(17);
        let mut se = Search {
            board,
            reader,
            cfg: &self.config,
            cache: &mut self.cache,
            config_key,
            stackp,
            ply: 0,
            ko: KoState::default(),
            saved: Vec::with_capacity(32),
            node_start: 0,
            truncated: false,
        };
        se.node_start = se.board.nodes(Counter::Connection);
        let (code, mv) = match goal {
            Goal::Connect => se.connect(a, b),
            _ => se.disconnect(a, b),
        };
        self.last_nodes = se.board.nodes(Counter::Connection) - se.node_start;
        let certain = !se.truncated;
        debug_assert_eq!(
            depth,
            board.depth(),
            "connection reading left moves on the board"
        );
        SearchResult { code, mv, certain }
    }
}

/// One top-level connection search.
struct Search<'a> {
    board: &'a mut Board,
    reader: &'a mut Reader,
    cfg: &'a ConnectionConfig,
    cache: &'a mut Cache,
    config_key: u64,
    /// Moves on the search stack before this search (trial moves).
    stackp: usize,
    /// Connection moves played by this search.
    ply: usize,
    ko: KoState,
    /// The ko state before each move on the stack.
    saved: Vec<KoState>,
    node_start: u64,
    truncated: bool,
}

/// Candidate moves of one node, with a score each (higher first).
struct Candidates {
    moves: Vec<(Point, i32)>,
}

impl Candidates {
    fn new() -> Candidates {
        Candidates {
            moves: Vec::with_capacity(24),
        }
    }

    fn add(&mut self, p: Point, score: i32) {
        match self.moves.iter_mut().find(|(q, _)| *q == p) {
            Some(entry) => entry.1 += score,
            None => self.moves.push((p, score)),
        }
    }

    /// The moves best first (ties in board order), at most `width`.
    fn ordered(mut self, width: usize) -> Vec<Point> {
        self.moves.sort_by(|x, y| y.1.cmp(&x.1).then(x.0.cmp(&y.0)));
        self.moves.truncate(width);
        self.moves.into_iter().map(|(p, _)| p).collect()
    }
}

/// Liberties of the string at `s` (all of them, for strings of any size).
fn libs(board: &Board, s: Point) -> PointList<64> {
    libs_of::<64>(board, s)
}

/// Whether the empty point `p` touches the string at `s`.
fn touches(board: &Board, p: Point, s: Point) -> bool {
    p.neighbors()
        .into_iter()
        .any(|q| board.on_board(q) && board.color_at(q).is_some() && board.same_string(q, s))
}

impl Search<'_> {
    fn nodes(&self) -> u64 {
        self.board.nodes(Counter::Connection) - self.node_start
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes() >= self.cfg.node_limit || self.ply >= self.cfg.depth {
            self.truncated = true;
            return true;
        }
        false
    }

    /// Plays `p` for `color` under the komaster rules: `Some(false)` for
    /// an ordinary move, `Some(true)` for a conditional ko capture (a
    /// retake of a banned ko, to be paid for with a ko threat), `None`
    /// when not allowed (nothing played).
    fn play(&mut self, p: Point, color: Color) -> Option<bool> {
        let ko = is_ko(self.board, p, color);
        let board_ko = self.board.ko().map(|(q, _)| q);
        if !self.ko.permits(p, color, ko, board_ko) {
            return None;
        }
        let before = self.ko;
        let conditional = if self.board.try_move(p, color, Counter::Connection) {
            self.ko.after_move(self.board, color, ko, board_ko);
            false
        } else if self.board.ko() == Some((p, color))
            && self.board.try_ko_move(p, color, Counter::Connection)
        {
            self.ko.after_conditional(color, ko);
            true
        } else {
            return None;
        };
        self.saved.push(before);
        self.ply += 1;
        // A tree being recorded (the reader's) gets the connection moves;
        // the tactical reading inside nests under them.
        if let Some(t) = self.reader.tree.as_mut() {
            t.enter(p, color);
        }
        Some(conditional)
    }

    fn undo(&mut self) {
        self.board.undo();
        self.ply -= 1;
        if let Some(ko) = self.saved.pop() {
            self.ko = ko;
        }
        if let Some(t) = self.reader.tree.as_mut() {
            t.leave();
        }
    }

    fn key(&self, goal: Goal, a: Point, b: Point) -> SearchKey {
        let (x, y) = (self.board.string_id(a), self.board.string_id(b));
        let (x, y) = (x.min(y), x.max(y));
        SearchKey::new(
            self.board.hash(),
            Point::from_index(x),
            Some(Point::from_index(y)),
            goal,
            self.ko,
            self.config_key,
        )
    }

    /// Tactical attack on the string at `s` by its opponent moving first.
    fn attack(&mut self, s: Point) -> Outcome {
        let sp = self.stackp + self.ply;
        self.reader.attack(self.board, s, sp).outcome()
    }

    /// Tactical defence of the string at `s` by its owner moving first.
    fn defend(&mut self, s: Point) -> Outcome {
        let sp = self.stackp + self.ply;
        self.reader.defend(self.board, s, sp).outcome()
    }

    /// Whether the two strings are linked so that no single cutting move
    /// separates them, decided from the shape alone (the strings are known
    /// not to be capturable tactically): two shared liberties; or a shared
    /// liberty where a cutting stone is captured at once (not by a ko); or
    /// an opponent string touching both that is in atari and cannot run.
    fn linked(&self, a: Point, b: Point, color: Color) -> bool {
        let board = &*self.board;
        let other = color.opponent();
        let la = libs(board, a);
        let common: PointList<64> = {
            let mut c = PointList::new();
            for &l in la.as_slice() {
                if touches(board, l, b) {
                    c.push_unchecked(l);
                }
            }
            c
        };
        if common.len() >= 2 {
            return true;
        }
        if let Some(&l) = common.as_slice().first() {
            // A cutting stone at the shared liberty.
            if board.is_suicide(l, other) && is_ko(board, l, other).is_none() {
                return true;
            }
            if crate::board::queries::libs_after(board, l, other, 2, None) <= 1
                && is_ko(board, l, other).is_none()
                && !captures_something(board, l, other)
            {
                return true;
            }
        }
        // An opponent string between them in atari that cannot run (its
        // extension stays in atari and captures nothing): capturing it
        // links them.
        for &s in crate::board::queries::chain_links(board, a, 1).as_slice() {
            if touches_string(board, s, b) {
                let lib = libs_of::<1>(board, s).as_slice()[0];
                if is_ko(board, lib, color).is_none()
                    && crate::board::queries::libs_after(board, lib, other, 2, None) <= 1
                    && !captures_something(board, lib, other)
                {
                    return true;
                }
            }
        }
        false
    }

    /// Opponent strings touching both `a` and `b` with at most `max_libs`
    /// liberties (the stones that cut them apart).
    fn cutting_strings(&self, a: Point, b: Point, max_libs: usize) -> PointList<64> {
        let mut out = PointList::new();
        for &n in crate::board::queries::chain_links(self.board, a, max_libs).as_slice() {
            if touches_string(self.board, n, b) {
                out.push_unchecked(n);
            }
        }
        out
    }

    /// Whether a string cutting `a` from `b` is in atari and cannot be
    /// saved (tactical reading): capturing it links them. Asked with the
    /// cutting side to move.
    fn linked_by_capture(&mut self, a: Point, b: Point) -> bool {
        for &n in self.cutting_strings(a, b, 1).as_slice() {
            if self.defend(n).0 == ReadResult::Lose {
                return true;
            }
        }
        false
    }

    /// The connecting side to move: `Win` with the connecting move.
    fn connect(&mut self, a: Point, b: Point) -> Outcome {
        self.node(Goal::Connect, a, b)
    }

    /// The frame of a node for `goal` (connect or disconnect): a string
    /// that is gone is cut off; one string is connected unless reading
    /// captures it; results come from and go to the cache.
    fn node(&mut self, goal: Goal, a: Point, b: Point) -> Outcome {
        let cutting = goal == Goal::Disconnect;
        let gone = if cutting {
            (ReadResult::Win, None)
        } else {
            (ReadResult::Lose, None)
        };
        let Some(color) = self.board.color_at(a) else {
            return gone;
        };
        if self.board.color_at(b) != Some(color) {
            return gone;
        }
        if self.board.same_string(a, b) {
            // Joined, but a joined string that is captured links nothing.
            let capture = self.attack(a);
            return if cutting {
                capture
            } else {
                (capture.0.reverse(), None)
            };
        }
        let key = self.key(goal, a, b);
        if let Some(&r) = self.cache.get(&key) {
            return r;
        }
        let r = if cutting {
            self.disconnect_uncached(a, b, color)
        } else {
            self.connect_uncached(a, b, color)
        };
        if let Some(t) = self.reader.tree.as_mut() {
            let side = if cutting { "disconnect" } else { "connect" };
            t.comment(format!("{side}: {}", r.0.gtp_code()));
        }
        self.cache.insert(key, r);
        r
    }

    fn connect_uncached(&mut self, a: Point, b: Point, color: Color) -> Outcome {
        let attack_a = self.attack(a);
        let attack_b = self.attack(b);
        if attack_a.0 == ReadResult::Lose
            && attack_b.0 == ReadResult::Lose
            && self.linked(a, b, color)
        {
            return (ReadResult::Win, None);
        }
        if self.out_of_budget() {
            return (ReadResult::Lose, None);
        }
        let mut captures = Vec::new();
        if self.ply < self.cfg.narrow_depth {
            for &n in self.cutting_strings(a, b, 3).as_slice() {
                if let (code, Some(m)) = self.attack(n) {
                    if code != ReadResult::Lose {
                        captures.push(m);
                    }
                }
            }
        }
        let mut moves = self.connection_moves(a, b, color, [attack_a, attack_b], true);
        for m in captures.into_iter().rev() {
            moves.retain(|&q| q != m);
            moves.insert(0, m);
        }
        self.try_moves(a, b, color, &moves, (ReadResult::Lose, None))
    }

    /// The cutting side to move: `Win` with the cutting (or capturing) move.
    fn disconnect(&mut self, a: Point, b: Point) -> Outcome {
        self.node(Goal::Disconnect, a, b)
    }

    fn disconnect_uncached(&mut self, a: Point, b: Point, color: Color) -> Outcome {
        // A string that can be captured is cut off.
        let attack_a = self.attack(a);
        if attack_a.0 == ReadResult::Win {
            return attack_a;
        }
        let attack_b = self.attack(b);
        if attack_b.0 == ReadResult::Win {
            return attack_b;
        }
        if attack_a.0 == ReadResult::Lose
            && attack_b.0 == ReadResult::Lose
            && (self.linked(a, b, color) || self.linked_by_capture(a, b))
        {
            return (ReadResult::Lose, None);
        }
        // A capture through a ko is at least a ko cut.
        let best: Outcome = [attack_a, attack_b]
            .into_iter()
            .max_by_key(|r| r.0)
            .unwrap_or((ReadResult::Lose, None));
        if self.out_of_budget() {
            // Unproved: the strings count as connected.
            return best;
        }
        let moves = self.connection_moves(a, b, color, [attack_a, attack_b], false);
        self.try_moves(a, b, color.opponent(), &moves, best)
    }

    /// Plays each of `moves` for `mover` and reads the other side's answer
    /// (cutting after a connecting move, connecting after a cutting one);
    /// the best of `best` and those for `mover`, stopping at a win. A line
    /// through a conditional ko capture is at best a ko won second.
    fn try_moves(
        &mut self,
        a: Point,
        b: Point,
        mover: Color,
        moves: &[Point],
        mut best: Outcome,
    ) -> Outcome {
        let connecting = self.board.color_at(a) == Some(mover);
        for &m in moves {
            let Some(conditional) = self.play(m, mover) else {
                continue;
            };
            let reply = if connecting {
                self.disconnect(a, b)
            } else {
                self.connect(a, b)
            };
            self.undo();
            let r = reply.0.reverse();
            let r = if conditional {
                r.min(ReadResult::KoB)
            } else {
                r
            };
            if r > best.0 {
                best = (r, Some(m));
                if r == ReadResult::Win {
                    break;
                }
            }
        }
        best
    }

    /// Candidate moves for either side at a node between the strings `a`
    /// and `b` of `color`: shared liberties, second-order liberties,
    /// captures and ataris of opponent strings touching both, and the
    /// strings' tactical attack and defence points.
    fn connection_moves(
        &mut self,
        a: Point,
        b: Point,
        color: Color,
        attacks: [Outcome; 2],
        connecting: bool,
    ) -> Vec<Point> {
        let mut c = Candidates::new();
        let board = &*self.board;
        let (la, lb) = (libs(board, a), libs(board, b));
        let narrow = self.ply >= self.cfg.narrow_depth;
        // Shared liberties: the cut and the connection.
        for &l in la.as_slice() {
            if lb.as_slice().contains(&l) {
                c.add(l, 100);
            }
        }
        // Second-order liberties: a liberty of one string next to a
        // liberty of the other (a move there shares a liberty with it).
        for (mine, theirs) in [(&la, &lb), (&lb, &la)] {
            for &l in mine.as_slice() {
                let near = l
                    .neighbors()
                    .into_iter()
                    .filter(|q| theirs.as_slice().contains(q))
                    .count();
                if near > 0 {
                    c.add(l, 30 + 10 * near as i32);
                }
            }
        }
        // Empty points next to liberties of both (a one-point gap between
        // the liberty lists): the hanging and bamboo shapes.
        for &l in la.as_slice() {
            for q in l.neighbors() {
                if board.on_board(q)
                    && board.is_empty(q)
                    && !la.as_slice().contains(&q)
                    && q.neighbors()
                        .into_iter()
                        .any(|r| lb.as_slice().contains(&r))
                {
                    c.add(q, 15);
                }
            }
        }
        // The liberties of opponent strings cutting them apart: where the
        // connecting side captures them and the cutting side makes them live.
        for &n in self.cutting_strings(a, b, 3).as_slice() {
            let nl = libs_of::<3>(board, n);
            for &l in nl.as_slice() {
                c.add(l, 45 - 10 * nl.len() as i32);
            }
        }
        // Points on the shortest paths of empty points between the two
        // strings: where a far connection is made or blocked.
        for (p, score) in path_points(board, a, b, PATH_LIMIT) {
            c.add(p, score);
        }
        if !narrow {
            // Opponent strings touching both, or short of liberties next to one.
            for s in [a, b] {
                for &n in crate::board::queries::chain_links(board, s, 2).as_slice() {
                    let between = touches_string(board, n, if s == a { b } else { a });
                    let nl = libs_of::<2>(board, n);
                    for &l in nl.as_slice() {
                        let score = match (nl.len(), between) {
                            (1, true) => 90,
                            (1, false) => 40,
                            (_, true) => 35,
                            _ => 10,
                        };
                        c.add(l, score);
                    }
                }
            }
        }
        // The strings' tactical fights: the attack points, and for the
        // connecting side the defences.
        for r in attacks {
            if let (code, Some(m)) = r {
                if code != ReadResult::Lose {
                    c.add(m, 60);
                }
            }
        }
        if connecting && !narrow {
            for (s, r) in [(a, attacks[0]), (b, attacks[1])] {
                if r.0 != ReadResult::Lose {
                    if let (code, Some(m)) = self.defend(s) {
                        if code != ReadResult::Lose {
                            c.add(m, 60);
                        }
                    }
                }
            }
        }
        let board = &*self.board;
        let mover = if connecting { color } else { color.opponent() };
        c.moves
            .retain(|&(p, _)| board.is_legal(p, mover) || board.ko() == Some((p, mover)));
        c.ordered(self.cfg.width)
    }
}

/// How far apart (in empty points) two strings may be for the points on
/// the paths between them to be candidates.
const PATH_LIMIT: u8 = 4;

/// Distances from the string at `s` through empty points (1 for its
/// liberties), up to `limit`; `u8::MAX` beyond.
fn distances(board: &Board, s: Point, limit: u8) -> [u8; crate::board::NUM_CELLS] {
    let mut dist = [u8::MAX; crate::board::NUM_CELLS];
    let mut frontier: Vec<Point> = libs(board, s).as_slice().to_vec();
    for &p in &frontier {
        dist[p.index()] = 1;
    }
    let mut d = 1;
    while d < limit && !frontier.is_empty() {
        let mut next = Vec::new();
        for p in frontier {
            for q in p.neighbors() {
                if board.on_board(q) && board.is_empty(q) && dist[q.index()] == u8::MAX {
                    dist[q.index()] = d + 1;
                    next.push(q);
                }
            }
        }
        frontier = next;
        d += 1;
    }
    dist
}

/// The empty points on shortest paths between the strings at `a` and `b`
/// (when those are at most `limit` points long), scored higher for shorter
/// paths and for points nearer the middle.
fn path_points(board: &Board, a: Point, b: Point, limit: u8) -> Vec<(Point, i32)> {
    let (da, db) = (distances(board, a, limit), distances(board, b, limit));
    let mut best = u16::MAX;
    for p in board.points() {
        let (x, y) = (da[p.index()], db[p.index()]);
        if x != u8::MAX && y != u8::MAX {
            best = best.min(x as u16 + y as u16);
        }
    }
    if best == u16::MAX || best > limit as u16 + 1 {
        return Vec::new();
    }
    board
        .points()
        .filter(|p| {
            let (x, y) = (da[p.index()], db[p.index()]);
            x != u8::MAX && y != u8::MAX && x as u16 + y as u16 == best
        })
        .map(|p| {
            let (x, y) = (da[p.index()] as i32, db[p.index()] as i32);
            (p, 25 - 3 * best as i32 - 2 * (x - y).abs())
        })
        .collect()
}

/// Whether the string at `s` touches the string at `t`'s stones through a
/// shared neighbour (is adjacent to a stone of it).
fn touches_string(board: &Board, s: Point, t: Point) -> bool {
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
