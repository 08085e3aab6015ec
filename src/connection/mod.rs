//! Connection reading: can two strings of one colour be connected, can
//! they be cut apart? The contracts follow GNU Go's `string_connect` and
//! `disconnect` (results WIN, KO_A, KO_B, 0 and a move); the design is
//! ours.
//!
//! The search alternates the connecting side and the cutting side through
//! the board's try/undo choke point, counted in the connection node
//! counter, under the kernel's komaster scheme. At each node:
//! - a string that is gone is cut off; one string is connected;
//! - **static links** end the line ([`linked`]): two shared liberties
//!   (miai), a shared liberty where a cutting stone would be captured at
//!   once, an opponent string between them that is in atari and cannot
//!   run, or a chain of such links through other friendly strings (each
//!   with three liberties or more) resting on disjoint points;
//! - the cutter wins at once when tactical reading (`crate::reading`, its
//!   own node counter) captures one of the strings, and loses when a
//!   cutting string of up to three liberties cannot be saved;
//! - below the cutter's first move, the cutter has cut when the
//!   connecting side needs more than [`ConnectionConfig::cut_horizon`]
//!   moves to join the strings
//!   ([`connection_distance`]: the cheapest path where friendly stones cost
//!   nothing, empty points a move each, points a cutting stone could not
//!   use nothing, and an opponent string of one or two liberties a move
//!   per liberty, the moves that capture it);
//! - otherwise moves come from the liberties the strings share, their
//!   second-order liberties, the points on the cheapest paths between
//!   them, captures and ataris of opponent strings touching both or lying
//!   on those paths, and the tactical attacks and defences of the two
//!   strings. The width shrinks with depth
//!   ([`ConnectionConfig::width_taper`]). Near the root, a move that links
//!   the strings statically is tried first.
//!
//! `connect` on two strings already linked (but not one string) answers
//! `Win` with a point the weakest link rests on ([`link_move`]), as GNU Go
//! answers a connecting move rather than a pass.
//!
//! Every line is bounded by [`ConnectionConfig::depth`] moves and each
//! top-level call by [`ConnectionConfig::node_limit`] nodes. A line cut
//! short counts against the side the top-level call sets out to prove
//! (connected for `disconnect`, cut for `connect`), and the answer says so
//! (`SearchResult::certain`); one exception: a `connect` line cut short at
//! the depth limit with the connecting side to move and the strings one
//! move apart counts as connected.
//!
//! With [`ConnectionConfig::root_checks`], the root prefers a move whose
//! win is proved to one that rests on lines cut short, and the answer is
//! checked by a fresh top-level reading of the other question after it
//! (`disconnect` after a connecting move, `connect` after a cut): a root
//! move that reading refutes is set aside and the search runs again,
//! for at most [`ROOT_CHECKS`] moves. So `connect` answers a move its own
//! `disconnect` confirms, and the other way round, although deep in the
//! tree the width is tapered and the lines are shorter.
//!
//! Results are cached under the kernel's [`SearchKey`] with both strings
//! as targets and the top-level goal in the configuration key.

#[cfg(test)]
mod tests;

use crate::board::queries::{is_ko, libs_of, PointList};
use crate::board::{Board, Color, Counter, Point};
use crate::reading::{ReadResult, Reader};
use crate::search::{FxHasher, Goal, Line, Played, SearchKey, SearchResult};
use std::hash::{Hash, Hasher};

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
    /// Candidate moves dropped from the width for each move of the line
    /// (deep lines are narrow).
    pub width_taper: usize,
    /// The fewest candidate moves a node tries, however deep.
    pub min_width: usize,
    /// The cutting side to move (below its first move of the search) has
    /// cut when the strings are more than this many moves apart
    /// ([`connection_distance`]).
    pub cut_horizon: u8,
    /// Opponent strings with at most this many liberties are passable on
    /// a connection path, at a move per liberty ([`connection_distance`]).
    pub capture_path_libs: usize,
    /// How far apart two strings may be, in connecting moves, for the
    /// points on the cheapest paths between them to be candidates.
    pub path_limit: u8,
    /// Root checks: prefer proved wins at the root, and confirm the
    /// answer by a fresh reading of the other question after it.
    pub root_checks: bool,
}

impl Default for ConnectionConfig {
    fn default() -> Self {
        ConnectionConfig {
            depth: 12,
            width: 12,
            narrow_depth: 10,
            node_limit: 10_000,
            width_taper: 2,
            min_width: 2,
            cut_horizon: 3,
            capture_path_libs: 2,
            path_limit: 5,
            root_checks: true,
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

/// Root moves a fresh reading may refute before the answer stands.
pub const ROOT_CHECKS: usize = 3;

type Outcome = (ReadResult, Option<Point>);
type Cache = crate::search::KeyedCache<Outcome>;

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

/// A copy of a connector's cache ([`Connector::state`]).
pub type ConnectorState = crate::search::SavedCache<Outcome>;

impl Connector {
    /// Forgets every cached result.
    pub fn clear_cache(&mut self) {
        self.cache.clear();
    }

    /// Whether the next search starts as on a fresh connector: nothing cached.
    pub fn is_fresh(&self) -> bool {
        self.cache.is_empty()
    }

    /// A copy of the cache, to put back with [`Connector::restore`].
    pub fn state(&self) -> ConnectorState {
        ConnectorState::save(&self.cache, self.root_hash, self.last_nodes)
    }

    /// Puts back a cache copied by [`Connector::state`].
    pub fn restore(&mut self, state: &ConnectorState) {
        state.restore(&mut self.cache, &mut self.root_hash, &mut self.last_nodes);
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

    /// A top-level call: the search, and with root checks the answer
    /// confirmed by a fresh reading of the other question after it (a
    /// refuted move is set aside and the search runs again).
    fn top(
        &mut self,
        board: &mut Board,
        reader: &mut Reader,
        a: Point,
        b: Point,
        stackp: usize,
        goal: Goal,
    ) -> SearchResult {
        let start = board.nodes(Counter::Connection);
        // One node budget for the whole call, checks included.
        let limit = self.config.node_limit;
        let left = |board: &Board| limit.saturating_sub(board.nodes(Counter::Connection) - start);
        let mut refuted: Vec<Point> = Vec::new();
        let r = loop {
            let budget = left(board);
            let r = self.search(board, reader, a, b, stackp, goal, &refuted, budget);
            if !self.config.root_checks
                || r.code != ReadResult::Win
                || refuted.len() >= ROOT_CHECKS
                || left(board) < 2
            {
                break r;
            }
            let (Some(m), Some(color)) = (r.mv, board.color_at(a)) else {
                break r;
            };
            let (mover, other) = match goal {
                Goal::Connect => (color, Goal::Disconnect),
                _ => (color.opponent(), Goal::Connect),
            };
            if !board.try_move(m, mover, Counter::Connection) {
                break r;
            }
            let budget = left(board);
            let reply = self.search(board, reader, a, b, stackp + 1, other, &[], budget);
            board.undo();
            if reply.code != ReadResult::Win {
                break r;
            }
            refuted.push(m);
        };
        self.last_nodes = board.nodes(Counter::Connection) - start;
        r
    }

    /// One search from the current position, the `refuted` moves left
    /// out at its root, within `node_limit` nodes.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        board: &mut Board,
        reader: &mut Reader,
        a: Point,
        b: Point,
        stackp: usize,
        goal: Goal,
        refuted: &[Point],
        node_limit: u64,
    ) -> SearchResult {
        let root = board.game_hash();
        if self.root_hash != Some(root) {
            self.cache.clear();
            self.root_hash = Some(root);
        }
        let depth = board.depth();
        // Lines cut short by the limits count against the goal of the
        // top-level call, so results are cached per goal.
        let goal_key = if goal == Goal::Connect {
            0x9e37_79b9_7f4a_7c15
        } else {
            0
        };
        let config_key = self.config.key() ^ reader.config.key().rotate_left(17) ^ goal_key;
        let mut tree = reader.tree.take();
        let mut se = Search {
            line: Line::new(board, Counter::Connection, tree.as_mut()),
            reader,
            cfg: &self.config,
            cache: &mut self.cache,
            config_key,
            stackp,
            truncated: false,
            goal,
            refuted,
            node_limit,
        };
        let (code, mv) = match goal {
            Goal::Connect => se.connect(a, b),
            _ => se.disconnect(a, b),
        };
        let certain = !se.truncated;
        drop(se);
        reader.tree = tree;
        // Two strings linked but not joined: the move that makes the link
        // solid (GNU Go answers a connecting move, never a pass, for two
        // strings).
        let mv = match (goal, code, mv) {
            (Goal::Connect, ReadResult::Win, None) if !board.same_string(a, b) => {
                board.color_at(a).and_then(|c| link_move(board, a, b, c))
            }
            _ => mv,
        };
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
    /// The search's moves, counted in the connection counter and recorded
    /// in the reader's tree when it records one (the tactical reading
    /// nests under them: [`Search::tactics`]).
    line: Line<'a>,
    reader: &'a mut Reader,
    cfg: &'a ConnectionConfig,
    cache: &'a mut Cache,
    config_key: u64,
    /// Moves on the search stack before this search (trial moves).
    stackp: usize,
    truncated: bool,
    /// What the top-level call sets out to prove; a line cut short by
    /// the limits counts as a failure of that.
    goal: Goal,
    /// Root moves a fresh reading refuted: not tried at the root, whose
    /// result is then neither taken from the cache nor stored.
    refuted: &'a [Point],
    /// Node budget of this search (what is left of the top-level call's).
    node_limit: u64,
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
        self.line.nodes()
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes() >= self.node_limit || self.line.ply >= self.cfg.depth {
            self.truncated = true;
            return true;
        }
        false
    }

    /// Plays `p` for `color` under the komaster rules; `None` when not
    /// allowed (nothing played).
    fn play(&mut self, p: Point, color: Color) -> Option<Played> {
        self.line.play(p, color)
    }

    fn undo(&mut self) {
        self.line.undo();
    }

    fn key(&self, goal: Goal, a: Point, b: Point) -> SearchKey {
        let (x, y) = (self.line.board.string_id(a), self.line.board.string_id(b));
        let (x, y) = (x.min(y), x.max(y));
        SearchKey::new(
            self.line.board.hash(),
            Point::from_index(x),
            Some(Point::from_index(y)),
            goal,
            self.line.ko,
            self.config_key,
        )
    }

    /// Tactical attack on the string at `s` by its opponent moving first.
    fn attack(&mut self, s: Point) -> Outcome {
        self.tactics(|reader, board, sp| reader.attack(board, s, sp))
    }

    /// Tactical defence of the string at `s` by its owner moving first.
    fn defend(&mut self, s: Point) -> Outcome {
        self.tactics(|reader, board, sp| reader.defend(board, s, sp))
    }

    /// A tactical read at the line's depth. When a tree is recorded, the
    /// reader records under the line's current move: the tree is lent to
    /// it for the read.
    fn tactics(
        &mut self,
        read: impl FnOnce(&mut Reader, &mut Board, usize) -> SearchResult,
    ) -> Outcome {
        let sp = self.stackp + self.line.ply;
        if let Some(t) = self.line.tree.as_deref_mut() {
            self.reader.tree = Some(std::mem::take(t));
        }
        let r = read(self.reader, self.line.board, sp);
        if let (Some(slot), Some(t)) = (self.line.tree.as_deref_mut(), self.reader.tree.take()) {
            *slot = t;
        }
        r.outcome()
    }

    /// Whether the two strings are linked so that no single cutting move
    /// separates them, decided from the shape alone (the strings are known
    /// not to be capturable tactically): directly ([`direct_link`]), or
    /// through other strings of theirs, each link resting on points of its
    /// own so that one cutting move breaks at most one of them.
    fn linked(&self, a: Point, b: Point, color: Color) -> bool {
        linked(self.line.board, a, b, color)
    }

    /// Opponent strings touching both `a` and `b` with at most `max_libs`
    /// liberties (the stones that cut them apart).
    fn cutting_strings(&self, a: Point, b: Point, max_libs: usize) -> PointList<64> {
        let mut out = PointList::new();
        for &n in crate::board::queries::chain_links(self.line.board, a, max_libs).as_slice() {
            if touches_string(self.line.board, n, b) {
                out.push_unchecked(n);
            }
        }
        out
    }

    /// Whether a string cutting `a` from `b` (with at most
    /// [`CAPTURE_LINK_LIBS`] liberties) cannot be saved by tactical
    /// reading: capturing it links them. Asked with the cutting side to
    /// move.
    fn linked_by_capture(&mut self, a: Point, b: Point) -> bool {
        for &n in self.cutting_strings(a, b, CAPTURE_LINK_LIBS).as_slice() {
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
        let Some(color) = self.line.board.color_at(a) else {
            return gone;
        };
        if self.line.board.color_at(b) != Some(color) {
            return gone;
        }
        if self.line.board.same_string(a, b) {
            // Joined, but a joined string that is captured links nothing.
            let capture = self.attack(a);
            return if cutting {
                capture
            } else {
                (capture.0.reverse(), None)
            };
        }
        let key = self.key(goal, a, b);
        let partial_root = self.line.ply == 0 && !self.refuted.is_empty();
        if !partial_root {
            if let Some(&r) = self.cache.get(&key) {
                return r;
            }
        }
        let r = if cutting {
            self.disconnect_uncached(a, b, color)
        } else {
            self.connect_uncached(a, b, color)
        };
        let side = if cutting { "disconnect" } else { "connect" };
        self.line.note(|| format!("{side}: {}", r.0.gtp_code()));
        if !partial_root {
            self.cache.insert(key, r);
        }
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
            // Unproved: the strings count as connected when the question
            // was whether they can be cut. When it was whether they can
            // be connected, a line cut short at the depth limit with the
            // strings one move apart counts as connected too (the
            // connecting side is to move).
            if self.goal == Goal::Connect
                && self.nodes() < self.node_limit
                && connection_distance(self.line.board, a, b, 1, self.cfg.capture_path_libs) <= 1
            {
                return (ReadResult::Win, None);
            }
            return if self.goal == Goal::Disconnect {
                (ReadResult::Win, None)
            } else {
                (ReadResult::Lose, None)
            };
        }
        let paths = Paths::between(
            self.line.board,
            a,
            b,
            self.cfg.path_limit,
            self.cfg.capture_path_libs,
        );
        let mut captures = Vec::new();
        if self.line.ply < self.cfg.narrow_depth {
            let mut targets = self.cutting_strings(a, b, 3);
            for &n in &paths.strings {
                if !targets
                    .as_slice()
                    .iter()
                    .any(|&t| self.line.board.same_string(t, n))
                {
                    targets.push_unchecked(n);
                }
            }
            for &n in targets.as_slice() {
                if let (code, Some(m)) = self.attack(n) {
                    if code != ReadResult::Lose {
                        captures.push(m);
                    }
                }
            }
        }
        let mut moves = self.connection_moves(a, b, color, [attack_a, attack_b], true, &paths);
        for m in captures.into_iter().rev() {
            moves.retain(|&q| q != m);
            moves.insert(0, m);
        }
        // Moves that link the strings statically come first: a connection
        // in one move is the simplest answer.
        if self.line.ply < LINK_PROBE_PLY {
            let mut linking = None;
            for (i, &m) in moves.iter().enumerate() {
                if self.nodes() >= self.node_limit {
                    break;
                }
                if self.play(m, color).is_some() {
                    let link = self.linked(a, b, color);
                    self.undo();
                    if link {
                        linking = Some(i);
                        break;
                    }
                }
            }
            if let Some(i) = linking {
                let m = moves.remove(i);
                moves.insert(0, m);
            }
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
        // The horizon ends lines below the cutter's first move of the
        // search: the cutter's reply to a top-level connecting move is
        // read as `disconnect` would read it after that move (at ply 0),
        // so `connect` answers a move its own `disconnect` confirms.
        if self.line.ply > 1 && self.beyond_horizon(a, b) {
            return (ReadResult::Win, None);
        }
        if self.out_of_budget() {
            // Unproved: the strings count as connected when the question
            // was whether they can be cut, and as cut the other way round.
            return if self.goal == Goal::Connect {
                (ReadResult::Win, None)
            } else {
                best
            };
        }
        let paths = Paths::between(
            self.line.board,
            a,
            b,
            self.cfg.path_limit,
            self.cfg.capture_path_libs,
        );
        let moves = self.connection_moves(a, b, color, [attack_a, attack_b], false, &paths);
        // Nothing to try, not linked, and too far apart for the horizon:
        // cut (below the root, where no move need be named).
        if moves.is_empty() && self.line.ply >= 1 && self.beyond_horizon(a, b) {
            return (ReadResult::Win, None);
        }
        self.try_moves(a, b, color.opponent(), &moves, best)
    }

    /// Whether the connecting side needs more than the cut horizon's
    /// moves to join the strings ([`connection_distance`]).
    fn beyond_horizon(&self, a: Point, b: Point) -> bool {
        connection_distance(
            self.line.board,
            a,
            b,
            self.cfg.cut_horizon,
            self.cfg.capture_path_libs,
        ) > self.cfg.cut_horizon
    }

    /// Plays each of `moves` for `mover` and reads the other side's answer
    /// (cutting after a connecting move, connecting after a cutting one);
    /// the best of `best` and those for `mover`, stopping at a win. A line
    /// through a conditional ko capture is at best a ko won second. With
    /// root checks, a win at the root that rests on lines cut short is
    /// kept in reserve while the other moves are tried for a proved one.
    fn try_moves(
        &mut self,
        a: Point,
        b: Point,
        mover: Color,
        moves: &[Point],
        mut best: Outcome,
    ) -> Outcome {
        let connecting = self.line.board.color_at(a) == Some(mover);
        let root = self.line.ply == 0 && self.cfg.root_checks;
        let outer = self.truncated;
        let mut unproved_win: Option<Outcome> = None;
        for &m in moves {
            if self.line.ply == 0 && self.refuted.contains(&m) {
                continue;
            }
            if self.cfg.root_checks && self.nodes() >= self.node_limit {
                // The budget, shared with the root checks, is spent: the
                // moves left are not read. (Without root checks a search
                // is alone with its budget, and each move left costs one
                // node at most, as the dragons' links were measured.)
                self.truncated = true;
                break;
            }
            let Some(played) = self.play(m, mover) else {
                continue;
            };
            let conditional = played == Played::KoRetake;
            if root {
                self.truncated = false;
            }
            let reply = if connecting {
                self.disconnect(a, b)
            } else {
                self.connect(a, b)
            };
            self.undo();
            if root {
                let cut_short = self.truncated;
                self.truncated = outer || cut_short || unproved_win.is_some();
                if cut_short && reply.0 == ReadResult::Lose && !conditional {
                    unproved_win.get_or_insert((ReadResult::Win, Some(m)));
                    continue;
                }
            }
            let r = reply.0.reverse();
            let r = if conditional {
                r.min(ReadResult::KoB)
            } else {
                r
            };
            if r > best.0 {
                best = (r, Some(m));
                if r == ReadResult::Win {
                    if root {
                        // Proved: the lines cut short elsewhere do not
                        // bear on it.
                        self.truncated = outer;
                    }
                    break;
                }
            }
        }
        match unproved_win {
            Some(w) if best.0 != ReadResult::Win => {
                self.truncated = true;
                w
            }
            _ => best,
        }
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
        paths: &Paths,
    ) -> Vec<Point> {
        let mut c = Candidates::new();
        let board = &*self.line.board;
        let (la, lb) = (libs(board, a), libs(board, b));
        let narrow = self.line.ply >= self.cfg.narrow_depth;
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
        for &(p, score) in &paths.points {
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
        let board = &*self.line.board;
        let mover = if connecting { color } else { color.opponent() };
        c.moves
            .retain(|&(p, _)| board.is_legal(p, mover) || board.ko() == Some((p, mover)));
        let width = self
            .cfg
            .width
            .saturating_sub(self.cfg.width_taper * self.line.ply)
            .max(self.cfg.min_width);
        c.ordered(width)
    }
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

/// How many moves the owner of the strings at `a` and `b` needs to join
/// them if the opponent does not answer, estimated from the shape: the
/// cheapest path from `a` to `b` where friendly stones cost nothing, an
/// empty point costs one move (none where an opponent stone would be
/// captured at once), and an opponent string of up to `capture_libs`
/// liberties costs the moves that capture it (one per liberty). Other
/// opponent strings block. `limit + 1` stands for
/// anything beyond `limit`.
pub fn connection_distance(
    board: &Board,
    a: Point,
    b: Point,
    limit: u8,
    capture_libs: usize,
) -> u8 {
    let Some(color) = board.color_at(a) else {
        return limit.saturating_add(1);
    };
    let mut unplayable = Unplayable::new(color.opponent());
    let map = CostMap::from_string(board, a, limit, Some(b), capture_libs, &mut unplayable);
    map.reached.unwrap_or(limit.saturating_add(1))
}

/// Cutting strings with at most this many liberties are read tactically:
/// one that dies links the strings it cuts.
const CAPTURE_LINK_LIBS: usize = 3;

/// The cost of reaching each point from one string, in connecting moves
/// (see [`connection_distance`]); `u8::MAX` beyond the limit.
struct CostMap {
    dist: [u8; crate::board::NUM_CELLS],
    /// The cost of the target string, when the search stopped at it.
    reached: Option<u8>,
}

impl CostMap {
    /// Costs from the string at `s` up to `limit`; with a `target`, stops
    /// as soon as that string is reached.
    fn from_string(
        board: &Board,
        s: Point,
        limit: u8,
        target: Option<Point>,
        capture_libs: usize,
        unplayable: &mut Unplayable,
    ) -> CostMap {
        use std::collections::VecDeque;
        let mut map = CostMap {
            dist: [u8::MAX; crate::board::NUM_CELLS],
            reached: None,
        };
        let Some(color) = board.color_at(s) else {
            return map;
        };
        let mut queue: VecDeque<Point> = VecDeque::with_capacity(64);
        for p in board.stones(s) {
            map.dist[p.index()] = 0;
            queue.push_back(p);
        }
        while let Some(p) = queue.pop_front() {
            let d = map.dist[p.index()];
            if d > limit {
                map.dist[p.index()] = u8::MAX;
                continue;
            }
            if let Some(t) = target {
                if board.color_at(p) == Some(color) && board.same_string(p, t) {
                    map.reached = Some(d);
                    return map;
                }
            }
            for q in p.neighbors() {
                if !board.on_board(q) {
                    continue;
                }
                let Some(cost) = step_cost(board, p, q, color, capture_libs, unplayable) else {
                    continue;
                };
                let nd = d.saturating_add(cost);
                if nd < map.dist[q.index()] {
                    map.dist[q.index()] = nd;
                    if cost == 0 {
                        queue.push_front(q);
                    } else {
                        queue.push_back(q);
                    }
                }
            }
        }
        // Points queued beyond the limit were never expanded.
        for d in map.dist.iter_mut() {
            if *d > limit {
                *d = u8::MAX;
            }
        }
        map
    }

    fn get(&self, p: Point) -> u8 {
        self.dist[p.index()]
    }
}

/// The cost for `color` of stepping from `p` onto its neighbour `q`, or
/// `None` where `q` blocks.
fn step_cost(
    board: &Board,
    p: Point,
    q: Point,
    color: Color,
    capture_libs: usize,
    unplayable: &mut Unplayable,
) -> Option<u8> {
    match board.color_at(q) {
        Some(c) if c == color => Some(0),
        Some(_) => {
            let libs = board.libs(q);
            if libs > capture_libs {
                return None;
            }
            // Capturing costs a move per liberty; the rest of the string
            // goes with it.
            let same = board.color_at(p).is_some_and(|c| c != color) && board.same_string(p, q);
            Some(if same { 0 } else { libs as u8 })
        }
        None => Some(u8::from(!unplayable.get(board, q))),
    }
}

/// The cost of the point `p` itself on a path (as [`step_cost`] charges
/// for entering it, taking an opponent string as entered from outside).
fn point_cost(board: &Board, p: Point, color: Color, unplayable: &mut Unplayable) -> u8 {
    match board.color_at(p) {
        Some(c) if c == color => 0,
        Some(_) => board.libs(p) as u8,
        None => u8::from(!unplayable.get(board, p)),
    }
}

/// [`unplayable_for`] one colour on one position, worked out once per
/// point: path costs ask it of each empty point from every side.
struct Unplayable {
    color: Color,
    /// 0 not yet asked, 1 playable, 2 unplayable.
    known: [u8; crate::board::NUM_CELLS],
}

impl Unplayable {
    fn new(color: Color) -> Unplayable {
        Unplayable {
            color,
            known: [0; crate::board::NUM_CELLS],
        }
    }

    fn get(&mut self, board: &Board, p: Point) -> bool {
        let k = &mut self.known[p.index()];
        if *k == 0 {
            *k = 1 + u8::from(unplayable_for(board, p, self.color));
        }
        *k == 2
    }
}

/// The cheapest paths between two strings (see [`connection_distance`]).
struct Paths {
    /// Empty points on the paths, and the liberties of opponent strings
    /// on them, scored higher for cheaper paths and for points nearer the
    /// middle. Paths one move dearer than the cheapest count too, with a
    /// lower score.
    points: Vec<(Point, i32)>,
    /// The opponent strings the paths run through (to be captured).
    strings: Vec<Point>,
}

impl Paths {
    /// The paths between the strings at `a` and `b` when they cost at
    /// most `limit` moves; none otherwise.
    fn between(board: &Board, a: Point, b: Point, limit: u8, capture_libs: usize) -> Paths {
        let mut paths = Paths {
            points: Vec::new(),
            strings: Vec::new(),
        };
        // Friendly strings in atari the paths run through (each once).
        let mut friends: Vec<Point> = Vec::new();
        let Some(color) = board.color_at(a) else {
            return paths;
        };
        let mut unplayable = Unplayable::new(color.opponent());
        let da = CostMap::from_string(board, a, limit, None, capture_libs, &mut unplayable);
        let db = CostMap::from_string(board, b, limit, None, capture_libs, &mut unplayable);
        let mut through = |p: Point| -> Option<(u8, u8, u8)> {
            let (x, y) = (da.get(p), db.get(p));
            if x == u8::MAX || y == u8::MAX {
                return None;
            }
            Some((x + y - point_cost(board, p, color, &mut unplayable), x, y))
        };
        let Some(best) = board.points().filter_map(|p| through(p).map(|t| t.0)).min() else {
            return paths;
        };
        if best > limit {
            return paths;
        }
        for p in board.points() {
            let Some((total, x, y)) = through(p) else {
                continue;
            };
            if total > best + 1 {
                continue;
            }
            let score = 25
                - 3 * i32::from(best)
                - 10 * i32::from(total - best)
                - 2 * (i32::from(x) - i32::from(y)).abs();
            match board.color_at(p) {
                None => paths.points.push((p, score)),
                Some(c) if c != color => {
                    if paths.strings.iter().any(|&s| board.same_string(s, p)) {
                        continue;
                    }
                    paths.strings.push(p);
                    for &l in libs_of::<4>(board, p).as_slice() {
                        paths.points.push((l, score));
                    }
                }
                _ => {
                    // A weak friendly string on the path: the cutter
                    // captures it, the owner saves it.
                    if board.same_string(p, a)
                        || board.same_string(p, b)
                        || board.libs(p) > 1
                        || friends.iter().any(|&s| board.same_string(s, p))
                    {
                        continue;
                    }
                    friends.push(p);
                    for &l in libs_of::<1>(board, p).as_slice() {
                        paths.points.push((l, score));
                    }
                }
            }
        }
        paths
    }
}

/// Whether a stone of `color` at the empty point `p` would be captured at
/// once (suicide, or a self-atari that captures nothing and is no ko).
fn unplayable_for(board: &Board, p: Point, color: Color) -> bool {
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

/// Connecting nodes shallower than this try first a move that links the
/// strings statically (found by trying the candidates in order).
const LINK_PROBE_PLY: usize = 3;

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
