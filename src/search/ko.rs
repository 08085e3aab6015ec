//! The komaster ko scheme (in the spirit of GNU Go's scheme V), shared by
//! every search: one side may retake a banned ko (a "conditional" ko
//! capture, which it pays for with a ko threat, scored KO_A/KO_B); the other
//! side may then not retake that ko until it is resolved.
//!
//! A search keeps one [`KoState`] per line, saves it before each move and
//! restores it on undo; [`KoState::permits`] says whether a move may be
//! played, and [`KoState::after_move`] / [`KoState::after_conditional`]
//! update the state once it has been.

use crate::board::queries::{diagonal, is_ko};
use crate::board::{Board, Color, Point};

/// Who may take kos in the current line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Komaster {
    /// Nobody has made a conditional ko capture.
    #[default]
    Free,
    /// This colour made a conditional ko capture; only nested kos for it.
    Master(Color),
    /// Both sides have been taking kos: no more ko captures at all; the
    /// colour given reverts the state by filling the ko.
    Gray(Color),
    /// The previous two moves were ko captures (a double-ko situation).
    Weak,
}

/// The ko state of a search line: the komaster and the ko it concerns.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct KoState {
    pub komaster: Komaster,
    pub kom_pos: Option<Point>,
}

impl KoState {
    /// A small number naming the komaster, for cache keys.
    #[inline]
    pub fn code(self) -> u8 {
        match self.komaster {
            Komaster::Free => 0,
            Komaster::Master(c) => 1 + c.index() as u8,
            Komaster::Gray(c) => 3 + c.index() as u8,
            Komaster::Weak => 5,
        }
    }

    /// Whether `color` may play `p`, where `ko` is the ko point the move
    /// captures at (`queries::is_ko`) and `board_ko` the board's current
    /// ko point. Only ko captures are ever refused.
    #[inline]
    pub fn permits(
        self,
        p: Point,
        color: Color,
        ko: Option<Point>,
        board_ko: Option<Point>,
    ) -> bool {
        let Some(kpos) = ko else {
            return true;
        };
        let near = |s: KoState| s.kom_pos.is_some_and(|k| diagonal(kpos, k));
        match self.komaster {
            Komaster::Master(c) if c == color.opponent() && Some(p) == self.kom_pos => false,
            Komaster::Gray(_) => false,
            Komaster::Master(c) if c == color && !near(self) => false,
            Komaster::Weak if Some(p) != board_ko && !near(self) => false,
            _ => true,
        }
    }

    /// After `color`'s conditional capture of the banned ko at `ko`.
    #[inline]
    pub fn after_conditional(&mut self, color: Color, ko: Option<Point>) {
        if matches!(self.komaster, Komaster::Free | Komaster::Weak) {
            self.komaster = Komaster::Master(color);
            self.kom_pos = ko;
        }
    }

    /// After an ordinary move of `color` (now on `board`): `ko` is the ko
    /// point it captured at, if it was a ko capture, and `board_ko` the
    /// board's ko point before the move.
    #[inline]
    pub fn after_move(
        &mut self,
        board: &Board,
        color: Color,
        ko: Option<Point>,
        board_ko: Option<Point>,
    ) {
        let other = color.opponent();
        match ko {
            None => {
                let resolved = |s: &KoState| {
                    s.kom_pos.is_some_and(|k| {
                        board.color_at(k).is_some()
                            || (is_ko(board, k, other).is_none() && board.is_suicide(k, other))
                    })
                };
                let mine =
                    matches!(self.komaster, Komaster::Master(c) | Komaster::Gray(c) if c == color);
                if mine && resolved(self) {
                    *self = KoState::default();
                }
                if self.komaster == Komaster::Weak {
                    *self = KoState::default();
                }
            }
            Some(kpos) => match self.komaster {
                Komaster::Master(c) if c == other => self.komaster = Komaster::Gray(other),
                Komaster::Master(_) => self.kom_pos = Some(kpos),
                _ => {
                    if board_ko.is_some() {
                        self.komaster = Komaster::Weak;
                        self.kom_pos = board_ko;
                    }
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_conditional_capture_bans_the_retake_for_the_other_side() {
        let at = |v| Point::parse_vertex(v, 5).unwrap();
        let mut s = KoState::default();
        // Black's capture of a ko at B2 is allowed when nobody is komaster.
        assert!(s.permits(at("C2"), Color::Black, Some(at("B2")), None));
        s.after_conditional(Color::Black, Some(at("B2")));
        assert_eq!(s.komaster, Komaster::Master(Color::Black));
        // White may not retake the komaster's ko ...
        assert!(!s.permits(at("B2"), Color::White, Some(at("C2")), Some(at("B2"))));
        // ... and ordinary moves are always allowed.
        assert!(s.permits(at("E5"), Color::White, None, Some(at("B2"))));
        // A move elsewhere leaves the ko point open: the state stays.
        s.after_move(&Board::new(5), Color::Black, None, None);
        assert_eq!(s.komaster, Komaster::Master(Color::Black));
        assert_ne!(s.code(), KoState::default().code());
        // Filling the ko point resolves it.
        let mut filled = Board::new(5);
        filled.set_stones([(at("B2"), Some(Color::Black))]).unwrap();
        s.after_move(&filled, Color::Black, None, None);
        assert_eq!(s, KoState::default());
    }
}
