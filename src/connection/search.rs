//! One top-level connection search: the connecting and the cutting side
//! alternate through one line of play under the komaster scheme, static
//! links and tactical reading end lines, the distance map ends lines as
//! cut beyond the horizon and gives candidate moves.

use super::distance::{connection_distance, Paths};
use super::links::{libs, linked, touches_string};
use super::{Cache, ConnectionConfig, Outcome};
use crate::board::queries::{libs_of, PointList};
use crate::board::{Board, Color, Point};
use crate::reading::{ReadResult, Reader};
use crate::search::{Goal, Line, Played, SearchKey, SearchResult};

/// Cutting strings with at most this many liberties are read tactically:
/// one that dies links the strings it cuts.
const CAPTURE_LINK_LIBS: usize = 3;

/// Connecting nodes shallower than this try first a move that links the
/// strings statically (found by trying the candidates in order).
const LINK_PROBE_PLY: usize = 3;

/// One top-level connection search.
pub(super) struct Search<'a> {
    /// The search's moves, counted in the connection counter and recorded
    /// in the reader's tree when it records one (the tactical reading
    /// nests under them: [`Search::tactics`]).
    pub(super) line: Line<'a>,
    pub(super) reader: &'a mut Reader,
    pub(super) cfg: &'a ConnectionConfig,
    pub(super) cache: &'a mut Cache,
    pub(super) config_key: u64,
    /// Moves on the search stack before this search (trial moves).
    pub(super) stackp: usize,
    pub(super) truncated: bool,
    /// What the top-level call sets out to prove; a line cut short by
    /// the limits counts as a failure of that.
    pub(super) goal: Goal,
    /// Root moves a fresh reading refuted: not tried at the root, whose
    /// result is then neither taken from the cache nor stored.
    pub(super) refuted: &'a [Point],
    /// Node budget of this search (what is left of the top-level call's).
    pub(super) node_limit: u64,
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
    pub(super) fn connect(&mut self, a: Point, b: Point) -> Outcome {
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
    pub(super) fn disconnect(&mut self, a: Point, b: Point) -> Outcome {
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
