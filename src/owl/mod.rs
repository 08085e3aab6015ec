//! Owl: life-and-death reading for dragons (GNU Go's name for it).
//!
//! `owl_attack` asks whether the opponent of a dragon, moving first, can
//! kill it; `owl_defend` whether its owner, moving first, can make it live.
//! The search alternates the two sides over a **goal**: the dragon's
//! stones, growing with every stone the defender plays next to (or
//! diagonally beside) it, and with the whole root dragons of the strings
//! that stone merges (a move that connects to a neighbouring dragon brings
//! in that dragon's eyes). The attacker wins when the string the question
//! names is captured.
//!
//! At every node a **static verdict** reads the goal's eyes: the eye spaces
//! of the owner that touch the goal, evaluated exactly where small and
//! with the bulky-eye estimate where large (`crate::eyes`); capturable
//! enemy strings next to the goal with at most four liberties
//! (lunches) as possible eyes; and room to
//! escape into (`verdict::room_to_run`: empty points near the goal, reached through
//! friendly stones too, and through the goal's liberties beside enemy stones
//! when more than one leads out). The goal lives with two sure eyes or room to run, and dies
//! when even its optimistic eyes and lunches make fewer than two and it has
//! no room.
//!
//! The verdict of a position and goal is computed once per top-level call
//! (a transposition, or a node read again, takes it from a cache), and its
//! eye spaces read tactically only the goal's strings and the enemy
//! strings next to the goal within four steps of a point changed
//! since the root, and the strings that are new or whose liberties
//! changed, each question within
//! [`OwlConfig::lively_nodes`]; the others keep the reading they had at
//! the root (their status, the eye spaces' questions about them, whether
//! they are lunches), since owl's moves are all played around the goal.
//! Strings of the goal's colour outside the goal with at least three
//! liberties count as lively without a read (`lively`).
//!
//! **Candidate moves** come from that verdict and the region around the
//! goal: the eye spaces' vital points for each side, captures of lunches
//! and their defence, saving or capturing goal strings of one or two
//! liberties (and the named string at three, when reading captures it),
//! points inside the eye spaces (eye stealing and making), and the goal's
//! liberties (liberty shortage for the attacker, extending for the
//! defender), and the moves of our owl pattern databases that touch the
//! goal (`shapes`, under the `owl_patterns` switch), scored in one table
//! (`candidates::SCORES`). They are ordered by score and the first
//! [`OwlConfig::width`] are read, fewer deeper down. When they are fewer
//! than six, the root adds the points two steps from the goal (extensions,
//! diagonal steps, connections).
//! At the root every candidate is first played and the verdict read after
//! it (the verdict's outlook): a move that leaves the goal alive, or with
//! more eyes and room, rises for the defender, and sinks for the attacker.
//! The opponent's stone on the same point is read too, and three quarters of
//! its outlook count the other way: the
//! opponent's vital point is one's own. Most positions the lookahead reads
//! are never searched, so there the verdict is only judged (eyes, lunches,
//! room); its candidate lists are made when a search first reads the
//! position.
//! A goal the verdict calls dead ends a line at once only when it has
//! neither an optimistic eye nor a lunch; otherwise the line is read on
//! (the attacker's moves and the defender's answers), and when no
//! attacker move works the attacker passes: the goal is dead only if the
//! defender, moving first, still cannot live. A static "alive" is checked
//! by reading (the attacker moving first) at the root of `owl_attack` and
//! `owl_defend` and within two plies below any root.
//!
//! Limits: a ply cap ([`OwlConfig::depth`]) and a node budget per
//! top-level call ([`OwlConfig::node_limit`], default 1000 like GNU Go's),
//! counted through the board's choke point in the `owl` counter (the
//! kernel's [`Line`] plays and takes back every move). A line cut
//! off by a limit takes the static verdict and makes the answer uncertain.
//! Ko follows the komaster scheme shared with tactical reading
//! ([`crate::search::ko`]): a side may retake a banned ko once (a
//! conditional capture, paid for with a ko threat), and results are
//! `Win`, `KoA` (the attacker wins if it may ignore a ko threat: it takes
//! the ko first), `KoB` (it needs a ko threat) or `Lose`, seen from the
//! side that asked. A capture of the named string that takes a ko is read
//! on: the defender retakes (a conditional capture), its stone threatening
//! to fill the ko point and join the friendly strings around it; if the
//! attacker then cannot kill, the capture scores `KoA`, as tactical
//! reading scores a single stone taken in a ko. An `owl_defend` answer
//! whose move leaves a lone stone with two liberties is checked for a ko
//! by a fresh `owl_attack` after it (`Owl::ko_check`); a check that a limit
//! cuts makes the answer uncertain, as a cut search does.
//!
//! Debugging: [`Owl::tree`], when set, records the explored tree (GTP
//! `owl_tree FILE owl_attack C3` writes it as SGF), with the static
//! verdict and the candidates of every node as comments.

//! Files, each using only those before it: `goal` (the goal's points and
//! how they grow), `node` (the node being judged, and the root's stones),
//! `lively` (which strings a verdict reads and which it keeps from the
//! root), `scores` (the candidates' score table), `verdict` (the static
//! verdict and room to run), `shapes` (the owl pattern databases),
//! `candidates` (the candidate moves), `search` (the alternating search,
//! the lookahead and ko).

mod candidates;
mod goal;
mod lively;
mod node;
mod scores;
mod search;
mod shapes;
#[cfg(test)]
pub(crate) mod tests;
mod verdict;

use crate::board::queries::has_neighbor;
use crate::board::{Board, Color, Counter, Point};
use crate::heuristics::{Heuristics, OwlSolver};
use crate::reading::{ReadResult, Reader};
use crate::search::{FxHasher, KeyedCache, Line, SearchResult, Tree};
use crate::solver::{self, Ask, SolverConfig};
use goal::Goal;
use search::Search;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use verdict::Verdict;

/// Owl limits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OwlConfig {
    /// Owl nodes (moves tried) per top-level call.
    pub node_limit: u64,
    /// Plies below the root.
    pub depth: usize,
    /// Candidate moves read at a node near the root; one fewer every two
    /// plies below, down to [`OwlConfig::min_width`].
    pub width: usize,
    pub min_width: usize,
    /// Tactical reading nodes per question when a verdict reads again
    /// whether a string near the goal and a change is lively (each attack
    /// and each defence is one question). A string whose question runs out
    /// counts as lively, as a search cut short counts the attack failed.
    pub lively_nodes: u64,
    /// The limits of the exact solver owl asks first.
    pub solver: SolverConfig,
}

impl Default for OwlConfig {
    fn default() -> Self {
        OwlConfig {
            node_limit: 1000,
            depth: 14,
            width: 5,
            min_width: 1,
            lively_nodes: 400,
            solver: SolverConfig::default(),
        }
    }
}

impl OwlConfig {
    /// A fingerprint of the limits, for cache keys.
    pub fn key(&self) -> u64 {
        let mut h = FxHasher::default();
        std::hash::Hash::hash(self, &mut h);
        h.finish()
    }
}

/// Owl results by position, goal, question and ko state.
type Cache = KeyedCache<SearchResult>;

/// Static verdicts by position (stones and ko point) and goal.
type Verdicts = HashMap<(u64, u64), Verdict, BuildHasherDefault<FxHasher>>;

/// Owl limits and heuristics, and the caches shared by successive calls
/// on one position under one set of settings.
#[derive(Default)]
pub struct Owl {
    config: OwlConfig,
    heuristics: Heuristics,
    /// The fingerprint of the engine settings the owl was configured with.
    fingerprint: u64,
    cache: Cache,
    verdicts: Verdicts,
    /// The game position and settings fingerprint the caches hold
    /// results for.
    root: Option<(u64, u64)>,
    /// Nodes used by the last top-level call.
    pub last_nodes: u64,
    /// Whether the last top-level call was answered by the solver's proof.
    pub last_proved: bool,
    /// When set, searches record the tree they explore here.
    pub tree: Option<Tree>,
}

/// What a top-level owl call asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// Can the opponent, moving first, kill the dragon? `Win` with the
    /// killing move (`None` when it is dead as it stands and no move is
    /// found), or `Lose`.
    Attack,
    /// Can the owner, moving first, make it live? `Win` with the saving
    /// move (`None` when it lives as it stands), or `Lose`.
    Defend,
    /// Does the attacker's move kill it (the defender moving next cannot
    /// make it live)?
    DoesAttack(Point),
    /// Does the defender's move save it (the attacker moving next cannot
    /// kill it)?
    DoesDefend(Point),
}

/// The dragon an owl question is about.
#[derive(Copy, Clone, Debug)]
pub struct Target<'a> {
    /// A stone of the string whose capture kills the dragon.
    pub string: Point,
    /// The dragon's stones: the goal the search starts from.
    pub dragon: &'a [Point],
    /// Per cell, the number of the dragon through the stone there
    /// ([`crate::dragons::Dragons::numbers`]): a defender's stone joining
    /// the goal brings in the whole dragons of the strings it merges.
    pub allies: &'a [Option<u16>],
    /// The dragon's surrounding moyo before owl (under the `moyo`
    /// heuristic): room to run that the goal keeps while it holds its
    /// stones.
    pub moyo: usize,
}

/// Who moves in the owl game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Side {
    Attacker,
    Defender,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::Attacker => Side::Defender,
            Side::Defender => Side::Attacker,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Side::Attacker => "attacker",
            Side::Defender => "defender",
        }
    }
}

/// Whether `color`'s stone on `m` would stand alone with two liberties: no
/// friendly neighbour, two empty ones, and no capture. The shape a ko grows
/// from: the opponent ataris it or plays beside it, and the capture is
/// retaken.
fn lone_stone(board: &Board, m: Point, color: Color) -> bool {
    let empty = m.neighbors().into_iter().filter(|&q| board.is_empty(q));
    let captures = m
        .neighbors()
        .into_iter()
        .any(|q| board.color_at(q) == Some(color.opponent()) && board.libs(q) == 1);
    board.is_empty(m) && !has_neighbor(board, m, color) && empty.count() == 2 && !captures
}

impl Owl {
    /// An owl with these limits and heuristics and an empty cache;
    /// `fingerprint` stands for every setting that can change its answers
    /// (its caches are kept for one fingerprint at a time).
    pub fn new(config: OwlConfig, heuristics: Heuristics, fingerprint: u64) -> Owl {
        let mut owl = Owl::default();
        owl.configure(config, heuristics, fingerprint);
        owl
    }

    /// Reads with these limits and heuristics from now on (see
    /// [`Owl::new`]); results cached under another fingerprint are not
    /// used again.
    pub fn configure(&mut self, config: OwlConfig, heuristics: Heuristics, fingerprint: u64) {
        self.config = config;
        self.heuristics = heuristics;
        self.fingerprint = fingerprint;
    }

    /// The limits owl reads with.
    pub fn config(&self) -> &OwlConfig {
        &self.config
    }

    /// Forgets every cached result.
    pub fn clear_cache(&mut self) {
        self.cache.clear();
        self.verdicts.clear();
    }

    /// Answers `question` about the dragon `target`. `stackp` counts
    /// moves already on the search stack (GTP `trymove`).
    ///
    /// The result is `Win`, `KoA`, `KoB` or `Lose` from the side the
    /// question asks for, with its move (see [`Question`]); it is not
    /// certain when a limit ([`OwlConfig::node_limit`], the ply cap) cut
    /// the search or its ko check.
    pub fn read(
        &mut self,
        board: &mut Board,
        reader: &mut Reader,
        question: Question,
        target: &Target,
        stackp: usize,
    ) -> SearchResult {
        let root = (board.game_hash(), self.fingerprint);
        if self.root != Some(root) {
            self.cache.clear();
            self.verdicts.clear();
            self.root = Some(root);
        }
        if let Some(r) = self.ask_solver(board, question, target) {
            self.last_nodes = 0;
            self.last_proved = true;
            return r;
        }
        self.last_proved = false;
        let color = board
            .color_at(target.string)
            .expect("owl target is a stone");
        let goal = Goal::new(target.dragon);
        let config_key = self.config.key() ^ reader.config.key().rotate_left(23);
        let root_stones = node::root_stones(board, reader, stackp);
        let node_start = board.nodes(Counter::Owl);
        let mut se = Search {
            line: Line::new(board, Counter::Owl, self.tree.as_mut()),
            reader,
            heuristics: &self.heuristics,
            cfg: &self.config,
            cache: &mut self.cache,
            verdicts: &mut self.verdicts,
            root_stones,
            allies: target.allies,
            config_key,
            stackp,
            truncated: false,
            color,
            target: target.string,
            moyo: target.moyo,
            read_root: matches!(question, Question::Attack | Question::Defend),
        };
        let r = match question {
            Question::Attack => se.attack(&goal),
            Question::Defend => se.defend(&goal),
            Question::DoesAttack(m) => se.does(&goal, m, Side::Attacker),
            Question::DoesDefend(m) => se.does(&goal, m, Side::Defender),
        };
        let (mut code, mv) = (r.code, r.mv);
        let mut certain = !se.truncated;
        if let (Question::Defend, ReadResult::Win, Some(m)) = (question, code, mv) {
            let (checked, sure) = self.ko_check(board, reader, m, target, stackp);
            code = checked;
            certain &= sure;
        }
        self.last_nodes = board.nodes(Counter::Owl) - node_start;
        SearchResult { code, mv, certain }
    }

    /// The solver's proved answer to `question`, when the switch is on,
    /// the group is enclosed and its region small enough
    /// ([`crate::solver`]).
    fn ask_solver(
        &mut self,
        board: &mut Board,
        question: Question,
        target: &Target,
    ) -> Option<SearchResult> {
        if self.heuristics.owl_solver != OwlSolver::On {
            return None;
        }
        let ask = match question {
            Question::Attack => Ask::Win(solver::Side::Attacker),
            Question::Defend => Ask::Win(solver::Side::Defender),
            Question::DoesAttack(m) => Ask::Does(solver::Side::Attacker, m),
            Question::DoesDefend(m) => Ask::Does(solver::Side::Defender, m),
        };
        let p = solver::solve_with_tree(
            board,
            target.string,
            target.dragon,
            ask,
            &self.config.solver,
            self.tree.as_mut(),
        )?;
        Some(SearchResult {
            code: if p.wins {
                ReadResult::Win
            } else {
                ReadResult::Lose
            },
            mv: p.mv,
            certain: true,
        })
    }

    /// `owl_defend`'s winning move `m`, checked for a ko. When `m` leaves a
    /// lone stone with two liberties, the shape a ko grows from (the
    /// attacker ataris it or plays beside it, and the capture is retaken),
    /// the position after it is read again by a fresh `owl_attack`, whose
    /// root orders the attacker's moves by what they leave: one ply below
    /// the root the answers are read in score order only, and a ko-making
    /// move in a band of equal scores can fall past the width. A ko there
    /// makes the defence one the defender must win with a ko threat
    /// (`KoB`), or wins by taking first (`KoA`); any other answer leaves
    /// the defence a win. Also whether the check was certain: a check that
    /// a limit cut makes the answer uncertain too.
    fn ko_check(
        &mut self,
        board: &mut Board,
        reader: &mut Reader,
        m: Point,
        target: &Target,
        stackp: usize,
    ) -> (ReadResult, bool) {
        let color = board
            .color_at(target.string)
            .expect("owl target is a stone");
        if !lone_stone(board, m, color) || !board.try_move(m, color, Counter::Owl) {
            return (ReadResult::Win, true);
        }
        if let Some(t) = self.tree.as_mut() {
            t.enter(m, color);
        }
        let r = self.read(board, reader, Question::Attack, target, stackp + 1);
        if let Some(t) = self.tree.as_mut() {
            t.comment(format!("ko check: owl_attack -> {}", r.code.gtp_code()));
            t.leave();
        }
        board.undo();
        let code = match r.code {
            ReadResult::KoA | ReadResult::KoB => r.code.reverse(),
            _ => ReadResult::Win,
        };
        (code, r.certain)
    }
}
