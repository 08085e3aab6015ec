//! Match players: the in-process reference bot and external engines spoken to over GTP.
//!
//! A player specification is either an in-process reference bot,
//! `refbot[:key=value,...]` with keys `playouts` (default 10000), `seed` (default 1) and
//! `threads` (default 1), e.g. `refbot:playouts=1000,seed=7`, or any other text, which is the
//! command line of a GTP engine started as a subprocess (e.g.
//! `gnugo --mode gtp --quiet --level 0 --chinese-rules`; pass `--chinese-rules` so that
//! GNU Go's `final_score` counts area, as the referee does).

use super::refbot::{RefBot, RefBotConfig};
use crate::board::{Color, Move};
use crate::gtp_client::{ClientError, GtpProcess};
use std::path::{Path, PathBuf};
use std::time::Duration;
use thiserror::Error;

/// What a player answered to `genmove`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerMove {
    Move(Move),
    Resign,
}

/// A player failure (setup, engine crash or timeout, refused command, unreadable reply).
#[derive(Debug, Error)]
pub enum PlayerError {
    #[error("player spec `{spec}`: {reason}")]
    Spec { spec: String, reason: String },
    #[error("engine `{engine}`, command `{command}`: {source}")]
    Engine {
        engine: String,
        command: String,
        #[source]
        source: ClientError,
    },
    #[error("engine `{engine}` refused `{command}`: {reply}")]
    Refused {
        engine: String,
        command: String,
        reply: String,
    },
    #[error("engine `{engine}` answered `{command}` with unreadable `{reply}`")]
    BadReply {
        engine: String,
        command: String,
        reply: String,
    },
}

/// One side of a match.
pub trait Player {
    /// A short name for reports and SGF.
    fn name(&self) -> &str;
    /// Starts a new game: board size, empty board, komi.
    fn new_game(&mut self, size: usize, komi: f64) -> Result<(), PlayerError>;
    /// Tells the player the number of the game about to start (from 1), so
    /// that a deterministic player can vary its games by it. Ignored by default.
    fn set_game_number(&mut self, _game: usize) {}
    /// Tells the player a move (its own or the opponent's) was played.
    fn play(&mut self, color: Color, mv: Move) -> Result<(), PlayerError>;
    /// Asks for a move for `color`; the player records it as played.
    fn genmove(&mut self, color: Color) -> Result<PlayerMove, PlayerError>;
    /// The player's own count of the final position (`B+3.5`, `W+1`, `0`), if it offers one.
    fn final_score(&mut self) -> Option<String> {
        None
    }
    /// CPU seconds the player has used so far, if it can tell (the referee takes the
    /// difference over a game).
    fn cpu_seconds(&mut self) -> Option<f64> {
        None
    }
}

/// The reference bot playing in-process.
pub struct RefBotPlayer {
    name: String,
    bot: RefBot,
    /// The board side of the game in play.
    size: usize,
    /// CPU time of the bot's searches so far (`None` once a search could not measure it).
    cpu: Option<f64>,
}

impl RefBotPlayer {
    /// A player around a bot with `config`.
    pub fn new(config: RefBotConfig) -> RefBotPlayer {
        RefBotPlayer {
            name: format!(
                "refbot:playouts={},seed={},threads={}",
                config.playouts, config.seed, config.threads
            ),
            bot: RefBot::new(config),
            size: 0,
            cpu: Some(0.0),
        }
    }
}

impl Player for RefBotPlayer {
    fn name(&self) -> &str {
        &self.name
    }

    fn new_game(&mut self, size: usize, komi: f64) -> Result<(), PlayerError> {
        self.bot.clear(size).map_err(|e| PlayerError::Spec {
            spec: self.name.clone(),
            reason: e.to_string(),
        })?;
        self.bot.set_komi(komi);
        self.size = size;
        Ok(())
    }

    fn play(&mut self, color: Color, mv: Move) -> Result<(), PlayerError> {
        self.bot.play(color, mv).map_err(|e| PlayerError::Refused {
            engine: self.name.clone(),
            command: format!("play {} {}", color.letter(), mv.to_gtp(self.size)),
            reply: e.to_string(),
        })
    }

    fn genmove(&mut self, color: Color) -> Result<PlayerMove, PlayerError> {
        let mv = self.bot.genmove(color);
        let search = self.bot.last_stats().cpu.map(|d| d.as_secs_f64());
        self.cpu = self.cpu.zip(search).map(|(a, b)| a + b);
        Ok(PlayerMove::Move(mv))
    }

    fn cpu_seconds(&mut self) -> Option<f64> {
        self.cpu
    }
}

/// Parses `refbot[:key=value,...]`; `None` if `spec` is not a refbot variant.
pub fn parse_refbot_spec(spec: &str) -> Option<Result<RefBotConfig, PlayerError>> {
    let rest = spec.strip_prefix("refbot")?;
    if !(rest.is_empty() || rest.starts_with(':')) {
        return None;
    }
    let bad = |reason: String| PlayerError::Spec {
        spec: spec.to_string(),
        reason,
    };
    let mut config = RefBotConfig::default();
    let body = rest.trim_start_matches(':');
    for item in body.split(',').filter(|s| !s.trim().is_empty()) {
        let Some((key, value)) = item.split_once('=') else {
            return Some(Err(bad(format!("`{item}` is not key=value"))));
        };
        let number: u64 = match value.trim().parse() {
            Ok(n) => n,
            Err(_) => return Some(Err(bad(format!("`{value}` is not a whole number")))),
        };
        match key.trim() {
            "playouts" => config.playouts = number,
            "seed" => config.seed = number,
            "threads" if number >= 1 => config.threads = number as usize,
            "threads" => return Some(Err(bad("threads must be at least 1".into()))),
            other => {
                return Some(Err(bad(format!(
                    "unknown key `{other}` (use playouts, seed, threads)"
                ))))
            }
        }
    }
    Some(Ok(config))
}

/// An external engine driven over GTP. After a crash or timeout the engine is restarted at the
/// next [`Player::new_game`].
pub struct GtpPlayer {
    name: String,
    cmdline: String,
    cwd: PathBuf,
    timeout: Duration,
    process: Option<GtpProcess>,
    /// The board side of the game in play.
    size: usize,
}

impl GtpPlayer {
    /// Starts `cmdline` in `cwd`; every command may take up to `timeout`.
    pub fn spawn(cmdline: &str, cwd: &Path, timeout: Duration) -> Result<GtpPlayer, PlayerError> {
        let mut p = GtpPlayer {
            name: cmdline.to_string(),
            cmdline: cmdline.to_string(),
            cwd: cwd.to_path_buf(),
            timeout,
            process: None,
            size: 0,
        };
        p.ensure_running()?;
        if let Ok(name) = p.send("name") {
            let version = p.send("version").unwrap_or_default();
            p.name = format!("{} {}", name.trim(), version.trim())
                .trim()
                .to_string();
        }
        Ok(p)
    }

    fn ensure_running(&mut self) -> Result<(), PlayerError> {
        if self.process.is_none() {
            let proc_ = GtpProcess::spawn(&self.cmdline, &self.cwd).map_err(|source| {
                PlayerError::Engine {
                    engine: self.cmdline.clone(),
                    command: "(start)".into(),
                    source,
                }
            })?;
            self.process = Some(proc_);
        }
        Ok(())
    }

    /// Sends `command`; the reply text on success.
    fn send(&mut self, command: &str) -> Result<String, PlayerError> {
        self.ensure_running()?;
        let Some(process) = self.process.as_mut() else {
            return Err(PlayerError::Spec {
                spec: self.cmdline.clone(),
                reason: "engine not running".into(),
            });
        };
        match process.send(command, self.timeout) {
            Ok(reply) if reply.success => Ok(reply.text),
            Ok(reply) => Err(PlayerError::Refused {
                engine: self.name.clone(),
                command: command.to_string(),
                reply: reply.text,
            }),
            Err(source) => {
                // The process cannot be trusted any more: drop it (killing it).
                if let Some(mut p) = self.process.take() {
                    p.kill();
                }
                Err(PlayerError::Engine {
                    engine: self.name.clone(),
                    command: command.to_string(),
                    source,
                })
            }
        }
    }
}

impl Player for GtpPlayer {
    fn name(&self) -> &str {
        &self.name
    }

    fn new_game(&mut self, size: usize, komi: f64) -> Result<(), PlayerError> {
        self.send(&format!("boardsize {size}"))?;
        self.send("clear_board")?;
        self.send(&format!("komi {komi}"))?;
        self.size = size;
        Ok(())
    }

    fn play(&mut self, color: Color, mv: Move) -> Result<(), PlayerError> {
        self.send(&format!("play {} {}", color.letter(), mv.to_gtp(self.size)))
            .map(|_| ())
    }

    fn genmove(&mut self, color: Color) -> Result<PlayerMove, PlayerError> {
        let command = format!("genmove {}", color.letter());
        let reply = self.send(&command)?;
        let text = reply.trim();
        if text.eq_ignore_ascii_case("resign") {
            return Ok(PlayerMove::Resign);
        }
        // A vertex off this game's board is as unreadable as any other text.
        match Move::parse(text, self.size) {
            Some(m) => Ok(PlayerMove::Move(m)),
            None => Err(PlayerError::BadReply {
                engine: self.name.clone(),
                command,
                reply: text.to_string(),
            }),
        }
    }

    fn final_score(&mut self) -> Option<String> {
        self.send("final_score").ok().map(|s| s.trim().to_string())
    }

    /// The engine's answer to GTP `cputime`, if it gives a number.
    fn cpu_seconds(&mut self) -> Option<f64> {
        self.send("cputime").ok()?.trim().parse().ok()
    }
}

/// Builds a player from a specification (see the module documentation). External engines are
/// started in `cwd`.
pub fn player_from_spec(
    spec: &str,
    cwd: &Path,
    timeout: Duration,
) -> Result<Box<dyn Player>, PlayerError> {
    match parse_refbot_spec(spec.trim()) {
        Some(config) => Ok(Box::new(RefBotPlayer::new(config?))),
        None => Ok(Box::new(GtpPlayer::spawn(spec, cwd, timeout)?)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refbot_specs_parse_with_defaults_and_errors() {
        let c = parse_refbot_spec("refbot")
            .expect("variant")
            .expect("valid");
        assert_eq!(c, RefBotConfig::default());
        let c = parse_refbot_spec("refbot:playouts=1000,seed=7")
            .expect("variant")
            .expect("valid");
        assert_eq!(c.playouts, 1000);
        assert_eq!(c.seed, 7);
        assert_eq!(c.threads, 1);
        assert!(parse_refbot_spec("refbotx").is_none());
        assert!(parse_refbot_spec("gnugo --mode gtp").is_none());
        let e = parse_refbot_spec("refbot:speed=3")
            .expect("variant")
            .unwrap_err();
        assert!(e.to_string().contains("unknown key `speed`"), "{e}");
        assert!(parse_refbot_spec("refbot:playouts=x")
            .expect("variant")
            .is_err());
        assert!(parse_refbot_spec("refbot:threads=0")
            .expect("variant")
            .is_err());
    }
}
