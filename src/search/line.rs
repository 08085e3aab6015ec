//! One line of play: the moves a search has on the board, with the
//! komaster ko state of the line, its ply, the node counter its moves are
//! counted in and the tree recorder that follows it. Tactical reading,
//! connection reading and owl all play and take back through a [`Line`].
//!
//! [`Line::play`] plays under the komaster rules ([`crate::search::ko`]):
//! an ordinary move updates the ko state, a retake of a banned ko (a
//! conditional ko capture, paid for with a ko threat) makes its player
//! komaster and says so ([`Played::KoRetake`]); a move the ko state
//! forbids, or an illegal one, is not played. [`Line::undo`] takes back the
//! last move and restores the ko state it was played in. Every move goes
//! through the board's try/undo choke point, which counts it.

use super::ko::KoState;
use super::tree::Tree;
use crate::board::queries::is_ko;
use crate::board::{Board, Color, Counter, Point};

/// How a move of [`Line::play`] was played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Played {
    /// An ordinary move (a legal ko capture included).
    Plain,
    /// The retake of a banned ko: a conditional ko capture, which its
    /// player pays for with a ko threat (results after it score KO_A/KO_B).
    KoRetake,
}

/// The moves one search has on the board (see the module doc).
pub struct Line<'a> {
    pub board: &'a mut Board,
    /// The komaster state of the line.
    pub ko: KoState,
    /// The ko state before each move on the line, and whether the move
    /// was played on the board (a pass of [`Line::pass`] is not).
    saved: Vec<(KoState, bool)>,
    /// Moves (and recorded passes) on the line.
    pub ply: usize,
    counter: Counter,
    /// The counter's value when the line started.
    node_start: u64,
    /// When set, the line's moves are recorded here.
    pub tree: Option<&'a mut Tree>,
}

impl<'a> Line<'a> {
    /// A line starting at `board`'s position, counting its moves in
    /// `counter` and recording them in `tree` when given.
    pub fn new(board: &'a mut Board, counter: Counter, tree: Option<&'a mut Tree>) -> Line<'a> {
        let node_start = board.nodes(counter);
        Line {
            board,
            ko: KoState::default(),
            saved: Vec::new(),
            ply: 0,
            counter,
            node_start,
            tree,
        }
    }

    /// The counter the line's moves are counted in.
    #[inline]
    pub fn counter(&self) -> Counter {
        self.counter
    }

    /// Nodes counted in the line's counter since it started (by this
    /// line's moves and by any search run on its board meanwhile in the
    /// same counter).
    #[inline]
    pub fn nodes(&self) -> u64 {
        self.board.nodes(self.counter) - self.node_start
    }

    /// Plays `p` for `color` under the komaster rules, a banned ko retaken
    /// when the rules allow it. `None` when the move may not be played
    /// (nothing is played then).
    #[inline]
    pub fn play(&mut self, p: Point, color: Color) -> Option<Played> {
        self.play_ko(p, color, true)
    }

    /// [`Line::play`], with the retake of a banned ko considered only when
    /// `retake` is set.
    #[inline]
    pub fn play_ko(&mut self, p: Point, color: Color, retake: bool) -> Option<Played> {
        let ko = is_ko(self.board, p, color);
        let board_ko = self.board.ko().map(|(q, _)| q);
        if !self.ko.permits(p, color, ko, board_ko) {
            return None;
        }
        let before = self.ko;
        let played = if self.board.try_move(p, color, self.counter) {
            self.ko.after_move(self.board, color, ko, board_ko);
            Played::Plain
        } else if retake
            && self.board.ko() == Some((p, color))
            && self.board.try_ko_move(p, color, self.counter)
        {
            self.ko.after_conditional(color, ko);
            Played::KoRetake
        } else {
            return None;
        };
        self.pushed(before, Some(p), color);
        Some(played)
    }

    /// Plays the legal move `p` for `color` outside the ko scheme: the ko
    /// state stays as it is (tactical reading's captures and trial moves,
    /// whose results do not depend on who may retake). False, with nothing
    /// played, when the move is illegal.
    #[inline]
    pub fn play_plain(&mut self, p: Point, color: Color) -> bool {
        if !self.board.try_move(p, color, self.counter) {
            return false;
        }
        self.pushed(self.ko, Some(p), color);
        true
    }

    /// A pass by `color` on the line, without a move on the board (the
    /// board's ko point stays): owl's attacker passing over a goal judged
    /// dead. Taken back with [`Line::undo`].
    pub fn pass(&mut self, color: Color) {
        self.pushed(self.ko, None, color);
    }

    fn pushed(&mut self, before: KoState, p: Option<Point>, color: Color) {
        self.saved.push((before, p.is_some()));
        self.ply += 1;
        if let Some(t) = self.tree.as_deref_mut() {
            match p {
                Some(p) => t.enter(p, color),
                None => t.enter_pass(color),
            }
        }
    }

    /// Takes back the last move (or pass) of the line and restores the ko
    /// state it was played in.
    #[inline]
    pub fn undo(&mut self) {
        let Some((before, on_board)) = self.saved.pop() else {
            debug_assert!(false, "undo on an empty line");
            return;
        };
        if on_board {
            self.board.undo();
        }
        self.ko = before;
        self.ply -= 1;
        if let Some(t) = self.tree.as_deref_mut() {
            t.leave();
        }
    }

    /// Adds `text` to the recorded tree's current node, when recording.
    #[inline]
    pub fn note(&mut self, text: impl FnOnce() -> String) {
        if let Some(t) = self.tree.as_deref_mut() {
            t.comment(text());
        }
    }
}
