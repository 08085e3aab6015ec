//! The owl search proper: the attacker and the defender alternate over
//! the goal through one [`Line`] of play, each node judged by its static
//! verdict ([`super::verdict`]) and its moves taken from the verdict's
//! candidates ([`super::candidates`]), best first; the root orders them by
//! what they leave ([`Search::lookahead`]).

use super::candidates::{describe_lists, widen, WIDEN_BELOW};
use super::goal::Goal;
use super::node::{Node, RootStone};
use super::scores::{Candidate, SCORES};
use super::verdict::Verdict;
use super::{Cache, OwlConfig, Side, Verdicts};
use crate::board::{Color, Point};
use crate::heuristics::Heuristics;
use crate::reading::{ReadResult, Reader};
use crate::search::{self, Line, Played, SearchKey, SearchResult};

/// Plies below the root within which a static "alive" is checked by
/// reading (the other side moving first), as it is at the root of
/// `owl_attack` and `owl_defend`: the verdict is an estimate, and a wrong
/// "alive" this close to the root decides the answer.
const READ_ALIVE_PLIES: usize = 2;

/// Plies from the root at which the candidates are ordered by the static
/// verdict after each ([`Search::lookahead`]).
const LOOKAHEAD_PLIES: usize = 1;

/// The share, in quarters, of the outlook after the opponent's stone on a
/// root candidate's point that counts the other way in the root's order.
/// Measured over the eight orientations of owl.tst and owl1.tst: a half gave
/// means of 185.1 and 72.0, three quarters 187.6 and 71.8, a whole 186.9 and
/// 70.0 (docs/owl/log.md).
const OPPONENT_OUTLOOK_QUARTERS: i32 = 3;

/// The outlook counted when the opponent's stone on a candidate's point
/// leaves the named string captured.
const CAPTURED_OUTLOOK: i32 = -200;

/// Plies before the ply cap at which a goal judged dead ends the line for
/// either side, as it would at the cap itself. Read on, the side to move
/// there reaches the cap, where anything not judged dead counts as alive:
/// a life the horizon grants, not the position.
const DEAD_ENDS_BEFORE_CAP: usize = 1;

/// One top-level owl call: the line of play, the question's target and the
/// caches it reads and fills.
pub(super) struct Search<'a> {
    pub(super) line: Line<'a>,
    pub(super) reader: &'a mut Reader,
    pub(super) heuristics: &'a Heuristics,
    pub(super) cfg: &'a OwlConfig,
    pub(super) cache: &'a mut Cache,
    pub(super) verdicts: &'a mut Verdicts,
    /// Per cell, the stone there at the root.
    pub(super) root_stones: Vec<Option<RootStone>>,
    /// Per cell, the number of the root dragon through the stone there: a
    /// defender's move that joins the goal brings in the whole dragons of
    /// the strings it merges.
    pub(super) allies: &'a [Option<u16>],
    pub(super) config_key: u64,
    /// Moves on the search stack before the top-level call.
    pub(super) stackp: usize,
    /// Set when a limit cut a line of the node being read.
    pub(super) truncated: bool,
    /// The defender's colour.
    pub(super) color: Color,
    /// A stone of the string whose capture kills the dragon.
    pub(super) target: Point,
    /// The dragon's surrounding moyo at the root.
    pub(super) moyo: usize,
    /// Whether a static "alive" at the root is checked by reading (the
    /// top-level `attack` and `defend`).
    pub(super) read_root: bool,
}

impl Search<'_> {
    pub(super) fn captured(&self) -> bool {
        self.line.board.color_at(self.target) != Some(self.color)
    }

    /// The colour `side` plays.
    pub(super) fn mover(&self, side: Side) -> Color {
        match side {
            Side::Attacker => self.color.opponent(),
            Side::Defender => self.color,
        }
    }

    /// Moves on the search stack: those before the call and the line's.
    pub(super) fn depth(&self) -> usize {
        self.stackp + self.line.ply
    }

    pub(super) fn out_of_budget(&self) -> bool {
        self.line.nodes() >= self.cfg.node_limit
    }

    /// A result of this node: certain unless a limit cut one of its lines.
    fn result(&self, code: ReadResult, mv: Option<Point>) -> SearchResult {
        SearchResult {
            code,
            mv,
            certain: !self.truncated,
        }
    }

    /// Whether a static "alive" here is checked by reading: at the root of
    /// `owl_attack` and `owl_defend`, and within [`READ_ALIVE_PLIES`] below
    /// any root.
    fn reads_alive(&self) -> bool {
        if self.line.ply == 0 {
            self.read_root
        } else {
            self.line.ply <= READ_ALIVE_PLIES
        }
    }

    /// Whether a goal judged dead ends the line here
    /// ([`DEAD_ENDS_BEFORE_CAP`]).
    fn dead_ends_line(&self) -> bool {
        self.line.ply > 0 && self.line.ply + DEAD_ENDS_BEFORE_CAP >= self.cfg.depth
    }

    fn width(&self) -> usize {
        self.cfg
            .width
            .saturating_sub(self.line.ply / 2)
            .max(self.cfg.min_width)
    }

    fn key(&self, goal: &Goal, which: search::Goal) -> SearchKey {
        SearchKey::new(
            self.line.board.hash(),
            self.target,
            None,
            which,
            self.line.ko,
            self.config_key ^ goal.hash(self.line.board, self.color),
        )
    }

    /// The key of the goal's verdict here in [`Search::verdicts`].
    fn verdict_key(&self, goal: &Goal) -> (u64, u64) {
        (
            self.line.board.hash(),
            goal.hash(self.line.board, self.color),
        )
    }

    /// The node being read, for judging it.
    fn node(&mut self) -> Node<'_> {
        Node {
            depth: self.stackp + self.line.ply,
            board: &mut *self.line.board,
            reader: &mut *self.reader,
            heuristics: self.heuristics,
            color: self.color,
            target: self.target,
            moyo: self.moyo,
            lively_nodes: self.cfg.lively_nodes,
            root_stones: &self.root_stones,
        }
    }

    /// Adds a comment to the recorded tree's current node, when recording;
    /// `text` gets the board size (for vertices).
    pub(super) fn note(&mut self, text: impl FnOnce(usize) -> String) {
        let size = self.line.board.size();
        self.line.note(|| text(size));
    }

    /// The static verdict of the goal here, computed once per position and
    /// goal however many lines reach it (a transposition, or a node read
    /// again after a deeper line).
    fn verdict_cached(&mut self, goal: &Goal) -> Verdict {
        let key = self.verdict_key(goal);
        let mut v = match self.verdicts.get(&key) {
            Some(v) if v.complete => return v.clone(),
            Some(v) => v.clone(),
            None => self.node().judge(goal),
        };
        self.node().complete(goal, &mut v);
        if self.line.tree.is_some() {
            let lists = describe_lists(&v, self.line.board.size());
            self.note(|_| lists);
        }
        self.verdicts.insert(key, v.clone());
        v
    }

    /// The static verdict of the goal here without its whole candidate
    /// lists, for the root's lookahead: most of the positions it reads are
    /// never searched, and the lists cost a fifth of a verdict there (the
    /// goal strings' reading, the pattern matching). Cached like
    /// [`Search::verdict_cached`], which completes the lists when a search
    /// reads the node.
    fn outlook_cached(&mut self, goal: &Goal) -> i32 {
        let key = self.verdict_key(goal);
        if let Some(v) = self.verdicts.get(&key) {
            return v.outlook();
        }
        let v = self.node().judge(goal);
        let outlook = v.outlook();
        if self.line.tree.is_some() {
            let judgement = v.describe();
            self.note(|_| judgement);
        }
        self.verdicts.insert(key, v);
        outlook
    }

    /// The attacker to move: can it kill the goal?
    pub(super) fn attack(&mut self, goal: &Goal) -> SearchResult {
        if self.captured() {
            return self.result(ReadResult::Win, None);
        }
        let key = self.key(goal, search::Goal::OwlAttack);
        if let Some(&r) = self.cache.get(&key) {
            return r;
        }
        let v = self.verdict_cached(goal);
        // Near the root a static "alive" is checked by reading: the verdict
        // is a quick estimate, and the question deserves a search.
        if v.alive && !self.reads_alive() {
            return self.result(ReadResult::Lose, None);
        }
        if self.line.ply >= self.cfg.depth || self.out_of_budget() {
            self.truncated = true;
            let code = if v.dead {
                ReadResult::Win
            } else {
                ReadResult::Lose
            };
            return self.result(code, None);
        }
        if v.killed_as_it_stands() && self.line.ply > 0 {
            return self.result(ReadResult::Win, None);
        }
        if v.dead && self.dead_ends_line() {
            return self.result(ReadResult::Win, None);
        }
        let truncated_before = std::mem::replace(&mut self.truncated, false);
        let mut result = self.best_move(goal, &v.attack, Side::Attacker);
        // Dead as it stands, though no candidate kept it so: the attacker
        // need not play, if the defender, moving instead, still cannot
        // live. The root reads it too; a win found this way names no move.
        if result.code == ReadResult::Lose && v.dead {
            let code = self.after_pass(goal);
            result = self.result(code, None);
        }
        if result.certain {
            self.cache.insert(key, result);
        }
        self.truncated |= truncated_before;
        result
    }

    /// The defender to move: can it make the goal live?
    pub(super) fn defend(&mut self, goal: &Goal) -> SearchResult {
        if self.captured() {
            return self.result(ReadResult::Lose, None);
        }
        let key = self.key(goal, search::Goal::OwlDefend);
        if let Some(&r) = self.cache.get(&key) {
            return r;
        }
        let v = self.verdict_cached(goal);
        if v.alive {
            if !self.reads_alive() {
                return self.result(ReadResult::Win, None);
            }
            // Alive as it stands unless the attacker, moving first, kills.
            // At the root, if reading can still capture the named string,
            // the answer is the move that saves it (when that keeps the
            // goal alive).
            if self.attack(goal).code == ReadResult::Lose {
                let mv = if self.line.ply == 0 {
                    self.tactical_defence(goal)
                } else {
                    None
                };
                return self.result(ReadResult::Win, mv);
            }
        }
        if self.line.ply >= self.cfg.depth || self.out_of_budget() {
            self.truncated = true;
            let code = if v.dead {
                ReadResult::Lose
            } else {
                ReadResult::Win
            };
            return self.result(code, None);
        }
        if v.dead && self.dead_ends_line() {
            return self.result(ReadResult::Lose, None);
        }
        let truncated_before = std::mem::replace(&mut self.truncated, false);
        // At the root, saving the named string comes first when reading can
        // capture it.
        let mut list = v.defend.clone();
        if self.line.ply == 0 && self.read_root {
            if let Some(m) = self.string_defence() {
                list.retain(|e| e.1 != m);
                list.insert(0, (i32::MAX, m));
            }
        }
        let result = self.best_move(goal, &list, Side::Defender);
        if result.certain {
            self.cache.insert(key, result);
        }
        self.truncated |= truncated_before;
        result
    }

    /// `side` plays `m` first (`owl_does_attack`, `owl_does_defend`): its
    /// result once the other side has answered, with `m` as the move.
    pub(super) fn does(&mut self, goal: &Goal, m: Point, side: Side) -> SearchResult {
        let (r, _) = self.after_move(goal, m, side);
        self.result(r, Some(m))
    }

    /// The named string's tactical defence when reading can capture it, if
    /// that move also keeps the goal alive: the move a dragon that lives as
    /// it stands still needs against a capture of the string.
    fn tactical_defence(&mut self, goal: &Goal) -> Option<Point> {
        let m = self.string_defence()?;
        (self.after_move(goal, m, Side::Defender).0 == ReadResult::Win).then_some(m)
    }

    /// The named string's tactical defence, when reading can capture it.
    fn string_defence(&mut self) -> Option<Point> {
        let depth = self.depth();
        let board = &mut *self.line.board;
        if self.reader.attack(board, self.target, depth).code == ReadResult::Lose {
            return None;
        }
        self.reader.defend(board, self.target, depth).mv
    }

    /// The best result `side` reaches with one of its first
    /// [`Search::width`] `candidates`, and the move: the first outright win,
    /// else the best ko. A conditional ko capture (retaking a banned ko)
    /// that works scores `KoB`: it needs a ko threat. Certain unless a
    /// limit cut one of the lines read.
    fn best_move(&mut self, goal: &Goal, candidates: &[Candidate], side: Side) -> SearchResult {
        let mut best = (ReadResult::Lose, None);
        let widened;
        let candidates = if self.line.ply == 0 && candidates.len() < WIDEN_BELOW {
            let mover = self.mover(side);
            widened = widen(self.line.board, goal, self.color, candidates, mover);
            &widened[..]
        } else {
            candidates
        };
        let ordered;
        let candidates = if self.line.ply < LOOKAHEAD_PLIES && candidates.len() > 1 {
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
            let (r, played) = self.after_move(goal, m, side);
            if played == Some(Played::KoRetake) {
                if r != ReadResult::Lose && best.0 < ReadResult::KoB {
                    best = (ReadResult::KoB, Some(m));
                }
            } else if r == ReadResult::Win {
                return self.result(ReadResult::Win, Some(m));
            } else if r > best.0 {
                best = (r, Some(m));
            }
        }
        self.result(best.0, best.1)
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
    /// after each of the defender's candidates joins the list (at the
    /// reply score of [`SCORES`], read like the rest): the point the
    /// attacker would answer on is often the one the defender needs first.
    /// The verdicts are cached, so the search below reuses them.
    fn lookahead(&mut self, goal: &Goal, candidates: &[Candidate], side: Side) -> Vec<Candidate> {
        let mut keyed: Vec<(i32, Candidate)> = Vec::with_capacity(candidates.len());
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
                if !list.iter().any(|e| e.1 == r) && self.line.board.is_legal(r, self.color) {
                    list.push((SCORES.reply, r));
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
        goal: &Goal,
        m: Point,
        side: Side,
        reply: bool,
    ) -> Option<(i32, Option<Point>)> {
        self.line.play(m, self.mover(side))?;
        let o = if self.captured() {
            (i32::MIN, None)
        } else {
            let grown;
            let goal = match side {
                Side::Attacker => goal,
                Side::Defender => {
                    grown = self.grow(goal, m);
                    &grown
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
        self.line.undo();
        Some(o)
    }

    /// `side` plays `m`: the result for `side` once the other has answered
    /// (the goal growing with a defender's stone), and how the move was
    /// played (`None`: it may not be, and loses).
    pub(super) fn after_move(
        &mut self,
        goal: &Goal,
        m: Point,
        side: Side,
    ) -> (ReadResult, Option<Played>) {
        let Some(played) = self.line.play(m, self.mover(side)) else {
            return (ReadResult::Lose, None);
        };
        let r = match side {
            Side::Attacker if self.captured() => self.capture_result(goal),
            Side::Attacker => self.defend(goal).code.reverse(),
            Side::Defender if self.captured() => ReadResult::Lose,
            Side::Defender => {
                let grown = self.grow(goal, m);
                self.attack(&grown).code.reverse()
            }
        };
        self.note(|_| format!("{}: {}", side.name(), r.gtp_code()));
        self.line.undo();
        (r, Some(played))
    }

    /// The attacker's result once its move has captured the named string:
    /// a win, unless the capture took a ko that the defender may retake
    /// (with a ko threat) and after which the attacker no longer kills:
    /// then `KoA`, the attacker winning if it may ignore that threat.
    fn capture_result(&mut self, goal: &Goal) -> ReadResult {
        let retake = self.line.board.ko().filter(|&(_, c)| c == self.color);
        let Some((q, _)) = retake else {
            return ReadResult::Win;
        };
        if self.line.play(q, self.color).is_none() {
            return ReadResult::Win;
        }
        // The retaken stone threatens to fill the ko point, which joins it
        // to the friendly strings around that point.
        let joined = match self.line.board.ko() {
            Some((k, _)) => goal.joined(self.line.board, k.neighbors(), self.color, self.allies),
            None => goal.clone(),
        };
        let r = self.attack(&joined).code;
        self.note(|_| format!("defender retakes: {}", r.reverse().gtp_code()));
        self.line.undo();
        if r == ReadResult::Win {
            ReadResult::Win
        } else {
            ReadResult::KoA
        }
    }

    /// The attacker passes in a position whose goal is judged dead: the
    /// result for the attacker once the defender, moving first, has tried
    /// to live.
    fn after_pass(&mut self, goal: &Goal) -> ReadResult {
        self.line.pass(self.color.opponent());
        let r = self.defend(goal).code.reverse();
        self.note(|_| format!("attacker passes: {}", r.gtp_code()));
        self.line.undo();
        r
    }

    /// The goal after the defender's stone on `m` ([`Goal::grown`]).
    fn grow(&self, goal: &Goal, m: Point) -> Goal {
        goal.grown(self.line.board, m, self.color, self.allies)
    }
}
