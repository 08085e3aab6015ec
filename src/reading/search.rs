//! The tactical search proper: attack and defence of strings with one to four
//! liberties, alternating attacker and defender moves through the board's
//! try/undo choke point, with a komaster scheme for ko and a transposition cache.

use super::moves::Moves;
use super::{Cache, ReadResult, ReadingConfig, MAX_PLY_LIMIT};
use crate::board::queries::{chain_links, libs_after, libs_of, PointList};
use crate::board::{Board, Color, Counter, Point, PointSet};
use crate::search::{Komaster, Line, Played, SearchKey, Tree};

/// A result and the move that achieves it (`None`: no move, or pass).
pub type Outcome = (ReadResult, Option<Point>);

/// Attack or defence: what [`Search::read`] reads.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    Attack,
    Defend,
}

impl Goal {
    /// The kernel's goal, for cache keys.
    #[inline]
    fn kernel(self) -> crate::search::Goal {
        match self {
            Goal::Attack => crate::search::Goal::Attack,
            Goal::Defend => crate::search::Goal::Defend,
        }
    }
}

/// The state of one top-level reading call.
pub struct Search<'a> {
    /// The search's moves on the board, with their ko state, counter and
    /// tree recorder.
    pub line: Line<'a>,
    pub cfg: &'a ReadingConfig,
    cache: &'a mut Cache,
    /// Moves on the search stack before the call (GTP `trymove`); with the
    /// line's ply, GNU Go's `stackp` ([`Search::stackp`]).
    base: usize,
    /// Nodes this call may use: the configured limit, or less for a call
    /// given a smaller budget ([`crate::reading::Reader::with_budget`]).
    node_limit: u64,
    /// Set when the node budget or the hard ply cap cut the search short.
    pub truncated: bool,
    config_key: u64,
    /// Set when the node just read was decided by the fast defence
    /// (cheaper to find again than to store).
    fast: bool,
    /// Points where a move has worked for each colour in this search
    /// (the history heuristic of move ordering).
    worked: [PointSet; 2],
}

impl<'a> Search<'a> {
    pub fn new(
        board: &'a mut Board,
        cfg: &'a ReadingConfig,
        cache: &'a mut Cache,
        stackp: usize,
        counter: Counter,
        tree: Option<&'a mut Tree>,
        budget: Option<u64>,
    ) -> Search<'a> {
        let node_limit = budget.map_or(cfg.node_limit, |b| b.min(cfg.node_limit));
        let config_key = cfg.key();
        Search {
            line: Line::new(board, counter, tree),
            cfg,
            cache,
            base: stackp,
            node_limit,
            truncated: false,
            config_key,
            fast: false,
            worked: [PointSet::new(), PointSet::new()],
        }
    }

    /// Nodes used by this call so far.
    pub fn nodes(&self) -> u64 {
        self.line.nodes()
    }

    /// Moves on the search stack, including those played before the call
    /// (GTP `trymove`), as GNU Go's `stackp`.
    #[inline]
    pub fn stackp(&self) -> usize {
        self.base + self.line.ply
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes() >= self.node_limit || self.stackp() >= self.cfg.max_ply.min(MAX_PLY_LIMIT) {
            self.truncated = true;
        }
        self.truncated
    }

    // ---- playing and undoing ---------------------------------------------

    /// Plays a legal move on the search stack, its ko state kept as it was.
    pub fn play(&mut self, p: Point, color: Color) -> bool {
        self.line.play_plain(p, color)
    }

    /// Takes back the last search move.
    pub fn undo(&mut self) {
        self.line.undo();
    }

    /// Remembers that `p` worked for `color` (for ordering within branch depth).
    fn credit(&mut self, p: Point, color: Color) {
        self.worked[color.index()].insert(p);
    }

    /// The history bonus points for `mover` at this node: none beyond
    /// `branch_depth`, where only the first move is tried and the order
    /// decides the result (there it stays a function of the position).
    fn worked_here(&self, mover: Color) -> Option<&PointSet> {
        (self.stackp() < self.cfg.branch_depth).then(|| &self.worked[mover.index()])
    }

    fn note(&mut self, text: impl FnOnce() -> String) {
        self.line.note(text);
    }

    /// Plays `p` for `color` under the komaster rules
    /// ([`crate::search::ko`]), a banned ko retaken only when
    /// `consider_conditional`. `Some(true)` if the move was a conditional
    /// ko capture (a retake of a banned ko), `Some(false)` for an ordinary
    /// move, `None` if not allowed (nothing played).
    pub fn ko_try(&mut self, p: Point, color: Color, consider_conditional: bool) -> Option<bool> {
        let played = self.line.play_ko(p, color, consider_conditional)?;
        Some(played == Played::KoRetake)
    }

    // ---- cache -------------------------------------------------------------

    fn key(&self, goal: Goal, s: Point) -> SearchKey {
        SearchKey::new(
            self.line.board.hash(),
            Point::from_index(self.line.board.string_id(s)),
            None,
            goal.kernel(),
            self.line.ko,
            self.config_key,
        )
    }

    // ---- entry points ---------------------------------------------------------

    /// Whether the string at `s` can be captured by the opponent moving first.
    pub fn do_attack(&mut self, s: Point) -> Outcome {
        self.read(Goal::Attack, s, None)
    }

    /// Whether the string at `s` can be saved by its owner moving first.
    pub fn do_defend(&mut self, s: Point) -> Outcome {
        self.read(Goal::Defend, s, None)
    }

    /// The common frame of [`Search::do_attack`] and [`Search::do_defend`]:
    /// strings with too many liberties for the depth reached count as safe,
    /// results come from and go to the cache, and the node budget is checked.
    ///
    /// `hint` is the move that refuted the previous sibling of the move
    /// just played (the "killer"): the same answer often refutes this one
    /// too, so it is tried first, but only where the position changes
    /// little from sibling to sibling: a defence of a string with three or
    /// four liberties, an attack on one with four.
    fn read(&mut self, goal: Goal, s: Point, hint: Option<Point>) -> Outcome {
        // What the reading side gets on an empty point, and when the string is safe.
        let (no_string, safe) = match goal {
            Goal::Attack => (ReadResult::Win, ReadResult::Lose),
            Goal::Defend => (ReadResult::Lose, ReadResult::Win),
        };
        let Some(color) = self.line.board.color_at(s) else {
            return (no_string, None);
        };
        let libs = self.line.board.libs(s);
        let cfg = self.cfg;
        if cfg.counts_as_safe(libs, self.stackp()) {
            return (safe, None);
        }
        // A string of two or more stones in atari is simply taken: no
        // reading, nothing worth caching.
        if goal == Goal::Attack && libs == 1 && self.line.board.string_size(s) > 1 {
            return (
                ReadResult::Win,
                Some(libs_of::<1>(self.line.board, s).as_slice()[0]),
            );
        }
        let key = self.key(goal, s);
        // A result read at this depth or shallower (with at least as much
        // depth to spare) answers; a shallower request reads again.
        if let Some(&(r, at)) = self.cache.get(&key) {
            if at as usize <= self.stackp() {
                self.note(|| "cached".into());
                return r;
            }
        }
        if self.out_of_budget() {
            return (safe, None);
        }
        let was_truncated = self.truncated;
        // Where only the first move is tried (beyond `branch_depth`) the
        // order decides the result: keep it a function of the position.
        let hint = hint.filter(|_| self.stackp() < cfg.branch_depth);
        let killer = match goal {
            Goal::Attack if libs > 3 => hint,
            Goal::Defend if libs > 2 => hint,
            _ => None,
        };
        let r = match (goal, libs) {
            (Goal::Attack, 1) => self.attack1(s, color),
            (Goal::Attack, 2) => self.attack2(s, color),
            (Goal::Attack, 3) => self.attack_n(s, color, 3, None),
            (Goal::Attack, _) => self.attack_n(s, color, 4, killer),
            (Goal::Defend, _) => self.defend_n(s, color, libs, killer),
        };
        let fast = std::mem::take(&mut self.fast);
        if (!self.truncated || was_truncated) && !fast {
            self.cache.insert(key, (r, self.stackp() as u16));
        }
        r
    }

    // ---- trying batches of moves ------------------------------------------------

    /// Tries the untried defence moves; `Some` on an outright win.
    fn defend_try(
        &mut self,
        s: Point,
        color: Color,
        moves: &mut Moves,
        best: &mut Outcome,
        no_deep_branching: bool,
    ) -> Option<Outcome> {
        let worked = self.worked_here(color);
        moves.order(self.line.board, s, color, color, false, worked);
        let size = self.line.board.size();
        self.note(|| moves.describe(size));
        while let Some(p) = moves.next_untried() {
            // Joining the string with one liberty left (captures counted)
            // makes a string of two or more stones in atari: it is taken
            // at once, whatever the ko state.
            if crate::board::queries::is_liberty_of(self.line.board, p, s) {
                let after = moves
                    .last_after(5)
                    .or_else(|| moves.known(p).map(|k| k.min(5)))
                    .unwrap_or_else(|| libs_after(self.line.board, p, color, 5, None));
                if after <= 1 {
                    continue;
                }
                // Enough liberties to count as safe one ply deeper: the
                // defence works without reading on (a ko capture never
                // leaves more than one liberty).
                if self.cfg.counts_as_safe(after, self.stackp() + 1) {
                    let size = self.line.board.size();
                    self.note(|| format!("defence {} works (safe)", p.to_vertex(size)));
                    return Some((ReadResult::Win, Some(p)));
                }
            }
            let cond = self.stackp() <= self.cfg.ko_depth && best.0 == ReadResult::Lose;
            if let Some(ko_move) = self.ko_try(p, color, cond) {
                let (acode, refutation) = self.read(Goal::Attack, s, moves.suggest);
                moves.suggest = refutation;
                self.undo();
                if !ko_move {
                    if acode == ReadResult::Lose {
                        self.credit(p, color);
                        let size = self.line.board.size();
                        self.note(|| format!("defence {} works", p.to_vertex(size)));
                        return Some((ReadResult::Win, Some(p)));
                    }
                    if acode.reverse() > best.0 {
                        *best = (acode.reverse(), Some(p));
                    }
                } else if acode != ReadResult::Win {
                    *best = (ReadResult::KoB, Some(p));
                }
            }
            if no_deep_branching && self.stackp() >= self.cfg.branch_depth {
                moves.finish();
                return Some(*best);
            }
        }
        None
    }

    /// Tries the untried attack moves; `Some` on an outright win.
    fn attack_try(
        &mut self,
        s: Point,
        color: Color,
        moves: &mut Moves,
        best: &mut Outcome,
        no_deep_branching: bool,
    ) -> Option<Outcome> {
        let other = color.opponent();
        // A move off the string leaves its liberties as they are; one ply
        // deeper that many may already count as safe.
        let safe_if_kept = self
            .cfg
            .counts_as_safe(self.line.board.libs(s), self.stackp() + 1);
        let worked = self.worked_here(other);
        moves.order(self.line.board, s, color, other, safe_if_kept, worked);
        let size = self.line.board.size();
        self.note(|| moves.describe(size));
        while let Some(p) = moves.next_untried() {
            if safe_if_kept && !crate::board::queries::is_liberty_of(self.line.board, p, s) {
                continue;
            }
            let pointless = self.line.board.ko().is_none()
                && crate::board::queries::send_two_return_one(self.line.board, p, other);
            let cond = self.stackp() <= self.cfg.ko_depth && best.0 == ReadResult::Lose;
            let tried = if pointless {
                None
            } else {
                self.ko_try(p, other, cond)
            };
            if let Some(ko_move) = tried {
                let (dcode, refutation) = self.read(Goal::Defend, s, moves.suggest);
                moves.suggest = refutation;
                if dcode.reverse() > best.0 && self.do_attack(s).0 != ReadResult::Lose {
                    if !ko_move {
                        if dcode == ReadResult::Lose {
                            self.undo();
                            self.credit(p, other);
                            let size = self.line.board.size();
                            self.note(|| format!("attack {} works", p.to_vertex(size)));
                            return Some((ReadResult::Win, Some(p)));
                        }
                        *best = (dcode.reverse(), Some(p));
                    } else {
                        *best = (ReadResult::KoB, Some(p));
                    }
                }
                self.undo();
            }
            if no_deep_branching && self.stackp() >= self.cfg.branch_depth {
                moves.finish();
                return Some(*best);
            }
        }
        None
    }

    // ---- attacks ------------------------------------------------------------------

    /// A single stone in atari (longer strings in atari are taken in
    /// [`Search::read`]): capture it, unless the capture is an illegal ko or
    /// runs into a proper snapback; else try backfilling and back-capturing.
    fn attack1(&mut self, s: Point, color: Color) -> Outcome {
        let other = color.opponent();
        let lib = libs_of::<1>(self.line.board, s).as_slice()[0];
        let mut best: Outcome = (ReadResult::Lose, None);
        if self.play(lib, other) {
            if self.line.board.libs(lib) > 1 {
                self.undo();
                return (ReadResult::Win, Some(lib));
            } else if self.line.board.string_size(lib) == 1 {
                if self.line.ko.komaster != Komaster::Master(other) {
                    best = (ReadResult::KoA, Some(lib));
                } else {
                    self.undo();
                    return (ReadResult::Win, Some(lib));
                }
            } else if self.play(s, color) {
                let snapback = self.line.board.libs(s) > 1;
                self.undo();
                if !snapback {
                    self.undo();
                    return (ReadResult::Win, Some(lib));
                }
            } else {
                self.undo();
                return (ReadResult::Win, Some(lib));
            }
            self.undo();
        } else if self.line.ko.komaster != Komaster::Master(color) {
            best = (ReadResult::KoB, Some(lib));
        }

        // Backfilling: take away the liberties the defender would get by connecting.
        let mut libs = PointList::<8>::new();
        let n = libs_after(self.line.board, lib, color, 6, Some(&mut libs));
        if n <= 5 {
            for &a in libs.as_slice() {
                if crate::board::queries::is_self_atari(self.line.board, a, other)
                    || !self.play(a, other)
                {
                    continue;
                }
                let (dcode, _) = self.do_defend(s);
                if dcode != ReadResult::Win && self.do_attack(s).0 != ReadResult::Lose {
                    if dcode == ReadResult::Lose {
                        self.undo();
                        return (ReadResult::Win, Some(a));
                    }
                    if dcode.reverse() > best.0 {
                        best = (dcode.reverse(), Some(a));
                    }
                }
                self.undo();
            }
        }

        // Back-capturing: capture a string that keeps our own surrounding string in atari.
        let adj = chain_links(self.line.board, s, 1);
        for &a in adj.as_slice() {
            if !crate::board::queries::is_liberty_of(self.line.board, lib, a) {
                continue;
            }
            let adj2 = chain_links(self.line.board, a, 1);
            for &b in adj2.as_slice() {
                if self.line.board.same_string(b, s) {
                    continue;
                }
                let blib = libs_of::<1>(self.line.board, b).as_slice()[0];
                let cond = self.stackp() <= self.cfg.ko_depth && best.0 == ReadResult::Lose;
                if let Some(ko_move) = self.ko_try(blib, other, cond) {
                    let (dcode, _) = self.do_defend(s);
                    if dcode != ReadResult::Win && self.do_attack(s).0 != ReadResult::Lose {
                        if ko_move {
                            best = (ReadResult::KoB, Some(blib));
                        } else if dcode == ReadResult::Lose {
                            self.undo();
                            return (ReadResult::Win, Some(blib));
                        } else if dcode.reverse() > best.0 {
                            best = (dcode.reverse(), Some(blib));
                        }
                    }
                    self.undo();
                }
            }
        }
        best
    }

    /// A string with two liberties: ladders, nets, backfilling, edge moves.
    fn attack2(&mut self, s: Point, color: Color) -> Outcome {
        let mut best: Outcome = (ReadResult::Lose, None);
        let mut moves = Moves::new();
        for pass in 0..4 {
            let stop = match pass {
                0 => self.attack2_basic(s, color, &mut moves),
                1 => {
                    if self.stackp() <= self.cfg.backfill_depth {
                        moves.special_attack2(self.line.board, s, color);
                        moves.special_attack3(self.line.board, s, color);
                        moves.special_attack4(self.line.board, s, color);
                    }
                    false
                }
                2 => {
                    if self.stackp() <= self.cfg.backfill_depth {
                        moves.cap_moves(self.line.board, s, color);
                    }
                    false
                }
                _ => {
                    let sp = self.stackp();
                    if sp <= self.cfg.backfill_depth && sp <= self.cfg.superstring_depth {
                        let cap = if sp <= self.cfg.backfill2_depth { 3 } else { 2 };
                        self.superstring_moves(s, color, &mut moves, cap, true);
                        moves.squeeze(self.line.board, s);
                    }
                    false
                }
            };
            if stop {
                return (ReadResult::Lose, None);
            }
            if let Some(r) = self.attack_try(s, color, &mut moves, &mut best, false) {
                return r;
            }
        }
        best
    }

    /// First batch for [`Search::attack2`]. Returns true if the attack is hopeless.
    fn attack2_basic(&mut self, s: Point, color: Color, moves: &mut Moves) -> bool {
        let other = color.opponent();
        let libs = libs_of::<2>(self.line.board, s);
        let common_ok = |b: &Board, a: Point| crate::board::queries::have_common_lib(b, s, a);
        for &a in moves.links.get(self.line.board, s, 1).as_slice() {
            if self.stackp() > self.cfg.depth
                && self.line.board.string_size(a) > 1
                && !common_ok(self.line.board, a)
            {
                return true;
            }
            if self.stackp() <= self.cfg.depth {
                moves.break_chain(self.line.board, a);
            }
            let h = libs_of::<1>(self.line.board, a).as_slice()[0];
            moves.add(h, 0);
        }
        let adjacent_libs = crate::board::queries::adjacent(libs.as_slice()[0], libs.as_slice()[1]);
        let mut atari_possible = false;
        for &a in libs.as_slice() {
            let self_atari = crate::board::queries::is_self_atari(self.line.board, a, other);
            if !self_atari {
                atari_possible = true;
            }
            // As for longer strings, a liberty that puts stones of ours
            // into atari along with the new one is left out (the defender
            // takes them and gains liberties); throw-ins stay, and
            // sacrifices that squeeze come from the later batches.
            if ((self.stackp() <= self.cfg.depth || adjacent_libs)
                && !crate::board::queries::has_neighbor(self.line.board, a, other))
                || !self_atari
            {
                moves.add(a, 0);
            }
            if self.stackp() <= self.cfg.backfill_depth {
                let mut l2 = PointList::<8>::new();
                if libs_after(self.line.board, a, other, 2, Some(&mut l2)) == 1 {
                    if let Some(&b) = l2.as_slice().first() {
                        moves.add(b, 0);
                        // Back-capture: rescue our stones next to the backfill point.
                        for q in b.neighbors() {
                            if self.line.board.color_at(q) == Some(other) {
                                for &c in moves.links.get(self.line.board, q, 1).as_slice() {
                                    moves.add(libs_of::<1>(self.line.board, c).as_slice()[0], 0);
                                }
                            }
                        }
                    }
                }
            }
        }
        if !atari_possible {
            for &a in libs.as_slice() {
                moves.edge_block(self.line.board, s, a, color);
            }
        }
        for &a in moves.links.get(self.line.board, s, 2).as_slice() {
            if libs
                .as_slice()
                .iter()
                .all(|&l| crate::board::queries::is_liberty_of(self.line.board, l, a))
            {
                moves.break_chain(self.line.board, a);
            }
        }
        moves.edge_moves(self.line.board, s, libs.as_slice(), other);
        false
    }

    /// Strings with three or four liberties.
    fn attack_n(&mut self, s: Point, color: Color, n: usize, killer: Option<Point>) -> Outcome {
        let other = color.opponent();
        let cfg = self.cfg;
        let sp = self.stackp();
        if n == 4 && sp > cfg.depth {
            return (ReadResult::Lose, None);
        }
        let mut best: Outcome = (ReadResult::Lose, None);
        let mut moves = Moves::new();
        moves.killer = killer;
        let passes = if n == 3 { 4 } else { 2 };
        for pass in 0..passes {
            match pass {
                0 => {
                    for &a in moves.links.get(self.line.board, s, 1).as_slice() {
                        moves.break_chain(self.line.board, a);
                        let h = libs_of::<1>(self.line.board, a).as_slice()[0];
                        moves.add(h, if n == 4 { 5 } else { 0 });
                    }
                    moves.double_atari_chain2(
                        self.line.board,
                        s,
                        color,
                        sp <= cfg.superstring_depth,
                    );
                    let libs = libs_of::<4>(self.line.board, s);
                    // A liberty where our stone would be in atari together
                    // with stones of ours next to it just gets captured: a
                    // string with three or four liberties loses nothing by
                    // it. Throw-ins (no stone of ours alongside) stay.
                    for &a in libs.as_slice() {
                        if (sp <= cfg.depth
                            && !crate::board::queries::has_neighbor(self.line.board, a, other))
                            || !crate::board::queries::is_self_atari(self.line.board, a, other)
                        {
                            moves.add(a, 0);
                        }
                        moves.edge_closing_backfill(self.line.board, s, a, color);
                    }
                    moves.edge_moves(self.line.board, s, libs.as_slice(), other);
                }
                1 => {
                    if sp <= cfg.backfill_depth {
                        moves.cap_moves(self.line.board, s, color);
                    }
                    if n == 3 && sp <= cfg.fourlib_depth {
                        moves.draw_back(self.line.board, s);
                    }
                }
                2 => {
                    if sp <= cfg.backfill2_depth {
                        for &a in moves.links.get(self.line.board, s, 2).as_slice() {
                            if self.line.board.libs(a) != 2 {
                                continue;
                            }
                            let alibs = libs_of::<2>(self.line.board, a);
                            if alibs
                                .as_slice()
                                .iter()
                                .all(|&l| libs_after(self.line.board, l, other, 4, None) > 3)
                            {
                                continue;
                            }
                            moves.break_chain(self.line.board, a);
                            self.break_chain2(a, other, &mut moves, true, false);
                            for &l in alibs.as_slice() {
                                moves.add(l, 0);
                            }
                        }
                    }
                }
                _ => {
                    if sp <= cfg.backfill2_depth {
                        self.superstring_moves(s, color, &mut moves, 3, true);
                        moves.squeeze(self.line.board, s);
                    }
                }
            }
            if let Some(r) = self.attack_try(s, color, &mut moves, &mut best, true) {
                return r;
            }
        }
        best
    }

    // ---- defences -------------------------------------------------------------------

    fn defend_n(&mut self, s: Point, color: Color, n: usize, killer: Option<Point>) -> Outcome {
        let other = color.opponent();
        let libs = libs_of::<4>(self.line.board, s);
        let libs = libs.as_slice();
        let mut moves = Moves::new();
        moves.killer = killer;
        if let Some(p) = self.fast_defense(s, color, libs, &mut moves) {
            self.note(|| "fast defence".into());
            self.fast = true;
            return (ReadResult::Win, Some(p));
        }
        let cfg = self.cfg;
        let sp = self.stackp();
        let mut best: Outcome = (ReadResult::Lose, None);
        let size = self.line.board.string_size(s);
        let deep = n >= 3;
        macro_rules! try_batch {
            () => {
                if let Some(r) = self.defend_try(s, color, &mut moves, &mut best, deep) {
                    return r;
                }
            };
        }
        for &a in libs {
            // `fast_defense` counted the liberties on each liberty exactly.
            let self_atari = |b: &Board| match moves.known(a) {
                Some(k) => k <= 1,
                None => crate::board::queries::is_self_atari(b, a, color),
            };
            if n != 2 || size == 1 || !self_atari(self.line.board) {
                moves.add(a, 0);
            }
        }
        moves.break_chain(self.line.board, s);
        match n {
            1 => {
                if sp <= cfg.backfill_depth {
                    moves.snapback_setup(self.line.board, s, libs[0]);
                }
                try_batch!();
                if sp <= cfg.backfill_depth
                    && size == 1
                    && crate::board::queries::is_ko(self.line.board, libs[0], other).is_some()
                {
                    let mut l2 = PointList::<8>::new();
                    let k = libs_after(self.line.board, libs[0], color, 6, Some(&mut l2));
                    if k <= 5 {
                        for &a in l2.as_slice() {
                            if k == 1
                                || !crate::board::queries::is_self_atari(self.line.board, a, other)
                            {
                                moves.add(a, 0);
                            }
                        }
                    }
                    try_batch!();
                }
            }
            2 => {
                moves.break_chain2_efficient(self.line.board, s);
                moves.edge_moves(self.line.board, s, libs, color);
                moves.edge_clamp(self.line.board, s);
                if sp <= cfg.depth {
                    for &l in libs {
                        moves.special_rescue(self.line.board, s, l);
                    }
                    moves.bamboo_rescue(self.line.board, s, libs);
                }
                if sp <= cfg.backfill_depth {
                    moves.special_rescue2(self.line.board, s, libs);
                }
                try_batch!();
                for &l in libs {
                    if crate::board::queries::is_self_atari(self.line.board, l, other) {
                        let mut l2 = PointList::<8>::new();
                        libs_after(self.line.board, l, color, 6, Some(&mut l2));
                        for &a in l2.as_slice() {
                            if !crate::board::queries::is_self_atari(self.line.board, a, color)
                                && crate::board::queries::has_neighbor(self.line.board, a, color)
                            {
                                moves.add(a, 0);
                            }
                        }
                    }
                    let mut l2 = PointList::<8>::new();
                    if libs_after(self.line.board, l, other, 3, Some(&mut l2)) <= 2 {
                        for &a in l2.as_slice() {
                            if !crate::board::queries::is_self_atari(self.line.board, a, color) {
                                moves.add(a, 0);
                            }
                        }
                    }
                }
                moves.special_rescue4(self.line.board, s, libs);
                try_batch!();
                let aggressive = moves.len() == 0;
                if sp <= cfg.superstring_depth {
                    self.superstring_break_chain(s, color, &mut moves, 4);
                    self.superstring_moves(s, color, &mut moves, 3, false);
                    moves.squeeze(self.line.board, s);
                }
                self.break_chain2(s, color, &mut moves, sp > cfg.backfill_depth, aggressive);
                if sp <= cfg.backfill_depth {
                    moves.special_rescue5(self.line.board, s, libs);
                    self.superstring_rescue(s, &mut moves);
                }
                if sp <= cfg.break_chain_depth || (aggressive && sp <= cfg.backfill_depth) {
                    self.break_chain_k(s, color, &mut moves, 3, aggressive);
                }
                if aggressive && sp <= cfg.backfill_depth {
                    self.break_chain_k(s, color, &mut moves, 4, aggressive);
                }
                try_batch!();
            }
            3 => {
                moves.break_chain2_efficient(self.line.board, s);
                moves.edge_moves(self.line.board, s, libs, color);
                moves.edge_clamp(self.line.board, s);
                if sp <= cfg.backfill2_depth {
                    moves.hane_rescue(self.line.board, s, libs);
                }
                try_batch!();
                if sp <= cfg.depth {
                    for &l in libs {
                        moves.special_rescue(self.line.board, s, l);
                    }
                    moves.bamboo_rescue(self.line.board, s, libs);
                }
                if sp <= cfg.backfill2_depth {
                    self.superstring_break_chain(s, color, &mut moves, 4);
                }
                if sp <= cfg.break_chain_depth {
                    self.break_chain2(s, color, &mut moves, sp > cfg.backfill_depth, false);
                }
                if sp <= cfg.backfill_depth {
                    moves.special_rescue5(self.line.board, s, libs);
                    moves.special_rescue6(self.line.board, s, libs);
                    self.superstring_rescue(s, &mut moves);
                }
                try_batch!();
                if sp <= cfg.backfill2_depth {
                    self.superstring_moves(s, color, &mut moves, 3, false);
                    moves.squeeze(self.line.board, s);
                }
                if sp <= cfg.break_chain_depth {
                    self.break_chain_k(s, color, &mut moves, 3, false);
                }
                try_batch!();
            }
            _ => {
                moves.break_chain2_efficient(self.line.board, s);
                if sp <= cfg.backfill_depth {
                    self.break_chain2(s, color, &mut moves, sp > cfg.backfill_depth, false);
                    self.break_chain_k(s, color, &mut moves, 3, false);
                    self.break_chain_k(s, color, &mut moves, 4, false);
                    if sp <= cfg.superstring_depth {
                        self.superstring_moves(s, color, &mut moves, 4, false);
                    }
                    moves.squeeze(self.line.board, s);
                }
                try_batch!();
                if sp <= cfg.depth {
                    for &l in libs {
                        moves.special_rescue(self.line.board, s, l);
                    }
                    moves.bamboo_rescue(self.line.board, s, libs);
                }
                try_batch!();
            }
        }
        best
    }

    /// Defending by attacking a neighbouring string with two liberties
    /// (including ko retakes, and backfilling when both liberties are unsafe).
    fn break_chain2(
        &mut self,
        s: Point,
        color: Color,
        moves: &mut Moves,
        require_safe: bool,
        aggressive: bool,
    ) {
        let other = color.opponent();
        let b = &*self.line.board;
        let cfg = self.cfg;
        let sp = self.stackp();
        for &a in moves.links.get(b, s, 2).as_slice() {
            if b.libs(a) != 2 {
                continue;
            }
            if sp > cfg.backfill_depth && !moves.links.get(b, a, 1).is_empty() {
                continue;
            }
            let alibs = libs_of::<2>(b, a);
            let alibs = alibs.as_slice();
            let mut unsafe_ = [false; 2];
            for (k, &l) in alibs.iter().enumerate() {
                unsafe_[k] = crate::board::queries::is_self_atari(b, l, color);
                if !unsafe_[k]
                    || crate::board::queries::is_ko(b, l, color).is_some()
                    || (!require_safe && libs_after(b, l, other, 5, None) < 5)
                {
                    moves.add(l, -2);
                }
            }
            if (sp <= cfg.break_chain_depth || (aggressive && sp <= cfg.backfill_depth))
                && alibs.iter().all(|&l| libs_after(b, l, other, 4, None) < 4)
            {
                // The link cannot run: help our own strings around it.
                moves.defend_secondary_chain(b, a);
            }
            if unsafe_[0]
                && unsafe_[1]
                && (sp <= cfg.backfill2_depth || crate::board::queries::have_common_lib(b, s, a))
            {
                for &l in alibs {
                    let mut l2 = PointList::<8>::new();
                    if libs_after(b, l, other, 3, Some(&mut l2)) == 2 {
                        for &m in l2.as_slice() {
                            if !crate::board::queries::is_self_atari(b, m, color) {
                                moves.add(m, -2);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Strings of `s`'s colour joined to it through shared liberties
    /// (transitively, a few strings at most): the superstring.
    fn superstring(&self, s: Point) -> PointList<12> {
        let b = &*self.line.board;
        let mut members = PointList::<12>::new();
        let mut ids = PointList::<12>::new();
        let Some(color) = b.color_at(s) else {
            return members;
        };
        members.push_unique(s);
        ids.push_unique(Point::from_index(b.string_id(s)));
        let mut k = 0;
        while k < members.len() {
            let m = members.as_slice()[k];
            k += 1;
            if b.libs(m) > 6 {
                continue;
            }
            for &l in libs_of::<8>(b, m).as_slice() {
                for q in l.neighbors() {
                    if b.color_at(q) == Some(color)
                        && ids.push_unique(Point::from_index(b.string_id(q)))
                    {
                        members.push_unique(q);
                    }
                }
            }
        }
        members
    }

    /// The liberties of the superstring proper (members with at most `cap`
    /// liberties), in member order, or `None` once there are more than
    /// five. The superstring proper: strings of `s`'s colour connected to
    /// it by shape, not by stones: through a point where an opponent stone
    /// would be in atari, a bamboo joint, or a diagonal with both cutting
    /// points empty. Members with more than `cap` liberties are kept but
    /// neither expanded nor counted. `s` comes first.
    fn superstring_libs(&self, s: Point, cap: usize) -> Option<PointList<16>> {
        let b = &*self.line.board;
        let mut members = PointList::<16>::new();
        let mut ids = PointList::<16>::new();
        let mut libs = PointList::<16>::new();
        let color = b.color_at(s)?;
        let other = color.opponent();
        // Adds a member's liberties; false once there are too many (the
        // list only grows, so the answer is known then).
        let count = |m: Point, libs: &mut PointList<16>| {
            if b.libs(m) <= cap {
                for &l in libs_of::<8>(b, m).as_slice() {
                    libs.push_unique(l);
                }
            }
            libs.len() <= 5
        };
        members.push_unique(s);
        ids.push_unique(Point::from_index(b.string_id(s)));
        if !count(s, &mut libs) {
            return None;
        }
        let stride = crate::board::STRIDE as isize;
        let dirs = [-stride, 1, stride, -1];
        let at = |p: Point, d: isize| {
            Point::from_index(
                (p.index() as isize + d).clamp(0, crate::board::NUM_CELLS as isize - 1) as usize,
            )
        };
        let add = |q: Point,
                   members: &mut PointList<16>,
                   ids: &mut PointList<16>,
                   libs: &mut PointList<16>| {
            if b.color_at(q) == Some(color)
                && ids.push_unique(Point::from_index(b.string_id(q)))
                && members.push_unique(q)
            {
                return count(q, libs);
            }
            true
        };
        let mut k = 0;
        while k < members.len() {
            let m = members.as_slice()[k];
            k += 1;
            if k > 1 && b.libs(m) > cap {
                continue;
            }
            for pos in b.stones(m).take(64) {
                for (i, &right) in dirs.iter().enumerate() {
                    let up = dirs[(i + 1) % 4];
                    let apos = at(pos, right);
                    if !b.on_board(apos) {
                        continue;
                    }
                    let (ml, il, ll) = (&mut members, &mut ids, &mut libs);
                    if b.is_empty(apos)
                        && crate::board::queries::is_self_atari(b, apos, other)
                        && !(add(at(pos, right + up), ml, il, ll)
                            && add(at(pos, 2 * right), ml, il, ll)
                            && add(at(pos, right - up), ml, il, ll))
                    {
                        return None;
                    }
                    let bpos = at(pos, right + up);
                    let gpos = at(pos, up);
                    if b.color_at(apos) == Some(color)
                        && b.is_empty(bpos)
                        && b.is_empty(gpos)
                        && b.color_at(at(pos, right + 2 * up)) == Some(color)
                        && !add(at(pos, 2 * up), ml, il, ll)
                    {
                        return None;
                    }
                    if b.is_empty(apos) && b.is_empty(gpos) && !add(bpos, ml, il, ll) {
                        return None;
                    }
                }
            }
        }
        Some(libs)
    }

    /// Second-order liberties around the liberties of the other members of
    /// the superstring that share a liberty with `s`, where the opponent
    /// cannot hold the liberty.
    fn superstring_rescue(&mut self, s: Point, moves: &mut Moves) {
        let members = self.superstring(s);
        let b = &*self.line.board;
        for &m in &members.as_slice()[1..] {
            // Only members sharing a liberty with the string: saving a
            // string further along the chain does not help this one.
            if b.libs(m) > 3 || !crate::board::queries::have_common_lib(b, s, m) {
                continue;
            }
            for &l in libs_of::<3>(b, m).as_slice() {
                if !crate::board::queries::is_liberty_of(b, l, s) {
                    moves.special_rescue(b, m, l);
                }
            }
        }
    }

    /// Liberties of the rest of the superstring (members with at most
    /// `cap` liberties, at most five points): for the attacker with a
    /// backfill when the liberty is a self-atari; for the defender also the
    /// second-order liberties next to them.
    fn superstring_moves(
        &mut self,
        s: Point,
        color: Color,
        moves: &mut Moves,
        cap: usize,
        attack: bool,
    ) {
        let Some(libs) = self.superstring_libs(s, cap) else {
            return;
        };
        let b = &*self.line.board;
        let other = color.opponent();
        for &a in libs.as_slice() {
            if crate::board::queries::is_liberty_of(b, a, s) {
                continue;
            }
            let mut al = PointList::<8>::new();
            let n = libs_after(b, a, other, 2, Some(&mut al));
            if n >= 2 {
                moves.add(a, 0);
            } else if n == 1 && attack {
                if let Some(&q) = al.as_slice().first() {
                    if b.is_empty(q) && libs_after(b, q, other, 3, None) >= 3 {
                        moves.add(q, 0);
                    }
                }
            }
            if !attack {
                moves.special_rescue(b, s, a);
            }
        }
    }

    /// Breaking the chain around the superstring: attack opponent strings
    /// next to other members of the superstring that are short of liberties.
    fn superstring_break_chain(&mut self, s: Point, color: Color, moves: &mut Moves, cap: usize) {
        let members = self.superstring(s);
        let mut threes = PointList::<32>::new();
        {
            let b = &*self.line.board;
            for &m in &members.as_slice()[1..] {
                for &a in moves.links.get(b, m, cap.min(3)).as_slice() {
                    if crate::board::queries::is_liberty_of(b, a, s)
                        || a.neighbors().iter().any(|&q| b.same_string(q, s))
                    {
                        continue;
                    }
                    match b.libs(a) {
                        1 => moves.add(libs_of::<1>(b, a).as_slice()[0], 0),
                        2 => {
                            for &l in libs_of::<2>(b, a).as_slice() {
                                if !crate::board::queries::is_self_atari(b, l, color) {
                                    moves.add(l, 0);
                                }
                            }
                        }
                        _ => {
                            threes.push_unique(Point::from_index(b.string_id(a)));
                        }
                    }
                }
            }
        }
        self.chain_k_moves(threes.as_slice(), color, moves, 3, false);
    }

    /// Defending by attacking a neighbouring string with `k` (3 or 4)
    /// liberties: if it can run out through one liberty, block that one.
    fn break_chain_k(
        &mut self,
        s: Point,
        color: Color,
        moves: &mut Moves,
        k: usize,
        aggressive: bool,
    ) {
        let links = moves.links.get(self.line.board, s, k);
        self.chain_k_moves(links.as_slice(), color, moves, k, aggressive);
    }

    /// Moves against the opponent strings among `links` that have exactly
    /// `k` liberties: the one liberty through which a string could run out,
    /// or all of them if it cannot run (none if it can run two ways).
    fn chain_k_moves(
        &mut self,
        links: &[Point],
        color: Color,
        moves: &mut Moves,
        k: usize,
        aggressive: bool,
    ) {
        let other = color.opponent();
        let b = &*self.line.board;
        let cfg = self.cfg;
        let sp = self.stackp();
        let mut cands = PointList::<32>::new();
        for &a in links {
            if b.libs(a) != k {
                continue;
            }
            let alibs = libs_of::<4>(b, a);
            let mut escapes = PointList::<4>::new();
            for &l in alibs.as_slice() {
                if libs_after(b, l, other, k + 1, None) > k {
                    escapes.push_unique(l);
                }
            }
            match escapes.len() {
                0 => {
                    for &l in alibs.as_slice() {
                        cands.push_unique(l);
                    }
                    if sp <= cfg.backfill2_depth || (aggressive && sp <= cfg.backfill_depth) {
                        moves.defend_secondary_chain1(b, a, k);
                    }
                }
                1 => {
                    cands.push_unique(escapes.as_slice()[0]);
                }
                _ => {}
            }
        }
        for &m in cands.as_slice() {
            if sp <= cfg.break_chain_depth
                || (aggressive && sp <= cfg.backfill_depth)
                || libs_after(b, m, color, 2, None) > 1
            {
                moves.add(m, -2);
            }
        }
    }

    /// A cheap defence: a liberty giving many liberties, or capturing a
    /// neighbour that touches the string with enough stones.
    fn fast_defense(
        &mut self,
        s: Point,
        color: Color,
        libs: &[Point],
        moves: &mut Moves,
    ) -> Option<Point> {
        let goal = if self.stackp() < self.cfg.fourlib_depth {
            5
        } else {
            4
        };
        for &l in libs {
            let after = libs_after(self.line.board, l, color, goal, None);
            if after >= goal {
                return Some(l);
            }
            // Below the cap the count is exact: the ordering reuses it.
            moves.set_known(l, after);
        }
        let missing = goal - libs.len();
        for &a in moves.links.get(self.line.board, s, 1).as_slice() {
            let lib = libs_of::<1>(self.line.board, a).as_slice()[0];
            if (libs.len() == 1 && lib == libs[0] && self.line.board.string_size(a) <= 2)
                || crate::board::queries::is_ko(self.line.board, lib, color).is_some()
            {
                continue;
            }
            if crate::board::queries::is_liberty_of(self.line.board, lib, s) {
                continue;
            }
            let mut touching = 0;
            for stone in self.line.board.stones(a) {
                if stone
                    .neighbors()
                    .iter()
                    .any(|&q| self.line.board.same_string(q, s))
                {
                    touching += 1;
                }
            }
            if touching >= missing {
                return Some(lib);
            }
        }
        None
    }
}
