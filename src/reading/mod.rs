//! Tactical reading: can a string be captured, can it be saved? The search
//! contracts follow GNU Go's reading functions (results WIN, KO_A, KO_B, 0),
//! with explicit limits, a transposition cache and node counting through the
//! board's try/undo choke point.
//!
//! Entry points take a [`Board`] and a [`Reader`] (limits, node counter,
//! cache) and answer a [`SearchResult`]: code, move, and whether a limit
//! cut the search. The ko scheme, cache keys, stack threads and tree
//! recorder are the search kernel's (`crate::search`), the board queries
//! the board layer's (`crate::board::queries`). Every search runs on a
//! thread with a large stack: in place when the calling thread was started
//! by [`spawn_with_search_stack`] (the GTP loop and the regression runner's
//! engine threads are), otherwise on the reader's [`StackWorker`] (the
//! board travels there and back by value).
//! Searches are also bounded by [`ReadingConfig::max_ply`], so no position
//! can overflow the stack.
//!
//! How it reads: strings with one to four liberties are attacked and
//! defended by alternating moves from per-liberty-count move generators
//! (`search.rs`: liberties, breaking the chain by capturing or ataring
//! neighbours, backfilling, second-order liberties, edge, net and snapback
//! moves, superstring moves), tried in batches ordered by simple shape
//! knowledge (`moves.rs`), the refutation of a sibling (killer) and, within
//! branch depth, the points where a move has already worked for the same
//! side in this search (history). A string with too many liberties for the depth
//! reached counts as safe, and moves whose result that rule already fixes
//! are not played; hopeless moves (liberties that put the attacker's own
//! stones in atari, defences that join into a one-liberty string) are not
//! tried. Ko is handled by a komaster scheme: one side may
//! retake a banned ko (a conditional ko capture, scored KO_A/KO_B), the other
//! may then not retake it. Results go to a transposition cache keyed by the
//! position, target string, goal, ko state and limits; each result keeps the
//! depth it was read at and answers any later request at that depth or
//! deeper (it was read with at least as much depth to spare), as GNU Go's
//! cache does.
//!
//! Debugging: the GTP command `reading_tree FILE attack C3` writes the
//! explored tree as SGF ([`Tree`]).

mod moves;
mod search;

#[cfg(test)]
pub(crate) mod tests;

use crate::board::{queries, Board, Color, Counter, Point};
use crate::search::{FxHasher, SearchResult, StackWorker, Tree};
use search::Search;
use std::hash::Hasher;

pub use crate::search::stack::MAX_PLY_LIMIT;
pub use crate::search::{spawn_with_search_stack, ReadResult};
pub use search::Outcome;

/// The limits of a reading search. Depths count moves on the search stack
/// (including moves placed with GTP `trymove`), as GNU Go's `stackp`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReadingConfig {
    /// Beyond this depth a string with three liberties counts as safe.
    pub depth: usize,
    /// Beyond this depth only one move (the best ordered) is tried at nodes
    /// for strings with three or more liberties.
    pub branch_depth: usize,
    /// Beyond this depth no backfilling or special moves are generated.
    pub backfill_depth: usize,
    /// Depth limit for the more expensive backfilling and superstring moves.
    pub backfill2_depth: usize,
    /// Beyond this depth neighbours with two or three liberties are not attacked.
    pub break_chain_depth: usize,
    /// Beyond this depth superstring moves are not generated.
    pub superstring_depth: usize,
    /// Beyond this depth a string with four liberties counts as safe.
    pub fourlib_depth: usize,
    /// Beyond this depth no conditional (banned) ko captures are considered.
    pub ko_depth: usize,
    /// Node budget of one top-level call; when spent the search answers
    /// conservatively (attack fails, defence holds).
    pub node_limit: u64,
    /// Hard cap on the search stack, whatever the other limits (ladders can
    /// otherwise run across the board); never more than [`MAX_PLY_LIMIT`].
    pub max_ply: usize,
}

impl Default for ReadingConfig {
    /// GNU Go 3.8's default depths (level 10), except `backfill_depth`,
    /// one less than GNU Go's 12: our backfilling and special-move
    /// generators propose more moves than GNU Go's, and at 11 the peer
    /// suites read far fewer nodes without losing a pass.
    fn default() -> Self {
        ReadingConfig {
            depth: 16,
            branch_depth: 13,
            backfill_depth: 11,
            backfill2_depth: 5,
            break_chain_depth: 7,
            superstring_depth: 7,
            fourlib_depth: 7,
            ko_depth: 8,
            node_limit: 400_000,
            max_ply: 240,
        }
    }
}

impl ReadingConfig {
    /// Raises (or lowers, for negative `delta`) all depth limits, as GNU Go's
    /// `increase_depths` / `decrease_depths`.
    pub fn shift_depths(&mut self, delta: isize) {
        for d in [
            &mut self.depth,
            &mut self.branch_depth,
            &mut self.backfill_depth,
            &mut self.backfill2_depth,
            &mut self.break_chain_depth,
            &mut self.superstring_depth,
            &mut self.fourlib_depth,
            &mut self.ko_depth,
        ] {
            *d = (*d as isize + delta).max(0) as usize;
        }
    }

    /// Whether a string with `libs` liberties counts as safe (is not read)
    /// at search depth `stackp`: five or more liberties always, four beyond
    /// `fourlib_depth`, three beyond `depth`.
    pub fn counts_as_safe(&self, libs: usize, stackp: usize) -> bool {
        libs > 4 || (libs == 4 && stackp > self.fourlib_depth) || (libs == 3 && stackp > self.depth)
    }

    /// A fingerprint of the limits, part of every cache key.
    pub fn key(&self) -> u64 {
        let mut h = FxHasher::default();
        std::hash::Hash::hash(self, &mut h);
        h.finish()
    }
}

/// The reading transposition cache: each result with the search depth
/// (`stackp`) it was read at. A result read at depth `d` answers requests at
/// depth `d` or more, where the depth limits allow no more reading than it had.
pub type Cache = crate::search::KeyedCache<(Outcome, u16)>;

/// The cache is cleared when it grows beyond this many entries.
const CACHE_LIMIT: usize = 2_000_000;

/// Reading limits plus the cache shared by successive calls.
pub struct Reader {
    pub config: ReadingConfig,
    /// The node counter this reader's moves are counted in.
    pub counter: Counter,
    cache: Cache,
    /// When set, the next search records its tree here.
    pub tree: Option<Tree>,
    /// Nodes used by the last top-level call.
    pub last_nodes: u64,
    /// Game position of the last top-level call (the cache holds results for it and its variations).
    root_hash: Option<u64>,
    /// The thread searches run on when the caller's stack has no room.
    worker: StackWorker,
    /// A board to stand in for the caller's while the worker reads on it.
    spare: Option<Box<Board>>,
    /// The node budget of each top-level call while
    /// [`Reader::with_budget`] runs, below the configured limit.
    budget: Option<u64>,
}

impl Default for Reader {
    fn default() -> Self {
        Reader::new(ReadingConfig::default())
    }
}

/// What a search on the worker thread hands back: the state it was given
/// and its result (see [`read_once`]).
struct Done {
    board: Box<Board>,
    cache: Cache,
    tree: Option<Tree>,
    result: (Outcome, u64, bool),
}

/// Where a top-level call starts and what it may spend.
#[derive(Clone, Copy)]
struct CallStart {
    /// Moves already on the search stack.
    stackp: usize,
    /// A node budget below the configured limit ([`Reader::with_budget`]).
    budget: Option<u64>,
}

/// One search over `board` with the given limits, cache and tree: its
/// outcome, the nodes it used, and whether a limit cut it short.
fn read_once(
    board: &mut Board,
    config: &ReadingConfig,
    cache: &mut Cache,
    tree: Option<&mut Tree>,
    start: CallStart,
    counter: Counter,
    task: impl FnOnce(&mut Search) -> Outcome,
) -> (Outcome, u64, bool) {
    let mut search = Search::new(
        board,
        config,
        cache,
        start.stackp,
        counter,
        tree,
        start.budget,
    );
    let outcome = task(&mut search);
    (outcome, search.nodes(), search.truncated)
}

/// A copy of a reader's cache ([`Reader::state`]).
pub type ReaderState = crate::search::SavedCache<(Outcome, u16)>;

impl Reader {
    pub fn new(config: ReadingConfig) -> Reader {
        Reader {
            config,
            counter: Counter::Reading,
            cache: Cache::default(),
            tree: None,
            last_nodes: 0,
            root_hash: None,
            worker: StackWorker::default(),
            spare: None,
            budget: None,
        }
    }

    /// Forgets every cached result.
    pub fn clear_cache(&mut self) {
        self.cache.clear();
    }

    /// Whether the next search starts as on a fresh reader: nothing
    /// cached and no tree being recorded.
    pub fn is_fresh(&self) -> bool {
        self.cache.is_empty() && self.tree.is_none()
    }

    /// A copy of the cache, to put back with [`Reader::restore`].
    pub fn state(&self) -> ReaderState {
        ReaderState::save(&self.cache, self.root_hash, self.last_nodes)
    }

    /// Puts back a cache copied by [`Reader::state`].
    pub fn restore(&mut self, state: &ReaderState) {
        state.restore(&mut self.cache, &mut self.root_hash, &mut self.last_nodes);
    }

    /// Runs `task` on a fresh search over `board` at stack depth `stackp`,
    /// in place when this thread has room for it, else on the worker
    /// thread with its large stack (the board travels there and back).
    fn run(
        &mut self,
        board: &mut Board,
        stackp: usize,
        task: impl FnOnce(&mut Search) -> Outcome + Send + 'static,
    ) -> SearchResult {
        // Results for other positions are rarely useful again: start afresh
        // when the game position changes (keeping the table's capacity);
        // variations of it (trial moves on top) share the table, since every
        // entry is keyed by its own position.
        let root = board.game_hash();
        if self.cache.len() > CACHE_LIMIT || self.root_hash != Some(root) {
            if !self.cache.is_empty() {
                self.cache.clear();
            }
            self.root_hash = Some(root);
        }
        if self.cache.capacity() == 0 {
            self.cache.reserve(1 << 12);
        }
        let depth = board.depth();
        let counter = self.counter;
        let start = CallStart {
            stackp,
            budget: self.budget,
        };
        let ((code, mv), nodes, truncated) = if crate::search::on_search_stack() {
            let tree = self.tree.as_mut();
            read_once(
                board,
                &self.config,
                &mut self.cache,
                tree,
                start,
                counter,
                task,
            )
        } else {
            let mut owned = self
                .spare
                .take()
                .unwrap_or_else(|| Box::new(Board::new(board.size())));
            std::mem::swap(board, &mut owned);
            let config = self.config.clone();
            let mut cache = std::mem::take(&mut self.cache);
            let mut tree = self.tree.take();
            let done = self.worker.run(move || {
                let mut board = owned;
                let result = read_once(
                    &mut board,
                    &config,
                    &mut cache,
                    tree.as_mut(),
                    start,
                    counter,
                    task,
                );
                Done {
                    board,
                    cache,
                    tree,
                    result,
                }
            });
            let mut returned = done.board;
            std::mem::swap(board, &mut returned);
            self.spare = Some(returned);
            self.cache = done.cache;
            self.tree = done.tree;
            done.result
        };
        debug_assert_eq!(depth, board.depth(), "reading left moves on the board");
        self.last_nodes = nodes;
        SearchResult {
            code,
            mv,
            certain: !truncated,
        }
    }

    /// Runs `f` with every top-level call given at most `budget` nodes
    /// (never more than the configured limit). A call that runs out answers
    /// as any search cut short does (the attack fails, the defence holds),
    /// and stores no result it did not read to the end, so the cache goes
    /// on answering for the configured limits.
    pub fn with_budget<R>(&mut self, budget: u64, f: impl FnOnce(&mut Reader) -> R) -> R {
        /// Puts the budget before back, even if `f` panics.
        struct Restore<'r>(&'r mut Reader, Option<u64>);
        impl Drop for Restore<'_> {
            fn drop(&mut self) {
                self.0.budget = self.1;
            }
        }
        let before = self.budget.replace(budget);
        let guard = Restore(self, before);
        f(&mut *guard.0)
    }

    /// Can the string at `s` be captured (its opponent moving first)? The
    /// move is the attacking move. Strings with more than four liberties
    /// (four beyond `fourlib_depth`) are not attacked. `stackp` is the
    /// number of moves already on the search stack (0 normally).
    pub fn attack(&mut self, board: &mut Board, s: Point, stackp: usize) -> SearchResult {
        self.run(board, stackp, move |se| se.do_attack(s))
    }

    /// Can the string at `s` be saved by its owner moving first? It is not
    /// checked that the string is attacked: a safe string gets a move that
    /// keeps it safe, or `(Win, None)` when it has too many liberties to read.
    pub fn defend(&mut self, board: &mut Board, s: Point, stackp: usize) -> SearchResult {
        self.run(board, stackp, move |se| se.do_defend(s))
    }

    /// Can the attacker capture at least one of the strings `a` and `b`?
    pub fn attack_either(
        &mut self,
        board: &mut Board,
        a: Point,
        b: Point,
        stackp: usize,
    ) -> SearchResult {
        self.run(board, stackp, move |se| attack_either(se, a, b))
    }

    /// Can the owner of `a` and `b` make both safe with one move?
    pub fn defend_both(
        &mut self,
        board: &mut Board,
        a: Point,
        b: Point,
        stackp: usize,
    ) -> SearchResult {
        self.run(board, stackp, move |se| defend_both(se, a, b))
    }

    /// Does the opponent's move `mv` capture the string `s`, which is not already dead?
    pub fn does_attack(
        &mut self,
        board: &mut Board,
        mv: Point,
        s: Point,
        stackp: usize,
    ) -> ReadResult {
        self.run(board, stackp, move |se| (does_attack(se, mv, s), None))
            .code
    }

    /// Does the owner's move `mv` save the string `s`, which is attacked?
    pub fn does_defend(
        &mut self,
        board: &mut Board,
        mv: Point,
        s: Point,
        stackp: usize,
    ) -> ReadResult {
        self.run(board, stackp, move |se| (does_defend(se, mv, s), None))
            .code
    }
}

/// [`Reader::attack`] with default limits and a fresh cache.
pub fn attack(board: &mut Board, s: Point) -> SearchResult {
    Reader::default().attack(board, s, 0)
}

/// [`Reader::defend`] with default limits and a fresh cache.
pub fn defend(board: &mut Board, s: Point) -> SearchResult {
    Reader::default().defend(board, s, 0)
}

/// Candidate moves for two-string goals: liberties of both and captures of their neighbours.
fn pair_candidates(board: &Board, a: Point, b: Point) -> queries::PointList<40> {
    let mut out = queries::PointList::<40>::new();
    for s in [a, b] {
        if board.color_at(s).is_none() || board.libs(s) > 4 {
            continue;
        }
        for &l in queries::libs_of::<4>(board, s).as_slice() {
            out.push_unique(l);
        }
        for &c in queries::chain_links(board, s, 1).as_slice() {
            out.push_unique(queries::libs_of::<1>(board, c).as_slice()[0]);
        }
    }
    out
}

fn attack_either(se: &mut Search, a: Point, b: Point) -> Outcome {
    let ra = se.do_attack(a);
    if ra.0 == ReadResult::Win {
        return ra;
    }
    let rb = se.do_attack(b);
    if rb.0 == ReadResult::Win {
        return rb;
    }
    let best = if ra.0 >= rb.0 { ra } else { rb };
    let Some(color) = se.line.board.color_at(a) else {
        return (ReadResult::Win, None);
    };
    let cands = pair_candidates(se.line.board, a, b);
    best_move(se, cands.as_slice(), color.opponent(), best, |se| {
        defend_both(se, a, b).0.reverse()
    })
}

/// Tries each of `cands` for `color` and scores the position after it with
/// `score`; returns the best of `best` and those, stopping at a win.
fn best_move(
    se: &mut Search,
    cands: &[Point],
    color: Color,
    mut best: Outcome,
    score: impl Fn(&mut Search) -> ReadResult,
) -> Outcome {
    for &m in cands {
        if !se.play(m, color) {
            continue;
        }
        let r = score(se);
        se.undo();
        if r > best.0 {
            best = (r, Some(m));
            if r == ReadResult::Win {
                break;
            }
        }
    }
    best
}

fn defend_both(se: &mut Search, a: Point, b: Point) -> Outcome {
    let (Some(color), true) = (
        se.line.board.color_at(a),
        se.line.board.color_at(b).is_some(),
    ) else {
        return (ReadResult::Lose, None);
    };
    let ra = se.do_attack(a);
    let rb = se.do_attack(b);
    if ra.0 == ReadResult::Lose && rb.0 == ReadResult::Lose {
        return (ReadResult::Win, None);
    }
    let mut cands = queries::PointList::<48>::new();
    for s in [a, b] {
        if let (r, Some(m)) = se.do_defend(s) {
            if r != ReadResult::Lose {
                cands.push_unique(m);
            }
        }
    }
    for &m in pair_candidates(se.line.board, a, b).as_slice() {
        cands.push_unique(m);
    }
    best_move(
        se,
        cands.as_slice(),
        color,
        (ReadResult::Lose, None),
        |se| se.do_attack(a).0.max(se.do_attack(b).0).reverse(),
    )
}

fn does_attack(se: &mut Search, mv: Point, s: Point) -> ReadResult {
    let Some(color) = se.line.board.color_at(s) else {
        return ReadResult::Lose;
    };
    let acode = se.do_attack(s).0;
    if acode != ReadResult::Lose && se.do_defend(s).0 == ReadResult::Lose {
        return ReadResult::Lose;
    }
    if !se.play(mv, color.opponent()) {
        return ReadResult::Lose;
    }
    let r = if se.line.board.color_at(s).is_none() {
        ReadResult::Win
    } else {
        se.do_defend(s).0.reverse()
    };
    se.undo();
    r
}

fn does_defend(se: &mut Search, mv: Point, s: Point) -> ReadResult {
    let Some(color) = se.line.board.color_at(s) else {
        return ReadResult::Lose;
    };
    if se.do_attack(s).0 == ReadResult::Lose {
        return ReadResult::Lose;
    }
    if !se.play(mv, color) {
        return ReadResult::Lose;
    }
    let r = se.do_attack(s).0.reverse();
    se.undo();
    r
}

/// The colour that attacks the string at `s`.
pub fn attacker_of(board: &Board, s: Point) -> Option<Color> {
    board.color_at(s).map(Color::opponent)
}
