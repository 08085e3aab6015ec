//! Moyo regions and the surrounding moyo of dragons.
//!
//! A **moyo region** is a maximal orthogonally connected set of points that
//! the influence classifies as moyo or territory of one colour
//! ([`Region::moyo_owner`]).
//!
//! The **surrounding moyo** of a dragon comes in two variants
//! ([`crate::heuristics::Moyo`]):
//! - *segmentation*: the sizes and territory values of the regions of the
//!   dragon's colour that touch one of its stones, each region once per
//!   dragon. Two dragons beside one region both get all of it, and a region
//!   that leaks through a gap counts all it leaks into.
//! - *closest-worm*: every moyo point of a colour is shared equally by the
//!   worms of that colour closest to it (within
//!   [`crate::worms::COLOR_DISTANCE`] steps through empty points, and none
//!   when more than [`MAX_CLOSE_WORMS`] are equally close); a dragon gets the
//!   shares of its worms. Only worms of the point's colour compete, so moyo
//!   around dead enemy stones counts for the worms around them.

use super::Influence;
use crate::board::{Board, Color, Point, NUM_CELLS};
use crate::heuristics::Moyo;
use crate::worms::Worms;

/// More equally close worms than this share a point with none of them.
pub const MAX_CLOSE_WORMS: usize = 4;

/// One moyo region.
#[derive(Clone, Debug, PartialEq)]
pub struct MoyoRegion {
    pub owner: Color,
    /// Its points in board order.
    pub points: Vec<Point>,
    /// The sum of its points' territory values for the owner.
    pub territorial_value: f32,
}

/// The moyo regions of a position.
#[derive(Clone, Debug, Default)]
pub struct MoyoRegions {
    pub regions: Vec<MoyoRegion>,
    /// Per cell: the index of its region.
    pub index: Vec<Option<u16>>,
}

/// Segments the moyo of both colours into connected regions.
pub fn moyo_regions(board: &Board, influence: &Influence) -> MoyoRegions {
    let mut index: Vec<Option<u16>> = vec![None; NUM_CELLS];
    let mut regions = Vec::new();
    for p in board.points() {
        let Some(owner) = influence.region[p.index()].moyo_owner() else {
            continue;
        };
        if index[p.index()].is_some() {
            continue;
        }
        let id = regions.len() as u16;
        index[p.index()] = Some(id);
        let mut points = vec![p];
        let mut i = 0;
        while i < points.len() {
            let q = points[i];
            i += 1;
            for n in q.neighbors() {
                if board.on_board(n)
                    && index[n.index()].is_none()
                    && influence.region[n.index()].moyo_owner() == Some(owner)
                {
                    index[n.index()] = Some(id);
                    points.push(n);
                }
            }
        }
        points.sort();
        let territorial_value = points
            .iter()
            .map(|&q| influence.territory_for(owner, q).clamp(0.0, 1.0))
            .sum();
        regions.push(MoyoRegion {
            owner,
            points,
            territorial_value,
        });
    }
    MoyoRegions { regions, index }
}

/// The surrounding moyo of one dragon.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct SurroundingMoyo {
    /// Moyo points (shares of points in the closest-worm variant), truncated.
    pub size: u32,
    /// The sum of their territory values (shares likewise).
    pub territorial_value: f32,
}

/// The groups whose surrounding moyo is sized: per group its colour and
/// stones, and per stone point the group's index.
pub struct Groups<'a> {
    pub colors: &'a [Color],
    pub stones: &'a [&'a [Point]],
    pub index: &'a dyn Fn(Point) -> Option<usize>,
}

/// The surrounding moyo of every group under `variant`.
pub fn surrounding_moyo(
    board: &Board,
    influence: &Influence,
    worms: &Worms,
    groups: &Groups,
    variant: Moyo,
) -> Vec<SurroundingMoyo> {
    let n = groups.colors.len();
    let mut size = vec![0.0f32; n];
    let mut value = vec![0.0f32; n];
    match variant {
        Moyo::ClosestWorm => {
            for p in board.points() {
                let Some(c) = influence.region[p.index()].moyo_owner() else {
                    continue;
                };
                if board.color_at(p) == Some(c) {
                    continue;
                }
                let close = &worms.close_by_color[c.index()][p.index()];
                let k = close.worms.len();
                if k == 0 || k > MAX_CLOSE_WORMS {
                    continue;
                }
                let share = 1.0 / k as f32;
                let t = influence.territory_for(c, p).clamp(0.0, 1.0);
                for &w in &close.worms {
                    if let Some(g) = (groups.index)(w) {
                        size[g] += share;
                        value[g] += t * share;
                    }
                }
            }
        }
        Moyo::Segmentation => {
            let regions = moyo_regions(board, influence);
            let mut seen: Vec<u16> = Vec::new();
            for g in 0..n {
                seen.clear();
                for &s in groups.stones[g] {
                    for q in s.neighbors() {
                        let Some(r) = board
                            .on_board(q)
                            .then(|| regions.index[q.index()])
                            .flatten()
                        else {
                            continue;
                        };
                        let region = &regions.regions[r as usize];
                        if region.owner == groups.colors[g] && !seen.contains(&r) {
                            seen.push(r);
                            size[g] += region.points.len() as f32;
                            value[g] += region.territorial_value;
                        }
                    }
                }
            }
        }
    }
    size.iter()
        .zip(&value)
        .map(|(&s, &v)| SurroundingMoyo {
            size: (s + 1e-4) as u32,
            territorial_value: v,
        })
        .collect()
}
