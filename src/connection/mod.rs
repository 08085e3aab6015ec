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

mod distance;
mod links;
mod search;
#[cfg(test)]
mod tests;

pub use distance::connection_distance;
pub use links::{direct_link, link_move, linked};
use search::Search;

use crate::board::{Board, Counter, Point};
use crate::reading::{ReadResult, Reader};
use crate::search::{FxHasher, Goal, Line, SearchResult};
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
