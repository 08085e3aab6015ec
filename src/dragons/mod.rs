//! Dragons: worms joined the way a Go player sees groups, by links that
//! cannot be broken. Each link keeps its reason and the points it rests on.
//!
//! Links, in the order they are looked for:
//! - **shared eye**: worms bordering the same small eye space of their
//!   colour, every point of it a proper eye point (GNU Go's `dragon_eye`):
//!   the eye is theirs whoever plays in it;
//! - **miai** and **shape**: the static links of connection reading
//!   ([`crate::connection::direct_link`]): two shared liberties (a bamboo
//!   joint, an open diagonal), a shared liberty where a cutting stone is
//!   captured at once (a closed tiger's mouth, a false eye), an opponent
//!   string in atari between them that cannot run;
//! - two links of one worm that each rest on one cutting point are
//!   dropped when an opponent stone next to both points makes both cuts
//!   work (a **double cut**): the owner can keep only one of them;
//! - a link resting on one cutting point is dropped when an opponent
//!   move next to that point makes the cut work and, after the owner
//!   connects there, another link of the worm can be cut (a **double
//!   threat**, read once the reading links below are known);
//! - **pattern**: connection shapes of `patterns/conn.db` whose cut
//!   tactical reading refutes ([`shapes`]);
//! - **capture**: worms around a small opponent string that reading
//!   captures: they will share the point it leaves;
//! - **reading**: two worms close together (a stone of one next to a
//!   liberty of the other or to an empty point beside such a liberty: one-
//!   and two-point jumps, knight's moves, diagonals) that connection reading
//!   cannot cut (`crate::connection`, `disconnect` answering 0).
//!
//! A worm in atari joins nothing by a shared eye or a capture (as in the
//! static links, it is captured before the link helps it). Worms that
//! tactical reading captures (attacked and not defended) link
//! nothing to anything else: such a worm joins at most one dragon of its
//! own colour, the first it has a static link to.
//!
//! Per dragon: its stones and worms, size and effective size, the eyes of
//! the eye spaces only it borders (pessimistic and optimistic, from the eye
//! evaluation), its lunches (adjacent opponent worms that reading captures
//! when the dragon's side moves first), its pre-owl surrounding moyo (from
//! the initial influence, sized by the `moyo` heuristic), its escape
//! potential (empty points within [`ESCAPE_DISTANCE`] steps through empty
//! points not next to opponent stones, or the surrounding moyo size if
//! larger), its opponent neighbours, and a crude [`Status`] from those (owl
//! refines it later).

mod escape;
mod links;
pub mod shapes;
#[cfg(test)]
mod tests;

pub use escape::{escape_potential, open_point, room_to_run, room_walk, Walk};
use links::Linker;

use crate::board::{Board, Color, Point, NUM_CELLS};
use crate::connection::Connector;
use crate::eyes::{evaluate_space, Detail, EyeSpaces};
use crate::heuristics::{Heuristics, Moyo};
use crate::influence::moyo::{surrounding_moyo, Groups, SurroundingMoyo};
use crate::influence::Influence;
use crate::reading::{ReadResult, Reader};
use crate::worms::Worms;

/// The largest eye space whose bordering worms are joined by it.
pub const SHARED_EYE_LIMIT: usize = 4;
/// The largest captured string that joins the strings around it (a
/// larger one is a fight, not a shape).
pub const CAPTURE_LINK_SIZE: usize = 2;
/// How far (in steps through empty points) escape potential looks.
pub const ESCAPE_DISTANCE: u8 = 3;
/// Escape potential from which a dragon without eyes still counts as alive.
pub const ESCAPE_ALIVE: usize = 24;
/// Escape potential up to which a dragon without eyes or lunches is dead.
pub const ESCAPE_DEAD: usize = 5;

/// The crude status of a dragon, before any owl reading.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Alive,
    Critical,
    Dead,
    Unknown,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Alive => "alive",
            Status::Critical => "critical",
            Status::Dead => "dead",
            Status::Unknown => "unknown",
        }
    }
}

/// Why two worms are in one dragon.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LinkKind {
    /// Both border the same eye space.
    SharedEye,
    /// They share two liberties.
    Miai,
    /// A cut between them would be captured at once: a shared liberty
    /// where the cutting stone has no second liberty, or a cutting string
    /// in atari that cannot run.
    Shape,
    /// Connection reading cannot cut them.
    Reading,
    /// Both touch an opponent string that reading captures.
    Capture,
    /// A connection shape of `patterns/conn.db` (the pattern's name) whose
    /// cut reading refutes.
    Pattern(&'static str),
}

impl LinkKind {
    pub fn name(self) -> &'static str {
        match self {
            LinkKind::SharedEye => "shared_eye",
            LinkKind::Miai => "miai",
            LinkKind::Shape => "shape",
            LinkKind::Reading => "reading",
            LinkKind::Capture => "capture",
            LinkKind::Pattern(name) => name,
        }
    }
}

/// A link between two worms (by origin) and the points it rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    pub a: Point,
    pub b: Point,
    pub kind: LinkKind,
    pub points: Vec<Point>,
}

/// One dragon.
#[derive(Clone, Debug, PartialEq)]
pub struct Dragon {
    /// The smallest stone (board order) of the dragon.
    pub origin: Point,
    pub color: Color,
    /// Its stones in board order.
    pub stones: Vec<Point>,
    /// Origins of its worms in board order.
    pub worms: Vec<Point>,
    /// Sum of its worms' effective sizes.
    pub effective_size: f32,
    /// Eyes of the eye spaces only it borders: pessimistic and optimistic.
    pub eyes_min: u8,
    pub eyes_max: u8,
    /// Origins of adjacent opponent worms that reading captures, the
    /// dragon's side moving first.
    pub lunches: Vec<Point>,
    /// Escape potential: the empty points within [`ESCAPE_DISTANCE`] of it
    /// not next to an opponent stone, or its pre-owl surrounding moyo size
    /// if that is larger.
    pub escape: usize,
    /// Its surrounding moyo in the initial influence, sized by the
    /// `moyo` heuristic's variant.
    pub moyo_pre_owl: SurroundingMoyo,
    /// Origins of adjacent opponent dragons (none when only one colour's
    /// dragons are made).
    pub neighbors: Vec<Point>,
    pub status: Status,
}

/// The dragons of a position and the links that made them: of both
/// colours, or of one ([`DragonInputs::only`]).
#[derive(Clone, Debug)]
pub struct Dragons {
    dragons: Vec<Dragon>,
    index: Vec<Option<u16>>,
    pub links: Vec<Link>,
    /// The one colour whose dragons these are (`None`: both colours). The
    /// other colour's stones then belong to no dragon, and the dragons'
    /// [`Dragon::neighbors`] are empty.
    pub only: Option<Color>,
}

impl Dragons {
    /// The dragon through the stone on `p`.
    pub fn get(&self, p: Point) -> Option<&Dragon> {
        self.index
            .get(p.index())
            .copied()
            .flatten()
            .map(|i| &self.dragons[i as usize])
    }

    /// Per cell, the number of the dragon through the stone there (the
    /// same number for every stone of one dragon).
    pub fn numbers(&self) -> &[Option<u16>] {
        &self.index
    }

    /// Every dragon, in order of their origins.
    pub fn iter(&self) -> impl Iterator<Item = &Dragon> {
        self.dragons.iter()
    }

    /// The links inside the dragon through `p`.
    pub fn links_of(&self, p: Point) -> impl Iterator<Item = &Link> {
        let d = self.index.get(p.index()).copied().flatten();
        self.links
            .iter()
            .filter(move |l| d.is_some() && self.index[l.a.index()] == d)
    }
}

/// What the dragon stage needs besides the board.
pub struct DragonInputs<'a> {
    pub worms: &'a Worms,
    pub eyes: &'a [EyeSpaces; 2],
    pub reader: &'a mut Reader,
    pub connector: &'a mut Connector,
    /// The heuristics eye spaces are evaluated with.
    pub heuristics: &'a Heuristics,
    /// Moves already on the search stack (trial moves).
    pub stackp: usize,
    /// The initial influence (stage `initial influence`), for the pre-owl
    /// surrounding moyo.
    pub influence: &'a Influence,
    /// Make only this colour's dragons (`None`: both colours). Every link
    /// joins two worms of one colour, and a dragon's eyes, lunches, escape
    /// and surrounding moyo depend on its own colour's dragons only, so
    /// the dragons of that colour are those of both colours made apart
    /// (as far as the reading cache, filled in another order, reads the
    /// same). Owl asks about one dragon, and needs no more.
    pub only: Option<Color>,
}

/// Computes the dragons of `board`: the links of each kind in turn
/// ([`Linker`]), then the dragons they join and their data.
pub fn make_dragons(board: &mut Board, inputs: DragonInputs) -> Dragons {
    let DragonInputs {
        worms,
        eyes,
        reader,
        connector,
        heuristics,
        stackp,
        influence,
        only,
    } = inputs;
    let mut linker = Linker::new(worms, only);
    linker.shared_eyes(board, eyes);
    let origins: Vec<Point> = worms.iter().map(|w| w.origin).collect();
    // The worms whose links are made: every worm, or `only` one colour's.
    let linked: Vec<Point> = origins
        .iter()
        .copied()
        .filter(|&o| board.color_at(o).is_some_and(|c| !linker.left_out(c)))
        .collect();
    linker.static_links(board, &linked);
    linker.shapes(board, reader, stackp);
    linker.captures(board, &origins);
    linker.captured_strings(board, &linked, &origins);
    let cut_pairs = linker.drop_double_cuts(board, reader, stackp);
    linker.reading_links(board, (reader, connector), stackp, &linked, &cut_pairs);
    let (dragons, index) = collect_dragons(board, &mut linker);
    let mut out = Dragons {
        dragons,
        index,
        links: linker.links,
        only,
    };
    describe_dragons(board, worms, eyes, heuristics, influence, &mut out);
    out
}

/// The dragons the linker's worm sets make, each with its stones and
/// worms in board order, and per cell the dragon through the stone there.
fn collect_dragons(board: &Board, linker: &mut Linker) -> (Vec<Dragon>, Vec<Option<u16>>) {
    let mut index = vec![None; NUM_CELLS];
    let mut dragons: Vec<Dragon> = Vec::new();
    let mut by_root: Vec<Option<u16>> = vec![None; NUM_CELLS];
    for p in board.points() {
        let Some(color) = board.color_at(p).filter(|&c| !linker.left_out(c)) else {
            continue;
        };
        let root = linker.sets.find(board.string_origin(p));
        let i = match by_root[root.index()] {
            Some(i) => i,
            None => {
                let i = dragons.len() as u16;
                by_root[root.index()] = Some(i);
                dragons.push(Dragon {
                    origin: p,
                    color,
                    stones: Vec::new(),
                    worms: Vec::new(),
                    effective_size: 0.0,
                    eyes_min: 0,
                    eyes_max: 0,
                    lunches: Vec::new(),
                    escape: 0,
                    moyo_pre_owl: SurroundingMoyo::default(),
                    neighbors: Vec::new(),
                    status: Status::Unknown,
                });
                i
            }
        };
        let d = &mut dragons[i as usize];
        d.stones.push(p);
        let o = board.string_origin(p);
        if o == p {
            d.worms.push(o);
        }
        index[p.index()] = Some(i);
    }
    (dragons, index)
}

/// Fills in the data of every dragon: effective size, eyes, lunches,
/// escape, neighbours and the crude status.
fn describe_dragons(
    board: &Board,
    worms: &Worms,
    eyes: &[EyeSpaces; 2],
    heuristics: &Heuristics,
    influence: &Influence,
    out: &mut Dragons,
) {
    let captured = |p: Point| {
        worms
            .get(p)
            .is_some_and(|w| w.attack_code == ReadResult::Win && w.defense_code == ReadResult::Lose)
    };
    // Eyes: each space bordered by one dragon only counts for it.
    let mut eyes_of: Vec<(u8, u8)> = vec![(0, 0); out.dragons.len()];
    for spaces in eyes {
        for space in &spaces.spaces {
            let mut owner: Option<u16> = None;
            let mut shared = false;
            for &p in &space.points {
                for q in p.neighbors() {
                    if board.on_board(q) && board.color_at(q) == Some(spaces.owner) && !captured(q)
                    {
                        let d = out.index[q.index()];
                        if owner.is_some() && d != owner {
                            shared = true;
                        }
                        owner = owner.or(d);
                    }
                }
            }
            if let (Some(d), false) = (owner, shared) {
                let ev = evaluate_space(board, spaces, space, heuristics, Detail::Alternating);
                let e = &mut eyes_of[d as usize];
                e.0 = e.0.saturating_add(ev.value.min_eyes());
                e.1 = e.1.saturating_add(ev.value.max_eyes());
            }
        }
    }
    let moyo = dragon_moyo(board, worms, influence, heuristics.moyo, out);
    let origins: Vec<Point> = out.dragons.iter().map(|d| d.origin).collect();
    let index = &out.index;
    for (i, d) in out.dragons.iter_mut().enumerate() {
        d.effective_size = d
            .worms
            .iter()
            .filter_map(|&w| worms.get(w))
            .map(|w| w.effective_size)
            .sum();
        (d.eyes_min, d.eyes_max) = eyes_of[i];
        let other = d.color.opponent();
        let mut lunches = Vec::new();
        let mut neighbors = Vec::new();
        for &s in &d.stones {
            for q in s.neighbors() {
                if board.on_board(q) && board.color_at(q) == Some(other) {
                    let o = board.string_origin(q);
                    let capturable = worms
                        .get(o)
                        .is_some_and(|w| w.attack_code == ReadResult::Win);
                    if capturable && !lunches.contains(&o) {
                        lunches.push(o);
                    }
                    if let Some(n) = index[q.index()] {
                        let origin = origins[n as usize];
                        if !neighbors.contains(&origin) {
                            neighbors.push(origin);
                        }
                    }
                }
            }
        }
        lunches.sort();
        neighbors.sort();
        d.lunches = lunches;
        d.neighbors = neighbors;
        d.moyo_pre_owl = moyo[i];
        // A weak dragon with a big surrounding moyo can make its eyes there.
        d.escape = escape_potential(board, &d.stones, d.color).max(d.moyo_pre_owl.size as usize);
        let alive_worm = d.worms.iter().any(|&w| {
            worms
                .get(w)
                .is_some_and(|w| w.unconditional == crate::worms::UnconditionalStatus::Alive)
        });
        let all_captured = d.worms.iter().all(|&w| captured(w));
        d.status = crude_status(d, alive_worm, all_captured);
    }
}

/// The surrounding moyo of every dragon in `influence`, sized by `variant`.
pub fn dragon_moyo(
    board: &Board,
    worms: &Worms,
    influence: &Influence,
    variant: Moyo,
    dragons: &Dragons,
) -> Vec<SurroundingMoyo> {
    let colors: Vec<Color> = dragons.dragons.iter().map(|d| d.color).collect();
    let stones: Vec<&[Point]> = dragons
        .dragons
        .iter()
        .map(|d| d.stones.as_slice())
        .collect();
    let index = |p: Point| dragons.index[p.index()].map(usize::from);
    let groups = Groups {
        colors: &colors,
        stones: &stones,
        index: &index,
    };
    surrounding_moyo(board, influence, worms, &groups, variant)
}

/// The crude status from eyes, lunches and escape potential.
fn crude_status(d: &Dragon, alive_worm: bool, all_captured: bool) -> Status {
    let lunch = !d.lunches.is_empty();
    if all_captured {
        return Status::Dead;
    }
    if alive_worm || d.eyes_min >= 2 || (d.eyes_min >= 1 && lunch) || d.escape >= ESCAPE_ALIVE {
        return Status::Alive;
    }
    if d.eyes_max == 0 && !lunch && d.escape <= ESCAPE_DEAD {
        return Status::Dead;
    }
    if d.eyes_max >= 2 && d.escape <= ESCAPE_DEAD {
        return Status::Critical;
    }
    Status::Unknown
}
