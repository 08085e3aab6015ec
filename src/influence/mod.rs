//! Influence, territory and moyo, in the spirit of GNU Go's influence
//! function (its `doc/influence.texi` describes the model; the constants and
//! the propagation here are our own).
//!
//! Every living stone radiates influence for its colour: [`InfluenceConfig::strength`]
//! on its own point, divided by [`InfluenceConfig::attenuation`] per orthogonal
//! step (a diagonal step costs [`InfluenceConfig::diagonal`] orthogonal steps and
//! needs one of the two points beside it open). A living stone of the other
//! colour blocks influence: it neither receives nor passes it on. A dead stone
//! radiates for the other side and lets influence through. Influence below
//! [`InfluenceConfig::cutoff`] stops. Each point takes, per source, the
//! strongest path, summed over the sources of a colour.
//!
//! From the two influences each point gets a territory value in `[-1, 1]`
//! (positive for black) and a [`Region`]: territory, moyo or area of a
//! colour, by how strongly one colour dominates.
//!
//! [`moyo`] segments the moyo into regions and sizes the surrounding moyo of
//! each dragon in the two switchable ways (see [`crate::heuristics::Moyo`]).

pub mod moyo;

use crate::board::{Board, Color, Point, NUM_CELLS};
use crate::reading::ReadResult;
use crate::worms::Worms;
use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// The constants of the influence function.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct InfluenceConfig {
    /// Influence of a stone on its own point.
    pub strength: f32,
    /// Division per orthogonal step.
    pub attenuation: f32,
    /// Cost of a diagonal step in orthogonal steps.
    pub diagonal: f32,
    /// Influence below this does not spread further.
    pub cutoff: f32,
    /// Territory: own influence at least this and the opponent's at most
    /// own / [`Self::territory_ratio`].
    pub territory_min: f32,
    pub territory_ratio: f32,
    /// Moyo: own influence at least this and at least [`Self::moyo_ratio`] times the opponent's.
    pub moyo_min: f32,
    pub moyo_ratio: f32,
    /// Area: own influence at least this and at least [`Self::area_ratio`] times the opponent's.
    pub area_min: f32,
    pub area_ratio: f32,
}

impl Default for InfluenceConfig {
    fn default() -> Self {
        InfluenceConfig {
            strength: 100.0,
            attenuation: 3.0,
            diagonal: 1.5,
            cutoff: 1.0,
            territory_min: 15.0,
            territory_ratio: 30.0,
            moyo_min: 5.0,
            moyo_ratio: 7.0,
            area_min: 1.0,
            area_ratio: 3.0,
        }
    }
}

/// What a point is for the colour dominating it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Region {
    /// Neither colour dominates (or a living stone stands there).
    #[default]
    Neutral,
    Territory(Color),
    Moyo(Color),
    Area(Color),
}

impl Region {
    /// The colour owning the point as moyo or better (territory counts as moyo).
    pub fn moyo_owner(self) -> Option<Color> {
        match self {
            Region::Territory(c) | Region::Moyo(c) => Some(c),
            _ => None,
        }
    }

    /// The colour owning the point as area or better.
    pub fn area_owner(self) -> Option<Color> {
        match self {
            Region::Territory(c) | Region::Moyo(c) | Region::Area(c) => Some(c),
            Region::Neutral => None,
        }
    }
}

/// The influence of both colours over one position.
#[derive(Clone, Debug)]
pub struct Influence {
    /// Per cell and colour (index by [`Color::index`]): the summed influence.
    pub strength: [Vec<f32>; 2],
    /// Per cell: territory value in `[-1, 1]`, positive for black.
    pub territory: Vec<f32>,
    /// Per cell: the classification.
    pub region: Vec<Region>,
}

impl Influence {
    /// Influence of `color` at `p`.
    pub fn of(&self, color: Color, p: Point) -> f32 {
        self.strength[color.index()][p.index()]
    }

    /// Territory value of `p` for `color`, in `[-1, 1]`.
    pub fn territory_for(&self, color: Color, p: Point) -> f32 {
        let v = self.territory[p.index()];
        match color {
            Color::Black => v,
            Color::White => -v,
        }
    }
}

/// A min-heap entry of the propagation: strength at a point.
#[derive(Copy, Clone, PartialEq)]
struct Reach(f32, Point);

impl Eq for Reach {}

impl PartialOrd for Reach {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Reach {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0
            .total_cmp(&other.0)
            .then_with(|| other.1.index().cmp(&self.1.index()))
    }
}

/// The influence of a position where `dead(p)` tells which stones are dead
/// (they radiate for the other colour and let influence through).
pub fn compute_influence(
    board: &Board,
    dead: impl Fn(Point) -> bool,
    cfg: &InfluenceConfig,
) -> Influence {
    let mut strength = [vec![0.0f32; NUM_CELLS], vec![0.0f32; NUM_CELLS]];
    // Per cell and colour: whether it blocks that colour's influence.
    let mut blocks = [vec![true; NUM_CELLS], vec![true; NUM_CELLS]];
    let mut sources: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
    for p in board.points() {
        match board.color_at(p) {
            None => {
                blocks[0][p.index()] = false;
                blocks[1][p.index()] = false;
            }
            Some(c) => {
                let radiates = if dead(p) { c.opponent() } else { c };
                sources[radiates.index()].push(p);
                // A living stone blocks the other colour; a dead one blocks nobody.
                blocks[radiates.index()][p.index()] = false;
                if dead(p) {
                    blocks[c.index()][p.index()] = false;
                }
            }
        }
    }
    let step = 1.0 / cfg.attenuation;
    let diag_step = cfg.attenuation.powf(-cfg.diagonal);
    let mut best = vec![0.0f32; NUM_CELLS];
    let mut touched: Vec<usize> = Vec::new();
    let mut heap = BinaryHeap::new();
    for color in [Color::Black, Color::White] {
        let ci = color.index();
        let block = &blocks[ci];
        for &s in &sources[ci] {
            for i in touched.drain(..) {
                best[i] = 0.0;
            }
            best[s.index()] = cfg.strength;
            touched.push(s.index());
            heap.push(Reach(cfg.strength, s));
            while let Some(Reach(v, p)) = heap.pop() {
                if v < best[p.index()] {
                    continue;
                }
                let next = v * step;
                if next >= cfg.cutoff {
                    for q in p.neighbors() {
                        if !block[q.index()] && next > best[q.index()] {
                            if best[q.index()] == 0.0 {
                                touched.push(q.index());
                            }
                            best[q.index()] = next;
                            heap.push(Reach(next, q));
                        }
                    }
                }
                let next = v * diag_step;
                if next >= cfg.cutoff {
                    let [n, w, e, s_] = p.neighbors();
                    let sides = [(n, w), (n, e), (s_, w), (s_, e)];
                    for (q, (a, b)) in p.diagonals().into_iter().zip(sides) {
                        let open = !block[a.index()] || !block[b.index()];
                        if open && !block[q.index()] && next > best[q.index()] {
                            if best[q.index()] == 0.0 {
                                touched.push(q.index());
                            }
                            best[q.index()] = next;
                            heap.push(Reach(next, q));
                        }
                    }
                }
            }
            for &i in &touched {
                strength[ci][i] += best[i];
            }
        }
        for i in touched.drain(..) {
            best[i] = 0.0;
        }
    }
    let mut territory = vec![0.0f32; NUM_CELLS];
    let mut region = vec![Region::Neutral; NUM_CELLS];
    for p in board.points() {
        let living_stone = board.color_at(p).is_some() && !dead(p);
        if living_stone {
            continue;
        }
        let (b, w) = (strength[0][p.index()], strength[1][p.index()]);
        territory[p.index()] = territory_value(b, w, cfg);
        region[p.index()] = classify(b, w, cfg);
    }
    Influence {
        strength,
        territory,
        region,
    }
}

/// The initial influence, before owl: a stone is dead when tactical
/// reading captures its worm and finds no defence.
pub fn initial_influence(board: &Board, worms: &Worms, cfg: &InfluenceConfig) -> Influence {
    compute_influence(
        board,
        |p| {
            worms.get(p).is_some_and(|w| {
                w.attack_code == ReadResult::Win && w.defense_code == ReadResult::Lose
            })
        },
        cfg,
    )
}

/// Territory value of a point from black's and white's influence: `1` where
/// black dominates as territory, falling to `0` as white's share grows to
/// what moyo allows; negative the same way for white.
fn territory_value(b: f32, w: f32, cfg: &InfluenceConfig) -> f32 {
    let one_side = |own: f32, opp: f32| -> f32 {
        if own < cfg.area_min || own < opp * cfg.area_ratio {
            return 0.0;
        }
        // 1 at the territory ratio, 0 at the area ratio, linear in log ratio.
        let ratio = if opp <= 0.0 { f32::INFINITY } else { own / opp };
        let t = if ratio.is_infinite() {
            1.0
        } else {
            ((ratio.ln() - cfg.area_ratio.ln()) / (cfg.territory_ratio.ln() - cfg.area_ratio.ln()))
                .clamp(0.0, 1.0)
        };
        t * (own / cfg.territory_min).min(1.0)
    };
    if b >= w {
        one_side(b, w)
    } else {
        -one_side(w, b)
    }
}

fn classify(b: f32, w: f32, cfg: &InfluenceConfig) -> Region {
    let (color, own, opp) = if b >= w {
        (Color::Black, b, w)
    } else {
        (Color::White, w, b)
    };
    if own >= cfg.territory_min && own >= opp * cfg.territory_ratio {
        Region::Territory(color)
    } else if own >= cfg.moyo_min && own >= opp * cfg.moyo_ratio {
        Region::Moyo(color)
    } else if own >= cfg.area_min && own >= opp * cfg.area_ratio {
        Region::Area(color)
    } else {
        Region::Neutral
    }
}

#[cfg(test)]
mod tests;
