//! The classic count of a capturing race, as a small exact game on
//! numbers: the static judgement at the leaves of the race search.
//!
//! A race is reduced to each side's outside liberties (liberties of its
//! string that are not the opponent's), the liberties both strings share,
//! and each side's eye liberties: the liberties of its one eye, counted as
//! a big eye counts (a space of 1, 2, 3, 4, 5 or 6 points gives 1, 2, 3,
//! 5, 8 or 12), or two eyes, which no filling takes away. A move fills one
//! outside liberty of the opponent, one shared liberty (never as suicide),
//! or one liberty of the opponent's eye (down to its last one, which only
//! the capturing move fills); a side may pass, and two passes in a row end
//! the race in seki. The game is solved exactly (the
//! counts only fall, so it is finite) and memoised.
//!
//! This gives the textbook rules: with no shared liberty the side to move
//! wins when it has at least as many liberties; shared liberties are a
//! seki when neither side can fill them without putting itself in atari;
//! an eye against no eye takes the shared liberties for the eye's side.

use std::collections::HashMap;

/// Liberties a big eye of each size gives in a race (index: points).
const BIG_EYE: [u8; 7] = [0, 1, 2, 3, 5, 8, 12];

/// Race liberties of an eye space of `points` empty points.
pub fn eye_liberties(points: usize) -> u8 {
    match BIG_EYE.get(points) {
        Some(&libs) => libs,
        // Beyond six points, four more a point (the game clamps them).
        None => (12 + (points - 6) * 4).min(u8::MAX as usize) as u8,
    }
}

/// A race reduced to counts. Index 0 is the side asked about (A), 1 its
/// opponent (B).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Count {
    pub outside: [u8; 2],
    pub shared: u8,
    /// The liberties of each side's one eye (0: none).
    pub eyes: [u8; 2],
    /// Whether each side has two eyes: it cannot be captured.
    pub two_eyes: [bool; 2],
}

/// The value of a race for A: 0 A is captured, 1 neither (seki), 2 B is
/// captured.
pub type Value = u8;

impl Count {
    fn libs(&self, side: usize) -> u8 {
        if self.two_eyes[side] {
            return u8::MAX;
        }
        self.outside[side] + self.shared + self.eyes[side]
    }
}

/// The exact value of the counted race with `a_to_move` choosing first.
pub fn judge(count: Count, a_to_move: bool) -> Value {
    // Counts are clamped: beyond these a race is decided by the
    // difference, which the clamp keeps up to its size.
    let count = Count {
        outside: count.outside.map(|c| c.min(MAX_COUNT)),
        shared: count.shared.min(MAX_COUNT),
        eyes: count.eyes.map(|c| c.min(MAX_EYE_COUNT)),
        two_eyes: count.two_eyes,
    };
    MEMO.with(|memo| {
        play(
            count,
            if a_to_move { 0 } else { 1 },
            0,
            &mut memo.borrow_mut(),
        )
    })
}

/// The largest outside or shared count the game reads.
const MAX_COUNT: u8 = 10;
/// The largest eye count the game reads.
const MAX_EYE_COUNT: u8 = 12;

thread_local! {
    /// The solved counts, shared by every question of the thread (the
    /// game's values depend on the counts alone).
    static MEMO: std::cell::RefCell<HashMap<(Count, usize, u8), Value>> =
        std::cell::RefCell::new(HashMap::new());
}

fn play(
    c: Count,
    mover: usize,
    passes: u8,
    memo: &mut HashMap<(Count, usize, u8), Value>,
) -> Value {
    if c.libs(1) == 0 {
        return 2;
    }
    if c.libs(0) == 0 {
        return 0;
    }
    if passes >= 2 {
        return 1;
    }
    if let Some(&v) = memo.get(&(c, mover, passes)) {
        return v;
    }
    let other = 1 - mover;
    // A maximises the value, B minimises it.
    let better = |v: Value, best: Value| if mover == 0 { v > best } else { v < best };
    let goal: Value = if mover == 0 { 2 } else { 0 };
    let mut best = play(c, other, passes + 1, memo);
    let mut children = Vec::with_capacity(3);
    if c.outside[other] > 0 {
        let mut n = c;
        n.outside[other] -= 1;
        children.push(n);
    }
    if c.shared > 0 {
        let mut n = c;
        n.shared -= 1;
        // Filling the last shared liberty is suicide unless it captures.
        if n.libs(mover) > 0 || n.libs(other) == 0 {
            children.push(n);
        }
    }
    if !c.two_eyes[other] && (c.eyes[other] >= 2 || (c.eyes[other] == 1 && c.libs(other) == 1)) {
        let mut n = c;
        n.eyes[other] -= 1;
        children.push(n);
    }
    for n in children {
        if best == goal {
            break;
        }
        // A fill that takes the opponent's last liberty captures, even
        // when it was a shared one and the filler's count reads zero.
        let v = if n.libs(other) == 0 {
            goal
        } else {
            play(n, other, 0, memo)
        };
        if better(v, best) {
            best = v;
        }
    }
    memo.insert((c, mover, passes), best);
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn race(a: (u8, u8), b: (u8, u8), shared: u8) -> Count {
        Count {
            outside: [a.0, b.0],
            shared,
            eyes: [a.1, b.1],
            two_eyes: [false; 2],
        }
    }

    #[test]
    fn without_shared_liberties_the_side_to_move_wins_an_equal_race() {
        assert_eq!(judge(race((3, 0), (3, 0), 0), true), 2);
        assert_eq!(judge(race((3, 0), (3, 0), 0), false), 0);
        assert_eq!(judge(race((4, 0), (3, 0), 0), false), 2);
        assert_eq!(judge(race((2, 0), (3, 0), 0), true), 0);
    }

    #[test]
    fn shared_liberties_without_eyes_make_seki() {
        // Neither can fill the two shared liberties: seki.
        assert_eq!(judge(race((0, 0), (0, 0), 2), true), 1);
        assert_eq!(judge(race((0, 0), (0, 0), 2), false), 1);
        // One outside liberty each: the side to move fills the other's
        // and then the shared ones run out for it first: still seki.
        assert_eq!(judge(race((1, 0), (1, 0), 2), true), 1);
        // Two outside liberties more win against shared liberties.
        assert_eq!(judge(race((3, 0), (1, 0), 2), true), 2);
    }

    #[test]
    fn the_side_that_fills_the_last_shared_liberty_captures() {
        // Four shared liberties and nothing else: filling down to two is
        // safe, from two it puts both in atari and the other captures,
        // so nobody does: seki, whoever moves first.
        assert_eq!(judge(race((0, 0), (0, 0), 4), true), 1);
        assert_eq!(judge(race((0, 0), (0, 0), 4), false), 1);
        // One shared liberty left each: the side to move captures.
        assert_eq!(judge(race((0, 0), (0, 0), 1), true), 2);
        assert_eq!(judge(race((0, 0), (0, 0), 1), false), 0);
    }

    #[test]
    fn an_eye_beats_no_eye_through_the_shared_liberties() {
        // One eye and two shared liberties against none: the eye wins,
        // whoever moves first.
        assert_eq!(judge(race((0, 1), (0, 0), 2), false), 2);
        assert_eq!(judge(race((0, 1), (1, 0), 2), false), 2);
        // The same from B's side.
        assert_eq!(judge(race((0, 0), (0, 1), 2), true), 0);
    }

    #[test]
    fn a_big_eye_beats_a_small_eye() {
        // A five-point eye (eight liberties) against a one-point eye,
        // three shared liberties, B to move: A wins.
        assert_eq!(eye_liberties(5), 8);
        assert_eq!(judge(race((0, 8), (2, 1), 3), false), 2);
        // Two eyes each: neither can be captured.
        let mut both = race((0, 0), (3, 0), 1);
        both.two_eyes = [true, true];
        assert_eq!(judge(both, true), 1);
        // Two eyes against outside liberties: the eyes win.
        let mut one = race((0, 0), (3, 0), 1);
        one.two_eyes = [true, false];
        assert_eq!(judge(one, false), 2);
    }
}
