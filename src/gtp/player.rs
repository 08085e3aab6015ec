//! Our own engine as a match player, in process: `tesuji[:NAME=VALUE,...]`
//! (any setting of `list_settings`, e.g. `tesuji:moyo=closest-worm` or
//! `tesuji:bulky_eye=off,genmove_owl_nodes=20000`). Each player is a GTP
//! session of its own, driven through the same commands a controller
//! sends (`boardsize`, `clear_board`, `komi`, `play`, `genmove`,
//! `final_score`), so a match between two variants exercises exactly what
//! GoGui or gogui-twogtp would. Game *i* is played with `genmove_seed` *i*
//! unless the spec sets a seed: the engine is deterministic, and without
//! the seed's noise every pairing would repeat one game.

use super::Gtp;
use crate::board::{Color, Move};
use crate::engine::{EngineConfig, Settings};
use crate::montecarlo::cputime::measure;
use crate::montecarlo::players::{Player, PlayerError, PlayerMove};

/// Parses `tesuji[:NAME=VALUE,...]`; `None` when `spec` names another player.
pub fn parse_tesuji_spec(spec: &str) -> Option<Result<Settings, PlayerError>> {
    let rest = spec.trim().strip_prefix("tesuji")?;
    if !(rest.is_empty() || rest.starts_with(':')) {
        return None;
    }
    let mut settings = Settings::default();
    for item in rest[rest.len().min(1)..]
        .split(',')
        .filter(|s| !s.trim().is_empty())
    {
        if let Err(e) = settings.assign(item.trim()) {
            return Some(Err(PlayerError::Spec {
                spec: spec.to_string(),
                reason: e.to_string(),
            }));
        }
    }
    Some(Ok(settings))
}

/// The player `spec` names if it is `tesuji[:...]` (the match command
/// line's maker of in-process engines); `None` for any other spec.
pub fn from_spec(spec: &str) -> Option<Result<Box<dyn Player>, PlayerError>> {
    let settings = parse_tesuji_spec(spec)?;
    Some(settings.map(|s| Box::new(TesujiPlayer::new(s)) as Box<dyn Player>))
}

/// A tesuji engine with its settings, playing in process.
pub struct TesujiPlayer {
    name: String,
    gtp: Gtp,
    /// CPU time of its move generation so far (`None` once unmeasurable).
    cpu: Option<f64>,
    /// The `genmove_seed` the spec gave, if any.
    own_seed: Option<u64>,
}

impl TesujiPlayer {
    pub fn new(settings: Settings) -> TesujiPlayer {
        let own_seed = (settings.genmove.seed != 0).then_some(settings.genmove.seed);
        let changed = settings.changed();
        let name = if changed.is_empty() {
            "tesuji".to_string()
        } else {
            format!("tesuji:{}", changed.join(","))
        };
        let config = EngineConfig {
            settings,
            ..EngineConfig::default()
        };
        TesujiPlayer {
            name,
            gtp: Gtp::new(config),
            cpu: Some(0.0),
            own_seed,
        }
    }

    fn send(&mut self, command: &str) -> Result<String, PlayerError> {
        self.gtp
            .execute(command)
            .map_err(|reply| PlayerError::Refused {
                engine: self.name.clone(),
                command: command.to_string(),
                reply,
            })
    }
}

impl Player for TesujiPlayer {
    fn name(&self) -> &str {
        &self.name
    }

    /// Game `i` is played with `genmove_seed` `i`, unless the spec set a
    /// seed of its own: games between deterministic players then differ.
    fn set_game_number(&mut self, game: usize) {
        if self.own_seed.is_none() {
            let _ = self.gtp.set_setting("genmove_seed", &game.to_string());
        }
    }

    fn new_game(&mut self, size: usize, komi: f64) -> Result<(), PlayerError> {
        self.send(&format!("boardsize {size}"))?;
        self.send("clear_board")?;
        self.send(&format!("komi {komi}"))?;
        Ok(())
    }

    fn play(&mut self, color: Color, mv: Move) -> Result<(), PlayerError> {
        let size = self.gtp.board.size();
        self.send(&format!("play {} {}", color.letter(), mv.to_gtp(size)))
            .map(|_| ())
    }

    fn genmove(&mut self, color: Color) -> Result<PlayerMove, PlayerError> {
        let command = format!("genmove {}", color.letter());
        let (reply, cpu) = measure(|| self.send(&command));
        self.cpu = self.cpu.zip(cpu).map(|(a, b)| a + b.as_secs_f64());
        let reply = reply?;
        match Move::parse(reply.trim(), self.gtp.board.size()) {
            Some(m) => Ok(PlayerMove::Move(m)),
            None => Err(PlayerError::BadReply {
                engine: self.name.clone(),
                command,
                reply,
            }),
        }
    }

    fn final_score(&mut self) -> Option<String> {
        self.send("final_score").ok()
    }

    fn cpu_seconds(&mut self) -> Option<f64> {
        self.cpu
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_settings_and_refuse_unknown_ones() {
        assert!(parse_tesuji_spec("refbot").is_none());
        assert!(parse_tesuji_spec("tesujix").is_none());
        let plain = parse_tesuji_spec("tesuji").unwrap().unwrap();
        assert_eq!(plain, Settings::default());
        let s = parse_tesuji_spec("tesuji:bulky_eye=off,genmove_owl_nodes=500")
            .unwrap()
            .unwrap();
        assert_eq!(s.genmove.owl_nodes, 500);
        assert_eq!(
            TesujiPlayer::new(s).name(),
            "tesuji:bulky_eye=off,genmove_owl_nodes=500"
        );
        let e = parse_tesuji_spec("tesuji:speed=3").unwrap().unwrap_err();
        assert!(e.to_string().contains("speed"), "{e}");
    }

    #[test]
    fn a_player_plays_legal_moves_and_counts_a_game() {
        let s = parse_tesuji_spec("tesuji:genmove_owl_nodes=200")
            .unwrap()
            .unwrap();
        let mut p = TesujiPlayer::new(s);
        p.new_game(9, 7.5).unwrap();
        p.play(Color::Black, Move::parse("E5", 9).unwrap()).unwrap();
        let PlayerMove::Move(Move::Play(mv)) = p.genmove(Color::White).unwrap() else {
            panic!("white passed or resigned on an almost empty board");
        };
        assert_ne!(mv.to_vertex(9), "E5");
        assert!(p.final_score().is_some());
        assert!(p.play(Color::Black, Move::parse("E5", 9).unwrap()).is_err());
    }
}
