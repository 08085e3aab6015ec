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
//! enemy strings next to the goal with at most [`LUNCH_LIBS`] liberties
//! (lunches) as possible eyes; and room to
//! escape into ([`room_to_run`]: empty points near the goal, reached through
//! friendly stones too, and through the goal's liberties beside enemy stones
//! when more than one leads out). The goal lives with two sure eyes or room to run, and dies
//! when even its optimistic eyes and lunches make fewer than two and it has
//! no room.
//!
//! The verdict of a position and goal is computed once per top-level call
//! (a transposition, or a node read again, takes it from a cache), and its
//! eye spaces read tactically only the goal's strings and the enemy
//! strings next to the goal within [`LIVELY_DISTANCE`] of a point changed
//! since the root, and the strings that are new or whose liberties
//! changed, each question within
//! [`OwlConfig::lively_nodes`]; the others keep the reading they had at
//! the root (their status, the eye spaces' questions about them, whether
//! they are lunches), since owl's moves are all played around the goal.
//! Strings of the goal's colour outside the goal with at least
//! [`FRIEND_SAFE_LIBS`] liberties count as lively without a read.
//!
//! **Candidate moves** come from that verdict and the region around the
//! goal: the eye spaces' vital points for each side, captures of lunches
//! and their defence, saving or capturing goal strings of one or two
//! liberties (and the named string at three, when reading captures it),
//! points inside the eye spaces (eye stealing and making), and the goal's
//! liberties (liberty shortage for the attacker, extending for the
//! defender), and the moves of our owl pattern databases that touch the
//! goal (`shapes`, under the `owl_patterns` switch). They are ordered by
//! score and the first [`OwlConfig::width`] are read, fewer deeper down.
//! When they are fewer than [`WIDEN_BELOW`], the root adds the points two
//! steps from the goal (extensions, diagonal steps, connections).
//! At the root every candidate is first played and the verdict read after
//! it ([`Verdict::outlook`]): a move that leaves the goal alive, or with
//! more eyes and room, rises for the defender, and sinks for the attacker.
//! The opponent's stone on the same point is read too, and three quarters of
//! its outlook ([`OPPONENT_OUTLOOK_QUARTERS`]) count the other way: the
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
//! `owl_defend` and within [`READ_ALIVE_PLIES`] below any root.
//!
//! Limits: a ply cap ([`OwlConfig::depth`]) and a node budget per
//! top-level call ([`OwlConfig::node_limit`], default 1000 like GNU Go's),
//! counted through the board's choke point in the `owl` counter. A line cut
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

mod shapes;
#[cfg(test)]
pub(crate) mod tests;

use crate::board::queries::is_self_atari;
use crate::board::queries::{has_neighbor, is_ko};
use crate::board::{Board, Color, Counter, Point, NUM_CELLS};
use crate::dragons::{open_point, room_walk, Walk};
use crate::eyes::{evaluate_space, eye_spaces_of, Detail};
use crate::heuristics::{Heuristics, OwlPatterns};
use crate::reading::{ReadResult, Reader};
use crate::search::{FxHasher, Goal, KoState, SearchKey, SearchResult, Tree};
use crate::worms::{TacticalReader, WormTactics};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

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
}

impl Default for OwlConfig {
    fn default() -> Self {
        OwlConfig {
            node_limit: 1000,
            depth: 14,
            width: 5,
            min_width: 1,
            lively_nodes: 400,
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

/// The goal's strings and the enemy strings next to the goal with a stone
/// this far (steps between neighbours) from a point changed since the root
/// are read for the eye spaces at every node; the others keep their root
/// status while their stones and liberties do.
const LIVELY_DISTANCE: usize = 4;

/// A string of the goal's colour outside the goal counts as lively,
/// without a read, from this many liberties. Such strings took
/// about a third of the lively reads' nodes on owl.tst; with three or more
/// liberties 97.9% of those reads found them lively, and a friendly string
/// off the goal matters to its eyes only as a wall (docs/owl.md).
const FRIEND_SAFE_LIBS: usize = 3;

/// Plies below the root within which a static "alive" is checked by
/// reading (the other side moving first), as it is at the root of
/// `owl_attack` and `owl_defend`: the verdict is an estimate, and a wrong
/// "alive" this close to the root decides the answer.
const READ_ALIVE_PLIES: usize = 2;

/// Plies from the root at which the candidates are ordered by the static
/// verdict after each ([`Search::lookahead`]).
const LOOKAHEAD_PLIES: usize = 1;

/// The root adds the points two steps from the goal ([`Search::widen`])
/// when the verdict proposes fewer candidates than this (one more than the
/// root's default width).
const WIDEN_BELOW: usize = 6;

/// The score of the points two steps from the goal that the root adds.
const WIDENED_SCORE: i32 = 10;

/// The score of the attacker's first replies that the root's lookahead adds
/// to the defender's candidates (the band of the defender's eye-space
/// points).
const REPLY_SCORE: i32 = 40;

/// The share, in quarters, of the outlook after the opponent's stone on a
/// root candidate's point that counts the other way in the root's order.
/// Measured over the eight orientations of owl.tst and owl1.tst: a half gave
/// means of 185.1 and 72.0, three quarters 187.6 and 71.8, a whole 186.9 and
/// 70.0 (docs/owl.md).
const OPPONENT_OUTLOOK_QUARTERS: i32 = 3;

/// The outlook counted when the opponent's stone on a candidate's point
/// leaves the named string captured.
const CAPTURED_OUTLOOK: i32 = -200;

/// The score of the attacker's capture of the named string when it has
/// three liberties and reading captures it: above the eye-space points
/// (40), below the rescue of a lunch (80). Goal strings of one or two
/// liberties score 95 both ways.
const NAMED_CAPTURE_SCORE: i32 = 60;

/// The score of the defender's rescue of the named string at three
/// liberties: last in its list, read when the list is short.
const NAMED_RESCUE_SCORE: i32 = 1;

/// Enemy strings next to the goal with at most this many liberties are
/// read as possible lunches.
const LUNCH_LIBS: usize = 4;

/// Steps from the goal within which [`room_to_run`] counts empty points.
const ESCAPE_STEPS: usize = 5;

/// Room to run beyond which an open goal's outlook rises no more.
const OUTLOOK_ROOM: usize = 40;

/// What one unit of an open goal's eyes (a sure eye counts three: two as
/// sure, one as possible; a possible eye or a lunch one) weighs in its
/// outlook against one point of room to run. Measured over the eight
/// orientations of owl.tst and owl1.tst: 10 gave means of 187.6 and 71.8,
/// 8 gave 187.9 and 72.0 (docs/owl.md).
const OUTLOOK_EYE: i32 = 8;

/// Room to run that counts as life.
const ESCAPE_ALIVE: usize = 30;
/// Below this room, a goal without two optimistic eyes (lunches counted) is dead.
const ESCAPE_DEAD: usize = 8;

/// Plies before the ply cap at which a goal judged dead ends the line for
/// either side, as it would at the cap itself. Read on, the side to move
/// there reaches the cap, where anything not judged dead counts as alive:
/// a life the horizon grants, not the position.
const DEAD_ENDS_BEFORE_CAP: usize = 1;

/// The goal's room to run: the empty points within [`ESCAPE_STEPS`] steps
/// of it that touch no enemy stone. The walk passes through friendly stones
/// at no cost, since a goal that reaches them shares their room, which is
/// what separates owl's measure from the dragons' escape potential.
///
/// A liberty of the goal that an enemy stone touches is a way out that the
/// attacker has not closed yet, but can close with one move. So the walk
/// also passes through such liberties (without counting them) after the
/// attacker's best block at one of them: with two ways out, the goal keeps
/// the room behind the other; with one, only the open points count. (Past
/// [`OUTLOOK_ROOM`] open points nothing the room decides can change, and the
/// blocks are not read.)
fn room_to_run(board: &Board, stones: &[Point], color: Color) -> usize {
    let friends = Walk {
        through_friends: true,
        ..Walk::default()
    };
    let open = room_walk(board, stones, color, ESCAPE_STEPS, friends);
    if open >= OUTLOOK_ROOM {
        return open;
    }
    let mut contested: Vec<Point> = Vec::new();
    for &s in stones {
        for q in s.neighbors() {
            if board.on_board(q)
                && board.is_empty(q)
                && !open_point(board, q, color)
                && !contested.contains(&q)
            {
                contested.push(q);
            }
        }
    }
    let through = contested.as_slice();
    through
        .iter()
        .map(|&b| {
            let walk = Walk {
                through,
                block: Some(b),
                ..friends
            };
            room_walk(board, stones, color, ESCAPE_STEPS, walk)
        })
        .min()
        .map_or(open, |blocked| blocked.max(open))
}

/// Per cell, whether it lies within `steps` steps (between neighbours) of
/// one of `seeds`.
fn within(board: &Board, seeds: &[Point], steps: usize) -> Vec<bool> {
    let mut near = vec![false; NUM_CELLS];
    // The points reached, one step's worth after another.
    let mut reached: Vec<Point> = Vec::with_capacity(4 * seeds.len() + 16);
    for &s in seeds {
        if !near[s.index()] {
            near[s.index()] = true;
            reached.push(s);
        }
    }
    let mut start = 0;
    for _ in 0..steps {
        let end = reached.len();
        for i in start..end {
            for q in reached[i].neighbors() {
                if board.on_board(q) && !near[q.index()] {
                    near[q.index()] = true;
                    reached.push(q);
                }
            }
        }
        start = end;
    }
    near
}

/// Whether `color`'s stone on `m` joins the goal: next to a goal stone, or
/// diagonally beside one unless enemy stones hold both points between.
fn joins_goal(board: &Board, goal: &[bool], m: Point, color: Color) -> bool {
    let other = Some(color.opponent());
    let ours = |q: Point| goal[q.index()] && board.color_at(q) == Some(color);
    m.neighbors().into_iter().any(ours)
        || m.diagonals().into_iter().any(|q| {
            ours(q)
                && m.neighbors()
                    .into_iter()
                    .filter(|a| q.neighbors().contains(a))
                    .any(|a| board.color_at(a) != other)
        })
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

/// Owl results by position, goal, question and ko state.
type Cache = HashMap<SearchKey, (ReadResult, Option<Point>), BuildHasherDefault<FxHasher>>;

/// Static verdicts by position (stones and ko point) and goal.
type Verdicts = HashMap<(u64, u64), Verdict, BuildHasherDefault<FxHasher>>;

/// Owl limits and the cache shared by successive calls on one position.
#[derive(Default)]
pub struct Owl {
    pub config: OwlConfig,
    cache: Cache,
    verdicts: Verdicts,
    root_hash: Option<u64>,
    /// Nodes used by the last top-level call.
    pub last_nodes: u64,
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

/// The static view of a goal at one node.
#[derive(Clone)]
struct Verdict {
    alive: bool,
    dead: bool,
    /// Dead without even an optimistic eye or a lunch: the attacker need not
    /// read on, unless an enemy neighbour is in atari
    /// ([`Verdict::killed_as_it_stands`]). A goal that is only `dead` (some
    /// eye potential) is still read, since the static eye count misses eyes
    /// the defender's next moves make.
    hopeless: bool,
    /// An enemy string next to the goal is in atari. In a hopeless goal it
    /// is one the attacker can still save (else it would be a lunch), and
    /// the fight over it is not settled: the defender may capture it for an
    /// eye, or the attacker must spend a move saving it.
    enemy_in_atari: bool,
    /// The eye counts, lunches and room to run behind the verdict.
    eyes_min: u32,
    eyes_max: u32,
    lunches: u32,
    escape: usize,
    /// Candidate moves for the attacker and the defender, by priority.
    /// Until the verdict is [`Verdict::complete`], only the moves its
    /// judgement found (vital points, the lunches' captures and rescues),
    /// unsorted.
    attack: Vec<(i32, Point)>,
    defend: Vec<(i32, Point)>,
    /// Whether the candidate lists are whole: a verdict read only for its
    /// outlook ([`Search::outlook_cached`]) gets them when a search first
    /// reads the node ([`Search::add_candidates`]).
    complete: bool,
    /// The points of the small eye spaces touching the goal (candidates
    /// for both sides), kept until the lists are whole.
    in_space: Vec<Point>,
}

/// Adds `p` to a candidate list at `score`, or raises its score there.
fn add_candidate(list: &mut Vec<(i32, Point)>, score: i32, p: Point) {
    if let Some(e) = list.iter_mut().find(|e| e.1 == p) {
        e.0 = e.0.max(score);
    } else {
        list.push((score, p));
    }
}

impl Verdict {
    /// The judgement, as the search tree's comments give it.
    fn describe(&self) -> String {
        format!(
            "eyes {}..{}, lunches {}, escape {}{}{}",
            self.eyes_min,
            self.eyes_max,
            self.lunches,
            self.escape,
            if self.alive { ", alive" } else { "" },
            if self.dead { ", dead" } else { "" },
        )
    }

    /// Hopeless with nothing left to fight over: no enemy neighbour in
    /// atari that the defender could still capture for an eye. Below the
    /// root, such a goal needs no attacker move.
    fn killed_as_it_stands(&self) -> bool {
        self.hopeless && !self.enemy_in_atari
    }

    /// The goal's prospects for its owner, for ordering moves by what they
    /// leave. A settled goal scores by its class alone (alive, dead, dead
    /// without an eye or a lunch): once alive, more eyes add nothing. An
    /// open one scores by its sure and possible eyes, its lunches and its
    /// room to run.
    fn outlook(&self) -> i32 {
        if self.alive {
            160
        } else if self.hopeless {
            -80
        } else if self.dead {
            -40
        } else {
            let eyes = 2 * self.eyes_min + self.eyes_max + self.lunches;
            OUTLOOK_EYE * eyes as i32 + self.escape.min(OUTLOOK_ROOM) as i32
        }
    }
}

impl Owl {
    /// An owl with these limits and an empty cache.
    pub fn new(config: OwlConfig) -> Owl {
        Owl {
            config,
            ..Owl::default()
        }
    }

    /// Forgets every cached result.
    pub fn clear_cache(&mut self) {
        self.cache.clear();
        self.verdicts.clear();
    }

    /// Answers `question` about the dragon with stones `dragon`, whose
    /// string at `target` the attacker must capture. `moyo` is the
    /// dragon's surrounding moyo before owl (under the `moyo` heuristic):
    /// room to run that the goal keeps while it holds its stones. `allies`
    /// numbers, per cell, the dragon through the stone there
    /// ([`crate::dragons::Dragons::numbers`]): a defender's stone joining
    /// the goal brings in the whole dragons of the strings it merges. `stackp` counts moves
    /// already on the search stack (GTP `trymove`).
    #[allow(clippy::too_many_arguments)]
    pub fn read(
        &mut self,
        board: &mut Board,
        reader: &mut Reader,
        heuristics: &Heuristics,
        question: Question,
        target: Point,
        dragon: &[Point],
        allies: &[Option<u16>],
        moyo: usize,
        stackp: usize,
    ) -> SearchResult {
        let root = board.game_hash();
        if self.root_hash != Some(root) {
            self.cache.clear();
            self.verdicts.clear();
            self.root_hash = Some(root);
        }
        let color = board.color_at(target).expect("owl target is a stone");
        let mut goal = vec![false; NUM_CELLS];
        for &s in dragon {
            goal[s.index()] = true;
        }
        let config_key = self.config.key() ^ reader.config.key().rotate_left(23);
        let root_stones = {
            let mut t = TacticalReader::new(board, reader, stackp);
            let mut root = vec![None; NUM_CELLS];
            // Each string is read once: its other stones find it remembered.
            for p in board.points().collect::<Vec<_>>() {
                if let Some(color) = board.color_at(p) {
                    root[p.index()] = Some(RootStone {
                        color,
                        libs: board.libs(p),
                        tactics: t.worm(board, p),
                    });
                }
            }
            root
        };
        let mut se = Search {
            board,
            reader,
            heuristics,
            cfg: &self.config,
            cache: &mut self.cache,
            verdicts: &mut self.verdicts,
            root_stones,
            allies,
            config_key,
            stackp,
            ply: 0,
            node_start: 0,
            truncated: false,
            color,
            target,
            moyo,
            read_root: matches!(question, Question::Attack | Question::Defend),
            ko: KoState::default(),
            saved: Vec::new(),
            tree: self.tree.as_mut(),
        };
        se.node_start = se.board.nodes(Counter::Owl);
        let (mut code, mv) = match question {
            Question::Attack => se.attack(&goal),
            Question::Defend => se.defend(&goal),
            Question::DoesAttack(m) => (se.after_move(&goal, m, Side::Attacker).0, Some(m)),
            Question::DoesDefend(m) => (se.after_move(&goal, m, Side::Defender).0, Some(m)),
        };
        let mut certain = !se.truncated;
        let node_start = se.node_start;
        if let (Question::Defend, ReadResult::Win, Some(m)) = (question, code, mv) {
            let (checked, sure) = self.ko_check(
                board, reader, heuristics, m, target, dragon, allies, moyo, stackp,
            );
            code = checked;
            certain &= sure;
        }
        self.last_nodes = board.nodes(Counter::Owl) - node_start;
        SearchResult { code, mv, certain }
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
    #[allow(clippy::too_many_arguments)]
    fn ko_check(
        &mut self,
        board: &mut Board,
        reader: &mut Reader,
        heuristics: &Heuristics,
        m: Point,
        target: Point,
        dragon: &[Point],
        allies: &[Option<u16>],
        moyo: usize,
        stackp: usize,
    ) -> (ReadResult, bool) {
        let color = board.color_at(target).expect("owl target is a stone");
        if !lone_stone(board, m, color) || !board.try_move(m, color, Counter::Owl) {
            return (ReadResult::Win, true);
        }
        if let Some(t) = self.tree.as_mut() {
            t.enter(m, color);
        }
        let r = self.read(
            board,
            reader,
            heuristics,
            Question::Attack,
            target,
            dragon,
            allies,
            moyo,
            stackp + 1,
        );
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

/// A stone at the root of an owl call, as the eye spaces below keep it.
#[derive(Copy, Clone)]
struct RootStone {
    color: Color,
    /// Its string's liberties.
    libs: usize,
    /// Its string's tactical reading (GNU Go's worm data), which says
    /// whether it is lively.
    tactics: WormTactics,
}

/// Which strings a verdict keeps from the root ([`Search::lively`]): the
/// goal's stones with the points next to them, and the points near a change
/// since the root.
struct Keeping<'r> {
    root: &'r [Option<RootStone>],
    at_goal: Vec<bool>,
    near_change: Vec<bool>,
}

impl<'r> Keeping<'r> {
    /// For the goal whose stones on the board are `goal_stones`, with the
    /// root position's stones `root`.
    fn new(board: &Board, root: &'r [Option<RootStone>], goal_stones: &[Point]) -> Keeping<'r> {
        let changed: Vec<Point> = board
            .points()
            .filter(|&p| board.color_at(p) != root[p.index()].map(|r| r.color))
            .collect();
        Keeping {
            root,
            at_goal: within(board, goal_stones, 1),
            near_change: within(board, &changed, LIVELY_DISTANCE),
        }
    }

    /// Whether the string through `p` reads as it did at the root: no
    /// stone of it is in the goal or next to it and near a change, all its
    /// stones were there, and so are its liberties.
    fn kept(&self, board: &Board, p: Point) -> bool {
        let (root, color) = (self.root, board.color_at(p));
        board.stones(p).all(|s| {
            !(self.at_goal[s.index()] && self.near_change[s.index()])
                && root[s.index()].is_some_and(|r| Some(r.color) == color)
        }) && root[p.index()].is_some_and(|r| r.libs == board.libs(p))
    }
}

/// What a verdict takes for each string: whether it is lively, whether it
/// reads as it did at the root (see [`Search::lively`]), and the worm data
/// read for it at this node or kept from the root, by string origin.
struct Liveliness {
    lively: Vec<bool>,
    kept: Vec<bool>,
    tactics: Vec<Option<WormTactics>>,
}

struct Search<'a> {
    board: &'a mut Board,
    reader: &'a mut Reader,
    heuristics: &'a Heuristics,
    cfg: &'a OwlConfig,
    cache: &'a mut Cache,
    verdicts: &'a mut Verdicts,
    /// Per cell, the stone there at the root.
    root_stones: Vec<Option<RootStone>>,
    /// Per cell, the number of the root dragon through the stone there: a
    /// defender's move that joins the goal brings in the whole dragons of
    /// the strings it merges.
    allies: &'a [Option<u16>],
    config_key: u64,
    /// Moves on the search stack before the top-level call.
    stackp: usize,
    ply: usize,
    node_start: u64,
    truncated: bool,
    /// The defender's colour.
    color: Color,
    /// A stone of the string whose capture kills the dragon.
    target: Point,
    /// The dragon's surrounding moyo at the root.
    moyo: usize,
    /// Whether a static "alive" at the root is checked by reading (the
    /// top-level `attack` and `defend`).
    read_root: bool,
    /// The komaster state of this line, and the states before each move.
    ko: KoState,
    saved: Vec<KoState>,
    tree: Option<&'a mut Tree>,
}

impl Search<'_> {
    fn captured(&self) -> bool {
        self.board.color_at(self.target) != Some(self.color)
    }

    /// The colour `side` plays.
    fn mover(&self, side: Side) -> Color {
        match side {
            Side::Attacker => self.color.opponent(),
            Side::Defender => self.color,
        }
    }

    /// The root dragon through the stone on `p`, if any.
    fn ally(&self, p: Point) -> Option<u16> {
        self.allies.get(p.index()).copied().flatten()
    }

    fn out_of_budget(&self) -> bool {
        self.board.nodes(Counter::Owl) - self.node_start >= self.cfg.node_limit
    }

    /// Whether a static "alive" here is checked by reading: at the root of
    /// `owl_attack` and `owl_defend`, and within [`READ_ALIVE_PLIES`] below
    /// any root.
    fn reads_alive(&self) -> bool {
        if self.ply == 0 {
            self.read_root
        } else {
            self.ply <= READ_ALIVE_PLIES
        }
    }

    /// Whether a goal judged dead ends the line here
    /// ([`DEAD_ENDS_BEFORE_CAP`]).
    fn dead_ends_line(&self) -> bool {
        self.ply > 0 && self.ply + DEAD_ENDS_BEFORE_CAP >= self.cfg.depth
    }

    fn width(&self) -> usize {
        self.cfg
            .width
            .saturating_sub(self.ply / 2)
            .max(self.cfg.min_width)
    }

    /// A hash of the goal's stones on the board.
    fn goal_hash(&self, goal: &[bool]) -> u64 {
        let mut h = FxHasher::default();
        for (i, &g) in goal.iter().enumerate() {
            if g && self.board.color_at(Point::from_index(i)) == Some(self.color) {
                h.write_usize(i);
            }
        }
        h.finish()
    }

    fn key(&self, goal: &[bool], which: Goal) -> SearchKey {
        SearchKey::new(
            self.board.hash(),
            self.target,
            None,
            which,
            self.ko,
            self.config_key ^ self.goal_hash(goal),
        )
    }

    /// The key of the goal's verdict here in [`Search::verdicts`].
    fn verdict_key(&self, goal: &[bool]) -> (u64, u64) {
        (self.board.hash(), self.goal_hash(goal))
    }

    /// The static verdict of the goal here, computed once per position and
    /// goal however many lines reach it (a transposition, or a node read
    /// again after a deeper line).
    fn verdict_cached(&mut self, goal: &[bool]) -> Verdict {
        let key = self.verdict_key(goal);
        let mut v = match self.verdicts.get(&key) {
            Some(v) if v.complete => return v.clone(),
            Some(v) => v.clone(),
            None => self.judge(goal),
        };
        self.add_candidates(goal, &mut v);
        self.verdicts.insert(key, v.clone());
        v
    }

    /// The static verdict of the goal here without its whole candidate
    /// lists, for the root's lookahead: most of the positions it reads are
    /// never searched, and the lists cost a fifth of a verdict there (the
    /// goal strings' reading, the pattern matching). Cached like
    /// [`Search::verdict_cached`], which completes the lists when a search
    /// reads the node.
    fn outlook_cached(&mut self, goal: &[bool]) -> i32 {
        let key = self.verdict_key(goal);
        if let Some(v) = self.verdicts.get(&key) {
            return v.outlook();
        }
        let v = self.judge(goal);
        let outlook = v.outlook();
        if self.tree.is_some() {
            let judgement = v.describe();
            self.note(|_| judgement);
        }
        self.verdicts.insert(key, v);
        outlook
    }

    /// The attacker to move: can it kill the goal?
    fn attack(&mut self, goal: &[bool]) -> (ReadResult, Option<Point>) {
        if self.captured() {
            return (ReadResult::Win, None);
        }
        let key = self.key(goal, Goal::OwlAttack);
        if let Some(&r) = self.cache.get(&key) {
            return r;
        }
        let v = self.verdict_cached(goal);
        // Near the root a static "alive" is checked by reading: the verdict
        // is a quick estimate, and the question deserves a search.
        if v.alive && !self.reads_alive() {
            return (ReadResult::Lose, None);
        }
        if self.ply >= self.cfg.depth || self.out_of_budget() {
            self.truncated = true;
            let code = if v.dead {
                ReadResult::Win
            } else {
                ReadResult::Lose
            };
            return (code, None);
        }
        if v.killed_as_it_stands() && self.ply > 0 {
            return (ReadResult::Win, None);
        }
        if v.dead && self.dead_ends_line() {
            return (ReadResult::Win, None);
        }
        let truncated_before = std::mem::replace(&mut self.truncated, false);
        let mut result = self.best_move(goal, &v.attack, Side::Attacker);
        // Dead as it stands, though no candidate kept it so: the attacker
        // need not play, if the defender, moving instead, still cannot
        // live. The root reads it too; a win found this way names no move.
        if result.0 == ReadResult::Lose && v.dead {
            result = (self.after_pass(goal), None);
        }
        if !self.truncated {
            self.cache.insert(key, result);
        }
        self.truncated |= truncated_before;
        result
    }

    /// The defender to move: can it make the goal live?
    fn defend(&mut self, goal: &[bool]) -> (ReadResult, Option<Point>) {
        if self.captured() {
            return (ReadResult::Lose, None);
        }
        let key = self.key(goal, Goal::OwlDefend);
        if let Some(&r) = self.cache.get(&key) {
            return r;
        }
        let v = self.verdict_cached(goal);
        if v.alive {
            if !self.reads_alive() {
                return (ReadResult::Win, None);
            }
            // Alive as it stands unless the attacker, moving first, kills.
            // At the root, if reading can still capture the named string,
            // the answer is the move that saves it (when that keeps the
            // goal alive).
            if self.attack(goal).0 == ReadResult::Lose {
                let mv = if self.ply == 0 {
                    self.tactical_defence(goal)
                } else {
                    None
                };
                return (ReadResult::Win, mv);
            }
        }
        if self.ply >= self.cfg.depth || self.out_of_budget() {
            self.truncated = true;
            let code = if v.dead {
                ReadResult::Lose
            } else {
                ReadResult::Win
            };
            return (code, None);
        }
        if v.dead && self.dead_ends_line() {
            return (ReadResult::Lose, None);
        }
        let truncated_before = std::mem::replace(&mut self.truncated, false);
        // At the root, saving the named string comes first when reading can
        // capture it.
        let mut list = v.defend.clone();
        if self.ply == 0 && self.read_root {
            if let Some(m) = self.string_defence() {
                list.retain(|e| e.1 != m);
                list.insert(0, (i32::MAX, m));
            }
        }
        let result = self.best_move(goal, &list, Side::Defender);
        if !self.truncated {
            self.cache.insert(key, result);
        }
        self.truncated |= truncated_before;
        result
    }

    /// The named string's tactical defence when reading can capture it, if
    /// that move also keeps the goal alive: the move a dragon that lives as
    /// it stands still needs against a capture of the string.
    fn tactical_defence(&mut self, goal: &[bool]) -> Option<Point> {
        let m = self.string_defence()?;
        (self.after_move(goal, m, Side::Defender).0 == ReadResult::Win).then_some(m)
    }

    /// The named string's tactical defence, when reading can capture it.
    fn string_defence(&mut self) -> Option<Point> {
        let stackp = self.stackp + self.ply;
        if self.reader.attack(self.board, self.target, stackp).code == ReadResult::Lose {
            return None;
        }
        self.reader.defend(self.board, self.target, stackp).mv
    }

    /// Plays `m` for `color` under the komaster rules: `Some(true)` for a
    /// conditional ko capture (the retake of a banned ko), `Some(false)` for
    /// an ordinary move, `None` when it may not be played.
    fn play(&mut self, m: Point, color: Color) -> Option<bool> {
        let ko = is_ko(self.board, m, color);
        let board_ko = self.board.ko().map(|(q, _)| q);
        if !self.ko.permits(m, color, ko, board_ko) {
            return None;
        }
        let saved = self.ko;
        let conditional = if self.board.try_move(m, color, Counter::Owl) {
            self.ko.after_move(self.board, color, ko, board_ko);
            false
        } else if self.board.ko() == Some((m, color))
            && self.board.try_ko_move(m, color, Counter::Owl)
        {
            self.ko.after_conditional(color, ko);
            true
        } else {
            return None;
        };
        self.saved.push(saved);
        self.ply += 1;
        if let Some(t) = self.tree.as_deref_mut() {
            t.enter(m, color);
        }
        Some(conditional)
    }

    fn undo(&mut self) {
        self.board.undo();
        if let Some(k) = self.saved.pop() {
            self.ko = k;
        }
        self.ply -= 1;
        if let Some(t) = self.tree.as_deref_mut() {
            t.leave();
        }
    }

    fn note(&mut self, text: impl FnOnce(usize) -> String) {
        let size = self.board.size();
        if let Some(t) = self.tree.as_deref_mut() {
            t.comment(text(size));
        }
    }

    /// The best result `side` reaches with one of its first
    /// [`Search::width`] `candidates`, and the move: the first outright win,
    /// else the best ko. A conditional ko capture (retaking a banned ko)
    /// that works scores `KoB`: it needs a ko threat.
    fn best_move(
        &mut self,
        goal: &[bool],
        candidates: &[(i32, Point)],
        side: Side,
    ) -> (ReadResult, Option<Point>) {
        let mut result = (ReadResult::Lose, None);
        let widened;
        let candidates = if self.ply == 0 && candidates.len() < WIDEN_BELOW {
            widened = self.widen(goal, candidates, side);
            &widened[..]
        } else {
            candidates
        };
        let ordered;
        let candidates = if self.ply < LOOKAHEAD_PLIES && candidates.len() > 1 {
            ordered = self.lookahead(goal, candidates, side);
            &ordered[..]
        } else {
            candidates
        };
        for &(_, m) in candidates.iter().take(self.width()) {
            if self.out_of_budget() {
                self.truncated = true;
                break;
            }
            let (r, conditional) = self.after_move(goal, m, side);
            if conditional {
                if r != ReadResult::Lose && result.0 < ReadResult::KoB {
                    result = (ReadResult::KoB, Some(m));
                }
            } else if r == ReadResult::Win {
                return (ReadResult::Win, Some(m));
            } else if r > result.0 {
                result = (r, Some(m));
            }
        }
        result
    }

    /// `candidates` and, after them at [`WIDENED_SCORE`], the points two
    /// steps from the goal that `side` may play: the empty neighbours of the
    /// goal's liberties (extensions, diagonal steps, hanes) and the empty
    /// neighbours of friendly stones beside those liberties (connections). The root
    /// reads them when the verdict proposes fewer than [`WIDEN_BELOW`] moves.
    fn widen(&self, goal: &[bool], candidates: &[(i32, Point)], side: Side) -> Vec<(i32, Point)> {
        let board = &*self.board;
        let mover = self.mover(side);
        let mut near = Vec::new();
        let goal_stones = (0..NUM_CELLS)
            .map(Point::from_index)
            .filter(|p| goal[p.index()] && board.color_at(*p) == Some(self.color));
        for s in goal_stones {
            let liberties = s
                .neighbors()
                .into_iter()
                .filter(|&l| board.on_board(l) && board.is_empty(l));
            for l in liberties {
                for q in l.neighbors() {
                    if !board.on_board(q) {
                        continue;
                    }
                    if board.is_empty(q) {
                        near.push(q);
                    } else if board.color_at(q) == Some(self.color) && !goal[q.index()] {
                        let libs = q.neighbors().into_iter();
                        near.extend(libs.filter(|&r| board.on_board(r) && board.is_empty(r)));
                    }
                }
            }
        }
        near.sort();
        near.dedup();
        let mut out = candidates.to_vec();
        for q in near {
            if !out.iter().any(|e| e.1 == q) && board.is_legal(q, mover) {
                out.push((WIDENED_SCORE, q));
            }
        }
        out
    }

    /// At the root, the candidates reordered by what each leaves: every one
    /// is played and the goal's static verdict read there
    /// ([`Verdict::outlook`], added to the candidate's own score for the
    /// defender, taken from it for the attacker). The opponent's move on the
    /// same point is read too, and three quarters of its outlook
    /// ([`OPPONENT_OUTLOOK_QUARTERS`]) count the other way: the opponent's
    /// vital point is one's own. A move that captures the named string comes
    /// first for the attacker; a move that loses it comes last for the
    /// defender. For the defender, the attacker's first candidate
    /// after each of the defender's candidates joins the list (at
    /// [`REPLY_SCORE`], read like the rest): the point the attacker would
    /// answer on is often the one the defender needs first. The verdicts are
    /// cached, so the search below reuses them.
    fn lookahead(
        &mut self,
        goal: &[bool],
        candidates: &[(i32, Point)],
        side: Side,
    ) -> Vec<(i32, Point)> {
        let mut keyed: Vec<(i32, (i32, Point))> = Vec::with_capacity(candidates.len());
        let mut list = candidates.to_vec();
        let mut i = 0;
        while let Some(&(v, m)) = list.get(i) {
            i += 1;
            if self.out_of_budget() {
                self.truncated = true;
                break;
            }
            // The defender's outlook after `side` plays `m`; `None` when it
            // may not, `i32::MIN` when the move loses the named string.
            let original = i <= candidates.len();
            let wants_reply = side == Side::Defender && original;
            let Some((own, reply)) = self.outlook_after(goal, m, side, wants_reply) else {
                continue;
            };
            if let Some(r) = reply {
                if !list.iter().any(|e| e.1 == r) && self.board.is_legal(r, self.color) {
                    list.push((REPLY_SCORE, r));
                }
            }
            let key = match (side, own) {
                (Side::Attacker, i32::MIN) => i32::MAX,
                (Side::Defender, i32::MIN) => i32::MIN,
                (Side::Attacker, o) => v.saturating_sub(o),
                (Side::Defender, o) => v.saturating_add(o),
            };
            let key = if key == i32::MAX || key == i32::MIN {
                key
            } else {
                match self.outlook_after(goal, m, side.other(), false) {
                    None => key,
                    Some((o, _)) => {
                        let o = if o == i32::MIN { CAPTURED_OUTLOOK } else { o };
                        let o = o * OPPONENT_OUTLOOK_QUARTERS / 4;
                        match side {
                            Side::Attacker => key.saturating_add(o),
                            Side::Defender => key.saturating_sub(o),
                        }
                    }
                }
            };
            self.note(|size| format!("lookahead {} {}: {key}", side.name(), m.to_vertex(size)));
            keyed.push((key, (v, m)));
        }
        // Stable: equal keys keep the candidates' order.
        keyed.sort_by_key(|e| std::cmp::Reverse(e.0));
        keyed.into_iter().map(|e| e.1).collect()
    }

    /// The goal's outlook once `side` has played `m` (the goal grown by a
    /// defender's stone), and with `reply` the opponent's first candidate
    /// there: `None` if the move may not be played, an outlook of
    /// `i32::MIN` if it leaves the named string captured. Without `reply`
    /// the verdict's candidate lists are not made.
    fn outlook_after(
        &mut self,
        goal: &[bool],
        m: Point,
        side: Side,
        reply: bool,
    ) -> Option<(i32, Option<Point>)> {
        self.play(m, self.mover(side))?;
        let o = if self.captured() {
            (i32::MIN, None)
        } else {
            let grown;
            let goal = match side {
                Side::Attacker => goal,
                Side::Defender => {
                    grown = self.grow(goal, m);
                    &grown[..]
                }
            };
            if reply {
                let v = self.verdict_cached(goal);
                let list = match side {
                    Side::Attacker => &v.defend,
                    Side::Defender => &v.attack,
                };
                (v.outlook(), list.first().map(|e| e.1))
            } else {
                (self.outlook_cached(goal), None)
            }
        };
        self.undo();
        Some(o)
    }

    /// `side` plays `m`: the result for `side` once the other has answered
    /// (the goal growing with a defender's stone), and whether `m` was a
    /// conditional ko capture. An illegal move loses.
    fn after_move(&mut self, goal: &[bool], m: Point, side: Side) -> (ReadResult, bool) {
        let Some(conditional) = self.play(m, self.mover(side)) else {
            return (ReadResult::Lose, false);
        };
        let r = match side {
            Side::Attacker if self.captured() => self.capture_result(goal),
            Side::Attacker => self.defend(goal).0.reverse(),
            Side::Defender if self.captured() => ReadResult::Lose,
            Side::Defender => {
                let grown = self.grow(goal, m);
                self.attack(&grown).0.reverse()
            }
        };
        self.note(|_| format!("{}: {}", side.name(), r.gtp_code()));
        self.undo();
        (r, conditional)
    }

    /// The attacker's result once its move has captured the named string:
    /// a win, unless the capture took a ko that the defender may retake
    /// (with a ko threat) and after which the attacker no longer kills:
    /// then `KoA`, the attacker winning if it may ignore that threat.
    fn capture_result(&mut self, goal: &[bool]) -> ReadResult {
        let retake = self.board.ko().filter(|&(_, c)| c == self.color);
        let Some((q, _)) = retake else {
            return ReadResult::Win;
        };
        if self.play(q, self.color).is_none() {
            return ReadResult::Win;
        }
        // The retaken stone threatens to fill the ko point, which joins it
        // to the friendly strings around that point.
        let joined = match self.board.ko() {
            Some((k, _)) => self.join_strings(goal, k.neighbors()),
            None => goal.to_vec(),
        };
        let r = self.attack(&joined).0;
        self.note(|_| format!("defender retakes: {}", r.reverse().gtp_code()));
        self.undo();
        if r == ReadResult::Win {
            ReadResult::Win
        } else {
            ReadResult::KoA
        }
    }

    /// The attacker passes in a position whose goal is judged dead: the
    /// result for the attacker once the defender, moving first, has tried
    /// to live.
    fn after_pass(&mut self, goal: &[bool]) -> ReadResult {
        self.ply += 1;
        if let Some(t) = self.tree.as_deref_mut() {
            t.enter_pass(self.color.opponent());
        }
        let r = self.defend(goal).0.reverse();
        self.note(|_| format!("attacker passes: {}", r.gtp_code()));
        if let Some(t) = self.tree.as_deref_mut() {
            t.leave();
        }
        self.ply -= 1;
        r
    }

    /// The goal after the defender's stone on `m`: it joins (with its whole
    /// string, and the whole root dragons of that string's stones) when
    /// next to a goal stone, or diagonally beside one unless enemy stones
    /// hold both points between.
    fn grow(&self, goal: &[bool], m: Point) -> Vec<bool> {
        if joins_goal(self.board, goal, m, self.color) {
            self.join_strings(goal, [m])
        } else {
            goal.to_vec()
        }
    }

    /// The goal with the defender's strings through `seeds` (stones of
    /// other colours are skipped), each with the whole root dragons of its
    /// stones. Dragons of stones already in the goal are in it whole.
    fn join_strings(&self, goal: &[bool], seeds: impl IntoIterator<Item = Point>) -> Vec<bool> {
        let mut out = goal.to_vec();
        let mut joined: Vec<u16> = Vec::new();
        for seed in seeds {
            if !self.board.on_board(seed) || self.board.color_at(seed) != Some(self.color) {
                continue;
            }
            for s in self.board.stones(seed) {
                if !out[s.index()] {
                    out[s.index()] = true;
                    if let Some(d) = self.ally(s) {
                        if !joined.contains(&d) {
                            joined.push(d);
                        }
                    }
                }
            }
        }
        if !joined.is_empty() {
            for p in self.board.points() {
                let ally = self.ally(p).is_some_and(|d| joined.contains(&d));
                if ally && self.board.color_at(p) == Some(self.color) {
                    out[p.index()] = true;
                }
            }
        }
        out
    }

    /// The goal's stones still on the board.
    fn goal_stones(&self, goal: &[bool]) -> Vec<Point> {
        self.board
            .points()
            .filter(|&p| goal[p.index()] && self.board.color_at(p) == Some(self.color))
            .collect()
    }

    /// The lively stones for the eye spaces here. A string is read again
    /// when one of its stones is a goal stone, or an enemy stone next to
    /// one, and lies within [`LIVELY_DISTANCE`] of a point that changed
    /// since the root (a stone played or captured); or when it was not on
    /// the board at the root or its liberties changed since. The rest are
    /// *kept*: they read as they did at the root, for their lively status,
    /// for the eye spaces' questions about them and as lunches
    /// ([`Search::judge`]).
    /// Owl's moves are played around the goal, and a string away from the
    /// goal whose stones and liberties are those it had at the root reads
    /// as it did there (GNU Go's owl reads only the enemy strings next to
    /// its goal, as possible lunches, and counts every other stone
    /// lively). The test depends on the position alone, not on the line
    /// that reached it.
    /// Each question read again gets [`OwlConfig::lively_nodes`] nodes: a
    /// string that takes more to capture, or to save once captured, counts
    /// as lively. On owl.tst one read in three hundred took more than 500
    /// nodes, and those reads a third of the nodes of all of them.
    /// A string of the goal's colour outside the goal with at least
    /// [`FRIEND_SAFE_LIBS`] liberties counts as lively without a read
    /// (GNU Go's owl counts every friendly stone lively).
    fn lively(&mut self, goal: &[bool], stones: &[Point]) -> Liveliness {
        let keeping = Keeping::new(self.board, &self.root_stones, stones);
        let color = self.color;
        let mut lively = vec![false; NUM_CELLS];
        let mut kept_here = vec![false; NUM_CELLS];
        let mut done = vec![false; NUM_CELLS];
        let board = &mut *self.board;
        let root = &self.root_stones;
        let stackp = self.stackp + self.ply;
        let tactics = self.reader.with_budget(self.cfg.lively_nodes, |reader| {
            let mut t = TacticalReader::new(board, reader, stackp);
            let size = board.size();
            // Row by row from the top, as `Board::points`; the reads play
            // on the board, so the points are not borrowed from it.
            for p in (0..size).flat_map(|row| (0..size).map(move |col| Point::new(col, row))) {
                let Some(c) = board.color_at(p) else {
                    continue;
                };
                if done[p.index()] {
                    continue;
                }
                let kept = keeping.kept(board, p);
                let friend_off_goal =
                    || c == color && !goal[p.index()] && board.libs(p) >= FRIEND_SAFE_LIBS;
                let alive = match root[p.index()].filter(|_| kept) {
                    Some(r) => {
                        t.remember(board, p, r.tactics);
                        r.tactics.lively()
                    }
                    None if friend_off_goal() => true,
                    None => t.worm(board, p).lively(),
                };
                // The reads took back their moves: the string is as it was.
                for s in board.stones(p) {
                    done[s.index()] = true;
                    lively[s.index()] = alive;
                    kept_here[s.index()] = kept;
                }
            }
            t.into_memo()
        });
        Liveliness {
            lively,
            kept: kept_here,
            tactics,
        }
    }

    /// Eyes, lunches and escape, with the moves found on the way (vital
    /// points, the lunches' captures and rescues): a verdict whose
    /// candidate lists [`Search::add_candidates`] completes.
    fn judge(&mut self, goal: &[bool]) -> Verdict {
        let stackp = self.stackp + self.ply;
        let color = self.color;
        let other = color.opponent();
        let stones = self.goal_stones(goal);
        let mut attack: Vec<(i32, Point)> = Vec::new();
        let mut defend: Vec<(i32, Point)> = Vec::new();
        // The goal's enemy neighbours.
        let mut enemies: Vec<Point> = Vec::new();
        for &s in &stones {
            for q in s.neighbors() {
                if self.board.color_at(q) == Some(other) {
                    let o = self.board.string_origin(q);
                    if !enemies.contains(&o) {
                        enemies.push(o);
                    }
                }
            }
        }
        // Eyes of the spaces touching the goal. Their questions about a
        // string take the answer its liveliness was read or kept with.
        let Liveliness {
            lively,
            kept,
            tactics,
        } = self.lively(goal, &stones);
        let mine = {
            let mut t = TacticalReader::with_memo(self.board, self.reader, stackp, tactics);
            eye_spaces_of(self.board, &mut t, &lively, color, goal)
        };
        let (mut eyes_min, mut eyes_max) = (0u32, 0u32);
        let mut in_space = Vec::new();
        for space in &mine.spaces {
            let touches = space.points.iter().any(|p| {
                p.neighbors()
                    .into_iter()
                    .any(|q| goal[q.index()] && self.board.color_at(q) == Some(color))
            });
            if !touches {
                continue;
            }
            let ev = evaluate_space(
                self.board,
                &mine,
                space,
                self.heuristics,
                Detail::Alternating,
            );
            // Life needs eyes that survive the opponent's best local play.
            eyes_min += u32::from(ev.pessimistic_min);
            eyes_max += u32::from(ev.value.max_eyes());
            if let Some(a) = ev.attack {
                add_candidate(&mut attack, 100, a);
            }
            if let Some(d) = ev.defense {
                add_candidate(&mut defend, 100, d);
            }
            if space.points.len() <= 12 {
                in_space.extend_from_slice(&space.points);
            }
        }
        // Lunches: enemy neighbours reading captures; their capture is the
        // defender's, their rescue the attacker's. A kept string reads as
        // at the root.
        let mut lunches = 0u32;
        for &e in &enemies {
            if self.board.libs(e) > LUNCH_LIBS {
                continue;
            }
            let at_root = self.root_stones[e.index()]
                .filter(|_| kept[e.index()])
                .map(|r| r.tactics);
            let (a, d) = match at_root {
                Some(t) if t.attack_code == ReadResult::Lose => continue,
                Some(t) => ((t.attack_code, t.attack), (t.defense_code, t.defense)),
                None => {
                    let a = self.reader.attack(self.board, e, stackp);
                    if a.code == ReadResult::Lose {
                        continue;
                    }
                    let d = self.reader.defend(self.board, e, stackp);
                    ((a.code, a.mv), (d.code, d.mv))
                }
            };
            if a.0 == ReadResult::Win && d.0 == ReadResult::Lose {
                lunches += 1;
            }
            if let Some(m) = a.1 {
                add_candidate(&mut defend, 90, m);
            }
            if let Some(m) = d.1 {
                add_candidate(&mut attack, 80, m);
            }
        }
        let escape = room_to_run(self.board, &stones, color).max(self.moyo);
        let alive = eyes_min >= 2 || escape >= ESCAPE_ALIVE;
        let dead = eyes_max + lunches < 2 && escape < ESCAPE_DEAD;
        Verdict {
            alive,
            dead,
            hopeless: dead && eyes_max + lunches == 0,
            enemy_in_atari: enemies.iter().any(|&e| self.board.libs(e) == 1),
            eyes_min,
            eyes_max,
            lunches,
            escape,
            attack,
            defend,
            complete: false,
            in_space,
        }
    }

    /// Completes the candidate lists of `v`, judged here: the goal
    /// strings in danger saved or captured, the points of the small eye
    /// spaces and the goal's liberties, the owl patterns' moves; then
    /// self-ataris last, illegal moves out (a banned ko retake stays, after
    /// the rest) and each list sorted by score.
    fn add_candidates(&mut self, goal: &[bool], v: &mut Verdict) {
        let stackp = self.stackp + self.ply;
        let color = self.color;
        let other = color.opponent();
        let stones = self.goal_stones(goal);
        let (mut attack, mut defend) =
            (std::mem::take(&mut v.attack), std::mem::take(&mut v.defend));
        let mut in_space = vec![false; NUM_CELLS];
        for p in std::mem::take(&mut v.in_space) {
            in_space[p.index()] = true;
        }
        let mut goal_strings: Vec<Point> = Vec::new();
        for &s in &stones {
            let o = self.board.string_origin(s);
            if !goal_strings.contains(&o) {
                goal_strings.push(o);
            }
        }
        // Goal strings in danger: save or capture them. The named string
        // is read at three liberties too, its capture and rescue scored
        // lower ([`NAMED_CAPTURE_SCORE`], [`NAMED_RESCUE_SCORE`]).
        let named = self.board.string_origin(self.target);
        for &g in &goal_strings {
            let (capture, rescue) = match self.board.libs(g) {
                0..=2 => (95, 95),
                3 if g == named => (NAMED_CAPTURE_SCORE, NAMED_RESCUE_SCORE),
                _ => continue,
            };
            let a = self.reader.attack(self.board, g, stackp);
            if a.code == ReadResult::Lose {
                continue;
            }
            if let Some(m) = a.mv {
                add_candidate(&mut attack, capture, m);
            }
            let d = self.reader.defend(self.board, g, stackp);
            if let Some(m) = d.mv {
                add_candidate(&mut defend, rescue, m);
            }
        }
        // The region: eye space points and the goal's liberties.
        for p in self.board.points() {
            if !self.board.is_empty(p) {
                continue;
            }
            let goal_lib = p
                .neighbors()
                .into_iter()
                .any(|q| goal[q.index()] && self.board.color_at(q) == Some(color));
            if in_space[p.index()] {
                add_candidate(&mut attack, 40, p);
                add_candidate(&mut defend, 35, p);
            } else if goal_lib {
                let room = p
                    .neighbors()
                    .into_iter()
                    .filter(|&q| self.board.is_empty(q))
                    .count() as i32;
                add_candidate(&mut attack, 20 + 5 * room, p);
                add_candidate(&mut defend, 20 + 5 * room, p);
            }
        }
        if self.heuristics.owl_patterns == OwlPatterns::On {
            let (a, d) = shapes::pattern_moves(self.board, self.reader, stackp, &stones, color);
            for (v, p) in a {
                add_candidate(&mut attack, v, p);
            }
            for (v, p) in d {
                add_candidate(&mut defend, v, p);
            }
        }
        // Self-ataris come last (throw-ins inside eye spaces are still read).
        for (list, mover) in [(&mut attack, other), (&mut defend, color)] {
            for e in list.iter_mut() {
                if !self.board.is_legal(e.1, mover) {
                    // A banned ko retake stays a candidate, after the rest.
                    e.0 = if self.board.ko() == Some((e.1, mover)) {
                        e.0 - 10
                    } else {
                        i32::MIN
                    };
                } else if is_self_atari(self.board, e.1, mover) && !in_space[e.1.index()] {
                    e.0 -= 60;
                }
            }
            list.retain(|e| e.0 > i32::MIN);
            list.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        }
        v.attack = attack;
        v.defend = defend;
        v.complete = true;
        if self.tree.is_some() {
            let list = |l: &[(i32, Point)], size| {
                l.iter()
                    .map(|&(v, q)| format!("{}:{v}", q.to_vertex(size)))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let (attack, defend) = (
                list(&v.attack, self.board.size()),
                list(&v.defend, self.board.size()),
            );
            let judgement = v.describe();
            self.note(|_| format!("{judgement}\nattack: {attack}\ndefend: {defend}"));
        }
    }
}
