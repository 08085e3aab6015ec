//! The referee: plays games between two players, alternating colours, writes SGF, and sums up
//! the match with a Wilson interval and an Elo difference.
//!
//! A game ends after two consecutive passes, a resignation, an illegal or unreadable move (the
//! offender forfeits), a player failure (forfeit), or after `max_moves` moves (default `3 n n`).
//! Every move is checked against the referee's own board (positional superko, no suicide).
//!
//! Scoring: Chinese area scoring of the final position with komi, without removing dead stones.
//! That is exact for reference bots, which pass only when every empty point is a one-point
//! eye. When an external engine takes part (engines such as GNU Go pass with dead stones on the
//! board), its own `final_score` is asked first (Black's engine if external, else White's);
//! if it gives no readable answer the referee's area count is used.
//!
//! With an output directory, each game is written as `game-NNN.sgf` and the table of games
//! ([`GAMES_TABLE`]) is rewritten atomically after every game, so a reader never sees half a
//! table, even while the match runs.

use super::game::Game;
use super::players::{Player, PlayerError, PlayerMove};
use super::sgf::{to_sgf, SgfGame};
use super::stats::{elo_from_score, format_elo, wilson_interval, Z95};
use crate::board::{Color, Move};
use std::fmt;
use std::path::PathBuf;

/// Match settings.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub size: usize,
    pub komi: f64,
    pub games: usize,
    /// Move cap per game (passes included); `None`: `3 * size * size`.
    pub max_moves: Option<usize>,
    /// Directory for `game-NNN.sgf` files.
    pub out: Option<PathBuf>,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Ending {
    TwoPasses,
    MoveCap,
    Resigned(Color),
    Forfeit { loser: Color, reason: String },
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ending::TwoPasses => write!(f, "two passes"),
            Ending::MoveCap => write!(f, "move cap"),
            Ending::Resigned(c) => write!(f, "{c:?} resigned"),
            Ending::Forfeit { loser, reason } => write!(f, "{loser:?} forfeits: {reason}"),
        }
    }
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub moves: Vec<(Color, Move)>,
    pub ending: Ending,
    /// Black's margin after komi when the game was counted (positive: Black won).
    pub margin: Option<f64>,
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// SGF result text (`B+3.5`, `W+R`, `B+F`, `0`).
    pub result: String,
    /// Who counted: `referee` or the engine's name.
    pub counted_by: String,
    /// CPU seconds Black's and White's player used in the game, where the player reports
    /// them (the in-process bot its searches' CPU time, a GTP engine its `cputime`).
    pub cpu: [Option<f64>; 2],
}

/// Parses a GTP `final_score` answer (`B+3.5`, `W+2`, `0`) into Black's margin.
pub fn parse_final_score(text: &str) -> Option<f64> {
    let t = text.trim();
    if t == "0" {
        return Some(0.0);
    }
    let (sign, rest) = if let Some(r) = t.strip_prefix("B+") {
        (1.0, r)
    } else if let Some(r) = t.strip_prefix("W+") {
        (-1.0, r)
    } else {
        return None;
    };
    rest.parse::<f64>().ok().map(|v| sign * v)
}

fn result_text(margin: f64) -> String {
    if margin > 0.0 {
        format!("B+{margin}")
    } else if margin < 0.0 {
        format!("W+{}", -margin)
    } else {
        "0".to_string()
    }
}

fn forfeit(game: &Game, loser: Color, reason: String) -> GameRecord {
    let winner = loser.opponent();
    GameRecord {
        moves: game.moves().to_vec(),
        ending: Ending::Forfeit { loser, reason },
        margin: None,
        winner: Some(winner),
        result: format!("{}+F", winner.letter()),
        counted_by: "referee".into(),
        cpu: [None; 2],
    }
}

/// Plays one game; `external` says which colours are external engines (whose `final_score` is
/// preferred for counting). The record's CPU times are each player's `cpu_seconds` after the
/// game minus before it.
pub fn play_game(
    black: &mut dyn Player,
    white: &mut dyn Player,
    external: [bool; 2],
    config: &MatchConfig,
) -> Result<GameRecord, PlayerError> {
    let before = [black.cpu_seconds(), white.cpu_seconds()];
    let mut record = play_counted_game(black, white, external, config)?;
    let after = [black.cpu_seconds(), white.cpu_seconds()];
    for i in 0..2 {
        record.cpu[i] = before[i].zip(after[i]).map(|(a, b)| (b - a).max(0.0));
    }
    Ok(record)
}

fn play_counted_game(
    black: &mut dyn Player,
    white: &mut dyn Player,
    external: [bool; 2],
    config: &MatchConfig,
) -> Result<GameRecord, PlayerError> {
    let mut game = Game::new(config.size, config.komi).ok_or_else(|| PlayerError::Spec {
        spec: format!("size {}", config.size),
        reason: "unsupported board size".into(),
    })?;
    black.new_game(config.size, config.komi)?;
    white.new_game(config.size, config.komi)?;
    let cap = config.max_moves.unwrap_or(3 * config.size * config.size);
    let mut color = Color::Black;
    let ending = loop {
        if game.two_passes() {
            break Ending::TwoPasses;
        }
        if game.moves().len() >= cap {
            break Ending::MoveCap;
        }
        let (mover, other): (&mut dyn Player, &mut dyn Player) = match color {
            Color::Black => (&mut *black, &mut *white),
            Color::White => (&mut *white, &mut *black),
        };
        let mv = match mover.genmove(color) {
            Ok(PlayerMove::Move(m)) => m,
            Ok(PlayerMove::Resign) => break Ending::Resigned(color),
            Err(e) => return Ok(forfeit(&game, color, e.to_string())),
        };
        if let Err(e) = game.play(color, mv) {
            let vertex = mv.to_gtp(config.size);
            return Ok(forfeit(&game, color, format!("illegal move {vertex}: {e}")));
        }
        if let Err(e) = other.play(color, mv) {
            return Ok(forfeit(&game, color.opponent(), e.to_string()));
        }
        color = color.opponent();
    };
    if let Ending::Resigned(loser) = ending {
        let winner = loser.opponent();
        return Ok(GameRecord {
            moves: game.moves().to_vec(),
            ending,
            margin: None,
            winner: Some(winner),
            result: format!("{}+R", winner.letter()),
            counted_by: "referee".into(),
            cpu: [None; 2],
        });
    }
    let mut margin = None;
    let mut counted_by = "referee".to_string();
    if external[0] {
        if let Some(m) = black.final_score().as_deref().and_then(parse_final_score) {
            margin = Some(m);
            counted_by = black.name().to_string();
        }
    }
    if external[1] && margin.is_none() {
        if let Some(m) = white.final_score().as_deref().and_then(parse_final_score) {
            margin = Some(m);
            counted_by = white.name().to_string();
        }
    }
    let margin = margin.unwrap_or_else(|| game.black_margin());
    let winner = if margin > 0.0 {
        Some(Color::Black)
    } else if margin < 0.0 {
        Some(Color::White)
    } else {
        None
    };
    Ok(GameRecord {
        moves: game.moves().to_vec(),
        ending,
        margin: Some(margin),
        winner,
        result: result_text(margin),
        counted_by,
        cpu: [None; 2],
    })
}

/// Totals of a match between player A (Black in odd-numbered games) and player B.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchSummary {
    pub games: usize,
    pub a_wins: usize,
    pub b_wins: usize,
    pub draws: usize,
    pub a_wins_as_black: usize,
    pub b_wins_as_black: usize,
    pub forfeits: usize,
}

impl MatchSummary {
    /// A's score: wins plus half the draws, over games.
    pub fn a_score(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        (self.a_wins as f64 + 0.5 * self.draws as f64) / self.games as f64
    }

    /// The 95% Wilson interval of A's score.
    pub fn a_interval(&self) -> (f64, f64) {
        wilson_interval(
            self.a_wins as f64 + 0.5 * self.draws as f64,
            self.games as f64,
            Z95,
        )
    }

    /// The report lines: wins, win rate with its 95% interval, Elo difference with interval.
    pub fn report(&self, a: &str, b: &str) -> String {
        let (lo, hi) = self.a_interval();
        let p = self.a_score();
        format!(
            "games: {}\nA = {a}: {} wins ({} as black)\nB = {b}: {} wins ({} as black)\n\
             draws: {}\nforfeits: {}\nA win rate: {:.4} (95% CI {:.4} .. {:.4})\n\
             Elo A-B: {} (95% CI {} .. {})\n",
            self.games,
            self.a_wins,
            self.a_wins_as_black,
            self.b_wins,
            self.b_wins_as_black,
            self.draws,
            self.forfeits,
            p,
            lo,
            hi,
            format_elo(elo_from_score(p)),
            format_elo(elo_from_score(lo)),
            format_elo(elo_from_score(hi)),
        )
    }
}

/// The name of the table of games written beside the SGF files.
pub const GAMES_TABLE: &str = "games.dat";

/// The table of games (in the spirit of gogui-twogtp's `.dat`): a comment header, then one
/// tab-separated row per game: number, whether A played Black, result, moves, ending, Black's
/// and White's CPU seconds (`-` where not reported), an error flag (1 for a forfeit) and the
/// error message (`-` if none).
pub fn games_table(a: &str, b: &str, config: &MatchConfig, rows: &[(bool, GameRecord)]) -> String {
    let mut t = format!(
        "# A: {a}\n# B: {b}\n# size {} komi {} games {}\n\
         #GAME\tA_BLACK\tRESULT\tMOVES\tENDING\tCPU_B\tCPU_W\tERR\tERR_MSG\n",
        config.size, config.komi, config.games
    );
    let cpu = |c: Option<f64>| c.map_or("-".to_string(), |s| format!("{s:.3}"));
    for (i, (a_black, r)) in rows.iter().enumerate() {
        let (ending, err, msg) = match &r.ending {
            Ending::Forfeit { reason, .. } => ("forfeit", 1, one_line(reason)),
            Ending::TwoPasses => ("two-passes", 0, "-".into()),
            Ending::MoveCap => ("move-cap", 0, "-".into()),
            Ending::Resigned(_) => ("resigned", 0, "-".into()),
        };
        t += &format!(
            "{}\t{}\t{}\t{}\t{ending}\t{}\t{}\t{err}\t{msg}\n",
            i + 1,
            u8::from(*a_black),
            r.result,
            r.moves.len(),
            cpu(r.cpu[0]),
            cpu(r.cpu[1]),
        );
    }
    t
}

/// `text` on one line without tabs (for a table cell).
fn one_line(text: &str) -> String {
    let t: String = text
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .collect();
    if t.trim().is_empty() {
        "-".into()
    } else {
        t.trim().to_string()
    }
}

/// The bookkeeping of a match as its games finish, in game order: the
/// totals, the SGF files and the table of games.
struct Recorder<'c> {
    config: &'c MatchConfig,
    sum: MatchSummary,
    rows: Vec<(bool, GameRecord)>,
}

impl<'c> Recorder<'c> {
    fn new(config: &'c MatchConfig) -> Result<Recorder<'c>, MatchError> {
        if let Some(dir) = &config.out {
            std::fs::create_dir_all(dir).map_err(|e| MatchError::Io {
                path: dir.clone(),
                source: e,
            })?;
        }
        Ok(Recorder {
            config,
            sum: MatchSummary::default(),
            rows: Vec::new(),
        })
    }

    /// Records game `i`, where A (named `a`) played Black when `a_black`.
    fn record(
        &mut self,
        i: usize,
        record: &GameRecord,
        a_black: bool,
        names: [&str; 2],
    ) -> Result<(), MatchError> {
        let sum = &mut self.sum;
        sum.games += 1;
        if matches!(record.ending, Ending::Forfeit { .. }) {
            sum.forfeits += 1;
        }
        match record.winner {
            None => sum.draws += 1,
            Some(w) => {
                let a_won = (w == Color::Black) == a_black;
                if a_won {
                    sum.a_wins += 1;
                    sum.a_wins_as_black += usize::from(a_black);
                } else {
                    sum.b_wins += 1;
                    sum.b_wins_as_black += usize::from(!a_black);
                }
            }
        }
        let Some(dir) = &self.config.out else {
            return Ok(());
        };
        let [a, b] = names;
        let (black, white) = if a_black { (a, b) } else { (b, a) };
        let comment = format!("{}; counted by {}", record.ending, record.counted_by);
        let text = to_sgf(&SgfGame {
            size: self.config.size,
            komi: self.config.komi,
            black,
            white,
            result: &record.result,
            moves: &record.moves,
            comment: &comment,
        });
        let path = dir.join(format!("game-{i:03}.sgf"));
        std::fs::write(&path, text).map_err(|e| MatchError::Io { path, source: e })?;
        self.rows.push((a_black, record.clone()));
        let table = games_table(a, b, self.config, &self.rows);
        let path = dir.join(GAMES_TABLE);
        crate::util::write_atomically(&path, table.as_bytes())
            .map_err(|e| MatchError::Io { path, source: e })
    }
}

/// Plays game `i` between A and B: A is Black when `i` is odd.
fn play_numbered(
    i: usize,
    a: &mut dyn Player,
    b: &mut dyn Player,
    external: [bool; 2],
    config: &MatchConfig,
) -> Result<GameRecord, PlayerError> {
    a.set_game_number(i);
    b.set_game_number(i);
    if i % 2 == 1 {
        play_game(a, b, external, config)
    } else {
        play_game(b, a, [external[1], external[0]], config)
    }
}

/// Runs a match: game `i` (from 1) has A as Black when `i` is odd. Calls `on_game(i, record,
/// a_is_black)` after each game and writes `game-NNN.sgf` into `config.out` if set, with the
/// table of games so far ([`GAMES_TABLE`], see [`games_table`]) rewritten atomically after
/// each game.
pub fn run_match(
    a: &mut dyn Player,
    a_external: bool,
    b: &mut dyn Player,
    b_external: bool,
    config: &MatchConfig,
    mut on_game: impl FnMut(usize, &GameRecord, bool),
) -> Result<MatchSummary, MatchError> {
    let mut recorder = Recorder::new(config)?;
    for i in 1..=config.games {
        let record = play_numbered(i, a, b, [a_external, b_external], config)?;
        recorder.record(i, &record, i % 2 == 1, [a.name(), b.name()])?;
        on_game(i, &record, i % 2 == 1);
    }
    Ok(recorder.sum)
}

/// Makes one worker's pair of players, A then B.
pub type PlayerPair = (Box<dyn Player>, Box<dyn Player>);

/// [`run_match`] with `jobs` games in parallel, each worker playing with a
/// pair of players of its own from `make`. Games are recorded and reported
/// in game order, so the SGF files, the table and the totals are the same
/// for any `jobs` (the games themselves are when the players are
/// deterministic). After a player failure no new game starts; the error is
/// returned once the games in play end.
pub fn run_match_jobs(
    make: &(dyn Fn() -> Result<PlayerPair, PlayerError> + Sync),
    external: [bool; 2],
    config: &MatchConfig,
    jobs: usize,
    mut on_game: impl FnMut(usize, &GameRecord, bool),
) -> Result<MatchSummary, MatchError> {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    let mut recorder = Recorder::new(config)?;
    let next = AtomicUsize::new(1);
    let stop = AtomicBool::new(false);
    type Finished = (usize, Result<(GameRecord, [String; 2]), PlayerError>);
    let (tx, rx) = std::sync::mpsc::channel::<Finished>();
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, config.games.max(1)) {
            let (tx, next, stop) = (tx.clone(), &next, &stop);
            scope.spawn(move || {
                let (mut a, mut b) = match make() {
                    Ok(pair) => pair,
                    Err(e) => {
                        stop.store(true, Ordering::SeqCst);
                        let _ = tx.send((0, Err(e)));
                        return;
                    }
                };
                while !stop.load(Ordering::SeqCst) {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i > config.games {
                        break;
                    }
                    let result = play_numbered(i, a.as_mut(), b.as_mut(), external, config);
                    if result.is_err() {
                        stop.store(true, Ordering::SeqCst);
                    }
                    let names = [a.name().to_string(), b.name().to_string()];
                    let _ = tx.send((i, result.map(|r| (r, names))));
                }
            });
        }
        drop(tx);
        let mut pending = std::collections::BTreeMap::new();
        let mut want = 1;
        let mut failure = None;
        for (i, result) in rx {
            match result {
                Ok(done) if failure.is_none() => {
                    pending.insert(i, done);
                }
                Ok(_) => {}
                Err(e) => failure = failure.or(Some(MatchError::Player(e))),
            }
            while let Some((record, names)) = pending.remove(&want) {
                let a_black = want % 2 == 1;
                if let Err(e) = recorder.record(want, &record, a_black, [&names[0], &names[1]]) {
                    stop.store(true, Ordering::SeqCst);
                    failure = failure.or(Some(e));
                    break;
                }
                on_game(want, &record, a_black);
                want += 1;
            }
        }
        match failure {
            Some(e) => Err(e),
            None => Ok(()),
        }
    })?;
    Ok(recorder.sum)
}

/// Why a match could not run to the end.
#[derive(Debug, thiserror::Error)]
pub enum MatchError {
    #[error(transparent)]
    Player(#[from] PlayerError),
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn final_scores_parse() {
        assert_eq!(parse_final_score("B+3.5"), Some(3.5));
        assert_eq!(parse_final_score(" W+12 "), Some(-12.0));
        assert_eq!(parse_final_score("0"), Some(0.0));
        assert_eq!(parse_final_score("Black wins"), None);
        assert_eq!(result_text(-7.5), "W+7.5");
        assert_eq!(result_text(2.0), "B+2");
    }
}
