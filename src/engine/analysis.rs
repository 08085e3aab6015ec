//! The staged analysis of one position, in the spirit of GNU Go's
//! `examine_position`: each stage is computed the first time a question
//! needs it, from the stages before it, and kept until the position (or
//! anything else in its [`AnalysisKey`]) changes; then all stages go at once.
//!
//! [`Stage`] is the one list of stages, numbered in order by
//! [`Stage::number`]; each may use those before it:
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
//!    is made for one colour at a time ([`Stage::DragonsOf`]): each link
//!    joins two worms of one colour, and the other colour's links cost
//!    about half of the stage's connection reading;
//! 7. **owl** — each dragon's owl status (`crate::owl`): alive when owl
//!    cannot kill it, dead when it can and cannot save it, else critical,
//!    with the attacking and defending moves. Owl reading is the costliest
//!    question, so this stage is filled dragon by dragon as questions ask
//!    for it ([`Stage::Owl`]: `dragon_status`, `dragon_data`);
//! 8. **influence** — the influence after the dragons' statuses (dead
//!    dragons radiate for the other side) and each dragon's post-owl
//!    surrounding moyo. It reads the crude statuses of stage 6 still:
//!    owl statuses for every dragon of a position cost more than the
//!    moyo is worth today;
//! 9. **moves** — the move reasons and the value of every legal move of
//!    one colour (`super::genmove`): owl reads every dragon first (stage
//!    7 for all of them). Made per colour as `reg_genmove`,
//!    `move_reasons` and `top_moves` ask ([`Stage::Moves`]).
//!
//! Every stage is computed through one [`Parts::ensure`], which computes
//! the stages it needs first; a typed accessor per stage (`worms`,
//! `dragons`, `owl_status`, ...) ensures its stage and borrows it.
//! Stages 1 to 6 computed from a fresh start are also kept apart, with
//! what computing them left behind, for the next fresh start on the same
//! position ([`ColdStarts`]).

use super::cold;
use super::genmove::{self, MoveList};
use crate::board::{Board, Color, Counter, Point, NUM_CELLS};
use crate::connection::Connector;
use crate::dragons::{dragon_moyo, make_dragons, DragonInputs, Dragons, Status};
use crate::eyes::{eye_spaces, EyeSpaces};
use crate::heuristics::Heuristics;
use crate::influence::moyo::SurroundingMoyo;
use crate::influence::{compute_influence, initial_influence, Influence, InfluenceConfig};
use crate::owl::{Owl, Question, Target};
use crate::reading::{ReadResult, Reader};
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

/// A stage of the analysis, or the part of one that questions ask for
/// apart (the dragons of one colour, the owl status of one dragon).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stage {
    Tactics,
    Unconditional,
    Worms,
    EyeSpaces,
    InitialInfluence,
    /// The dragons of both colours.
    Dragons,
    /// Stage 6 for one colour only, while no question has needed both.
    DragonsOf(Color),
    /// The owl status of the dragon with this origin.
    Owl(Point),
    Influence,
    /// The move reasons and values of one colour.
    Moves(Color),
}

impl Stage {
    /// The stage's number, 1 to 8 in the order stages are computed (the
    /// dragons of one colour are stage 6, an owl status stage 7).
    pub fn number(self) -> u8 {
        match self {
            Stage::Tactics => 1,
            Stage::Unconditional => 2,
            Stage::Worms => 3,
            Stage::EyeSpaces => 4,
            Stage::InitialInfluence => 5,
            Stage::Dragons | Stage::DragonsOf(_) => 6,
            Stage::Owl(_) => 7,
            Stage::Influence => 8,
            Stage::Moves(_) => 9,
        }
    }

    /// The stage's name, as the docs and listings give it.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Tactics => "tactics",
            Stage::Unconditional => "unconditional",
            Stage::Worms => "worms",
            Stage::EyeSpaces => "eye spaces",
            Stage::InitialInfluence => "initial influence",
            Stage::Dragons | Stage::DragonsOf(_) => "dragons",
            Stage::Owl(_) => "owl",
            Stage::Influence => "influence",
            Stage::Moves(_) => "moves",
        }
    }
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

/// Stage 8: the influence after the dragons' statuses and the surrounding
/// moyo it gives each dragon (in the order of [`Dragons::iter`]).
#[derive(Clone, Debug)]
pub struct FinalInfluence {
    pub influence: Influence,
    pub moyo: Vec<SurroundingMoyo>,
}

/// The dragon an owl question is about, as owl's goal starts from it:
/// its stones, its surrounding moyo before owl (its string alone and no
/// moyo, outside any dragon), and per cell the number of the dragon
/// through the stone there, which the goal takes in whole when the
/// defender connects to it.
pub(crate) struct OwlGoal {
    pub(crate) dragon: Vec<Point>,
    pub(crate) moyo: usize,
    pub(crate) allies: Vec<Option<u16>>,
}

impl OwlGoal {
    /// The goal of the dragon through `p` among `dragons`.
    pub(super) fn of(dragons: &Dragons, board: &Board, p: Point) -> OwlGoal {
        let allies = dragons.numbers().to_vec();
        match dragons.get(p) {
            Some(d) => OwlGoal {
                dragon: d.stones.clone(),
                moyo: d.moyo_pre_owl.size as usize,
                allies,
            },
            None => OwlGoal {
                dragon: board.stones(p).collect(),
                moyo: 0,
                allies,
            },
        }
    }

    /// The owl target whose named string is `p`'s.
    pub(crate) fn target(&self, p: Point) -> Target<'_> {
        Target {
            string: p,
            dragon: &self.dragon,
            allies: &self.allies,
            moyo: self.moyo,
        }
    }
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
    /// Stage 9 by [`Color::index`].
    moves: [Option<MoveList>; 2],
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
    fn owl_status(&self, origin: Point) -> Option<OwlStatus> {
        self.owl.iter().find(|(o, _)| *o == origin).map(|&(_, s)| s)
    }

    /// Whether no stage has been computed.
    fn is_empty(&self) -> bool {
        self.ready().is_empty()
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
        let whole = [
            (Stage::Tactics, self.tactics.iter().any(Option::is_some)),
            (Stage::Unconditional, self.unconditional.is_some()),
            (Stage::Worms, self.worms.is_some()),
            (Stage::EyeSpaces, self.eye_spaces.is_some()),
            (Stage::InitialInfluence, self.initial_influence.is_some()),
            (Stage::Dragons, self.dragons.is_some()),
        ];
        out.extend(whole.into_iter().filter(|e| e.1).map(|e| e.0));
        for color in [Color::Black, Color::White] {
            if self.dragons_of[color.index()].is_some() {
                out.push(Stage::DragonsOf(color));
            }
        }
        out.extend(self.owl.iter().map(|&(origin, _)| Stage::Owl(origin)));
        if self.influence.is_some() {
            out.push(Stage::Influence);
        }
        for color in [Color::Black, Color::White] {
            if self.moves[color.index()].is_some() {
                out.push(Stage::Moves(color));
            }
        }
        out
    }
}

/// The pre-owl stages of recent positions from a fresh start
/// ([`cold::ColdStarts`]).
pub type ColdStarts = cold::ColdStarts<AnalysisKey, Analysis>;

/// An analysis together with what computing its stages needs.
pub struct Parts<'e> {
    pub board: &'e mut Board,
    pub reader: &'e mut Reader,
    pub connector: &'e mut Connector,
    pub owl: &'e mut Owl,
    pub heuristics: Heuristics,
    /// The budgets of stage 9.
    pub genmove: super::settings::GenmoveConfig,
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

/// A computed stage's slot, borrowed.
fn computed<T>(slot: &Option<T>) -> &T {
    slot.as_ref().expect("the stage was ensured")
}

impl<'e> Parts<'e> {
    /// The same parts, borrowed again (for a stage that asks several
    /// others in turn).
    pub fn reborrow(&mut self) -> Parts<'_> {
        Parts {
            board: &mut *self.board,
            reader: &mut *self.reader,
            connector: &mut *self.connector,
            owl: &mut *self.owl,
            heuristics: self.heuristics,
            genmove: self.genmove,
            stackp: self.stackp,
            analysis: &mut *self.analysis,
            cold: &mut *self.cold,
        }
    }

    /// Computes `stage`, and first the stages it needs, unless computed.
    /// Stage 1 (tactics) is filled by the stages that read it.
    pub fn ensure(&mut self, stage: Stage) {
        let stackp = self.stackp;
        match stage {
            Stage::Tactics => {}
            Stage::Unconditional => {
                if self.analysis.unconditional.is_none() {
                    self.analysis.unconditional = Some(unconditional_status(self.board));
                }
            }
            Stage::Worms => {
                if self.analysis.worms.is_none() {
                    self.ensure(Stage::Unconditional);
                    let a = &mut *self.analysis;
                    let status = computed(&a.unconditional).to_vec();
                    let worms = with_tactics(self.board, self.reader, stackp, &mut a.tactics, {
                        |board, t| Worms::new(board, t, status)
                    });
                    a.worms = Some(worms);
                }
            }
            Stage::EyeSpaces => {
                let a = &mut *self.analysis;
                if a.eye_spaces.is_none() {
                    let (board, reader) = (&mut *self.board, &mut *self.reader);
                    let spaces = with_tactics(board, reader, stackp, &mut a.tactics, eye_spaces);
                    a.eye_spaces = Some(spaces);
                }
            }
            Stage::InitialInfluence => {
                if self.analysis.initial_influence.is_none() {
                    self.ensure(Stage::Worms);
                    let a = &mut *self.analysis;
                    let worms = computed(&a.worms);
                    let config = InfluenceConfig::default();
                    a.initial_influence = Some(initial_influence(self.board, worms, &config));
                }
            }
            Stage::Dragons => self.dragons_stage(None),
            Stage::DragonsOf(color) => {
                if self.analysis.dragons.is_none() {
                    self.dragons_stage(Some(color));
                }
            }
            Stage::Owl(origin) => self.owl_stage(origin),
            Stage::Influence => {
                if self.analysis.influence.is_none() {
                    self.ensure(Stage::Dragons);
                    self.influence_stage();
                }
            }
            Stage::Moves(color) => {
                if self.analysis.moves[color.index()].is_none() {
                    let list = genmove::generate(self, color);
                    self.analysis.moves[color.index()] = Some(list);
                }
            }
        }
    }

    /// Stage 2: the unconditional status of every point.
    pub fn unconditional(mut self) -> &'e [UnconditionalStatus] {
        self.ensure(Stage::Unconditional);
        let a = self.analysis;
        computed(&a.unconditional).as_slice()
    }

    /// Stage 3: the worm data.
    pub fn worms(mut self) -> &'e Worms {
        self.ensure(Stage::Worms);
        let a = self.analysis;
        computed(&a.worms)
    }

    /// Stage 4: the eye spaces of both colours.
    pub fn eye_spaces(mut self) -> &'e [EyeSpaces; 2] {
        self.ensure(Stage::EyeSpaces);
        let a = self.analysis;
        computed(&a.eye_spaces)
    }

    /// Stage 5: the initial influence.
    pub fn initial_influence(mut self) -> &'e Influence {
        self.ensure(Stage::InitialInfluence);
        let a = self.analysis;
        computed(&a.initial_influence)
    }

    /// Stage 6: the dragons of both colours.
    pub fn dragons(mut self) -> &'e Dragons {
        self.ensure(Stage::Dragons);
        let a = self.analysis;
        computed(&a.dragons)
    }

    /// Stage 6 as far as `color`'s dragons: those of both colours when
    /// made already, else those of `color` alone (made now if needed).
    pub fn dragons_of(mut self, color: Color) -> &'e Dragons {
        self.ensure(Stage::DragonsOf(color));
        let a = self.analysis;
        match a.dragons {
            Some(ref d) => d,
            None => computed(&a.dragons_of[color.index()]),
        }
    }

    /// Owl's goal for the dragon through the stone `p` (stage 6 for its
    /// colour: see [`Parts::dragons_of`]).
    pub(super) fn owl_goal(mut self, p: Point) -> OwlGoal {
        let color = self.board.color_at(p).unwrap_or(Color::Black);
        self.ensure(Stage::DragonsOf(color));
        let a = &*self.analysis;
        let dragons = match a.dragons {
            Some(ref d) => d,
            None => computed(&a.dragons_of[color.index()]),
        };
        OwlGoal::of(dragons, self.board, p)
    }

    /// Stage 7 for the dragon through the stone `p`: `owl_attack`, and
    /// `owl_defend` when the attack works. `None` when `p` is in no dragon.
    pub fn owl_status(mut self, p: Point) -> Option<OwlStatus> {
        self.ensure(Stage::Dragons);
        let origin = computed(&self.analysis.dragons).get(p)?.origin;
        self.ensure(Stage::Owl(origin));
        self.analysis.owl_status(origin)
    }

    /// Stage 8: the influence after the dragons' statuses, with the
    /// post-owl surrounding moyo of every dragon.
    pub fn influence(mut self) -> &'e FinalInfluence {
        self.ensure(Stage::Influence);
        let a = self.analysis;
        computed(&a.influence)
    }

    /// Stage 9: the move reasons and values of `color`.
    pub fn moves(mut self, color: Color) -> &'e MoveList {
        self.ensure(Stage::Moves(color));
        let a = self.analysis;
        computed(&a.moves[color.index()])
    }

    /// Stage 7 for the dragon with origin `origin` (the dragons of both
    /// colours made), unless read.
    fn owl_stage(&mut self, origin: Point) {
        self.ensure(Stage::Dragons);
        if self.analysis.owl_status(origin).is_some() {
            return;
        }
        let goal = OwlGoal::of(computed(&self.analysis.dragons), self.board, origin);
        let target = goal.target(origin);
        let mut read = |question| {
            self.owl
                .read(self.board, self.reader, question, &target, self.stackp)
        };
        let attack = read(Question::Attack);
        let defense = (attack.code != ReadResult::Lose).then(|| read(Question::Defend));
        let status = OwlStatus::from_results(attack, defense);
        self.analysis.owl.push((origin, status));
    }

    /// Stage 8 from the dragons of both colours.
    fn influence_stage(&mut self) {
        let (board, a) = (&*self.board, &mut *self.analysis);
        let dragons = computed(&a.dragons);
        let worms = computed(&a.worms);
        let influence = compute_influence(
            board,
            |p| dragons.get(p).is_some_and(|d| d.status == Status::Dead),
            &InfluenceConfig::default(),
        );
        let moyo = dragon_moyo(board, worms, &influence, self.heuristics.moyo, dragons);
        a.influence = Some(FinalInfluence { influence, moyo });
    }

    /// Stage 6 (of `only` one colour, if given) into its slot, with the
    /// stages it needs: put back from [`ColdStarts`] when this is a fresh
    /// start seen before, else computed (and kept, when a fresh start).
    fn dragons_stage(&mut self, only: Option<Color>) {
        if self.analysis.dragons_slot(only).is_some() {
            return;
        }
        let fresh = self.analysis.is_empty() && self.reader.is_fresh() && self.connector.is_fresh();
        let start = self.analysis.key.filter(|_| fresh).map(|key| cold::Start {
            key,
            only,
            game_hash: self.board.game_hash(),
        });
        if let Some(start) = start {
            let engine = cold::Engine {
                board: self.board,
                reader: self.reader,
                connector: self.connector,
                analysis: self.analysis,
            };
            if self.cold.restore(start, engine) {
                return;
            }
        }
        let before = Counter::ALL.map(|c| self.board.nodes(c));
        self.ensure(Stage::Worms);
        self.ensure(Stage::EyeSpaces);
        self.ensure(Stage::InitialInfluence);
        let a = &mut *self.analysis;
        let dragons = make_dragons(
            self.board,
            DragonInputs {
                worms: computed(&a.worms),
                eyes: computed(&a.eye_spaces),
                reader: self.reader,
                connector: self.connector,
                heuristics: &self.heuristics,
                stackp: self.stackp,
                influence: computed(&a.initial_influence),
                only,
            },
        );
        *a.dragons_slot(only) = Some(dragons);
        if let Some(start) = start {
            let engine = cold::Engine {
                board: self.board,
                reader: self.reader,
                connector: self.connector,
                analysis: self.analysis,
            };
            self.cold.keep(start, before, engine);
        }
    }
}
