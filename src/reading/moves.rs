//! Candidate moves for the tactical search: liberties, breaking the chain,
//! backfilling, second-order liberties, edge, net and snapback moves, and
//! their ordering by simple Go knowledge.

use crate::board::queries::{
    edge_distance, is_liberty_of, is_self_atari, libs_after, libs_of, PointList, MAX_MOVES,
};
use crate::board::{Board, Cell, Color, Point, PointSet};

/// A list of candidate moves with scores; batches are tried in order, each
/// batch sorted by score.
pub struct Moves {
    /// Neighbouring strings of the strings looked at in this node.
    pub links: crate::board::queries::LinkMemo,
    pos: [Point; MAX_MOVES],
    score: [i32; MAX_MOVES],
    /// Liberties the mover's stone would have on each candidate, as the
    /// ordering counted them (capped at [`AFTER_CAP`]); [`AFTER_UNKNOWN`]
    /// when not counted.
    after: [u8; MAX_MOVES],
    /// Exact liberty counts of the defender's stone on a few points,
    /// counted before the moves were generated (the position is the same
    /// throughout a node).
    known: [(Point, u8); 4],
    known_len: usize,
    num: usize,
    tried: usize,
    /// The move that refuted a sibling of this node's position: tried
    /// first when it is among the candidates.
    pub killer: Option<Point>,
    /// The answer that refuted the last move tried here, passed on as the
    /// killer to the next one.
    pub suggest: Option<Point>,
}

impl Moves {
    pub fn new() -> Moves {
        Moves {
            links: crate::board::queries::LinkMemo::new(),
            pos: [Point::from_index(0); MAX_MOVES],
            score: [0; MAX_MOVES],
            after: [AFTER_UNKNOWN; MAX_MOVES],
            known: [(Point::from_index(0), 0); 4],
            known_len: 0,
            num: 0,
            tried: 0,
            killer: None,
            suggest: None,
        }
    }

    pub fn len(&self) -> usize {
        self.num
    }

    /// Adds an empty point (or raises its score if present).
    pub fn add(&mut self, p: Point, score: i32) {
        if let Some(i) = self.pos[..self.num].iter().position(|&q| q == p) {
            self.score[i] += score;
            return;
        }
        if self.num < MAX_MOVES {
            self.pos[self.num] = p;
            self.score[self.num] = score;
            self.after[self.num] = AFTER_UNKNOWN;
            self.num += 1;
        }
    }

    /// Removes an untried candidate.
    pub fn remove(&mut self, p: Point) {
        if let Some(i) = self.pos[self.tried..self.num].iter().position(|&q| q == p) {
            let i = self.tried + i;
            self.num -= 1;
            self.pos[i] = self.pos[self.num];
            self.score[i] = self.score[self.num];
            self.after[i] = self.after[self.num];
        }
    }

    /// The next untried move of the current batch.
    pub fn next_untried(&mut self) -> Option<Point> {
        if self.tried < self.num {
            self.tried += 1;
            return Some(self.pos[self.tried - 1]);
        }
        None
    }

    /// The untried moves with their scores, for the reading tree's comments.
    pub fn describe(&self, size: usize) -> String {
        let mut out = String::from("order:");
        for i in self.tried..self.num {
            out.push_str(&format!(
                " {} ({})",
                self.pos[i].to_vertex(size),
                self.score[i]
            ));
        }
        out
    }

    /// The liberties (capped at `limit`, which must not exceed
    /// [`AFTER_CAP`]) the defender's stone would have on the move last
    /// returned by [`Moves::next_untried`], if the ordering counted them
    /// (defender's moves only).
    pub fn last_after(&self, limit: usize) -> Option<usize> {
        debug_assert!(limit <= AFTER_CAP);
        let a = self.after[self.tried.checked_sub(1)?];
        (a != AFTER_UNKNOWN).then(|| (a as usize).min(limit))
    }

    /// Records that the defender's stone on `p` would have exactly `libs`
    /// liberties in this node's position.
    pub fn set_known(&mut self, p: Point, libs: usize) {
        if self.known_len < self.known.len() {
            self.known[self.known_len] = (p, libs.min(u8::MAX as usize - 1) as u8);
            self.known_len += 1;
        }
    }

    /// The exact liberty count recorded for the defender's stone on `p`.
    #[inline]
    pub fn known(&self, p: Point) -> Option<usize> {
        self.known[..self.known_len]
            .iter()
            .find(|e| e.0 == p)
            .map(|e| e.1 as usize)
    }

    /// Marks every move as tried.
    pub fn finish(&mut self) {
        self.tried = self.num;
    }

    /// Scores the untried moves for `mover` (the owner of `s` is `defender`)
    /// and sorts them best first. Scores depend on the position, plus a
    /// small bonus for points in `worked` (where a move has worked for
    /// `mover` earlier in the same search).
    /// With `libs_only`, moves off the liberties of `s` are not scored but
    /// put last (the caller skips them).
    pub fn order(
        &mut self,
        board: &Board,
        s: Point,
        defender: Color,
        mover: Color,
        libs_only: bool,
        worked: Option<&PointSet>,
    ) {
        // Drop moves that are not on empty points.
        let mut k = self.tried;
        while k < self.num {
            if !board.is_empty(self.pos[k]) {
                self.num -= 1;
                self.pos[k] = self.pos[self.num];
                self.score[k] = self.score[self.num];
                self.after[k] = self.after[self.num];
            } else {
                k += 1;
            }
        }
        if self.num - self.tried < 2 {
            return;
        }
        for i in self.tried..self.num {
            if libs_only && !is_liberty_of(board, self.pos[i], s) {
                self.score[i] = SKIPPED;
                continue;
            }
            let known = if mover == defender {
                self.known(self.pos[i])
            } else {
                None
            };
            let (score, after) = move_score(board, s, self.pos[i], defender, mover, known);
            self.score[i] += score;
            if mover == defender {
                self.after[i] = after as u8;
            }
            if Some(self.pos[i]) == self.killer {
                self.score[i] += KILLER_BONUS;
            }
            if worked.is_some_and(|w| w.contains(self.pos[i])) {
                self.score[i] += HISTORY_BONUS;
            }
        }
        // Insertion sort of the untried part, best first, stable.
        for i in self.tried + 1..self.num {
            let (p, sc, af) = (self.pos[i], self.score[i], self.after[i]);
            let mut j = i;
            while j > self.tried && self.score[j - 1] < sc {
                self.pos[j] = self.pos[j - 1];
                self.score[j] = self.score[j - 1];
                self.after[j] = self.after[j - 1];
                j -= 1;
            }
            self.pos[j] = p;
            self.score[j] = sc;
            self.after[j] = af;
        }
    }

    // ---- generators ----------------------------------------------------------

    /// Breaking the chain: capture opponent strings next to `s` that are in atari.
    pub fn break_chain(&mut self, board: &Board, s: Point) {
        for &a in self.links.get(board, s, 1).as_slice() {
            let lib = libs_of::<1>(board, a).as_slice()[0];
            self.add(lib, 0);
        }
    }

    /// Efficient attacks on neighbouring two-liberty strings: ataris from
    /// the side where the neighbour cannot escape, and rescuing the one
    /// stone of ours that keeps the neighbour alive.
    pub fn break_chain2_efficient(&mut self, board: &Board, s: Point) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        let other = color.opponent();
        for &a in self.links.get(board, s, 2).as_slice() {
            if board.libs(a) != 2 {
                continue;
            }
            let ours = self.links.get(board, a, 1);
            if ours.len() == 1 && board.libs(s) > 2 {
                let f = ours.as_slice()[0];
                self.break_chain(board, f);
                let l = libs_of::<1>(board, f).as_slice()[0];
                if !is_self_atari(board, l, color) {
                    self.add(l, 0);
                }
                continue;
            }
            if ours.len() > 1 {
                continue;
            }
            let libs = libs_of::<2>(board, a);
            let libs = libs.as_slice();
            for k in 0..2 {
                if libs_after(board, libs[k], other, 3, None) <= 2
                    && !is_self_atari(board, libs[1 - k], color)
                {
                    self.add(libs[1 - k], 0);
                }
            }
            // Edge case: diagonal liberties with one on the edge, the
            // neighbour's stone between them: take the liberty off the edge.
            if crate::board::queries::diagonal(libs[0], libs[1]) {
                let between = [
                    Point::new(libs[0].col(), libs[1].row()),
                    Point::new(libs[1].col(), libs[0].row()),
                ];
                if between.iter().any(|&q| board.same_string(q, a)) {
                    for k in 0..2 {
                        if edge_distance(board, libs[k]) == 0
                            && edge_distance(board, libs[1 - k]) == 1
                            && !is_self_atari(board, libs[1 - k], color)
                        {
                            self.add(libs[1 - k], 1);
                        }
                    }
                }
            }
        }
    }

    /// Our strings in atari next to the opponent string `a`: extend them
    /// (if that gives `min_libs` liberties, counting one for touching `a`)
    /// or capture what holds them. Returns whether there were any.
    pub fn defend_secondary_chain1(&mut self, board: &Board, a: Point, min_libs: usize) -> bool {
        let Some(other) = board.color_at(a) else {
            return false;
        };
        let color = other.opponent();
        let in_atari = self.links.get(board, a, 1);
        for &f in in_atari.as_slice() {
            let l = libs_of::<1>(board, f).as_slice()[0];
            let bonus = usize::from(is_liberty_of(board, l, a));
            if libs_after(board, l, color, min_libs, None) + bonus >= min_libs {
                self.add(l, 0);
            }
            for &c in self.links.get(board, f, 1).as_slice() {
                let cl = libs_of::<1>(board, c).as_slice()[0];
                if !is_self_atari(board, cl, color) {
                    self.add(cl, 0);
                }
            }
        }
        !in_atari.is_empty()
    }

    /// Defending our strings around the opponent string `a` (which is a
    /// neighbour of the string we want to save): capture-race helpers.
    /// Strings of ours in atari next to `a` are rescued; if there are
    /// none, two-liberty strings of ours sharing a liberty with `a` are
    /// extended or helped.
    pub fn defend_secondary_chain(&mut self, board: &Board, a: Point) {
        if self.defend_secondary_chain1(board, a, 2) {
            return;
        }
        let Some(other) = board.color_at(a) else {
            return;
        };
        let color = other.opponent();
        for &f in self.links.get(board, a, 2).as_slice() {
            if board.libs(f) != 2 || !crate::board::queries::have_common_lib(board, a, f) {
                continue;
            }
            for &x in libs_of::<2>(board, f).as_slice() {
                let bonus = usize::from(is_liberty_of(board, x, a));
                if libs_after(board, x, color, 2, None) + bonus >= 2 {
                    self.add(x, 0);
                }
            }
            for &c in self.links.get(board, f, 1).as_slice() {
                let l = libs_of::<1>(board, c).as_slice()[0];
                if !is_self_atari(board, l, color) {
                    self.add(l, 0);
                }
            }
            for &c in self.links.get(board, f, 2).as_slice() {
                if board.libs(c) != 2 {
                    continue;
                }
                let cl = libs_of::<2>(board, c);
                let cl = cl.as_slice();
                for t in 0..2 {
                    if libs_after(board, cl[1 - t], other, 3, None) < 3
                        && !is_self_atari(board, cl[t], color)
                    {
                        self.add(cl[t], 0);
                    }
                }
            }
        }
    }

    /// Snapback set-up for a lone stone in atari: make the capturing stone short of liberties.
    pub fn snapback_setup(&mut self, board: &Board, s: Point, lib: Point) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        if board.string_size(s) != 1 {
            return;
        }
        // The capturing stone's liberties other than the captured point:
        // if only one, play it so that the capture is met by a snapback.
        let mut l2 = PointList::<8>::new();
        libs_after(board, lib, color.opponent(), 3, Some(&mut l2));
        let mut others = l2.as_slice().iter().filter(|&&q| q != s);
        if let (Some(&b), None) = (others.next(), others.next()) {
            if !is_self_atari(board, b, color)
                || crate::board::queries::is_ko(board, b, color).is_some()
            {
                self.add(b, 0);
            }
        }
    }

    /// Second-order liberties next to a liberty the opponent cannot hold.
    pub fn special_rescue(&mut self, board: &Board, s: Point, lib: Point) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        let other = color.opponent();
        let other_libs = libs_after(board, lib, other, 3, None);
        if other_libs > 2 {
            return;
        }
        for q in lib.neighbors() {
            if !board.is_empty(q) {
                continue;
            }
            if is_self_atari(board, q, color) && other_libs > 1 {
                continue;
            }
            if board.libs(s) > 3 {
                let protected = q
                    .neighbors()
                    .iter()
                    .filter(|&&r| board.is_empty(r) && libs_after(board, r, other, 3, None) < 3)
                    .count();
                if protected < 2 {
                    continue;
                }
            }
            self.add(q, 0);
        }
    }

    /// Bamboo-joint rescue: two adjacent liberties, one backed by a friendly stone.
    pub fn bamboo_rescue(&mut self, board: &Board, s: Point, libs: &[Point]) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        for &a in libs {
            for &b in libs {
                if a == b || !crate::board::queries::adjacent(a, b) {
                    continue;
                }
                let d = b.index() as isize - a.index() as isize;
                let step = if d.abs() == 1 {
                    crate::board::STRIDE as isize
                } else {
                    1
                };
                for sign in [-1isize, 1] {
                    let qa = Point::from_index((a.index() as isize + sign * step) as usize);
                    let qb = Point::from_index((b.index() as isize + sign * step) as usize);
                    if board.is_empty(qa)
                        && board.color_at(qb) == Some(color)
                        && !is_self_atari(board, qa, color)
                    {
                        self.add(qa, 0);
                    }
                }
            }
        }
    }

    /// For a liberty that is suicide for the opponent: strengthen the other
    /// friendly string next to it.
    pub fn special_rescue2(&mut self, board: &Board, s: Point, libs: &[Point]) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        for &a in libs {
            if !board.is_suicide(a, color.opponent()) {
                continue;
            }
            for q in a.neighbors() {
                if board.color_at(q) == Some(color) && !board.same_string(q, s) {
                    for &l in libs_of::<4>(board, q).as_slice() {
                        if !is_self_atari(board, l, color) {
                            self.add(l, 0);
                        }
                    }
                    self.break_chain(board, q);
                    self.break_chain2_efficient(board, q);
                }
            }
        }
    }

    /// Edge moves for a liberty on the first line: climbing up (or drawing
    /// back) beside an opponent stone, and the point diagonally beyond.
    /// `mover` is the side to play.
    pub fn edge_moves(&mut self, board: &Board, s: Point, libs: &[Point], mover: Color) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        let other = color.opponent();
        for &a in libs {
            for up in DIRS {
                if board.on_board(off(a, -up)) {
                    continue;
                }
                for right in perpendicular(up) {
                    let above = off(a, up);
                    if mover == color
                        && board.color_at(above) == Some(other)
                        && board.libs(above) > 4
                        && !self.crawl_reaches_friend(board, a, up, right, color)
                    {
                        // Crawling along the first line under a strong
                        // opponent wall, with no friendly stone ahead to
                        // link up with, gains nothing.
                        self.remove(a);
                        continue;
                    }
                    if board.is_empty(above)
                        && board.color_at(off(a, up - right)) == Some(other)
                        && board.is_empty(off(a, right))
                    {
                        if board.libs(off(a, up - right)) == 1 {
                            self.add(above, 10);
                        } else {
                            self.add(above, 0);
                            let c = off(a, up + right);
                            if board.is_empty(c) && (libs.len() != 2 || color != mover) {
                                self.add(c, 0);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Walking from the first-line point `a` along the edge in direction
    /// `right` (`up` points away from the edge): is there a stone of
    /// `color` on the first or second line before the board ends?
    fn crawl_reaches_friend(
        &self,
        board: &Board,
        a: Point,
        up: isize,
        right: isize,
        color: Color,
    ) -> bool {
        let mut x = a;
        while board.on_board(x) {
            if board.color_at(x) == Some(color) || board.color_at(off(x, up)) == Some(color) {
                return true;
            }
            x = off(x, right);
        }
        false
    }

    /// Edge clamp: against a neighbour with three liberties, one on the
    /// edge, the point that blocks it while gaining liberties.
    pub fn edge_clamp(&mut self, board: &Board, s: Point) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        let other = color.opponent();
        for &a in self.links.get(board, s, 3).as_slice() {
            if board.libs(a) != 3 {
                continue;
            }
            let alibs = libs_of::<3>(board, a);
            let Some(&b) = alibs
                .as_slice()
                .iter()
                .find(|&&l| edge_distance(board, l) == 0)
            else {
                continue;
            };
            for up in DIRS {
                if board.on_board(off(b, -up)) || board.color_at(off(b, up)) != Some(other) {
                    continue;
                }
                for right in perpendicular(up) {
                    let c = off(b, up - right);
                    let d = off(b, up + right);
                    let e = off(d, up);
                    if board.same_string(c, s)
                        && board.is_empty(d)
                        && is_liberty_of(board, d, a)
                        && board.is_empty(e)
                        && is_liberty_of(board, e, a)
                        && libs_after(board, d, color, 3, None) >= 3
                        && libs_after(board, e, other, 4, None) <= 3
                    {
                        self.add(d, 10);
                    }
                }
            }
        }
    }

    /// Hane rescue: beside a liberty, next to an opponent stone touching
    /// the string, when that stone is no stronger than the hane.
    pub fn hane_rescue(&mut self, board: &Board, s: Point, libs: &[Point]) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        let other = color.opponent();
        let n = board.libs(s);
        for &a in libs {
            for k in DIRS {
                let b = off(a, k);
                if !board.same_string(b, s) {
                    continue;
                }
                for normal in perpendicular(k) {
                    let c = off(a, normal);
                    let d = off(b, normal);
                    if !board.is_empty(c) || board.color_at(d) != Some(other) {
                        continue;
                    }
                    let dlibs = board.libs(d);
                    if dlibs > n || dlibs > libs_after(board, c, color, dlibs, None) {
                        continue;
                    }
                    self.add(c, 0);
                }
            }
        }
    }

    /// Two adjacent liberties with an opponent stone beside one of them:
    /// attack that stone's other liberties.
    pub fn special_rescue4(&mut self, board: &Board, s: Point, libs: &[Point]) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        let other = color.opponent();
        if libs.len() != 2 || !crate::board::queries::adjacent(libs[0], libs[1]) {
            return;
        }
        for k in 0..2 {
            let (a, b) = (libs[k], libs[1 - k]);
            let along = b.index() as isize - a.index() as isize;
            let Some(x) = perpendicular(along)
                .into_iter()
                .map(|d| off(a, d))
                .find(|&q| board.color_at(q) == Some(other))
            else {
                continue;
            };
            if board.libs(x) == 2 {
                for &l in libs_of::<2>(board, x).as_slice() {
                    if l != a && l != b && !is_self_atari(board, l, color) {
                        self.add(l, 0);
                    }
                }
            }
        }
    }

    /// An opponent string sharing two liberties with `s`: play its outside
    /// liberties, and reinforce our strings that keep it short.
    pub fn special_rescue5(&mut self, board: &Board, s: Point, libs: &[Point]) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        let other = color.opponent();
        let n = libs.len();
        for &a in libs {
            for b in a.neighbors() {
                if board.color_at(b) != Some(other) || board.libs(b) > n + 1 {
                    continue;
                }
                let blibs = libs_of::<4>(board, b);
                let common = blibs
                    .as_slice()
                    .iter()
                    .filter(|&&l| is_liberty_of(board, l, s))
                    .count();
                if common < 2 {
                    continue;
                }
                for &l in blibs.as_slice() {
                    if !is_liberty_of(board, l, s) && !is_self_atari(board, l, color) {
                        self.add(l, 0);
                    }
                }
                if blibs.len() <= n {
                    for &f in self.links.get(board, b, 1).as_slice() {
                        self.break_chain(board, f);
                        let l = libs_of::<1>(board, f).as_slice()[0];
                        if !is_self_atari(board, l, color) {
                            self.add(l, 0);
                        }
                    }
                    self.double_atari_chain2(board, b, other, false);
                }
            }
        }
    }

    /// Edge shapes beside a first-line liberty next to the string (GNU Go's
    /// special_rescue6 configurations).
    pub fn special_rescue6(&mut self, board: &Board, s: Point, libs: &[Point]) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        let other = color.opponent();
        for &a in libs {
            for right in DIRS {
                if board.on_board(off(a, -right)) {
                    continue;
                }
                let b = off(a, right);
                if !board.same_string(b, s) {
                    continue;
                }
                for up in perpendicular(right) {
                    let c = off(b, up);
                    if board.color_at(c) != Some(other)
                        || !board.is_empty(off(a, up))
                        || !board.is_empty(off(c, right))
                    {
                        continue;
                    }
                    if board.is_empty(off(a, 2 * up))
                        && board.is_empty(off(c, up))
                        && board.color_at(off(c, up + right)) == Some(color)
                    {
                        self.add(off(c, right), 0);
                        self.add(off(c, up), 0);
                    } else if board.libs(c) <= 3
                        && (board.is_empty(off(b, right))
                            || (board.color_at(off(b, right)) == Some(other)
                                && board.libs(off(b, right)) <= 4))
                        && !is_self_atari(board, off(c, right), color)
                    {
                        self.add(off(c, right), 0);
                    }
                }
            }
        }
    }

    /// Squeeze: where a liberty is suicide for the attacker, follow the
    /// chain of such points to a self-atari that still takes a liberty.
    pub fn squeeze(&mut self, board: &Board, s: Point) {
        let Some(color) = board.color_at(s) else {
            return;
        };
        let other = color.opponent();
        let libs = libs_of::<4>(board, s);
        let n = libs.len();
        for &a in libs.as_slice() {
            if !board.is_suicide(a, other) {
                continue;
            }
            let mut l2 = PointList::<8>::new();
            if libs_after(board, a, color, 4, Some(&mut l2)) != n {
                continue;
            }
            let Some(&first) = l2.as_slice().iter().find(|&&q| !is_liberty_of(board, q, s)) else {
                continue;
            };
            let (mut prev, mut cur) = (a, Some(first));
            let mut steps = 0;
            while let Some(p) = cur {
                if !board.is_suicide(p, other) || steps > 20 {
                    break;
                }
                steps += 1;
                let mut l3 = PointList::<8>::new();
                if libs_after(board, p, color, 3, Some(&mut l3)) != 2 {
                    cur = None;
                    break;
                }
                let l3 = l3.as_slice();
                let next = if l3[0] == prev { l3[1] } else { l3[0] };
                prev = p;
                cur = if is_liberty_of(board, next, s) {
                    None
                } else {
                    Some(next)
                };
            }
            let Some(p) = cur else {
                continue;
            };
            if !is_self_atari(board, p, other) {
                continue;
            }
            let mut l4 = PointList::<8>::new();
            libs_after(board, p, other, 1, Some(&mut l4));
            if let Some(&q) = l4.as_slice().first() {
                let k = libs_after(board, q, color, 8, None);
                if k < 3 && k < libs_after(board, p, color, 8, None) {
                    self.add(p, 0);
                }
            }
        }
    }

    /// Approach moves when a direct atari is impossible: empty neighbours of a
    /// liberty that are not liberties themselves.
    pub fn edge_block(&mut self, board: &Board, s: Point, lib: Point, color: Color) {
        let other = color.opponent();
        for q in lib.neighbors() {
            if board.is_empty(q) && !is_liberty_of(board, q, s) && !is_self_atari(board, q, other) {
                self.add(q, 0);
            }
        }
    }

    /// A liberty that is suicide for the attacker, leaving the defender two
    /// liberties if it connects there: take the other one.
    pub fn special_attack2(&mut self, board: &Board, s: Point, color: Color) {
        let other = color.opponent();
        let libs = libs_of::<2>(board, s);
        let libs = libs.as_slice();
        for (k, &a) in libs.iter().enumerate() {
            let mut nl = PointList::<8>::new();
            if board.is_suicide(a, other) && libs_after(board, a, color, 3, Some(&mut nl)) == 2 {
                let nl = nl.as_slice();
                let x = if nl[0] != libs[1 - k] { nl[0] } else { nl[1] };
                if !is_self_atari(board, x, other) {
                    self.add(x, 0);
                }
            }
        }
    }

    /// Beside adjacent liberties: the point next to one of them, off the line.
    pub fn special_attack3(&mut self, board: &Board, s: Point, color: Color) {
        let other = color.opponent();
        let libs = libs_of::<2>(board, s);
        let libs = libs.as_slice();
        if libs.len() != 2 || !crate::board::queries::adjacent(libs[0], libs[1]) {
            return;
        }
        for (k, &a) in libs.iter().enumerate() {
            let b = libs[1 - k];
            let x = a
                .neighbors()
                .into_iter()
                .filter(|&q| q != b && !crate::board::queries::adjacent(q, b) && board.is_empty(q))
                .find(|&q| {
                    // perpendicular to the line a-b
                    let d = a.index().abs_diff(b.index());
                    q.index().abs_diff(a.index()) != d
                });
            if let Some(x) = x {
                if !is_self_atari(board, x, other) {
                    self.add(x, 0);
                }
            }
        }
    }

    /// When both liberties are self-ataris for the attacker: a neighbouring
    /// attacker string on one of them is short of liberties; attack the
    /// defender string that threatens it.
    pub fn special_attack4(&mut self, board: &Board, s: Point, color: Color) {
        let other = color.opponent();
        let libs = libs_of::<2>(board, s);
        if libs
            .as_slice()
            .iter()
            .any(|&l| !is_self_atari(board, l, other))
        {
            return;
        }
        let adj = self.links.get(board, s, 2);
        for &a in libs.as_slice() {
            let Some(&bs) = adj
                .as_slice()
                .iter()
                .find(|&&b| board.libs(b) == 2 && is_liberty_of(board, a, b))
            else {
                continue;
            };
            for &c in self.links.get(board, bs, 3).as_slice() {
                if board.same_string(c, s) {
                    continue;
                }
                let clibs = libs_of::<3>(board, c);
                let n = clibs.len();
                if n < 2 {
                    continue;
                }
                let common = crate::board::queries::have_common_lib(board, bs, c);
                if n > 2 && !common {
                    continue;
                }
                for &d in clibs.as_slice() {
                    if is_self_atari(board, d, other) {
                        continue;
                    }
                    let dlibs = libs_after(board, d, other, 3, None);
                    let ok = clibs.as_slice().iter().filter(|&&e| e != d).all(|&e| {
                        let elibs = libs_after(board, e, color, 4, None);
                        elibs <= 3 && (elibs <= dlibs || common)
                    });
                    if ok {
                        self.add(d, 0);
                    }
                }
            }
        }
    }

    /// For the attacker: a point where the defender would double-atari two
    /// of our strings; occupy it first.
    pub fn double_atari_chain2(&mut self, board: &Board, s: Point, color: Color, more: bool) {
        let mut seen = PointList::<64>::new();
        let mut twice = PointList::<64>::new();
        for &a in self.links.get(board, s, 2).as_slice() {
            if board.libs(a) != 2 {
                continue;
            }
            for &l in libs_of::<2>(board, a).as_slice() {
                if !seen.push_unique(l) {
                    twice.push_unique(l);
                    if !is_self_atari(board, l, color) {
                        self.add(l, 1);
                    }
                }
            }
        }
        if more {
            // Also ataris on a two-liberty neighbour that touch a three-liberty one.
            for &a in self.links.get(board, s, 3).as_slice() {
                if board.libs(a) != 3 {
                    continue;
                }
                for &l in libs_of::<3>(board, a).as_slice() {
                    if seen.as_slice().contains(&l)
                        && twice.push_unique(l)
                        && !is_self_atari(board, l, color)
                    {
                        self.add(l, -3);
                    }
                }
            }
        }
    }

    /// Drawing back: a liberty of our two-liberty string next to a liberty of `s`.
    pub fn draw_back(&mut self, board: &Board, s: Point) {
        for &a in self.links.get(board, s, 2).as_slice() {
            if board.libs(a) != 2 {
                continue;
            }
            for &l in libs_of::<2>(board, a).as_slice() {
                if !is_liberty_of(board, l, s)
                    && l.neighbors().iter().any(|&q| is_liberty_of(board, q, s))
                {
                    self.add(l, 0);
                }
            }
        }
    }

    /// Edge-closing backfill: on the first line under a defender stone, the
    /// point beside the liberty that closes the edge.
    pub fn edge_closing_backfill(&mut self, board: &Board, s: Point, a: Point, color: Color) {
        let other = color.opponent();
        let ai = a.index() as isize;
        let stride = crate::board::STRIDE as isize;
        for (up, right) in [(-stride, 1), (stride, 1), (-1, stride), (1, stride)] {
            let at = |d: isize| Point::from_index((ai + d) as usize);
            if board.on_board(at(-up)) {
                continue;
            }
            if board.color_at(at(up)) != Some(color) {
                return;
            }
            let right = if board.is_empty(at(right))
                && (!board.on_board(at(-right)) || board.color_at(at(-right)) == Some(color))
            {
                right
            } else if board.is_empty(at(-right))
                && (!board.on_board(at(right)) || board.color_at(at(right)) == Some(color))
            {
                -right
            } else {
                return;
            };
            if board.color_at(at(up + right)) != Some(other) {
                return;
            }
            let b = at(up + 2 * right);
            if !board.on_board(b) {
                return;
            }
            let c = at(2 * right);
            let count = |col: Color| {
                [b, c]
                    .iter()
                    .filter(|&&q| board.color_at(q) == Some(col))
                    .count()
            };
            if count(other) > count(color) {
                return;
            }
            let _ = s;
            self.add(at(right), 0);
            return;
        }
    }

    /// Net (geta) moves: empty points adjacent to two liberties.
    pub fn cap_moves(&mut self, board: &Board, s: Point, color: Color) {
        let other = color.opponent();
        let libs = libs_of::<4>(board, s);
        let libs = libs.as_slice();
        for (i, &a) in libs.iter().enumerate() {
            for &b in &libs[i + 1..] {
                for q in a.neighbors() {
                    if board.is_empty(q)
                        && crate::board::queries::adjacent(q, b)
                        && !is_liberty_of(board, q, s)
                        && !is_self_atari(board, q, other)
                    {
                        self.add(q, 10);
                    }
                }
            }
        }
    }
}

/// Score of a move the ordering left unscored: below any real score.
const SKIPPED: i32 = i32::MIN / 4;

/// [`Moves::after`] entry of a move whose liberties were not counted.
const AFTER_UNKNOWN: u8 = u8::MAX;

/// Most liberties [`move_score`] counts for the mover.
pub const AFTER_CAP: usize = 6;

/// Ordering bonus of a move that has already worked for the same side
/// elsewhere in this search (the history heuristic): enough to decide
/// between otherwise equal moves, not to override the shape scores.
const HISTORY_BONUS: i32 = 2;

/// Score bonus of the killer move: enough to put it first in its batch.
const KILLER_BONUS: i32 = 50;

/// The four directions as index offsets.
const DIRS: [isize; 4] = [
    -(crate::board::STRIDE as isize),
    -1,
    1,
    crate::board::STRIDE as isize,
];

/// The point `d` cells (an index offset) from `p`; stays inside the padded array.
#[inline]
fn off(p: Point, d: isize) -> Point {
    let i = p.index() as isize + d;
    Point::from_index(i.clamp(0, crate::board::NUM_CELLS as isize - 1) as usize)
}

/// The two directions perpendicular to `d`.
fn perpendicular(d: isize) -> [isize; 2] {
    if d.abs() == 1 {
        [
            -(crate::board::STRIDE as isize),
            crate::board::STRIDE as isize,
        ]
    } else {
        [-1, 1]
    }
}

/// A heuristic score of `p` for `mover` in the fight over the string `s`
/// of `defender`, from the move's surroundings: liberties it gains (for the
/// defender) or leaves the defender (for the attacker), captures, ataris,
/// rescues of own stones in atari, open space and the edge. Also the
/// liberties of the mover's stone on `p` (counted up to [`AFTER_CAP`] for
/// the defender, up to 4 for the attacker).
/// `known`: the defender's liberties on `p`, if already counted exactly.
fn move_score(
    board: &Board,
    s: Point,
    p: Point,
    defender: Color,
    mover: Color,
    known: Option<usize>,
) -> (i32, usize) {
    let (mut edges, mut open, mut own) = (0, 0, 0);
    let (mut captured, mut threatened, mut saved) = (0i32, 0i32, 0i32);
    let mut adjacent_to_target = false;
    let target = board.string_id(s);
    let mut seen = PointList::<16>::new();
    let mut capturing = PointList::<4>::new();
    for n in p.neighbors() {
        match board.cell(n) {
            Cell::Empty => open += 1,
            Cell::Border => edges += 1,
            c => {
                let id = board.string_id(n);
                if id == target {
                    adjacent_to_target = true;
                }
                let first = seen.push_unique(Point::from_index(id));
                if c == Cell::stone(mover) {
                    own += 1;
                    if first && board.stone_libs(n) == 1 {
                        saved += board.string_size(n) as i32;
                    }
                } else if first {
                    match board.stone_libs(n) {
                        1 => {
                            captured += board.string_size(n) as i32;
                            capturing.push_unique(n);
                        }
                        2 => threatened += board.string_size(n) as i32,
                        _ => {}
                    }
                }
            }
        }
    }
    // A capture also saves our strings in atari around the captured one.
    for &c in capturing.as_slice() {
        for &f in crate::board::queries::chain_links(board, c, 1).as_slice() {
            if seen.push_unique(Point::from_index(board.string_id(f))) {
                saved += board.string_size(f) as i32;
            }
        }
    }
    let mut score = 0;
    let counted;
    if mover == defender {
        let libs = known
            .map(|k| k.min(AFTER_CAP))
            .unwrap_or_else(|| libs_after(board, p, mover, AFTER_CAP, None))
            as i32;
        counted = libs as usize;
        score += if adjacent_to_target {
            match libs {
                0 | 1 => -6,
                2 => 0,
                3 => 4,
                4 => 6,
                _ => 40 + libs,
            }
        } else {
            // Off the string the move only needs to be safe itself.
            match libs {
                0 | 1 => 0,
                2 => 2,
                _ => 5,
            }
        };
        score += open;
        if edges == 0 || captured > 0 {
            score += 3;
        }
        // A capture is good whatever its size (the stones it saves count
        // apart); only big captures count extra.
        if captured > 0 {
            score += 7 + (captured - 5).max(0);
        }
        if libs + captured > 1 {
            score += 3 * threatened.min(4);
        }
        // Rescuing our stones in atari keeps the surrounding chain whole.
        score += 6 * saved.min(4);
    } else {
        let libs = libs_after(board, p, mover, 4, None) as i32;
        counted = libs as usize;
        // The attacking stone's own safety: three liberties are as good as more.
        score += match libs {
            0 => 8,
            1 => -4,
            2 => 2,
            _ => 4,
        };
        if libs == 0 && captured == 1 {
            score -= 12;
        }
        let string_libs = board.libs(s);
        if adjacent_to_target && (libs + captured > 1 || (string_libs <= 2 && own == 0)) {
            let dl = libs_after(board, p, defender, 5, None);
            score += match dl {
                0 => -5,
                1 => 3,
                2 => 3,
                3 => 5,
                4 => 8,
                _ => 22,
            };
            let safe_atari = string_libs <= 2 && libs + captured > 1;
            if dl == 1 && saved == 0 && !safe_atari {
                score -= 18;
            }
            if safe_atari {
                score += 8;
            }
        }
        score += match open {
            0 | 1 => 0,
            2 => 2,
            3 => 5,
            _ => 4,
        };
        if edges == 0 {
            score += 1;
        }
        // Capturing other stones of the defender helps the attack only
        // indirectly (the string keeps its liberties; rescuing our own
        // stones counts apart, under `saved`): a small capture counts as
        // much as a quiet move, bigger ones a little more, all much less
        // than taking a liberty.
        score += if captured == 0 { 1 } else { captured.min(5) };
        if saved > 0 {
            score += 8 + 3 * saved.min(5);
        }
        // A move off the string that touches its liberties (a net, a
        // hane at the end of a crawl) takes away room to run: prefer it
        // to moves further out.
        if !adjacent_to_target && open > 0 {
            let near_libs = p
                .neighbors()
                .iter()
                .filter(|&&n| is_liberty_of(board, n, s))
                .count();
            score += 3 * near_libs as i32;
        }
    }
    (score, counted)
}

#[cfg(test)]
mod tests {
    use super::move_score;
    use crate::board::{parse_diagram, Color, Point};

    /// The attacker's score of `mv` in the fight over the white stones at A3.
    fn score(diagram: &str, mv: &str) -> i32 {
        let board = parse_diagram(diagram).expect("diagram");
        let at = |v: &str| Point::parse_vertex(v, board.size()).expect("vertex");
        move_score(&board, at("A3"), at(mv), Color::White, Color::Black, None).0
    }

    #[test]
    fn a_capture_counts_the_stones_it_saves() {
        // C1 captures C2, which holds the black A2-B2 string in atari.
        let saves = score(
            ". . . . .\n\
             . . . . .\n\
             O O X . .\n\
             X X O X .\n\
             . O . . .",
            "C1",
        );
        // The same capture with the black string not in atari (and one more
        // open point next to C1).
        let plain = score(
            ". . . . .\n\
             . . . . .\n\
             O O X . .\n\
             X X O X .\n\
             . . . . .",
            "C1",
        );
        assert!(saves > plain, "saves {saves}, plain {plain}");
    }

    /// The defender's liberty counts kept by the ordering (and given to it
    /// beforehand) are those of `libs_after`; the attacker's are not kept.
    #[test]
    fn the_ordering_keeps_the_defenders_liberty_counts() {
        use super::Moves;
        use crate::board::queries::libs_after;
        let board = parse_diagram(
            ". . . . .\n\
             . X X . .\n\
             X O O X .\n\
             . . O . .\n\
             . X . . .",
        )
        .expect("diagram");
        let at = |v: &str| Point::parse_vertex(v, board.size()).expect("vertex");
        let s = at("B3");
        let cands = ["A2", "B2", "D2", "C1", "D1"];
        for mover in [Color::White, Color::Black] {
            let mut moves = Moves::new();
            // A count given beforehand (as the fast defence does).
            moves.set_known(
                at("D2"),
                libs_after(&board, at("D2"), Color::White, 6, None),
            );
            for v in cands {
                moves.add(at(v), 0);
            }
            moves.order(&board, s, Color::White, mover, false, None);
            let mut seen = 0;
            while let Some(p) = moves.next_untried() {
                seen += 1;
                let kept = moves.last_after(5);
                if mover == Color::Black {
                    assert_eq!(kept, None);
                } else {
                    let truth = libs_after(&board, p, Color::White, 5, None);
                    assert_eq!(kept, Some(truth), "at {}", p.to_vertex(board.size()));
                }
            }
            assert_eq!(seen, cands.len());
        }
    }

    /// Among equally good moves, one that already worked for the mover
    /// elsewhere in the search (the history bonus) is tried first.
    #[test]
    fn a_move_that_worked_before_goes_first_among_equals() {
        use super::Moves;
        use crate::board::PointSet;
        let board = parse_diagram(
            ". . . . .\n\
             . . . . .\n\
             . . O . .\n\
             . . . . .\n\
             . . . . .",
        )
        .expect("diagram");
        let at = |v: &str| Point::parse_vertex(v, board.size()).expect("vertex");
        // The four liberties of the lone stone score alike for the attacker.
        let cands = ["C4", "B3", "D3", "C2"];
        let first = |worked: Option<&PointSet>| {
            let mut moves = Moves::new();
            for v in cands {
                moves.add(at(v), 0);
            }
            moves.order(&board, at("C3"), Color::White, Color::Black, false, worked);
            moves.next_untried().map(|p| p.to_vertex(board.size()))
        };
        assert_eq!(first(None).as_deref(), Some("C4"));
        let mut worked = PointSet::new();
        worked.insert(at("C2"));
        assert_eq!(first(Some(&worked)).as_deref(), Some("C2"));
    }
}
