//! The analysis engine, independent of any protocol: a position, its
//! settings, the trial-move stack, the reader with its cache, and the staged
//! analysis of the position ([`analysis`]).
//!
//! The protocol layer above, the regression runner's in-process engine and
//! the benchmarks all drive an [`Engine`]; nothing here knows how a
//! question was asked or how its answer will be printed. Answers are typed
//! values (`ReadResult`, points, worm and eye data), never protocol text.

pub mod analysis;
mod cold;
pub(crate) mod genmove;
pub mod refbot;
pub mod settings;

use crate::board::{Board, Color, Counter, IllegalMove, Move, Point};
use crate::connection::Connector;
use crate::dragons::Dragons;
use crate::eyes::{evaluate_space, Detail, EyeEval, EyePoint, EyeSpace, EyeSpaces, Topology};
use crate::influence::Influence;
use crate::owl::{Owl, Question};
use crate::reading::{ReadResult, Reader};
use crate::search::{SearchResult, Tree};
use crate::semeai::{Outcome, Semeai, SemeaiError};
use crate::sgf::SgfError;
use crate::worms::{UnconditionalStatus, Worms};
use analysis::{Analysis, AnalysisKey, ColdStarts, Stage};
pub use analysis::{FinalInfluence, OwlStatus};
pub use genmove::{Candidate, MoveList, Reason, PASS_VALUE};

use std::path::{Path, PathBuf};

pub use settings::{SettingError, Settings};

/// What an engine starts with.
#[derive(Clone, Debug, Default)]
pub struct EngineConfig {
    /// The heuristics and the search limits ([`Settings`]).
    pub settings: Settings,
    /// Folder against which relative file names (loadsgf, printsgf) resolve;
    /// the process working directory when `None`.
    pub base_dir: Option<PathBuf>,
    /// Play-outs, seed and threads of the reference bot behind `genmove`.
    pub refbot: crate::montecarlo::RefBotConfig,
}

/// A position with everything its analysis needs.
pub struct Engine {
    /// The position. Analysis results are keyed by its hash and depth, so a
    /// caller that changes it directly never sees stale results.
    pub board: Board,
    pub komi: f64,
    pub handicap: usize,
    /// The heuristics and limits in force; their fingerprint keys the
    /// analysis and owl's caches. The reader, connector and owl read with
    /// their parts ([`Engine::set_settings`] keeps them in step).
    settings: Settings,
    /// Reading limits (from the settings) and the reading cache.
    pub reader: Reader,
    /// Connection-reading limits (from the settings) and cache.
    pub connector: Connector,
    /// Owl limits and heuristics (from the settings) and caches.
    pub owl: Owl,
    pub config: EngineConfig,
    /// Board depth and hash after each outstanding trial move (GNU Go's stackp).
    trymoves: Vec<(usize, u64)>,
    analysis: Analysis,
    /// Pre-owl stages of recent positions from a fresh start.
    cold: ColdStarts,
    refbot: refbot::RefBotState,
    /// The warnings of the last record loaded.
    load_warnings: Vec<String>,
}

/// An eye space through a point: the point's data, the space, and its
/// evaluation.
#[derive(Clone, Debug, PartialEq)]
pub struct EyeAt {
    pub point: EyePoint,
    pub topology: Topology,
    pub space: EyeSpace,
    pub eval: EyeEval,
}

/// Why a trial or game move was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("illegal move")]
    Illegal,
}

impl From<IllegalMove> for MoveError {
    fn from(_: IllegalMove) -> Self {
        MoveError::Illegal
    }
}

impl Engine {
    pub fn new(config: EngineConfig) -> Engine {
        let mut engine = Engine {
            board: Board::new(19),
            komi: 0.0,
            handicap: 0,
            settings: Settings::default(),
            reader: Reader::default(),
            connector: Connector::default(),
            owl: Owl::default(),
            trymoves: Vec::new(),
            analysis: Analysis::default(),
            cold: ColdStarts::default(),
            refbot: refbot::RefBotState::new(config.refbot),
            load_warnings: Vec::new(),
            config,
        };
        engine.set_settings(engine.config.settings.clone());
        engine
    }

    // ---- settings ------------------------------------------------------------

    /// The heuristics and limits in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Puts `settings` in force: the reader, the connector and owl read
    /// with their parts from now on, and the analysis and owl's caches,
    /// keyed by the settings' fingerprint, answer for them.
    pub fn set_settings(&mut self, settings: Settings) {
        self.reader.config = settings.reading.clone();
        self.connector.config = settings.connection.clone();
        self.owl
            .configure(settings.owl, settings.heuristics, settings.fingerprint());
        self.settings = settings;
    }

    /// Sets one setting by name ([`Settings::set`]).
    pub fn set_setting(&mut self, name: &str, value: &str) -> Result<(), SettingError> {
        let mut settings = self.settings.clone();
        settings.set(name, value)?;
        self.set_settings(settings);
        Ok(())
    }

    /// Changes the settings with `change` ([`Engine::set_settings`]).
    pub fn update_settings(&mut self, change: impl FnOnce(&mut Settings)) {
        let mut settings = self.settings.clone();
        change(&mut settings);
        self.set_settings(settings);
    }

    /// Resolves a file name against the engine's base folder.
    pub fn resolve(&self, name: &str) -> PathBuf {
        match &self.config.base_dir {
            Some(dir) if Path::new(name).is_relative() => dir.join(name),
            _ => PathBuf::from(name),
        }
    }

    // ---- the position --------------------------------------------------------

    /// Replaces the position. Node counters survive: only
    /// [`Engine::reset_nodes`] clears them. Strings without liberties (which
    /// only setup can leave) are removed as captured: every analysis
    /// expects each string to have a liberty.
    pub fn set_board(&mut self, mut board: Board) {
        board.remove_strings_without_liberties();
        for c in Counter::ALL {
            board.add_nodes(c, self.board.nodes(c));
        }
        // The search caches key positions by their hash, which does not
        // tell the board size (the same stones hash alike on every size).
        if board.size() != self.board.size() {
            self.reader.clear_cache();
            self.connector.clear_cache();
            self.owl.clear_cache();
        }
        self.board = board;
        self.trymoves.clear();
    }

    /// An empty board of `size` (which [`Board::valid_size`] accepts).
    pub fn clear_board(&mut self, size: usize) {
        self.set_board(Board::new(size));
        self.handicap = 0;
    }

    /// The warnings of the last record loaded (a setup value that names no
    /// point, read around).
    pub fn load_warnings(&self) -> &[String] {
        &self.load_warnings
    }

    /// Loads a record to `until` (GNU Go's `loadsgf FILE [N|vertex]`); the
    /// colour to move next. What the record got away with is kept for
    /// [`Engine::load_warnings`].
    pub fn load_sgf(&mut self, name: &str, until: Option<&str>) -> Result<Color, SgfError> {
        let loaded = crate::sgf::load_file(&self.resolve(name), until)?;
        self.load_warnings = loaded.warnings;
        self.set_board(loaded.board);
        self.komi = loaded.komi;
        self.handicap = loaded.handicap;
        Ok(loaded.to_move)
    }

    /// Plays a game move.
    pub fn play(&mut self, mv: Move, color: Color) -> Result<(), MoveError> {
        self.board.play(mv, color)?;
        Ok(())
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.board.undo()
    }

    /// Places `n` fixed handicap stones on an empty board (in board order).
    pub fn fixed_handicap(&mut self, n: usize) -> Result<Vec<Point>, &'static str> {
        if self
            .board
            .points()
            .any(|p| self.board.color_at(p).is_some())
        {
            return Err("board not empty");
        }
        let mut points =
            Board::fixed_handicap_points(self.board.size(), n).ok_or("invalid handicap")?;
        points.sort();
        self.board
            .set_stones(points.iter().map(|&p| (p, Some(Color::Black))))
            .map_err(|_| "invalid handicap")?;
        self.board.set_to_move(Color::White);
        self.handicap = n;
        Ok(points)
    }

    /// Places handicap stones of the engine's choice on an empty board (GTP
    /// `place_free_handicap`): the fixed-handicap pattern with the most stones,
    /// up to `n`, that the board size has. Boards too small for any pattern
    /// (below 7x7) get up to `n` stones on the points nearest the centre that
    /// touch no other handicap stone. GTP allows fewer stones than asked for
    /// (section 4.1.2); this places at most nine. Returns the points in board
    /// order.
    pub fn place_free_handicap(&mut self, n: usize) -> Result<Vec<Point>, &'static str> {
        self.check_empty()?;
        let size = self.board.size();
        if n < 2 || n >= size * size {
            return Err("invalid number of stones");
        }
        let fixed = (2..=n.min(9))
            .rev()
            .find_map(|k| Board::fixed_handicap_points(size, k));
        let mut points = match fixed {
            Some(points) => points,
            None => {
                // Nearest the centre first (Chebyshev distance on doubled coordinates,
                // so even sizes have a centre too), then in board order.
                let centre = size as isize - 1;
                let mut order: Vec<Point> = self.board.points().collect();
                order.sort_by_key(|p| {
                    let (c, r) = (2 * p.col() as isize, 2 * p.row() as isize);
                    ((c - centre).abs().max((r - centre).abs()), *p)
                });
                let mut chosen: Vec<Point> = Vec::new();
                for p in order {
                    if chosen.len() == n.min(9) {
                        break;
                    }
                    if !p.neighbors().iter().any(|q| chosen.contains(q)) {
                        chosen.push(p);
                    }
                }
                chosen
            }
        };
        points.sort();
        self.place_handicap(&points)?;
        Ok(points)
    }

    /// Places the handicap stones a controller chose (GTP `set_free_handicap`):
    /// at least two distinct points, fewer than the board has, on an empty board.
    pub fn set_free_handicap(&mut self, points: &[Point]) -> Result<(), &'static str> {
        self.check_empty()?;
        let size = self.board.size();
        let mut sorted = points.to_vec();
        sorted.sort();
        sorted.dedup();
        if points.len() < 2 || points.len() >= size * size || sorted.len() != points.len() {
            return Err("bad vertex list");
        }
        self.place_handicap(points)
    }

    fn check_empty(&self) -> Result<(), &'static str> {
        if self
            .board
            .points()
            .any(|p| self.board.color_at(p).is_some())
        {
            return Err("board not empty");
        }
        Ok(())
    }

    /// Black stones on `points` of an empty board, White to move.
    fn place_handicap(&mut self, points: &[Point]) -> Result<(), &'static str> {
        self.board
            .set_stones(points.iter().map(|&p| (p, Some(Color::Black))))
            .map_err(|_| "bad vertex list")?;
        self.board.set_to_move(Color::White);
        self.handicap = points.len();
        Ok(())
    }

    /// The area score of the position, Black's points minus White's minus komi,
    /// with every stone on the board counted as alive: stones plus the empty
    /// regions that touch stones of one colour only (the reference bot's
    /// convention and Tromp-Taylor's; no dead-stone removal).
    pub fn area_score(&self) -> f64 {
        area_margin(&self.board) - self.komi
    }

    /// The stones owl calls dead: the stones of every dragon whose owl
    /// status (stage 7, read for every dragon) is dead, in board order.
    pub fn dead_stones(&mut self) -> Vec<Point> {
        let origins: Vec<Point> = self.dragons().iter().map(|d| d.origin).collect();
        let mut dead = Vec::new();
        for origin in origins {
            if self.owl_status(origin).map(|s| s.status) == Some(crate::dragons::Status::Dead) {
                dead.extend(self.board.stones(origin));
            }
        }
        dead.sort();
        dead
    }

    /// The area score after removing the stones owl calls dead
    /// ([`Engine::dead_stones`]): Black's points minus White's minus komi.
    pub fn final_score(&mut self) -> f64 {
        let dead = self.dead_stones();
        let mut board = self.board.detached();
        for p in dead {
            // Removing stones from a legal position leaves it legal.
            let _ = board.set_stone(p, None);
        }
        area_margin(&board) - self.komi
    }

    // ---- node counters ------------------------------------------------------

    pub fn nodes(&self, counter: Counter) -> u64 {
        self.board.nodes(counter)
    }

    pub fn reset_nodes(&mut self, counter: Counter) {
        self.board.reset_nodes(counter);
    }

    // ---- trial moves (GNU Go's trymove / popgo) ------------------------------

    /// Moves placed with [`Engine::trymove`] that are still on the board
    /// (GNU Go's `stackp`); searches start at this depth. A stack whose top
    /// is no longer the board's position (the position was changed under
    /// it) counts as empty.
    pub fn stackp(&mut self) -> usize {
        if self.trymoves.last() != Some(&(self.board.depth(), self.board.hash())) {
            self.trymoves.clear();
        }
        self.trymoves.len()
    }

    /// Plays a trial move (counted as a reading node), to be taken back
    /// with [`Engine::popgo`]. With `ignore_ko` a ko may be retaken (`tryko`).
    pub fn trymove(&mut self, color: Color, mv: Move, ignore_ko: bool) -> Result<(), MoveError> {
        let sp = self.stackp();
        let counter = Counter::Reading;
        let ok = match mv {
            Move::Pass => {
                self.board.try_pass(color, counter);
                true
            }
            Move::Play(p) if ignore_ko => self.board.try_ko_move(p, color, counter),
            Move::Play(p) => self.board.try_move(p, color, counter),
        };
        if !ok {
            return Err(MoveError::Illegal);
        }
        self.trymoves.truncate(sp);
        self.trymoves.push((self.board.depth(), self.board.hash()));
        Ok(())
    }

    /// Takes back the last trial move; false when there is none.
    pub fn popgo(&mut self) -> bool {
        if self.stackp() == 0 {
            return false;
        }
        self.board.undo();
        self.trymoves.pop();
        true
    }

    // ---- tactical reading ------------------------------------------------------

    /// Can the string at `s` be captured? See [`Reader::attack`].
    pub fn attack(&mut self, s: Point) -> SearchResult {
        let sp = self.stackp();
        self.reader.attack(&mut self.board, s, sp)
    }

    /// Can the string at `s` be saved? See [`Reader::defend`].
    pub fn defend(&mut self, s: Point) -> SearchResult {
        let sp = self.stackp();
        self.reader.defend(&mut self.board, s, sp)
    }

    /// Can one of the strings `a` and `b` be captured? See [`Reader::attack_either`].
    pub fn attack_either(&mut self, a: Point, b: Point) -> SearchResult {
        let sp = self.stackp();
        self.reader.attack_either(&mut self.board, a, b, sp)
    }

    /// Can both strings be saved with one move? See [`Reader::defend_both`].
    pub fn defend_both(&mut self, a: Point, b: Point) -> SearchResult {
        let sp = self.stackp();
        self.reader.defend_both(&mut self.board, a, b, sp)
    }

    /// Does the move `mv` capture `s`? See [`Reader::does_attack`].
    pub fn does_attack(&mut self, mv: Point, s: Point) -> ReadResult {
        let sp = self.stackp();
        self.reader.does_attack(&mut self.board, mv, s, sp)
    }

    /// Does the move `mv` save `s`? See [`Reader::does_defend`].
    pub fn does_defend(&mut self, mv: Point, s: Point) -> ReadResult {
        let sp = self.stackp();
        self.reader.does_defend(&mut self.board, mv, s, sp)
    }

    // ---- owl -----------------------------------------------------------------

    /// Owl's goal for the dragon through the stone `p`: its stones,
    /// pre-owl moyo and the dragons it may join (stage 6 for its colour).
    pub(crate) fn owl_goal(&mut self, p: Point) -> analysis::OwlGoal {
        self.analysis().owl_goal(p)
    }

    /// Answers `question` about the dragon through the stone `p` (which
    /// the attacker must capture; see [`Owl::read`]). Only the dragons of
    /// `p`'s colour are needed (stage 6 for that colour).
    fn owl_read(&mut self, question: Question, p: Point) -> SearchResult {
        let goal = self.owl_goal(p);
        let sp = self.stackp();
        self.owl.read(
            &mut self.board,
            &mut self.reader,
            question,
            &goal.target(p),
            sp,
        )
    }

    /// The owl status of the dragon through the stone `p` (stage 7, read
    /// on first use): `owl_attack`, and `owl_defend` when the attack works.
    pub fn owl_status(&mut self, p: Point) -> Option<OwlStatus> {
        self.analysis().owl_status(p)
    }

    /// Can the dragon through the stone `p` be killed?
    pub fn owl_attack(&mut self, p: Point) -> SearchResult {
        self.owl_read(Question::Attack, p)
    }

    /// Can the dragon through the stone `p` be made to live?
    pub fn owl_defend(&mut self, p: Point) -> SearchResult {
        self.owl_read(Question::Defend, p)
    }

    /// Does the attacker's move `mv` kill the dragon through `p`?
    pub fn owl_does_attack(&mut self, mv: Point, p: Point) -> ReadResult {
        self.owl_read(Question::DoesAttack(mv), p).code
    }

    /// Does the defender's move `mv` save the dragon through `p`?
    pub fn owl_does_defend(&mut self, mv: Point, p: Point) -> ReadResult {
        self.owl_read(Question::DoesDefend(mv), p).code
    }

    // ---- capturing races --------------------------------------------------------

    /// The capturing race between the dragons through `a` and `b`, `a`'s
    /// owner moving first (GNU Go's `analyze_semeai`). See
    /// [`crate::semeai::analyze`].
    pub fn analyze_semeai(&mut self, a: Point, b: Point) -> Result<Semeai, SemeaiError> {
        self.analyze_semeai_recorded(a, b, None)
    }

    /// [`Engine::analyze_semeai`], recording the race search's tree into
    /// `tree` when one is given (races left to owl record nothing).
    pub fn analyze_semeai_recorded(
        &mut self,
        a: Point,
        b: Point,
        tree: Option<&mut Tree>,
    ) -> Result<Semeai, SemeaiError> {
        let to_move = self.board.color_at(a).ok_or(SemeaiError::Empty)?;
        match self.board.color_at(b) {
            None => return Err(SemeaiError::Empty),
            Some(c) if c == to_move => return Err(SemeaiError::SameColour),
            _ => {}
        }
        if !crate::semeai::in_contact(&self.board, a, b) {
            return Ok(self.semeai_by_owl(a, b));
        }
        let config = self.settings.semeai;
        crate::semeai::analyze_with_tree(&mut self.board, a, b, to_move, &config, tree)
    }

    /// Two dragons whose strings neither touch nor share a liberty are in
    /// no liberty race: their race is their life and death, which owl
    /// reads. `a`'s side moving first kills `b` (`1 1` and owl's killing
    /// move), or else lives (`1 0`, owl's defence or a pass), or else
    /// loses (`0 0`).
    fn semeai_by_owl(&mut self, a: Point, b: Point) -> Semeai {
        let answer = |outcome, mv| Semeai {
            outcome,
            mv,
            proved: false,
        };
        let kill = self.owl_attack(b);
        if kill.code == ReadResult::Win {
            return answer(Outcome::Won, kill.mv);
        }
        let live = self.owl_defend(a);
        if live.code == ReadResult::Win {
            return answer(Outcome::Seki, live.mv);
        }
        answer(Outcome::Lost, None)
    }

    /// The race after `color` plays `mv` (undone afterwards), its opponent
    /// moving next (GNU Go's `analyze_semeai_after_move`). `Ok(None)` when
    /// the move is illegal or the move captures one of the two.
    pub fn analyze_semeai_after_move(
        &mut self,
        mv: Point,
        color: Color,
        a: Point,
        b: Point,
    ) -> Result<Option<Semeai>, SemeaiError> {
        if self.board.color_at(a).is_none() || self.board.color_at(b).is_none() {
            return Err(SemeaiError::Empty);
        }
        if !self.board.try_move(mv, color, Counter::Semeai) {
            return Ok(None);
        }
        let config = self.settings.semeai;
        let result = if self.board.color_at(a).is_none() || self.board.color_at(b).is_none() {
            Ok(None)
        } else {
            crate::semeai::analyze(&mut self.board, a, b, color.opponent(), &config).map(Some)
        };
        self.board.undo();
        result
    }

    // ---- connection reading -------------------------------------------------

    /// Can the strings at `a` and `b` be connected? See [`Connector::connect`].
    pub fn connect(&mut self, a: Point, b: Point) -> SearchResult {
        let sp = self.stackp();
        self.connector
            .connect(&mut self.board, &mut self.reader, a, b, sp)
    }

    /// Can the strings at `a` and `b` be cut apart? See [`Connector::disconnect`].
    pub fn disconnect(&mut self, a: Point, b: Point) -> SearchResult {
        let sp = self.stackp();
        self.connector
            .disconnect(&mut self.board, &mut self.reader, a, b, sp)
    }

    /// Forgets every cached result: the reading and connection caches and
    /// the staged analysis. What follows is read as on a fresh engine, so
    /// its answers and node counts do not depend on what ran before. (The
    /// pre-owl stages of recent positions from a fresh start are kept
    /// apart: putting them back gives exactly what computing them anew
    /// would, nodes included; see [`analysis::ColdStarts`].)
    pub fn clear_caches(&mut self) {
        self.reader.clear_cache();
        self.connector.clear_cache();
        self.owl.clear_cache();
        self.analysis = Analysis::default();
    }

    /// How many times the pre-owl stages of a position were put back from
    /// an earlier fresh start instead of computed ([`analysis::ColdStarts`]).
    pub fn cold_start_hits(&self) -> u64 {
        self.cold.hits
    }

    /// Starts recording the trees of the next searches (at most `limit`
    /// nodes: tactical reading, and connection reading with the tactical
    /// reads nested under its moves), with cleared caches so that the whole
    /// tree is explored.
    pub fn start_tree(&mut self, limit: usize) {
        self.reader.clear_cache();
        self.connector.clear_cache();
        self.reader.tree = Some(Tree::new(&self.board, limit));
    }

    /// Stops recording and returns the tree recorded since [`Engine::start_tree`].
    pub fn take_tree(&mut self) -> Option<Tree> {
        self.reader.tree.take()
    }

    /// Starts recording the trees of the following owl searches (owl
    /// moves only; the tactical reading inside them is not recorded). The
    /// owl cache is cleared so that the tree shows the whole search.
    pub fn start_owl_tree(&mut self, limit: usize) {
        self.owl.clear_cache();
        self.owl.tree = Some(Tree::new(&self.board, limit));
    }

    /// Stops recording and returns the tree recorded since [`Engine::start_owl_tree`].
    pub fn take_owl_tree(&mut self) -> Option<Tree> {
        self.owl.tree.take()
    }

    // ---- the staged analysis ---------------------------------------------------

    /// The key the analysis of the current position is stored under.
    pub fn analysis_key(&mut self) -> AnalysisKey {
        debug_assert!(
            self.reader.config == self.settings.reading
                && self.connector.config == self.settings.connection,
            "the reader or connector limits were changed outside the settings"
        );
        AnalysisKey {
            position: self.board.hash(),
            size: self.board.size(),
            depth: self.board.depth(),
            stackp: self.stackp(),
            settings: self.settings.fingerprint(),
        }
    }

    /// The analysis of the current position, with its parts (and what they
    /// need) ready to borrow.
    fn analysis(&mut self) -> analysis::Parts<'_> {
        let key = self.analysis_key();
        self.analysis.sync(key);
        analysis::Parts {
            board: &mut self.board,
            reader: &mut self.reader,
            connector: &mut self.connector,
            owl: &mut self.owl,
            heuristics: self.settings.heuristics,
            genmove: self.settings.genmove,
            stackp: key.stackp,
            analysis: &mut self.analysis,
            cold: &mut self.cold,
        }
    }

    /// Unconditional status of every point (stage `unconditional`).
    pub fn unconditional(&mut self) -> &[UnconditionalStatus] {
        self.analysis().unconditional()
    }

    /// Worm data of the position (stage `worms`).
    pub fn worms(&mut self) -> &Worms {
        self.analysis().worms()
    }

    /// Dragons of the position (stage `dragons`).
    pub fn dragons(&mut self) -> &Dragons {
        self.analysis().dragons()
    }

    /// The influence before owl (stage `initial influence`).
    pub fn initial_influence(&mut self) -> &Influence {
        self.analysis().initial_influence()
    }

    /// The influence after the dragons' statuses and the post-owl
    /// surrounding moyo of every dragon (stage `influence`).
    pub fn influence(&mut self) -> &FinalInfluence {
        self.analysis().influence()
    }

    /// Eye spaces of both colours (stage `eye spaces`).
    pub fn eye_spaces(&mut self) -> &[EyeSpaces; 2] {
        self.analysis().eye_spaces()
    }

    /// The eye space of `color` through `p` with its evaluation under the
    /// current heuristics; `None` when `p` is in no eye space of that
    /// colour.
    pub fn eye_at(&mut self, color: Color, p: Point) -> Option<EyeAt> {
        let heuristics = self.settings.heuristics;
        self.eye_spaces();
        let spaces = &self.analysis.eye_spaces()?[color.index()];
        let point = spaces.point[p.index()].clone()?;
        let space = spaces.space_at(p)?.clone();
        let eval = evaluate_space(&self.board, spaces, &space, &heuristics, Detail::Full);
        Some(EyeAt {
            topology: spaces.topology[p.index()].clone(),
            point,
            space,
            eval,
        })
    }

    /// The stages computed for the current position so far, in stage order.
    pub fn stages_ready(&mut self) -> Vec<Stage> {
        let key = self.analysis_key();
        self.analysis.sync(key);
        self.analysis.ready()
    }

    // ---- the reference bot -----------------------------------------------------

    /// Generates and plays a move for `color` with the reference bot.
    pub fn ref_genmove(&mut self, color: Color) -> Result<Move, String> {
        let mv = self.refbot.genmove(&self.board, self.komi, color)?;
        self.board
            .play(mv, color)
            .map_err(|err| format!("generated an illegal move ({err})"))?;
        Ok(mv)
    }

    /// The reference bot's play-out count of its last move (`ref-nodes`).
    pub fn refbot_nodes(&mut self) -> u64 {
        self.refbot.bot().last_nodes()
    }

    /// The reference bot's score estimate of its last move (`ref-score`).
    pub fn refbot_score(&mut self) -> f64 {
        self.refbot.bot().last_score()
    }

    /// Sets the reference bot's play-outs per move (positive).
    pub fn set_refbot_playouts(&mut self, n: u64) -> Result<(), &'static str> {
        if n == 0 {
            return Err("playouts must be positive");
        }
        self.refbot.set_playouts(n);
        Ok(())
    }
}

/// Black's area minus White's: stones plus the empty regions that touch
/// stones of one colour only.
fn area_margin(board: &Board) -> f64 {
    let mut score = 0i64;
    let mut seen = vec![false; crate::board::NUM_CELLS];
    for p in board.points() {
        match board.color_at(p) {
            Some(Color::Black) => score += 1,
            Some(Color::White) => score -= 1,
            None if !seen[p.index()] => {
                let (mut region, mut touches) = (0i64, (false, false));
                let mut stack = vec![p];
                seen[p.index()] = true;
                while let Some(s) = stack.pop() {
                    region += 1;
                    for q in s.neighbors() {
                        if !board.on_board(q) {
                            continue;
                        }
                        match board.color_at(q) {
                            Some(Color::Black) => touches.0 = true,
                            Some(Color::White) => touches.1 = true,
                            None if !seen[q.index()] => {
                                seen[q.index()] = true;
                                stack.push(q);
                            }
                            None => {}
                        }
                    }
                }
                match touches {
                    (true, false) => score += region,
                    (false, true) => score -= region,
                    _ => {}
                }
            }
            None => {}
        }
    }
    score as f64
}
