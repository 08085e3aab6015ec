//! The staged analysis of one position, in the spirit of GNU Go's
//! `examine_position`: each stage is computed the first time a question
//! needs it, from the stages before it, and kept until the position (or
//! anything else in its [`AnalysisKey`]) changes; then all stages go at once.
//!
//! Stages, in order (each may use those above it):
//! 1. **tactics** — GNU Go's worm attack and defence codes and points, per
//!    string, filled in as other stages ask for them (tactical reading
//!    through the engine's [`Reader`]);
//! 2. **unconditional** — unconditional status of every point (life node
//!    counter);
//! 3. **worms** — per-string data: sizes, liberties, cutting stones,
//!    effective sizes, closest worms, tactics, unconditional status;
//! 4. **eye spaces** — both colours' eye spaces with marginal, half and
//!    false eyes (dead stones decided by the tactics stage);
//! 5. **initial influence** — influence, territory and moyo before owl,
//!    with tactically captured worms radiating for the other side
//!    (`crate::influence`);
//! 6. **dragons** — worms joined by shared eye spaces, miai, safe
//!    diagonals and links connection reading cannot cut, with their
//!    pre-owl surrounding moyo (from stage 5) and crude status
//!    (`crate::dragons`). An owl question needs only the dragons of its
//!    dragon's colour, so until a question needs both colours this stage
//!    is made for one colour at a time ([`Parts::dragons_of`]): each link
//!    joins two worms of one colour, and the other colour's links cost
//!    about half of the stage's connection reading;
//! 7. **owl** — each dragon's owl status (`crate::owl`): alive when owl
//!    cannot kill it, dead when it can and cannot save it, else critical,
//!    with the attacking and defending moves. Owl reading is the costliest
//!    question, so this stage is filled dragon by dragon as questions ask
//!    for it (`dragon_status`, `dragon_data`);
//! 8. **influence** — the influence after the dragons' statuses (dead
//!    dragons radiate for the other side) and each dragon's post-owl
//!    surrounding moyo. It reads the crude statuses of stage 6 still:
//!    owl statuses for every dragon of a position cost more than the
//!    moyo is worth today.
//!
//! Stages 1 to 6 computed from a fresh start are also kept apart, with
//! what computing them left behind, for the next fresh start on the same
//! position ([`ColdStarts`]).

use crate::board::{Board, Color, Counter, Point, NUM_CELLS};
use crate::connection::{Connector, ConnectorState};
use crate::dragons::{dragon_moyo, make_dragons, DragonInputs, Dragons, Status};
use crate::eyes::{eye_spaces, EyeSpaces};
use crate::influence::moyo::SurroundingMoyo;
use crate::influence::{compute_influence, initial_influence, Influence, InfluenceConfig};
use crate::reading::{ReadResult, Reader, ReaderState};
use crate::search::SearchResult;
use crate::worms::{unconditional_status, TacticalReader, UnconditionalStatus, WormTactics, Worms};

/// Everything an analysis depends on. Two questions with equal keys get
/// their answers from the same analysis.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnalysisKey {
    /// [`Board::hash`]: stones (including trial moves) and the ko point.
    pub position: u64,
    /// The board size: the hash does not tell it (a point's index, and so
    /// its hash, is the same on every size).
    pub size: usize,
    /// [`Board::depth`]: moves on the board's undo stack.
    pub depth: usize,
    /// Trial moves on the engine's stack (searches start at this depth).
    pub stackp: usize,
    /// Fingerprint of every setting, heuristics and limits
    /// ([`crate::engine::Settings::fingerprint`]).
    pub settings: u64,
}

/// The name of one stage, for listings and tests.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stage {
    Tactics,
    Unconditional,
    Worms,
    EyeSpaces,
    InitialInfluence,
    Dragons,
    /// Stage 6 for one colour only ([`Parts::dragons_of`]).
    DragonsOf(Color),
    Owl,
    Influence,
}

/// The move of a search result that succeeds.
fn successful_move(r: SearchResult) -> Option<Point> {
    r.mv.filter(|_| r.code != ReadResult::Lose)
}

/// Stage 7 for one dragon: its status after owl reading and the results
/// that decided it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct OwlStatus {
    /// `Alive`, `Dead` or `Critical`.
    pub status: Status,
    /// `owl_attack` of the dragon.
    pub attack: SearchResult,
    /// `owl_defend` of the dragon, read only when the attack succeeds.
    pub defense: Option<SearchResult>,
}

impl OwlStatus {
    /// The move that kills the dragon, if owl named one.
    pub fn attack_point(&self) -> Option<Point> {
        Some(self.attack).and_then(successful_move)
    }

    /// The move that saves the dragon, if owl read and named one.
    pub fn defense_point(&self) -> Option<Point> {
        self.defense.and_then(successful_move)
    }

    /// The status from the two owl results.
    pub fn from_results(attack: SearchResult, defense: Option<SearchResult>) -> OwlStatus {
        let status = match defense {
            _ if attack.code == ReadResult::Lose => Status::Alive,
            Some(d) if d.code != ReadResult::Lose => Status::Critical,
            _ => Status::Dead,
        };
        OwlStatus {
            status,
            attack,
            defense,
        }
    }
}

/// Stage 7: the influence after the dragons' statuses and the surrounding
/// moyo it gives each dragon (in the order of [`Dragons::iter`]).
#[derive(Clone, Debug)]
pub struct FinalInfluence {
    pub influence: Influence,
    pub moyo: Vec<SurroundingMoyo>,
}

/// The stages of the position under `key`, each `None` until needed.
#[derive(Clone, Default)]
pub struct Analysis {
    key: Option<AnalysisKey>,
    /// Worm tactics by string origin (stage 1); empty until first used.
    tactics: Vec<Option<WormTactics>>,
    unconditional: Option<Vec<UnconditionalStatus>>,
    worms: Option<Worms>,
    eye_spaces: Option<[EyeSpaces; 2]>,
    initial_influence: Option<Influence>,
    dragons: Option<Dragons>,
    /// Stage 6 for one colour, by [`Color::index`], when the whole stage
    /// has not been needed.
    dragons_of: [Option<Dragons>; 2],
    /// Owl statuses by dragon origin (stage 7), as far as asked for.
    owl: Vec<(Point, OwlStatus)>,
    influence: Option<FinalInfluence>,
}

impl Analysis {
    /// Drops every stage unless they belong to `key`.
    pub fn sync(&mut self, key: AnalysisKey) {
        if self.key != Some(key) {
            *self = Analysis {
                key: Some(key),
                ..Analysis::default()
            };
        }
    }

    /// The owl status of the dragon with origin `origin`, if read.
    pub fn owl_status(&self, origin: Point) -> Option<OwlStatus> {
        self.owl.iter().find(|(o, _)| *o == origin).map(|&(_, s)| s)
    }

    /// Records the owl status of the dragon with origin `origin` (for
    /// the position under `key`; dropped if the analysis moved on).
    pub fn set_owl_status(&mut self, key: AnalysisKey, origin: Point, status: OwlStatus) {
        if self.key == Some(key) && self.owl_status(origin).is_none() {
            self.owl.push((origin, status));
        }
    }

    /// Whether no stage has been computed.
    fn is_empty(&self) -> bool {
        self.tactics.iter().all(Option::is_none)
            && self.unconditional.is_none()
            && self.worms.is_none()
            && self.eye_spaces.is_none()
            && self.initial_influence.is_none()
            && self.dragons.is_none()
            && self.dragons_of.iter().all(Option::is_none)
            && self.owl.is_empty()
            && self.influence.is_none()
    }

    /// The slot of stage 6 for `only` one colour, or for both (`None`).
    fn dragons_slot(&mut self, only: Option<Color>) -> &mut Option<Dragons> {
        match only {
            None => &mut self.dragons,
            Some(color) => &mut self.dragons_of[color.index()],
        }
    }

    /// The eye spaces stage, if computed.
    pub fn eye_spaces(&self) -> Option<&[EyeSpaces; 2]> {
        self.eye_spaces.as_ref()
    }

    /// The stages computed so far, in stage order.
    pub fn ready(&self) -> Vec<Stage> {
        let mut out = Vec::new();
        if self.tactics.iter().any(Option::is_some) {
            out.push(Stage::Tactics);
        }
        if self.unconditional.is_some() {
            out.push(Stage::Unconditional);
        }
        if self.worms.is_some() {
            out.push(Stage::Worms);
        }
        if self.eye_spaces.is_some() {
            out.push(Stage::EyeSpaces);
        }
        if self.initial_influence.is_some() {
            out.push(Stage::InitialInfluence);
        }
        if self.dragons.is_some() {
            out.push(Stage::Dragons);
        }
        for color in [Color::Black, Color::White] {
            if self.dragons_of[color.index()].is_some() {
                out.push(Stage::DragonsOf(color));
            }
        }
        if !self.owl.is_empty() {
            out.push(Stage::Owl);
        }
        if self.influence.is_some() {
            out.push(Stage::Influence);
        }
        out
    }
}

/// The pre-owl stages (1 to 6) of recent positions as a fresh engine
/// computes them, with everything that computation leaves behind: the
/// nodes it counted and the reading and connection cache entries it made.
///
/// The regression runner clears the caches before every test, so that a
/// test's answer and node counts do not depend on the tests before it, and
/// most positions are asked several questions. When the pre-owl stages of
/// a position are needed from a fresh start (no stage computed, nothing
/// cached) and were computed from a fresh start before, the engine is put
/// back in the state that computation ended in, and its nodes are counted
/// again: answers and node counts are those of computing the stages anew,
/// only the seconds are saved.
#[derive(Default)]
pub struct ColdStarts {
    /// Most recent first, at most [`COLD_STARTS`].
    entries: std::collections::VecDeque<ColdStart>,
    /// How many times a position's stages were put back rather than computed.
    pub(super) hits: u64,
}

/// One position's pre-owl stages from a fresh start (see [`ColdStarts`]).
struct ColdStart {
    key: AnalysisKey,
    /// The colour whose dragons were made (`None`: both colours).
    only: Option<Color>,
    /// [`Board::game_hash`]: the position the caches' entries belong to.
    game_hash: u64,
    analysis: Analysis,
    reader: ReaderState,
    connector: ConnectorState,
    /// Nodes the computation counted, by [`Counter::ALL`].
    nodes: [u64; Counter::ALL.len()],
}

/// Positions whose pre-owl stages are kept.
const COLD_STARTS: usize = 4;

/// Stages whose reading left more cached results than this are not kept
/// (the copy would cost more memory than the stages are worth).
const COLD_START_MAX_ENTRIES: usize = 250_000;

/// An analysis together with what computing its stages needs.
pub struct Parts<'e> {
    pub board: &'e mut Board,
    pub reader: &'e mut Reader,
    pub connector: &'e mut Connector,
    pub heuristics: crate::heuristics::Heuristics,
    pub stackp: usize,
    pub analysis: &'e mut Analysis,
    pub cold: &'e mut ColdStarts,
}

/// Runs `f` with a tactical reader that fills in the tactics stage `memo`.
fn with_tactics<T>(
    board: &mut Board,
    reader: &mut Reader,
    stackp: usize,
    memo: &mut Vec<Option<WormTactics>>,
    f: impl FnOnce(&mut Board, &mut TacticalReader) -> T,
) -> T {
    let mut known = std::mem::take(memo);
    if known.is_empty() {
        known = vec![None; NUM_CELLS];
    }
    let mut tactics = TacticalReader::with_memo(board, reader, stackp, known);
    let out = f(board, &mut tactics);
    *memo = tactics.into_memo();
    out
}

/// Stage 2 in its slot: computed on first use.
fn unconditional_stage<'s>(
    board: &mut Board,
    slot: &'s mut Option<Vec<UnconditionalStatus>>,
) -> &'s [UnconditionalStatus] {
    slot.get_or_insert_with(|| unconditional_status(board))
}

/// Stage 3 in its slot. The returned worms borrow only their own slot, so
/// later stages can read them while computing with the rest.
fn worms_stage<'s>(
    board: &mut Board,
    reader: &mut Reader,
    stackp: usize,
    tactics: &mut Vec<Option<WormTactics>>,
    unconditional: &mut Option<Vec<UnconditionalStatus>>,
    slot: &'s mut Option<Worms>,
) -> &'s Worms {
    slot.get_or_insert_with(|| {
        let status = unconditional_stage(board, unconditional).to_vec();
        with_tactics(board, reader, stackp, tactics, |board, t| {
            Worms::new(board, t, status)
        })
    })
}

/// Stage 4 in its slot.
fn eye_stage<'s>(
    board: &mut Board,
    reader: &mut Reader,
    stackp: usize,
    tactics: &mut Vec<Option<WormTactics>>,
    slot: &'s mut Option<[EyeSpaces; 2]>,
) -> &'s [EyeSpaces; 2] {
    slot.get_or_insert_with(|| with_tactics(board, reader, stackp, tactics, eye_spaces))
}

/// Stage 5 in its slot.
fn initial_influence_stage<'s>(
    board: &Board,
    worms: &Worms,
    slot: &'s mut Option<Influence>,
) -> &'s Influence {
    slot.get_or_insert_with(|| initial_influence(board, worms, &InfluenceConfig::default()))
}

/// Stage 6 (of `only` one colour, if given) into its slot, with the
/// stages it needs.
fn dragons_stage(
    board: &mut Board,
    reader: &mut Reader,
    connector: &mut Connector,
    heuristics: crate::heuristics::Heuristics,
    stackp: usize,
    a: &mut Analysis,
    only: Option<Color>,
) {
    if a.dragons_slot(only).is_some() {
        return;
    }
    let (tactics, unconditional) = (&mut a.tactics, &mut a.unconditional);
    let worms = worms_stage(board, reader, stackp, tactics, unconditional, &mut a.worms);
    let eyes = eye_stage(board, reader, stackp, tactics, &mut a.eye_spaces);
    let influence = initial_influence_stage(board, worms, &mut a.initial_influence);
    let dragons = make_dragons(
        board,
        DragonInputs {
            worms,
            eyes,
            reader,
            connector,
            heuristics: &heuristics,
            stackp,
            influence,
            only,
        },
    );
    *a.dragons_slot(only) = Some(dragons);
}

impl<'e> Parts<'e> {
    /// Stage 2: the unconditional status of every point.
    pub fn unconditional(self) -> &'e [UnconditionalStatus] {
        unconditional_stage(self.board, &mut self.analysis.unconditional)
    }

    /// Stage 3: the worm data.
    pub fn worms(self) -> &'e Worms {
        let a = self.analysis;
        worms_stage(
            self.board,
            self.reader,
            self.stackp,
            &mut a.tactics,
            &mut a.unconditional,
            &mut a.worms,
        )
    }

    /// Stage 4: the eye spaces of both colours.
    pub fn eye_spaces(self) -> &'e [EyeSpaces; 2] {
        let a = self.analysis;
        eye_stage(
            self.board,
            self.reader,
            self.stackp,
            &mut a.tactics,
            &mut a.eye_spaces,
        )
    }

    /// Stage 5: the initial influence (needing worms).
    pub fn initial_influence(self) -> &'e Influence {
        let a = self.analysis;
        let worms = worms_stage(
            self.board,
            self.reader,
            self.stackp,
            &mut a.tactics,
            &mut a.unconditional,
            &mut a.worms,
        );
        initial_influence_stage(self.board, worms, &mut a.initial_influence)
    }

    /// Stage 6: the dragons (needing worms, eye spaces and the initial influence).
    pub fn dragons(mut self) -> &'e Dragons {
        self.compute_dragons(None);
        let a = self.analysis;
        a.dragons.as_ref().expect("dragons stage computed")
    }

    /// Stage 6 as far as `color`'s dragons: those of both colours when
    /// made already, else those of `color` alone (made now if needed).
    pub fn dragons_of(mut self, color: Color) -> &'e Dragons {
        if self.analysis.dragons.is_none() {
            self.compute_dragons(Some(color));
        }
        let a = self.analysis;
        let slot = match a.dragons {
            Some(_) => &a.dragons,
            None => &a.dragons_of[color.index()],
        };
        slot.as_ref().expect("dragons stage computed")
    }

    /// Stage 7: the influence after the dragons' statuses, with the
    /// post-owl surrounding moyo of every dragon.
    pub fn influence(mut self) -> &'e FinalInfluence {
        if self.analysis.influence.is_none() {
            self.compute_dragons(None);
            let (board, a) = (&*self.board, &mut *self.analysis);
            let dragons = a.dragons.as_ref().expect("dragons stage computed");
            let worms = a.worms.as_ref().expect("worms stage computed");
            let influence = compute_influence(
                board,
                |p| dragons.get(p).is_some_and(|d| d.status == Status::Dead),
                &InfluenceConfig::default(),
            );
            let moyo = dragon_moyo(board, worms, &influence, self.heuristics.moyo, dragons);
            a.influence = Some(FinalInfluence { influence, moyo });
        }
        let a = self.analysis;
        a.influence.as_ref().expect("influence stage computed")
    }

    /// Stage 6 (of `only` one colour, if given) into its slot, with the
    /// stages it needs: put back from [`ColdStarts`] when this is a fresh
    /// start seen before, else computed (and kept, when a fresh start).
    fn compute_dragons(&mut self, only: Option<Color>) {
        if self.analysis.dragons_slot(only).is_some() {
            return;
        }
        let fresh = self.analysis.is_empty() && self.reader.is_fresh() && self.connector.is_fresh();
        let key = self.analysis.key.filter(|_| fresh);
        let game_hash = self.board.game_hash();
        let cold = &mut *self.cold;
        let seen = key.and_then(|key| {
            cold.entries
                .iter()
                .position(|e| e.key == key && e.game_hash == game_hash && e.only == only)
        });
        if let Some(i) = seen {
            let entry = cold.entries.remove(i).expect("entry found");
            *self.analysis = entry.analysis.clone();
            self.reader.restore(&entry.reader);
            self.connector.restore(&entry.connector);
            for (c, n) in Counter::ALL.into_iter().zip(entry.nodes) {
                self.board.add_nodes(c, n);
            }
            cold.entries.push_front(entry);
            cold.hits += 1;
            return;
        }
        let before = Counter::ALL.map(|c| self.board.nodes(c));
        dragons_stage(
            self.board,
            self.reader,
            self.connector,
            self.heuristics,
            self.stackp,
            self.analysis,
            only,
        );
        let Some(key) = key else {
            return;
        };
        let reader = self.reader.state();
        let connector = self.connector.state();
        if reader.len() + connector.len() > COLD_START_MAX_ENTRIES {
            return;
        }
        let mut nodes = [0; Counter::ALL.len()];
        for (k, c) in Counter::ALL.into_iter().enumerate() {
            nodes[k] = self.board.nodes(c) - before[k];
        }
        cold.entries.truncate(COLD_STARTS - 1);
        cold.entries.push_front(ColdStart {
            key,
            only,
            game_hash,
            analysis: self.analysis.clone(),
            reader,
            connector,
            nodes,
        });
    }
}
