//! The score of each kind of owl candidate move, in one table
//! ([`SCORES`]), and the candidate lists they order.

use crate::board::Point;

/// A candidate move with its score (higher first).
pub(super) type Candidate = (i32, Point);

/// The score of each kind of candidate, for the attacker and the defender.
pub(super) struct Scores {
    /// A vital point of an eye space touching the goal (both sides).
    pub(super) vital_point: i32,
    /// Saving or capturing a goal string of one or two liberties.
    pub(super) string_in_danger: i32,
    /// The defender's capture of a lunch.
    pub(super) lunch_capture: i32,
    /// The attacker's rescue of a lunch.
    pub(super) lunch_rescue: i32,
    /// The attacker's capture of the named string at three liberties when
    /// reading captures it: above the eye-space points, below the rescue
    /// of a lunch.
    pub(super) named_capture: i32,
    /// The defender's rescue of the named string at three liberties: last
    /// in its list, read when the list is short.
    pub(super) named_rescue: i32,
    /// A point of a small eye space touching the goal: eye stealing for
    /// the attacker, eye making for the defender.
    pub(super) space_attack: i32,
    pub(super) space_defend: i32,
    /// A liberty of the goal (liberty shortage, extending): the base, and
    /// what each empty neighbour of it adds.
    pub(super) liberty: i32,
    pub(super) liberty_room: i32,
    /// The attacker's first reply after a defender's root candidate,
    /// added to the defender's list by the lookahead (the band of the
    /// defender's eye-space points).
    pub(super) reply: i32,
    /// A point two steps from the goal, added at the root when the
    /// candidates are few ([`widen`]).
    pub(super) widened: i32,
    /// Taken from a self-atari outside the eye spaces: it comes last.
    pub(super) self_atari: i32,
    /// Taken from a banned ko retake, which stays after the rest.
    pub(super) banned_retake: i32,
}

pub(super) const SCORES: Scores = Scores {
    vital_point: 100,
    string_in_danger: 95,
    lunch_capture: 90,
    lunch_rescue: 80,
    named_capture: 60,
    named_rescue: 1,
    space_attack: 40,
    space_defend: 35,
    liberty: 20,
    liberty_room: 5,
    reply: 40,
    widened: 10,
    self_atari: -60,
    banned_retake: -10,
};

/// Adds `p` to a candidate list at `score`, or raises its score there.
pub(super) fn add_candidate(list: &mut Vec<Candidate>, score: i32, p: Point) {
    if let Some(e) = list.iter_mut().find(|e| e.1 == p) {
        e.0 = e.0.max(score);
    } else {
        list.push((score, p));
    }
}
