//! The move reasons of one colour: which moves capture or save strings
//! (tactical reading) and kill or save dragons (owl), and the *units* whose
//! fate those moves decide.

use super::Reason;
use crate::board::{Board, Color, Point};
use crate::dragons::{Dragons, Status};
use crate::engine::analysis::OwlStatus;
use crate::reading::Reader;
use crate::search::ReadResult;
use crate::worms::Worms;

/// Strings with at most this many liberties have every liberty tried as a
/// capturing or saving move, besides the move reading named.
const LIBERTY_TRIES: usize = 2;

/// A group of stones whose fate the next move decides: a string reading
/// can both capture and save, or a dragon owl calls critical.
#[derive(Clone, Debug)]
pub(super) struct Unit {
    /// The string's or dragon's origin, as the reasons name it.
    pub origin: Point,
    pub owner: Color,
    pub stones: Vec<Point>,
}

/// Everything the valuation needs to know about the position's fates.
#[derive(Clone, Debug, Default)]
pub(super) struct Fates {
    /// Per cell: a stone dead whatever the next move (owl's dead dragons,
    /// strings reading captures and cannot save).
    pub dead: Vec<bool>,
    /// Critical strings and dragons.
    pub units: Vec<Unit>,
    /// Per move: its reasons.
    pub reasons: Vec<(Point, Reason)>,
}

impl Fates {
    /// The reasons of the move `p`.
    pub fn reasons_at(&self, p: Point) -> Vec<Reason> {
        self.reasons
            .iter()
            .filter(|(q, _)| *q == p)
            .map(|&(_, r)| r)
            .collect()
    }
}

/// The fates and reasons of a position for `color` to move, from its worms,
/// its dragons and the owl statuses read (`owl`, by dragon origin).
pub(super) fn collect(
    board: &mut Board,
    reader: &mut Reader,
    stackp: usize,
    color: Color,
    worms: &Worms,
    dragons: &Dragons,
    owl: &[(Point, OwlStatus)],
) -> Fates {
    let mut fates = Fates {
        dead: vec![false; crate::board::NUM_CELLS],
        ..Fates::default()
    };
    for &(origin, status) in owl {
        let Some(dragon) = dragons.get(origin) else {
            continue;
        };
        match status.status {
            Status::Dead => dragon
                .stones
                .iter()
                .for_each(|s| fates.dead[s.index()] = true),
            Status::Critical => {
                fates.units.push(Unit {
                    origin,
                    owner: dragon.color,
                    stones: dragon.stones.clone(),
                });
                if dragon.color == color {
                    if let (Some(p), Some(d)) = (status.defense_point(), status.defense) {
                        fates.reasons.push((
                            p,
                            Reason::Live {
                                dragon: origin,
                                code: d.code,
                            },
                        ));
                    }
                } else if let Some(p) = status.attack_point() {
                    let code = status.attack.code;
                    fates.reasons.push((
                        p,
                        Reason::Kill {
                            dragon: origin,
                            code,
                        },
                    ));
                }
            }
            _ => {}
        }
    }
    // Dragons owl did not read (the budget ran out) keep their crude status.
    for d in dragons.iter() {
        if d.status == Status::Dead && !owl.iter().any(|(o, _)| *o == d.origin) {
            d.stones.iter().for_each(|s| fates.dead[s.index()] = true);
        }
    }
    for w in worms.iter() {
        if w.attack_code == ReadResult::Lose {
            continue;
        }
        let stones: Vec<Point> = board.stones(w.origin).collect();
        if w.defense_code != ReadResult::Lose {
            // Tactical reading is trusted over owl: a string its owner can
            // save is a unit of its own even in a dragon owl calls dead.
            stones.iter().for_each(|s| fates.dead[s.index()] = false);
        }
        if w.defense_code == ReadResult::Lose {
            stones.iter().for_each(|s| fates.dead[s.index()] = true);
            continue;
        }
        fates.units.push(Unit {
            origin: w.origin,
            owner: w.color,
            stones,
        });
        let named = if w.color == color {
            w.defense
        } else {
            w.attack
        };
        let mut tries: Vec<Point> = named.into_iter().collect();
        if board.libs(w.origin) <= LIBERTY_TRIES {
            for lib in board.liberties(w.origin) {
                if !tries.contains(&lib) {
                    tries.push(lib);
                }
            }
        }
        for p in tries {
            let code = if Some(p) == named {
                if w.color == color {
                    w.defense_code
                } else {
                    w.attack_code
                }
            } else if w.color == color {
                reader.does_defend(board, p, w.origin, stackp)
            } else {
                reader.does_attack(board, p, w.origin, stackp)
            };
            if code == ReadResult::Lose {
                continue;
            }
            let worm = w.origin;
            let reason = if w.color == color {
                Reason::Save { worm, code }
            } else {
                Reason::Capture { worm, code }
            };
            fates.reasons.push((p, reason));
        }
    }
    fates
}
