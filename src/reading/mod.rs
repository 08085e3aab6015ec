//! Tactical reading: can a string be captured, can it be saved? The search
//! contracts follow GNU Go's reading functions (results WIN, KO_A, KO_B, 0),
//! with explicit limits, a transposition cache and node counting through the
//! board's try/undo choke point.
//!
//! Entry points take a [`Board`] and a [`Reader`] (limits + cache). Every
//! search runs on a thread with a large stack: in place when the calling
//! thread was started by [`spawn_with_search_stack`] (the GTP loop and the
//! regression runner's engine threads are), otherwise on the reader's
//! long-lived helper thread (the board travels there and back by value).
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

pub mod gtp;
mod moves;
mod search;
mod tree;
mod util;

#[cfg(test)]
mod tests;

use crate::board::{Board, Color, Point};
use search::{Goal, Search};
use std::cell::Cell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::mpsc;

pub use search::Outcome;
pub use tree::Tree;

/// The outcome of a reading, ordered from the reader's point of view.
///
/// `KoA`: success if the side reading may ignore the first ko threat (it makes
/// the first ko capture). `KoB`: success only if it wins a ko in which the
/// opponent takes first (it needs a ko threat). GTP prints 0, 3, 2, 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ReadResult {
    Lose,
    KoB,
    KoA,
    Win,
}

impl ReadResult {
    /// The same outcome seen by the other side (`Win` <-> `Lose`, `KoA` <-> `KoB`).
    pub fn reverse(self) -> ReadResult {
        match self {
            ReadResult::Lose => ReadResult::Win,
            ReadResult::KoB => ReadResult::KoA,
            ReadResult::KoA => ReadResult::KoB,
            ReadResult::Win => ReadResult::Lose,
        }
    }

    /// GNU Go's GTP code: 0 lose, 1 win, 2 KO_A, 3 KO_B.
    pub fn gtp_code(self) -> u8 {
        match self {
            ReadResult::Lose => 0,
            ReadResult::Win => 1,
            ReadResult::KoA => 2,
            ReadResult::KoB => 3,
        }
    }
}

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

/// A transposition-cache key: position (with ko point), then target
/// string, goal and ko state packed in one word, then the limits'
/// fingerprint. The search depth is not part of it: see [`Cache`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct CacheKey {
    hash: u64,
    packed: u64,
    config: u64,
}

impl CacheKey {
    fn new(
        hash: u64,
        target: Point,
        goal: Goal,
        komaster: u8,
        kom_pos: Option<Point>,
        config: u64,
    ) -> CacheKey {
        let packed = target.index() as u64
            | (goal as u64) << 32
            | (komaster as u64) << 40
            | (kom_pos.map_or(0, |p| p.index() as u64 + 1)) << 48;
        CacheKey {
            hash,
            packed,
            config,
        }
    }
}

/// A small fast hasher for cache keys (multiply-rotate).
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64);
    }
    fn write_u16(&mut self, n: u16) {
        self.write_u64(n as u64);
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// The reading transposition cache: each result with the search depth
/// (`stackp`) it was read at. A result read at depth `d` answers requests at
/// depth `d` or more, where the depth limits allow no more reading than it had.
pub type Cache = HashMap<CacheKey, (Outcome, u16), BuildHasherDefault<FxHasher>>;

/// Stack size of the thread a search runs on. A ply of search uses about
/// 1 KB of stack (measured: 200 KB at ply 254); [`MAX_PLY_LIMIT`] keeps
/// every search far inside this.
const SEARCH_STACK: usize = 16 << 20;
/// Hard upper bound on [`ReadingConfig::max_ply`] (8 KB of stack per ply).
pub const MAX_PLY_LIMIT: usize = SEARCH_STACK / (8 << 10);
/// Stack left to the caller of [`spawn_with_search_stack`] on top of a
/// search's own [`SEARCH_STACK`] (command dispatch, eye and worm analysis).
const CALLER_STACK: usize = 8 << 20;

thread_local! {
    /// Whether this thread was started by [`spawn_with_search_stack`].
    static ON_SEARCH_STACK: Cell<bool> = const { Cell::new(false) };
}

/// Starts a thread whose stack has room for searches, so that readings
/// called from it run in place instead of being handed to a helper thread.
pub fn spawn_with_search_stack<F, T>(
    name: &str,
    f: F,
) -> std::io::Result<std::thread::JoinHandle<T>>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    std::thread::Builder::new()
        .name(name.into())
        .stack_size(SEARCH_STACK + CALLER_STACK)
        .spawn(move || {
            ON_SEARCH_STACK.with(|on| on.set(true));
            f()
        })
}
/// The cache is cleared when it grows beyond this many entries.
const CACHE_LIMIT: usize = 2_000_000;

/// Reading limits plus the cache shared by successive calls.
#[derive(Default)]
pub struct Reader {
    pub config: ReadingConfig,
    cache: Cache,
    /// When set, the next search records its tree here.
    pub tree: Option<Tree>,
    /// Nodes used by the last top-level call.
    pub last_nodes: u64,
    /// Game position of the last top-level call (the cache holds results for it and its variations).
    root_hash: Option<u64>,
    /// The thread the searches run on, started by the first call.
    worker: Option<Worker>,
    /// A board to stand in for the caller's while the worker reads on it.
    spare: Option<Box<Board>>,
}

/// A search to run: what it reads, and on what.
type Task = Box<dyn FnOnce(&mut Search) -> Outcome + Send>;

/// Everything a search needs, handed to the worker thread by value.
struct Job {
    board: Box<Board>,
    config: ReadingConfig,
    cache: Cache,
    tree: Option<Tree>,
    stackp: usize,
    task: Task,
}

/// What the worker hands back: the same state, and the result with the
/// nodes used (or the panic of the search).
struct Done {
    board: Box<Board>,
    cache: Cache,
    tree: Option<Tree>,
    result: std::thread::Result<(Outcome, u64)>,
}

/// A long-lived thread with a large stack on which every search runs, so
/// that a reading call costs a hand-over, not a thread start.
struct Worker {
    jobs: mpsc::SyncSender<Job>,
    done: mpsc::Receiver<Done>,
}

impl Worker {
    fn start() -> Worker {
        let (jobs, job_rx) = mpsc::sync_channel::<Job>(1);
        let (done_tx, done) = mpsc::sync_channel::<Done>(1);
        std::thread::Builder::new()
            .name("reading".into())
            .stack_size(SEARCH_STACK)
            .spawn(move || {
                for job in job_rx {
                    let Job {
                        mut board,
                        config,
                        mut cache,
                        mut tree,
                        stackp,
                        task,
                    } = job;
                    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        let mut search =
                            Search::new(&mut board, &config, &mut cache, stackp, tree.as_mut());
                        let r = task(&mut search);
                        (r, search.nodes())
                    }));
                    let done = Done {
                        board,
                        cache,
                        tree,
                        result,
                    };
                    if done_tx.send(done).is_err() {
                        return;
                    }
                }
            })
            .expect("cannot start the reading thread");
        Worker { jobs, done }
    }
}

impl Reader {
    pub fn new(config: ReadingConfig) -> Reader {
        Reader {
            config,
            ..Reader::default()
        }
    }

    /// Forgets every cached result.
    pub fn clear_cache(&mut self) {
        self.cache.clear();
    }

    /// Runs `task` on a fresh search over `board` at stack depth `stackp`,
    /// on the worker thread with its large stack.
    fn run(
        &mut self,
        board: &mut Board,
        stackp: usize,
        task: impl FnOnce(&mut Search) -> Outcome + Send + 'static,
    ) -> Outcome {
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
        if ON_SEARCH_STACK.with(Cell::get) {
            let mut search = Search::new(
                board,
                &self.config,
                &mut self.cache,
                stackp,
                self.tree.as_mut(),
            );
            let r = task(&mut search);
            self.last_nodes = search.nodes();
            debug_assert_eq!(depth, board.depth(), "reading left moves on the board");
            return r;
        }
        let mut owned = self
            .spare
            .take()
            .unwrap_or_else(|| Box::new(Board::new(board.size())));
        std::mem::swap(board, &mut owned);
        let job = Job {
            board: owned,
            config: self.config.clone(),
            cache: std::mem::take(&mut self.cache),
            tree: self.tree.take(),
            stackp,
            task: Box::new(task),
        };
        let worker = self.worker.get_or_insert_with(Worker::start);
        let sent = worker.jobs.send(job);
        let done = match sent {
            Ok(()) => worker.done.recv().ok(),
            Err(_) => None,
        };
        let Some(done) = done else {
            // The worker thread is gone (it never stops while we hold its channels).
            panic!("the reading thread stopped");
        };
        let mut returned = done.board;
        std::mem::swap(board, &mut returned);
        self.spare = Some(returned);
        self.cache = done.cache;
        self.tree = done.tree;
        let (r, nodes) = match done.result {
            Ok(v) => v,
            Err(e) => std::panic::resume_unwind(e),
        };
        debug_assert_eq!(depth, board.depth(), "reading left moves on the board");
        self.last_nodes = nodes;
        r
    }

    /// Can the string at `s` be captured (its opponent moving first)? The
    /// move is the attacking move. Strings with more than four liberties
    /// (four beyond `fourlib_depth`) are not attacked. `stackp` is the
    /// number of moves already on the search stack (0 normally).
    pub fn attack(&mut self, board: &mut Board, s: Point, stackp: usize) -> Outcome {
        self.run(board, stackp, move |se| se.do_attack(s))
    }

    /// Can the string at `s` be saved by its owner moving first? It is not
    /// checked that the string is attacked: a safe string gets a move that
    /// keeps it safe, or `(Win, None)` when it has too many liberties to read.
    pub fn defend(&mut self, board: &mut Board, s: Point, stackp: usize) -> Outcome {
        self.run(board, stackp, move |se| se.do_defend(s))
    }

    /// Can the attacker capture at least one of the strings `a` and `b`?
    pub fn attack_either(
        &mut self,
        board: &mut Board,
        a: Point,
        b: Point,
        stackp: usize,
    ) -> Outcome {
        self.run(board, stackp, move |se| attack_either(se, a, b))
    }

    /// Can the owner of `a` and `b` make both safe with one move?
    pub fn defend_both(&mut self, board: &mut Board, a: Point, b: Point, stackp: usize) -> Outcome {
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
            .0
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
            .0
    }
}

/// [`Reader::attack`] with default limits and a fresh cache.
pub fn attack(board: &mut Board, s: Point) -> Outcome {
    Reader::default().attack(board, s, 0)
}

/// [`Reader::defend`] with default limits and a fresh cache.
pub fn defend(board: &mut Board, s: Point) -> Outcome {
    Reader::default().defend(board, s, 0)
}

/// Candidate moves for two-string goals: liberties of both and captures of their neighbours.
fn pair_candidates(board: &Board, a: Point, b: Point) -> util::PointList<40> {
    let mut out = util::PointList::<40>::new();
    for s in [a, b] {
        if board.color_at(s).is_none() || board.libs(s) > 4 {
            continue;
        }
        for &l in util::libs_of::<4>(board, s).as_slice() {
            out.push_unique(l);
        }
        for &c in util::chain_links(board, s, 1).as_slice() {
            out.push_unique(util::libs_of::<1>(board, c).as_slice()[0]);
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
    let Some(color) = se.board.color_at(a) else {
        return (ReadResult::Win, None);
    };
    let cands = pair_candidates(se.board, a, b);
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
    let (Some(color), true) = (se.board.color_at(a), se.board.color_at(b).is_some()) else {
        return (ReadResult::Lose, None);
    };
    let ra = se.do_attack(a);
    let rb = se.do_attack(b);
    if ra.0 == ReadResult::Lose && rb.0 == ReadResult::Lose {
        return (ReadResult::Win, None);
    }
    let mut cands = util::PointList::<48>::new();
    for s in [a, b] {
        if let (r, Some(m)) = se.do_defend(s) {
            if r != ReadResult::Lose {
                cands.push_unique(m);
            }
        }
    }
    for &m in pair_candidates(se.board, a, b).as_slice() {
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
    let Some(color) = se.board.color_at(s) else {
        return ReadResult::Lose;
    };
    let acode = se.do_attack(s).0;
    if acode != ReadResult::Lose && se.do_defend(s).0 == ReadResult::Lose {
        return ReadResult::Lose;
    }
    if !se.play(mv, color.opponent()) {
        return ReadResult::Lose;
    }
    let r = if se.board.color_at(s).is_none() {
        ReadResult::Win
    } else {
        se.do_defend(s).0.reverse()
    };
    se.undo();
    r
}

fn does_defend(se: &mut Search, mv: Point, s: Point) -> ReadResult {
    let Some(color) = se.board.color_at(s) else {
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
