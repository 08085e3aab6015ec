//! The Go board: stones, strings with incrementally kept liberties, captures,
//! ko, Zobrist hashing, and the one try/undo choke point where search nodes are counted.
//!
//! A [`Board`] is a plain value (`Clone`); nothing about a position lives
//! anywhere else. Every change made by [`Board::play`] or [`Board::try_move`]
//! is journalled so that [`Board::undo`] restores the position exactly.

pub(crate) mod diagram;
mod point;
pub mod queries;
pub mod zobrist;

pub use diagram::{board_with_stones, parse_diagram, DiagramError};
pub use point::{Color, Move, Point, MAX_SIZE, NUM_CELLS, STRIDE};

use std::fmt;

/// Contents of a cell of the padded board array.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Cell {
    Black = 0,
    White = 1,
    Empty = 2,
    Border = 3,
}

impl Cell {
    /// The cell holding a stone of `color`.
    #[inline]
    pub fn stone(color: Color) -> Cell {
        match color {
            Color::Black => Cell::Black,
            Color::White => Cell::White,
        }
    }

    /// The colour of a stone cell.
    #[inline]
    pub fn color(self) -> Option<Color> {
        match self {
            Cell::Black => Some(Color::Black),
            Cell::White => Some(Color::White),
            _ => None,
        }
    }
}

/// The search node counters, one per kind of reading (GNU Go's four
/// counters, the solver's and the race search's).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Counter {
    Reading = 0,
    Owl = 1,
    Connection = 2,
    Life = 3,
    /// The life-and-death solver (`crate::solver`).
    Solver = 4,
    /// The capturing-race search (`crate::semeai`).
    Semeai = 5,
}

impl Counter {
    pub const ALL: [Counter; 6] = [
        Counter::Reading,
        Counter::Owl,
        Counter::Connection,
        Counter::Life,
        Counter::Solver,
        Counter::Semeai,
    ];

    /// The name used in GTP commands (`reset_<name>_node_counter`).
    pub fn name(self) -> &'static str {
        match self {
            Counter::Reading => "reading",
            Counter::Owl => "owl",
            Counter::Connection => "connection",
            Counter::Life => "life",
            Counter::Solver => "solver",
            Counter::Semeai => "semeai",
        }
    }
}

/// Why a move was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("point is occupied")]
    Occupied,
    #[error("point is off the board")]
    OffBoard,
    #[error("suicide")]
    Suicide,
    #[error("ko")]
    Ko,
    /// The move repeats an earlier position of the game (positional
    /// superko; the game layers that keep the history say so).
    #[error("repeats an earlier position (positional superko)")]
    Superko,
}

/// A field of the journal: which array a logged write touched. Each field
/// has its own journal, so that undoing needs no dispatch per write.
#[derive(Copy, Clone, Debug)]
enum Field {
    Cell,
    StringOf,
    NextStone,
    Libs,
    Stones,
    /// A slot of a string's liberty list: the index is id * MAX_LISTED_LIBS + slot.
    LibSlot,
}

/// Number of [`Field`]s.
const FIELDS: usize = 6;

/// One journalled write of a field: the index written and its old value.
type Change = (u16, u16);

/// The scalar state saved when a move starts; restored by `undo`.
#[derive(Copy, Clone, Debug)]
struct Frame {
    /// Length of each field's journal.
    journal_lens: [u32; FIELDS],
    hash: u64,
    ko: u16,
    ko_color: Color,
    captures: [u32; 2],
    to_move: Color,
    last_move: Option<Move>,
    /// Whether this frame is a game move (it also pushed a superko hash).
    game: bool,
}

/// A Go position with everything needed to play, undo and inspect it.
#[derive(Clone)]
pub struct Board {
    size: usize,
    cells: [Cell; NUM_CELLS],
    /// For a stone: the id (an index into `libs`/`stones`) of its string.
    string_of: [u16; NUM_CELLS],
    /// Circular list of the stones of each string.
    next_stone: [u16; NUM_CELLS],
    /// Liberty count, indexed by string id.
    libs: [u16; NUM_CELLS],
    /// The liberties of each string, indexed by string id, in no particular
    /// order. Exact for strings with at most [`MAX_LISTED_LIBS`] liberties;
    /// unspecified for others.
    lib_list: [[u16; MAX_LISTED_LIBS]; NUM_CELLS],
    /// Stone count, indexed by string id.
    stones: [u16; NUM_CELLS],
    /// Simple-ko point (0: none) and the colour that may not play there.
    ko: u16,
    ko_color: Color,
    hash: u64,
    /// Stones captured by black and by white.
    captures: [u32; 2],
    to_move: Color,
    last_move: Option<Move>,
    /// One journal per [`Field`].
    journals: [Vec<Change>; FIELDS],
    frames: Vec<Frame>,
    /// Stone hashes of the positions after each game move, for superko.
    game_hashes: Vec<u64>,
    counters: [u64; Counter::ALL.len()],
}

/// Strings with at most this many liberties have them listed in the board.
pub const MAX_LISTED_LIBS: usize = 16;

/// A set of cells, for marking during walks.
#[derive(Clone)]
pub struct PointSet([u64; NUM_CELLS.div_ceil(64)]);

impl Default for PointSet {
    fn default() -> Self {
        PointSet([0; NUM_CELLS.div_ceil(64)])
    }
}

impl PointSet {
    pub fn new() -> Self {
        Self::default()
    }

    /// Inserts `p`; returns whether it was absent.
    #[inline]
    pub fn insert(&mut self, p: Point) -> bool {
        let (w, b) = (p.index() / 64, p.index() % 64);
        let absent = self.0[w] & (1 << b) == 0;
        self.0[w] |= 1 << b;
        absent
    }

    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.0[p.index() / 64] & (1 << (p.index() % 64)) != 0
    }

    #[inline]
    pub fn remove(&mut self, p: Point) {
        self.0[p.index() / 64] &= !(1 << (p.index() % 64));
    }

    pub fn clear(&mut self) {
        self.0 = [0; NUM_CELLS.div_ceil(64)];
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The members in increasing index order.
    pub fn iter(&self) -> impl Iterator<Item = Point> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(Point::from_index(w * 64 + b))
            })
        })
    }
}

impl Board {
    /// An empty board of `size` x `size`, black to move.
    ///
    /// # Panics
    /// If `size` is not in `2..=25`; callers validate user input first
    /// (see [`Board::valid_size`]).
    pub fn new(size: usize) -> Board {
        assert!(Self::valid_size(size), "board size {size} out of range");
        let mut cells = [Cell::Border; NUM_CELLS];
        for row in 0..size {
            for col in 0..size {
                cells[Point::new(col, row).index()] = Cell::Empty;
            }
        }
        Board {
            size,
            cells,
            string_of: [0; NUM_CELLS],
            next_stone: [0; NUM_CELLS],
            libs: [0; NUM_CELLS],
            lib_list: [[0; MAX_LISTED_LIBS]; NUM_CELLS],
            stones: [0; NUM_CELLS],
            ko: 0,
            ko_color: Color::Black,
            hash: 0,
            captures: [0; 2],
            to_move: Color::Black,
            last_move: None,
            journals: std::array::from_fn(|_| Vec::with_capacity(256)),
            frames: Vec::with_capacity(128),
            game_hashes: vec![0],
            counters: [0; Counter::ALL.len()],
        }
    }

    /// A copy of the position without its undo history: moves tried on
    /// it and taken back behave as on this board, but the moves that led
    /// here cannot be taken back on the copy. For scratch boards, whose
    /// copy would otherwise carry the whole game's undo journal.
    pub fn detached(&self) -> Board {
        Board {
            size: self.size,
            cells: self.cells,
            string_of: self.string_of,
            next_stone: self.next_stone,
            libs: self.libs,
            lib_list: self.lib_list,
            stones: self.stones,
            ko: self.ko,
            ko_color: self.ko_color,
            hash: self.hash,
            captures: self.captures,
            to_move: self.to_move,
            last_move: self.last_move,
            journals: std::array::from_fn(|_| Vec::with_capacity(64)),
            frames: Vec::with_capacity(8),
            game_hashes: self.game_hashes.clone(),
            counters: self.counters,
        }
    }

    /// Whether `size` is a supported board size (2..=25).
    pub fn valid_size(size: usize) -> bool {
        (2..=MAX_SIZE).contains(&size)
    }

    #[inline]
    pub fn size(&self) -> usize {
        self.size
    }

    /// All points of the board, row by row from the top.
    pub fn points(&self) -> impl Iterator<Item = Point> {
        let size = self.size;
        (0..size).flat_map(move |row| (0..size).map(move |col| Point::new(col, row)))
    }

    #[inline]
    pub fn cell(&self, p: Point) -> Cell {
        self.cells[p.index()]
    }

    /// The colour of the stone on `p`, `None` if empty or off the board.
    #[inline]
    pub fn color_at(&self, p: Point) -> Option<Color> {
        self.cells[p.index()].color()
    }

    /// Whether `p` holds a stone of `color` (one compare, for hot loops).
    #[inline]
    pub fn is_color(&self, p: Point, color: Color) -> bool {
        self.cells[p.index()] == Cell::stone(color)
    }

    #[inline]
    pub fn is_empty(&self, p: Point) -> bool {
        self.cells[p.index()] == Cell::Empty
    }

    #[inline]
    pub fn on_board(&self, p: Point) -> bool {
        self.cells[p.index()] != Cell::Border
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    pub fn set_to_move(&mut self, color: Color) {
        self.to_move = color;
    }

    /// The last move played, if any (cleared by setup stones).
    pub fn last_move(&self) -> Option<Move> {
        self.last_move
    }

    /// Number of stones captured by `color`.
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color.index()]
    }

    /// Zobrist hash of the stones alone (positional, for superko).
    #[inline]
    pub fn stone_hash(&self) -> u64 {
        self.hash
    }

    /// Zobrist hash of the stones and the ko point: equal hashes mean the
    /// same legal moves, the key for reading caches.
    #[inline]
    pub fn hash(&self) -> u64 {
        if self.ko != 0 {
            self.hash ^ zobrist::KO[self.ko as usize]
        } else {
            self.hash
        }
    }

    /// [`Board::hash`] of the position below any search moves: the one
    /// after the last game move (or setup). Searches use it to tell a new
    /// position from a variation of the current one.
    pub fn game_hash(&self) -> u64 {
        let first_search = self
            .frames
            .iter()
            .rposition(|f| f.game)
            .map_or(0, |i| i + 1);
        match self.frames.get(first_search) {
            Some(f) if f.ko != 0 => f.hash ^ zobrist::KO[f.ko as usize],
            Some(f) => f.hash,
            None => self.hash(),
        }
    }

    /// The simple-ko point and the colour barred from retaking there.
    pub fn ko(&self) -> Option<(Point, Color)> {
        (self.ko != 0).then(|| (Point::from_index(self.ko as usize), self.ko_color))
    }

    /// Id of the string through `p` (must be a stone). Stable until the next change.
    #[inline]
    pub fn string_id(&self, p: Point) -> usize {
        debug_assert!(self.color_at(p).is_some());
        self.string_of[p.index()] as usize
    }

    /// Whether the stones on `a` and `b` belong to the same string.
    #[inline]
    pub fn same_string(&self, a: Point, b: Point) -> bool {
        self.color_at(a).is_some()
            && self.color_at(b).is_some()
            && self.string_of[a.index()] == self.string_of[b.index()]
    }

    /// Liberties of the string through `p` (0 for an empty point).
    #[inline]
    pub fn libs(&self, p: Point) -> usize {
        if self.color_at(p).is_none() {
            return 0;
        }
        self.libs[self.string_of[p.index()] as usize] as usize
    }

    /// Liberties of the string through `p`, which must be a stone (no
    /// colour check, for hot loops that have just made it).
    #[inline]
    pub fn stone_libs(&self, p: Point) -> usize {
        debug_assert!(self.color_at(p).is_some());
        self.libs[self.string_of[p.index()] as usize] as usize
    }

    /// The liberties of the string through stone `p`, in no particular
    /// order (deterministic for the same sequence of moves), if it has at
    /// most [`MAX_LISTED_LIBS`]; `None` for a string with more.
    #[inline]
    pub fn listed_libs(&self, p: Point) -> Option<&[u16]> {
        debug_assert!(self.color_at(p).is_some());
        let id = self.string_of[p.index()] as usize;
        let n = self.libs[id] as usize;
        (n <= MAX_LISTED_LIBS).then(|| &self.lib_list[id][..n])
    }

    /// Number of stones of the string through `p`.
    #[inline]
    pub fn string_size(&self, p: Point) -> usize {
        if self.color_at(p).is_none() {
            return 0;
        }
        self.stones[self.string_of[p.index()] as usize] as usize
    }

    /// A canonical representative of the string through `p`: its smallest point.
    pub fn string_origin(&self, p: Point) -> Point {
        self.stones(p).min().unwrap_or(p)
    }

    /// The next stone of the string through stone `p` in its circular stone
    /// list (`p` itself for a lone stone): following it from any stone
    /// visits the whole string once.
    #[inline]
    pub fn next_in_string(&self, p: Point) -> Point {
        debug_assert!(self.color_at(p).is_some());
        Point::from_index(self.next_stone[p.index()] as usize)
    }

    /// The stones of the string through `p` (empty iterator for an empty point).
    pub fn stones(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        let start = p.index() as u16;
        let mut cur = if self.color_at(p).is_some() {
            Some(start)
        } else {
            None
        };
        std::iter::from_fn(move || {
            let here = cur?;
            let next = self.next_stone[here as usize];
            cur = if next == start { None } else { Some(next) };
            Some(Point::from_index(here as usize))
        })
    }

    /// The liberties of the string through `p`, in increasing point order.
    pub fn liberties(&self, p: Point) -> Vec<Point> {
        let mut set = PointSet::new();
        for s in self.stones(p) {
            for n in s.neighbors() {
                if self.is_empty(n) {
                    set.insert(n);
                }
            }
        }
        set.iter().collect()
    }

    /// Origins (any stone) of the distinct opponent strings adjacent to the string through `p`.
    pub fn adjacent_strings(&self, p: Point) -> Vec<Point> {
        let Some(color) = self.color_at(p) else {
            return Vec::new();
        };
        let enemy = color.opponent();
        let mut seen = Vec::new();
        let mut out = Vec::new();
        for s in self.stones(p) {
            for n in s.neighbors() {
                if self.color_at(n) == Some(enemy) {
                    let id = self.string_of[n.index()];
                    if !seen.contains(&id) {
                        seen.push(id);
                        out.push(n);
                    }
                }
            }
        }
        out
    }

    /// Whether `color` may play on `p` under the simple-ko rule (no superko check).
    pub fn is_legal(&self, p: Point, color: Color) -> bool {
        self.check_legal(p, color, false).is_ok()
    }

    /// Whether a stone of `color` on empty `p` would have no liberties and capture nothing.
    pub fn is_suicide(&self, p: Point, color: Color) -> bool {
        for n in p.neighbors() {
            match self.cells[n.index()] {
                Cell::Empty => return false,
                Cell::Border => {}
                c => {
                    let libs = self.libs[self.string_of[n.index()] as usize];
                    if (c.color() == Some(color)) == (libs > 1) {
                        return false;
                    }
                }
            }
        }
        true
    }

    fn check_legal(&self, p: Point, color: Color, ignore_ko: bool) -> Result<(), IllegalMove> {
        match self.cells[p.index()] {
            Cell::Border => return Err(IllegalMove::OffBoard),
            Cell::Empty => {}
            _ => return Err(IllegalMove::Occupied),
        }
        if !ignore_ko && self.ko == p.index() as u16 && self.ko_color == color {
            return Err(IllegalMove::Ko);
        }
        if self.is_suicide(p, color) {
            return Err(IllegalMove::Suicide);
        }
        Ok(())
    }

    /// Whether playing `p` would repeat a position of the game (positional superko).
    /// The move must be legal under the simple-ko rule.
    pub fn violates_superko(&mut self, p: Point, color: Color) -> bool {
        if self.check_legal(p, color, false).is_err() {
            return false;
        }
        self.push_frame(false);
        self.execute(p, color);
        let h = self.hash;
        self.undo();
        self.game_hashes.contains(&h)
    }

    // ---- the choke point -------------------------------------------------

    /// Tries `color` on `p` for a search, counting one node in `counter` when legal.
    /// Returns false (and changes nothing) if the move is illegal under the
    /// simple-ko rule. Every successful call must be paired with [`Board::undo`];
    /// prefer [`Board::with_move`], which cannot forget it.
    pub fn try_move(&mut self, p: Point, color: Color, counter: Counter) -> bool {
        self.try_move_inner(p, color, counter, false)
    }

    /// Like [`Board::try_move`] but allowed to retake a ko (for ko-aware reading).
    pub fn try_ko_move(&mut self, p: Point, color: Color, counter: Counter) -> bool {
        self.try_move_inner(p, color, counter, true)
    }

    fn try_move_inner(&mut self, p: Point, color: Color, counter: Counter, ko: bool) -> bool {
        if self.check_legal(p, color, ko).is_err() {
            return false;
        }
        self.counters[counter as usize] += 1;
        self.push_frame(false);
        self.execute(p, color);
        self.to_move = color.opponent();
        self.last_move = Some(Move::Play(p));
        true
    }

    /// A pass inside a search (counted like a move); undo with [`Board::undo`].
    pub fn try_pass(&mut self, color: Color, counter: Counter) {
        self.counters[counter as usize] += 1;
        self.push_frame(false);
        self.ko = 0;
        self.to_move = color.opponent();
        self.last_move = Some(Move::Pass);
    }

    /// Plays `p` for `color`, runs `f`, and undoes the move. `None` if illegal.
    pub fn with_move<R>(
        &mut self,
        p: Point,
        color: Color,
        counter: Counter,
        f: impl FnOnce(&mut Board) -> R,
    ) -> Option<R> {
        if !self.try_move(p, color, counter) {
            return None;
        }
        #[cfg(debug_assertions)]
        let depth = self.frames.len();
        let result = f(self);
        #[cfg(debug_assertions)]
        debug_assert_eq!(depth, self.frames.len(), "search left moves on the board");
        self.undo();
        Some(result)
    }

    /// The moves that [`Board::undo`] can take back, oldest first, with the
    /// colour that made each, and the position they start from (the last
    /// setup). Replaying them on that position gives this one.
    pub fn history(&self) -> (Board, Vec<(Color, Move)>) {
        let mut moves = Vec::with_capacity(self.frames.len());
        for k in 0..self.frames.len() {
            // Each frame saves the state from before its move, so the move is
            // what the next frame (or the board itself) remembers as last.
            let (mv, to_move_after) = match self.frames.get(k + 1) {
                Some(f) => (f.last_move, f.to_move),
                None => (self.last_move, self.to_move),
            };
            if let Some(mv) = mv {
                moves.push((to_move_after.opponent(), mv));
            }
        }
        let mut base = self.clone();
        while base.undo() {}
        (base, moves)
    }

    /// Number of moves that [`Board::undo`] can take back.
    pub fn depth(&self) -> usize {
        self.frames.len()
    }

    /// Takes back the last move (search or game). Returns false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(frame) = self.frames.pop() else {
            return false;
        };
        // Newest first within each field; fields are independent arrays.
        let lens = frame.journal_lens.map(|n| n as usize);
        let [cells, string_of, next_stone, libs, stones, lib_slots] = &mut self.journals;
        for (i, old) in cells.drain(lens[Field::Cell as usize]..).rev() {
            self.cells[i as usize] = match old {
                0 => Cell::Black,
                1 => Cell::White,
                _ => Cell::Empty,
            };
        }
        for (i, old) in string_of.drain(lens[Field::StringOf as usize]..).rev() {
            self.string_of[i as usize] = old;
        }
        for (i, old) in next_stone.drain(lens[Field::NextStone as usize]..).rev() {
            self.next_stone[i as usize] = old;
        }
        for (i, old) in libs.drain(lens[Field::Libs as usize]..).rev() {
            self.libs[i as usize] = old;
        }
        for (i, old) in stones.drain(lens[Field::Stones as usize]..).rev() {
            self.stones[i as usize] = old;
        }
        for (i, old) in lib_slots.drain(lens[Field::LibSlot as usize]..).rev() {
            let i = i as usize;
            self.lib_list[i / MAX_LISTED_LIBS][i % MAX_LISTED_LIBS] = old;
        }
        self.hash = frame.hash;
        self.ko = frame.ko;
        self.ko_color = frame.ko_color;
        self.captures = frame.captures;
        self.to_move = frame.to_move;
        self.last_move = frame.last_move;
        if frame.game {
            self.game_hashes.pop();
        }
        true
    }

    /// Nodes counted so far in `counter`.
    pub fn nodes(&self, counter: Counter) -> u64 {
        self.counters[counter as usize]
    }

    /// Adds `n` to a counter (to carry counts over to a new position).
    pub fn add_nodes(&mut self, counter: Counter, n: u64) {
        self.counters[counter as usize] += n;
    }

    pub fn reset_nodes(&mut self, counter: Counter) {
        self.counters[counter as usize] = 0;
    }

    // ---- game moves ------------------------------------------------------

    /// Plays a game move (simple-ko rule; see [`Board::violates_superko`]).
    /// The move can be taken back with [`Board::undo`]. Sets the player to move.
    pub fn play(&mut self, mv: Move, color: Color) -> Result<(), IllegalMove> {
        match mv {
            Move::Pass => {
                self.push_frame(true);
                self.ko = 0;
            }
            Move::Play(p) => {
                self.check_legal(p, color, false)?;
                self.push_frame(true);
                self.execute(p, color);
            }
        }
        self.game_hashes.push(self.hash);
        self.to_move = color.opponent();
        self.last_move = Some(mv);
        Ok(())
    }

    /// Plays a move from a game record on an empty point (or a pass): the
    /// record is authoritative, so ko is not enforced, and a suicide removes
    /// the suicided string. Undoable like [`Board::play`].
    pub fn play_recorded(&mut self, mv: Move, color: Color) {
        match mv {
            Move::Play(p) if self.is_empty(p) => {
                self.push_frame(true);
                self.execute(p, color);
            }
            _ => {
                self.push_frame(true);
                self.ko = 0;
            }
        }
        self.game_hashes.push(self.hash);
        self.to_move = color.opponent();
        self.last_move = Some(mv);
    }

    /// Puts a stone (or nothing) on `p` as a setup property does: no captures,
    /// no ko. Forgets the undo history. Fails for off-board points. Setup
    /// may leave strings without liberties, which no analysis expects:
    /// follow it with [`Board::remove_strings_without_liberties`] (the SGF
    /// loader does, after each node's setup).
    pub fn set_stone(&mut self, p: Point, color: Option<Color>) -> Result<(), IllegalMove> {
        self.set_stones([(p, color)])
    }

    /// Several [`Board::set_stone`] changes at once (one recomputation).
    pub fn set_stones(
        &mut self,
        changes: impl IntoIterator<Item = (Point, Option<Color>)>,
    ) -> Result<(), IllegalMove> {
        for (p, color) in changes {
            if !self.on_board(p) {
                return Err(IllegalMove::OffBoard);
            }
            self.cells[p.index()] = match color {
                Some(c) => Cell::stone(c),
                None => Cell::Empty,
            };
        }
        for journal in &mut self.journals {
            journal.clear();
        }
        self.frames.clear();
        self.ko = 0;
        self.last_move = None;
        self.rebuild();
        self.game_hashes = vec![self.hash];
        Ok(())
    }

    /// Takes every string without liberties off the board at once (a setup
    /// position where such strings stand means them captured), and returns
    /// how many stones went. Prisoners are not counted: no move captured
    /// them. Forgets the undo history when anything is removed.
    pub fn remove_strings_without_liberties(&mut self) -> usize {
        let dead: Vec<Point> = self
            .points()
            .filter(|&p| self.color_at(p).is_some() && self.libs(p) == 0)
            .collect();
        if !dead.is_empty() {
            self.set_stones(dead.iter().map(|&p| (p, None)))
                .expect("points of the board");
        }
        dead.len()
    }

    fn push_frame(&mut self, game: bool) {
        self.frames.push(Frame {
            journal_lens: std::array::from_fn(|f| self.journals[f].len() as u32),
            hash: self.hash,
            ko: self.ko,
            ko_color: self.ko_color,
            captures: self.captures,
            to_move: self.to_move,
            last_move: self.last_move,
            game,
        });
    }

    #[inline]
    fn log(&mut self, field: Field, index: usize, old: u16) {
        self.journals[field as usize].push((index as u16, old));
    }

    #[inline]
    fn set_cell(&mut self, i: usize, cell: Cell) {
        self.log(Field::Cell, i, self.cells[i] as u16);
        self.cells[i] = cell;
    }

    #[inline]
    fn set_string_of(&mut self, i: usize, v: u16) {
        self.log(Field::StringOf, i, self.string_of[i]);
        self.string_of[i] = v;
    }

    #[inline]
    fn set_next(&mut self, i: usize, v: u16) {
        self.log(Field::NextStone, i, self.next_stone[i]);
        self.next_stone[i] = v;
    }

    #[inline]
    fn set_libs(&mut self, s: usize, v: u16) {
        self.log(Field::Libs, s, self.libs[s]);
        self.libs[s] = v;
    }

    #[inline]
    fn set_lib_slot(&mut self, s: usize, slot: usize, v: u16) {
        let old = self.lib_list[s][slot];
        if old != v {
            self.log(Field::LibSlot, s * MAX_LISTED_LIBS + slot, old);
            self.lib_list[s][slot] = v;
        }
    }

    /// Removes liberty `p` from the list of string `id`, which has `n`
    /// liberties listed.
    #[inline]
    fn unlist_lib(&mut self, id: usize, n: usize, p: u16) {
        if let Some(k) = self.lib_list[id][..n].iter().position(|&l| l == p) {
            let last = self.lib_list[id][n - 1];
            self.set_lib_slot(id, k, last);
        }
    }

    /// Lists the liberties of string `id` afresh by walking its stones
    /// (when its count has just become small enough to list).
    fn relist_libs(&mut self, id: usize) {
        let (list, n) = self.collect_libs(id);
        for (k, &l) in list[..n].iter().enumerate() {
            self.set_lib_slot(id, k, l);
        }
    }

    #[inline]
    fn set_stone_count(&mut self, s: usize, v: u16) {
        self.log(Field::Stones, s, self.stones[s]);
        self.stones[s] = v;
    }

    /// Distinct string ids among the neighbours of `p` with stones of `color`.
    #[inline]
    fn neighbor_strings(&self, p: Point, color: Color) -> ([u16; 4], usize) {
        let mut ids = [0u16; 4];
        let mut n = 0;
        let want = Cell::stone(color);
        for q in p.neighbors() {
            if self.cells[q.index()] == want {
                let id = self.string_of[q.index()];
                if !ids[..n].contains(&id) {
                    ids[n] = id;
                    n += 1;
                }
            }
        }
        (ids, n)
    }

    /// Distinct string ids among the neighbours of `p`: those of `color`,
    /// then those of the opponent (one pass for both).
    #[inline]
    fn both_neighbor_strings(&self, p: Point, color: Color) -> ([u16; 4], usize, [u16; 4], usize) {
        let (mut own, mut no) = ([0u16; 4], 0);
        let (mut other, mut nx) = ([0u16; 4], 0);
        let mine = Cell::stone(color);
        let theirs = Cell::stone(color.opponent());
        for q in p.neighbors() {
            let cell = self.cells[q.index()];
            if cell == mine {
                let id = self.string_of[q.index()];
                if !own[..no].contains(&id) {
                    own[no] = id;
                    no += 1;
                }
            } else if cell == theirs {
                let id = self.string_of[q.index()];
                if !other[..nx].contains(&id) {
                    other[nx] = id;
                    nx += 1;
                }
            }
        }
        (own, no, other, nx)
    }

    /// Executes a legal move: places, captures, merges, sets ko. Journalled.
    fn execute(&mut self, p: Point, color: Color) {
        let pi = p.index();
        let enemy = color.opponent();
        self.set_cell(pi, Cell::stone(color));
        self.hash ^= zobrist::STONE[color.index()][pi];
        self.set_string_of(pi, pi as u16);
        self.set_next(pi, pi as u16);
        self.set_stone_count(pi, 1);
        self.set_libs(pi, 0);

        // Captures only empty enemy points, so the friendly neighbours can
        // be found now, in the same pass.
        let (friends, nf, enemies, ne) = self.both_neighbor_strings(p, color);

        // Take the liberty away from adjacent enemy strings; capture the dead.
        let mut captured = 0usize;
        let mut captured_point = 0usize;
        for &id in &enemies[..ne] {
            let id = id as usize;
            let old = self.libs[id] as usize;
            let l = self.libs[id] - 1;
            self.set_libs(id, l);
            if old <= MAX_LISTED_LIBS {
                self.unlist_lib(id, old, pi as u16);
            } else if l as usize == MAX_LISTED_LIBS {
                self.relist_libs(id);
            }
            if l == 0 {
                captured += self.stones[id] as usize;
                captured_point = id;
                self.remove_string(id, color);
            }
        }
        self.captures[color.index()] += captured as u32;

        // Merge with friendly neighbours, largest string absorbing the others.
        let mut root = pi;
        for &id in &friends[..nf] {
            let id = id as usize;
            if id != pi && self.stones[id] > self.stones[root] {
                root = id;
            }
        }
        for &id in friends[..nf].iter().chain(std::iter::once(&(pi as u16))) {
            let id = id as usize;
            if id != root && self.string_of[id] != root as u16 {
                self.merge(root, id);
            }
        }
        let libs = match nf {
            // A lone stone: its empty neighbours (captures already removed).
            0 => {
                let mut n = 0;
                for q in p.neighbors() {
                    if self.cells[q.index()] == Cell::Empty {
                        self.set_lib_slot(root, n, q.index() as u16);
                        n += 1;
                    }
                }
                n as u16
            }
            // One friendly string: its liberties (captures included, `p`
            // still counted) minus `p`, plus the empty neighbours of `p`
            // that do not touch it.
            1 => {
                let friend = friends[0] as usize;
                let old = self.libs[friend] as usize;
                let mut libs = self.libs[friend] - 1;
                let mut extra = [0u16; 4];
                let mut ne = 0;
                for q in p.neighbors() {
                    if self.cells[q.index()] == Cell::Empty
                        && !q.neighbors().iter().any(|&r| {
                            r != p
                                && self.cells[r.index()] == Cell::stone(color)
                                && self.string_of[r.index()] == root as u16
                        })
                    {
                        libs += 1;
                        extra[ne] = q.index() as u16;
                        ne += 1;
                    }
                }
                if libs as usize <= MAX_LISTED_LIBS {
                    if old <= MAX_LISTED_LIBS {
                        // The friend's list without `p`, then the new ones.
                        let mut n = old;
                        if root == friend {
                            self.unlist_lib(root, old, pi as u16);
                        } else {
                            let mut k = 0;
                            for j in 0..old {
                                let l = self.lib_list[friend][j];
                                if l != pi as u16 {
                                    self.set_lib_slot(root, k, l);
                                    k += 1;
                                }
                            }
                        }
                        n -= 1;
                        for &q in &extra[..ne] {
                            self.set_lib_slot(root, n, q);
                            n += 1;
                        }
                    } else {
                        self.relist_libs(root);
                    }
                }
                libs
            }
            _ => {
                let (list, n) = self.collect_libs(root);
                if n <= MAX_LISTED_LIBS {
                    for (k, &l) in list[..n].iter().enumerate() {
                        self.set_lib_slot(root, k, l);
                    }
                }
                n as u16
            }
        };
        self.set_libs(root, libs);
        if libs == 0 {
            // Only records can get here (legal moves are never suicide).
            let lost = self.stones[root] as u32;
            self.remove_string(root, enemy);
            self.captures[enemy.index()] += lost;
            self.ko = 0;
            return;
        }

        // Simple ko: one stone captured by a lone stone now in atari.
        self.ko = 0;
        if captured == 1 && self.stones[root] == 1 && libs == 1 {
            // A one-stone string's id is its stone, which is now the only liberty.
            self.ko = captured_point as u16;
            self.ko_color = enemy;
        }
    }

    /// Merges string `other` into string `root` (both ids).
    fn merge(&mut self, root: usize, other: usize) {
        let mut s = other;
        loop {
            self.set_string_of(s, root as u16);
            s = self.next_stone[s] as usize;
            if s == other {
                break;
            }
        }
        let (a, b) = (self.next_stone[root], self.next_stone[other]);
        self.set_next(root, b);
        self.set_next(other, a);
        let total = self.stones[root] + self.stones[other];
        self.set_stone_count(root, total);
    }

    /// Removes the captured string `id`; neighbours of colour `capturer` gain liberties.
    fn remove_string(&mut self, id: usize, capturer: Color) {
        let victim = capturer.opponent();
        let mut s = id;
        loop {
            self.set_cell(s, Cell::Empty);
            self.hash ^= zobrist::STONE[victim.index()][s];
            let (ids, n) = self.neighbor_strings(Point::from_index(s), capturer);
            for &nid in &ids[..n] {
                let nid = nid as usize;
                let old = self.libs[nid] as usize;
                self.set_libs(nid, old as u16 + 1);
                if old < MAX_LISTED_LIBS {
                    self.set_lib_slot(nid, old, s as u16);
                }
            }
            s = self.next_stone[s] as usize;
            if s == id {
                break;
            }
        }
    }

    /// The liberty count of string `id` by walking its stones, and its
    /// first [`MAX_LISTED_LIBS`] liberties.
    fn collect_libs(&self, id: usize) -> ([u16; MAX_LISTED_LIBS], usize) {
        let mut set = PointSet::new();
        let mut list = [0u16; MAX_LISTED_LIBS];
        let mut count = 0;
        let mut s = id;
        loop {
            for q in Point::from_index(s).neighbors() {
                if self.cells[q.index()] == Cell::Empty && set.insert(q) {
                    if count < MAX_LISTED_LIBS {
                        list[count] = q.index() as u16;
                    }
                    count += 1;
                }
            }
            s = self.next_stone[s] as usize;
            if s == id {
                break;
            }
        }
        (list, count)
    }

    /// Recomputes strings, liberties and hash from the cells alone.
    fn rebuild(&mut self) {
        self.hash = 0;
        let mut done = PointSet::new();
        for p in self.points().collect::<Vec<_>>() {
            let Some(color) = self.color_at(p) else {
                continue;
            };
            self.hash ^= zobrist::STONE[color.index()][p.index()];
            if !done.insert(p) {
                continue;
            }
            // Flood fill the string, linking stones into a circular list.
            let id = p.index();
            let mut stack = vec![p];
            let mut members = Vec::new();
            while let Some(q) = stack.pop() {
                members.push(q);
                for n in q.neighbors() {
                    if self.color_at(n) == Some(color) && done.insert(n) {
                        stack.push(n);
                    }
                }
            }
            for (k, q) in members.iter().enumerate() {
                self.string_of[q.index()] = id as u16;
                self.next_stone[q.index()] = members[(k + 1) % members.len()].index() as u16;
            }
            self.stones[id] = members.len() as u16;
            let (list, n) = self.collect_libs(id);
            self.libs[id] = n as u16;
            self.lib_list[id] = list;
        }
    }

    /// Checks the incremental data against a from-scratch recomputation.
    /// Returns a description of the first difference. For tests.
    pub fn check_consistency(&self) -> Result<(), String> {
        let mut fresh = self.clone();
        fresh.rebuild();
        if fresh.hash != self.hash {
            return Err("hash differs from recomputation".into());
        }
        for p in self.points() {
            if self.color_at(p).is_none() {
                continue;
            }
            if fresh.libs(p) != self.libs(p) {
                return Err(format!(
                    "liberties of {p:?}: {} vs {}",
                    self.libs(p),
                    fresh.libs(p)
                ));
            }
            if fresh.string_size(p) != self.string_size(p) {
                return Err(format!("size of string at {p:?} differs"));
            }
            if self.stones(p).count() != self.string_size(p) {
                return Err(format!("stone list of {p:?} broken"));
            }
            for q in self.stones(p) {
                if !fresh.same_string(p, q) {
                    return Err(format!("{p:?} and {q:?} wrongly joined"));
                }
            }
            if self.liberties(p).len() != self.libs(p) {
                return Err(format!("liberty list of {p:?} differs from count"));
            }
            if let Some(listed) = self.listed_libs(p) {
                let mut listed: Vec<Point> = listed
                    .iter()
                    .map(|&l| Point::from_index(l as usize))
                    .collect();
                listed.sort();
                if listed != self.liberties(p) {
                    return Err(format!("listed liberties of {p:?} are wrong"));
                }
            }
        }
        Ok(())
    }

    /// Stones of `color`, in point order.
    pub fn stones_of(&self, color: Color) -> Vec<Point> {
        self.points()
            .filter(|&p| self.color_at(p) == Some(color))
            .collect()
    }

    /// The handicap points GTP's `fixed_handicap` places for `n` stones, if valid.
    pub fn fixed_handicap_points(size: usize, n: usize) -> Option<Vec<Point>> {
        if !(2..=9).contains(&n) || size < 7 {
            return None;
        }
        if size % 2 == 0 && n > 4 {
            return None;
        }
        if size == 7 && n > 4 {
            return None;
        }
        let edge = if size < 13 { 2 } else { 3 };
        let (lo, hi, mid) = (edge, size - 1 - edge, size / 2);
        // GTP spec order: corners, then sides, then centre as n demands.
        let mut pts = vec![
            Point::new(hi, lo),
            Point::new(lo, hi),
            Point::new(hi, hi),
            Point::new(lo, lo),
        ];
        let centre = Point::new(mid, mid);
        let (left, right) = (Point::new(lo, mid), Point::new(hi, mid));
        let (top, bottom) = (Point::new(mid, lo), Point::new(mid, hi));
        match n {
            2 => pts.truncate(2),
            3 => pts.truncate(3),
            4 => {}
            5 => pts.push(centre),
            6 => pts.extend([left, right]),
            7 => pts.extend([left, right, centre]),
            8 => pts.extend([left, right, top, bottom]),
            _ => pts.extend([left, right, top, bottom, centre]),
        }
        Some(pts)
    }

    /// A simple ASCII picture: `X` black, `O` white, `.` empty, with coordinates.
    pub fn to_ascii(&self) -> String {
        let mut out = String::new();
        let letters: String = (0..self.size)
            .map(|c| {
                Point::new(c, 0)
                    .to_vertex(self.size)
                    .chars()
                    .next()
                    .unwrap_or('?')
            })
            .flat_map(|c| [' ', c])
            .collect();
        out.push_str(&format!("   {letters}\n"));
        for row in 0..self.size {
            let num = self.size - row;
            out.push_str(&format!("{num:2} "));
            for col in 0..self.size {
                let c = match self.cell(Point::new(col, row)) {
                    Cell::Black => 'X',
                    Cell::White => 'O',
                    _ => '.',
                };
                out.push(' ');
                out.push(c);
            }
            out.push_str(&format!(" {num}\n"));
        }
        out.push_str(&format!("   {letters}\n"));
        out
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_ascii())
    }
}

impl PartialEq for Board {
    /// Positions are equal when size, stones, ko, side to move and captures agree.
    fn eq(&self, other: &Self) -> bool {
        self.size == other.size
            && self.cells == other.cells
            && self.ko() == other.ko()
            && self.to_move == other.to_move
            && self.captures == other.captures
    }
}

#[cfg(test)]
mod tests;
