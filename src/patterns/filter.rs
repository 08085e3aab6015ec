//! Limits on matching: a region of the board a match must lie in, and the class letters of
//! the `:` line a pattern must or must not carry.
//!
//! Both matchers ([`super::matcher::Matcher`] and [`super::matcher::naive_matches_filtered`])
//! apply a [`MatchFilter`] with the same meaning, so that the fast one can be checked against
//! the naive one under any filter.
//!
//! # Regions
//!
//! A [`Region`] is a set of board points (for owl, the goal dragon and its surroundings) and a
//! [`RegionMode`] saying which points of a match must fall inside it:
//! - [`RegionMode::Anchor`]: the match's anchor point (GNU Go's `anchor_in_goal`);
//! - [`RegionMode::Touch`]: any point the diagram requires to hold a stone (`O`, `X`, `Q`,
//!   `Y`, the anchor included) or the move point `*`.
//!
//! # Classes
//!
//! [`ClassFilter`] keeps patterns carrying every letter of `required` and none of `forbidden`
//! (letters of [`CLASS_CHARS`], e.g. `s`, `O`, `X`, `D`, `a`, `d`, `e`, `B`...).

use super::parser::CLASS_CHARS;
use crate::board::{Point, PointSet};

/// A set of class letters of the `:` line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ClassSet(u32);

impl ClassSet {
    /// No letters.
    pub const EMPTY: ClassSet = ClassSet(0);

    /// The set of the class letters in `letters`; other characters (`-`, blanks, letters that
    /// are not class letters) are ignored.
    pub fn from_letters(letters: &str) -> ClassSet {
        let mut bits = 0u32;
        for ch in letters.chars() {
            if let Some(i) = CLASS_CHARS.chars().position(|c| c == ch) {
                bits |= 1 << i;
            }
        }
        ClassSet(bits)
    }

    pub fn contains(self, letter: char) -> bool {
        CLASS_CHARS
            .chars()
            .position(|c| c == letter)
            .is_some_and(|i| self.0 >> i & 1 == 1)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every letter of `other` is in `self`.
    pub fn contains_all(self, other: ClassSet) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether `self` and `other` share a letter.
    pub fn intersects(self, other: ClassSet) -> bool {
        self.0 & other.0 != 0
    }
}

/// Which patterns take part, by their class letters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassFilter {
    /// Letters a pattern must all carry.
    pub required: ClassSet,
    /// Letters a pattern must not carry.
    pub forbidden: ClassSet,
}

impl ClassFilter {
    /// Keep patterns with every letter of `required` and none of `forbidden`.
    pub fn new(required: &str, forbidden: &str) -> ClassFilter {
        ClassFilter {
            required: ClassSet::from_letters(required),
            forbidden: ClassSet::from_letters(forbidden),
        }
    }

    /// Whether this filter keeps every pattern.
    pub fn is_all(self) -> bool {
        self.required.is_empty() && self.forbidden.is_empty()
    }

    pub fn accepts(self, classes: ClassSet) -> bool {
        classes.contains_all(self.required) && !classes.intersects(self.forbidden)
    }
}

/// Which points of a match must lie in a [`Region`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionMode {
    /// The anchor.
    Anchor,
    /// At least one required stone of the diagram (anchor included) or the move point.
    Touch,
}

/// Part of the board that matches are limited to.
#[derive(Clone, Copy)]
pub struct Region<'a> {
    pub points: &'a PointSet,
    pub mode: RegionMode,
    /// Bounding box of `points`: `(min_row, max_row, min_col, max_col)`, `None` if empty.
    bbox: Option<(i32, i32, i32, i32)>,
}

impl<'a> Region<'a> {
    pub fn new(points: &'a PointSet, mode: RegionMode) -> Region<'a> {
        let mut bbox: Option<(i32, i32, i32, i32)> = None;
        for p in points.iter() {
            let (r, c) = (p.row() as i32, p.col() as i32);
            bbox = Some(match bbox {
                None => (r, r, c, c),
                Some((r0, r1, c0, c1)) => (r0.min(r), r1.max(r), c0.min(c), c1.max(c)),
            });
        }
        Region { points, mode, bbox }
    }

    pub fn contains(&self, p: Point) -> bool {
        self.points.contains(p)
    }

    /// Can a match whose every point lies in rows `top..=bottom` and columns
    /// `left..=right` touch the region at all?
    #[inline]
    pub fn may_meet(&self, top: i32, bottom: i32, left: i32, right: i32) -> bool {
        self.bbox
            .is_some_and(|(r0, r1, c0, c1)| top <= r1 && bottom >= r0 && left <= c1 && right >= c0)
    }
}

/// Everything that limits a matching run; the default limits nothing.
#[derive(Clone, Copy, Default)]
pub struct MatchFilter<'a> {
    pub region: Option<Region<'a>>,
    pub classes: ClassFilter,
}

impl<'a> MatchFilter<'a> {
    /// Matches limited to `points` as `mode` says.
    pub fn region(points: &'a PointSet, mode: RegionMode) -> MatchFilter<'a> {
        MatchFilter {
            region: Some(Region::new(points, mode)),
            classes: ClassFilter::default(),
        }
    }

    /// The same filter, also limited by class letters.
    pub fn with_classes(self, classes: ClassFilter) -> MatchFilter<'a> {
        MatchFilter { classes, ..self }
    }

    /// Whether a match whose anchor is `anchor`, whose required stones are `stones` and whose
    /// move point is `mv` passes the region limit.
    pub fn region_accepts(
        &self,
        anchor: Point,
        mut stones: impl Iterator<Item = Point>,
        mv: Option<Point>,
    ) -> bool {
        let Some(region) = &self.region else {
            return true;
        };
        match region.mode {
            RegionMode::Anchor => region.contains(anchor),
            RegionMode::Touch => {
                region.contains(anchor)
                    || mv.is_some_and(|m| region.contains(m))
                    || stones.any(|p| region.contains(p))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_sets_and_filters() {
        let s = ClassSet::from_letters("sX-?");
        assert!(s.contains('s') && s.contains('X') && !s.contains('O'));
        assert!(ClassFilter::new("s", "").accepts(s));
        assert!(ClassFilter::new("sX", "O").accepts(s));
        assert!(!ClassFilter::new("sO", "").accepts(s));
        assert!(!ClassFilter::new("", "X").accepts(s));
        assert!(ClassFilter::default().is_all() && ClassFilter::default().accepts(s));
    }
}
