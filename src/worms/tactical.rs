//! Tactical status of strings for the static analyses (worms, eyes), asked
//! of the reading module: GNU Go's worm attack and defence codes and points,
//! remembered per string for one position, and whether a move is safe.
//!
//! Nothing here searches by itself: every question goes to
//! [`Reader::attack`] / [`Reader::defend`], which play their moves on the
//! board they are given (the engine's board) and count them in the reading
//! node counter. The only move played here is the trial stone of
//! [`TacticalReader::safety`], counted in the same counter.

use crate::board::{Board, Color, Counter, Point, NUM_CELLS};
use crate::reading::{Outcome, ReadResult, Reader};

/// The tactical data of one string, as in GNU Go's worm data.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WormTactics {
    /// How well the opponent, moving first, captures the string
    /// ([`ReadResult::Lose`]: it cannot).
    pub attack_code: ReadResult,
    /// The capturing move when `attack_code` is not `Lose`.
    pub attack: Option<Point>,
    /// How well the owner, moving first, saves the string; `Lose` (and no
    /// point) both when the string cannot be saved and when it is not
    /// attacked at all.
    pub defense_code: ReadResult,
    /// The saving move when `defense_code` is not `Lose`.
    pub defense: Option<Point>,
}

impl WormTactics {
    /// The data of a string that cannot be captured.
    pub const SAFE: WormTactics = WormTactics {
        attack_code: ReadResult::Lose,
        attack: None,
        defense_code: ReadResult::Lose,
        defense: None,
    };

    /// Whether the string is tactically alive: it cannot be captured, or
    /// its owner can save it (possibly through a ko).
    pub fn lively(&self) -> bool {
        self.attack_code == ReadResult::Lose || self.defense_code != ReadResult::Lose
    }
}

/// How safe a new stone is (GNU Go's `safe_move`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Safety {
    /// The move is illegal, or the stone is captured outright.
    Unsafe,
    /// The stone can be captured only through a ko.
    Ko,
    /// The stone cannot be captured.
    Safe,
}

/// A [`Reader`] bound to one position: it starts its searches at the right
/// stack depth and remembers the worm data it has read for that position.
pub struct TacticalReader<'a> {
    reader: &'a mut Reader,
    /// Moves on the reading stack when the position was given (GNU Go's stackp).
    stackp: usize,
    /// Board depth and hash of the position given.
    depth: usize,
    hash: u64,
    /// Worm data by string origin, for the position given.
    memo: Vec<Option<WormTactics>>,
}

impl<'a> TacticalReader<'a> {
    /// Reads the position of `board` with `reader`, whose searches start
    /// with `stackp` moves already on the reading stack (0 normally).
    pub fn new(board: &Board, reader: &'a mut Reader, stackp: usize) -> TacticalReader<'a> {
        TacticalReader::with_memo(board, reader, stackp, vec![None; NUM_CELLS])
    }

    /// Like [`TacticalReader::new`], starting from worm data already read
    /// for this same position (by origin, [`NUM_CELLS`] entries), as the
    /// engine's analysis keeps it between questions.
    pub fn with_memo(
        board: &Board,
        reader: &'a mut Reader,
        stackp: usize,
        memo: Vec<Option<WormTactics>>,
    ) -> TacticalReader<'a> {
        debug_assert_eq!(memo.len(), NUM_CELLS);
        TacticalReader {
            reader,
            stackp,
            depth: board.depth(),
            hash: board.hash(),
            memo,
        }
    }

    /// Takes `t` as the worm data of the string at `s` in this position,
    /// read elsewhere (owl's strings that read as they did at its root).
    pub fn remember(&mut self, board: &Board, s: Point, t: WormTactics) {
        self.memo[board.string_origin(s).index()] = Some(t);
    }

    /// The worm data read so far, by string origin.
    pub fn into_memo(self) -> Vec<Option<WormTactics>> {
        self.memo
    }

    /// Whether `board` is (still) the position given to [`TacticalReader::new`].
    fn at_root(&self, board: &Board) -> bool {
        board.depth() == self.depth && board.hash() == self.hash
    }

    /// The reading stack depth for a search on `board` as it is now: trial
    /// moves played on top of the position given count as stack moves.
    fn stackp_now(&self, board: &Board) -> usize {
        self.stackp + board.depth().saturating_sub(self.depth)
    }

    /// Can the string through `s` be captured? See [`Reader::attack`].
    pub fn attack(&mut self, board: &mut Board, s: Point) -> Outcome {
        let sp = self.stackp_now(board);
        self.reader.attack(board, s, sp).outcome()
    }

    /// Can the string through `s` be saved? See [`Reader::defend`].
    pub fn defend(&mut self, board: &mut Board, s: Point) -> Outcome {
        let sp = self.stackp_now(board);
        self.reader.defend(board, s, sp).outcome()
    }

    /// The worm data of the string through `s` (which must hold a stone):
    /// its attack, and when it can be attacked its defence. Remembered per
    /// string while `board` is the position given.
    pub fn worm(&mut self, board: &mut Board, s: Point) -> WormTactics {
        if board.color_at(s).is_none() {
            return WormTactics::SAFE;
        }
        let root = self.at_root(board);
        let origin = board.string_origin(s);
        if root {
            if let Some(t) = self.memo[origin.index()] {
                return t;
            }
        }
        let (attack_code, attack) = self.attack(board, origin);
        let t = if attack_code == ReadResult::Lose {
            WormTactics::SAFE
        } else {
            let (defense_code, defense) = self.defend(board, origin);
            WormTactics {
                attack_code,
                attack,
                defense_code,
                defense: defense.filter(|_| defense_code != ReadResult::Lose),
            }
        };
        if root {
            self.memo[origin.index()] = Some(t);
        }
        t
    }

    /// How safe a stone of `color` on the empty point `p` would be: the
    /// stone is played (one reading node) and attacked by the reader.
    pub fn safety(&mut self, board: &mut Board, p: Point, color: Color) -> Safety {
        if !board.try_move(p, color, Counter::Reading) {
            return Safety::Unsafe;
        }
        let (code, _) = self.attack(board, p);
        board.undo();
        match code {
            ReadResult::Lose => Safety::Safe,
            ReadResult::Win => Safety::Unsafe,
            ReadResult::KoA | ReadResult::KoB => Safety::Ko,
        }
    }
}
