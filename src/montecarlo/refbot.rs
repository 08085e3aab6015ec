//! The AMAF reference bot: play-outs from the current position, then the move with the best
//! all-moves-as-first win rate.
//!
//! Contract of [`RefBot::genmove`]: runs `playouts` uniform play-outs (split over `threads`
//! threads, each with its own seeded generator, merged in thread order, so a run is reproducible
//! for a given seed and thread count), then plays and returns the legal (positional superko) move
//! that does not fill one of the mover's one-point eyes and has the highest AMAF win rate; ties
//! are broken at random; points never seen in a play-out are ignored. If no seen point is
//! playable but some other sensible point is, one of those is chosen uniformly (the bot passes
//! only when no non-eye-filling legal move exists).

use super::board::{cell, Cell};
use super::cputime::measure;
use super::game::Game;
use super::playout::{run_playouts, Amaf};
use super::rng::{derive_seed, Rng};
use super::MAX_SIZE;
use crate::board::{Color, IllegalMove, Move};
use std::time::{Duration, Instant};
use thiserror::Error;

/// Settings of a reference bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RefBotConfig {
    /// Play-outs per generated move.
    pub playouts: u64,
    /// Seed of the bot's generator; the same seed gives the same games.
    pub seed: u64,
    /// Threads sharing the play-outs of one move (1 = single-threaded).
    pub threads: usize,
}

impl Default for RefBotConfig {
    fn default() -> Self {
        RefBotConfig {
            playouts: 10_000,
            seed: 1,
            threads: 1,
        }
    }
}

/// A board size the bot cannot play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("unsupported board size {0} (the reference bot plays 2 to {max})", max = MAX_SIZE)]
pub struct UnsupportedSize(pub usize);

/// Totals of the play-outs behind one move.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchStats {
    /// Play-outs run.
    pub playouts: u64,
    /// Moves made in them, passes (both final passes included) counted.
    pub nodes: u64,
    /// Sum of squared play-out lengths.
    pub nodes_sq: u64,
    /// Play-outs won by the side to move.
    pub wins: u64,
    /// Play-outs drawn (integer komi only).
    pub draws: u64,
    /// Wall-clock time of the play-outs.
    pub elapsed: Duration,
    /// CPU time of the play-outs, summed over their threads (`None` where the platform does not
    /// report it; see [`super::cputime`]).
    pub cpu: Option<Duration>,
}

impl SearchStats {
    /// Fraction of play-outs won by the side to move, a draw counting one half (0 if none ran).
    pub fn score(&self) -> f64 {
        if self.playouts == 0 {
            return 0.0;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / self.playouts as f64
    }

    /// Standard error of [`SearchStats::score`] (outcomes 0, 1/2, 1).
    pub fn std_error(&self) -> f64 {
        if self.playouts < 2 {
            return 0.0;
        }
        let n = self.playouts as f64;
        let mean = self.score();
        let mean_sq = (self.wins as f64 + 0.25 * self.draws as f64) / n;
        ((mean_sq - mean * mean).max(0.0) / (n - 1.0)).sqrt()
    }

    /// Mean moves per play-out.
    pub fn moves_per_playout(&self) -> f64 {
        if self.playouts == 0 {
            return 0.0;
        }
        self.nodes as f64 / self.playouts as f64
    }

    /// Standard error of [`SearchStats::moves_per_playout`].
    pub fn moves_std_error(&self) -> f64 {
        if self.playouts < 2 {
            return 0.0;
        }
        let n = self.playouts as f64;
        let mean = self.moves_per_playout();
        let var = (self.nodes_sq as f64 / n - mean * mean).max(0.0) * n / (n - 1.0);
        (var / n).sqrt()
    }

    /// Play-outs per second of CPU time (all threads together), if CPU time was measured.
    pub fn playouts_per_cpu_second(&self) -> Option<f64> {
        let s = self.cpu?.as_secs_f64();
        (s > 0.0).then(|| self.playouts as f64 / s)
    }

    /// Play-outs per second of wall-clock time.
    pub fn playouts_per_second(&self) -> f64 {
        let s = self.elapsed.as_secs_f64();
        if s > 0.0 {
            self.playouts as f64 / s
        } else {
            0.0
        }
    }
}

/// The reference bot: a game position plus the AMAF move generator.
#[derive(Clone, Debug)]
pub struct RefBot {
    config: RefBotConfig,
    game: Game,
    rng: Rng,
    last: SearchStats,
}

impl RefBot {
    /// A bot on an empty 9x9 board with komi 7.5.
    pub fn new(config: RefBotConfig) -> RefBot {
        RefBot {
            config,
            game: Game::new(9, 7.5).expect("9 is a supported size"),
            rng: Rng::new(config.seed),
            last: SearchStats::default(),
        }
    }

    /// The configuration.
    pub fn config(&self) -> RefBotConfig {
        self.config
    }

    /// Changes the play-outs per move.
    pub fn set_playouts(&mut self, playouts: u64) {
        self.config.playouts = playouts;
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Clears the board and sets its side (GTP `boardsize` + `clear_board`); komi is kept.
    pub fn clear(&mut self, size: usize) -> Result<(), UnsupportedSize> {
        let komi = self.game.komi();
        self.game = Game::new(size, komi).ok_or(UnsupportedSize(size))?;
        Ok(())
    }

    /// Sets komi (GTP `komi`).
    pub fn set_komi(&mut self, komi: f64) {
        self.game.set_komi(komi);
    }

    /// Plays a move for `color` (GTP `play`); refuses occupied, suicide and superko moves.
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        self.game.play(color, mv)
    }

    /// Runs the configured play-outs for `color` to move without playing anything; returns the
    /// AMAF tables and records the totals for [`RefBot::last_nodes`] / [`RefBot::last_score`].
    pub fn search(&mut self, color: Color) -> Amaf {
        let base = self.rng.next_u64();
        let threads = self.config.threads.max(1) as u64;
        let total = self.config.playouts;
        let root = self.game.board();
        let komi = self.game.komi();
        let side = cell(color);
        let share = |i: u64| total / threads + u64::from(i < total % threads);
        let start = Instant::now();
        // Each thread measures its own CPU time; the sum is the search's CPU time.
        let work = |i: u64| {
            measure(|| {
                let mut rng = Rng::new(derive_seed(base, i));
                run_playouts(root, side, komi, share(i), &mut rng)
            })
        };
        let (amaf, cpu) = if threads == 1 {
            work(0)
        } else {
            let parts: Vec<(Amaf, Option<Duration>)> = std::thread::scope(|s| {
                let handles: Vec<_> = (0..threads).map(|i| s.spawn(move || work(i))).collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("play-out thread panicked"))
                    .collect()
            });
            let mut merged = Amaf::new(root.array_len());
            let mut cpu = Some(Duration::ZERO);
            for (part, spent) in &parts {
                merged.merge(part);
                cpu = cpu.zip(*spent).map(|(a, b)| a + b);
            }
            (merged, cpu)
        };
        self.last = SearchStats {
            playouts: amaf.playouts,
            nodes: amaf.nodes,
            nodes_sq: amaf.nodes_sq,
            wins: amaf.wins,
            draws: amaf.draws,
            elapsed: start.elapsed(),
            cpu,
        };
        amaf
    }

    /// Chooses a move for `color` by AMAF (see the module contract), plays it and returns it.
    pub fn genmove(&mut self, color: Color) -> Move {
        let amaf = self.search(color);
        let mv = self.choose(color, &amaf);
        self.game
            .play(color, mv)
            .expect("the chosen move was checked legal");
        mv
    }

    /// The best playable move by AMAF win rate, ties at random.
    fn choose(&mut self, color: Color, amaf: &Amaf) -> Move {
        let candidates = self.game.sensible_moves(color);
        if candidates.is_empty() {
            return Move::Pass;
        }
        let board = self.game.board();
        let mut best: Vec<usize> = Vec::new();
        let mut best_rate = (0u64, 1u64);
        for (i, &v) in candidates.iter().enumerate() {
            let p: Cell = board.cell_of(v);
            let visits = amaf.visits[p as usize];
            if visits == 0 {
                continue;
            }
            let rate = (amaf.half_wins[p as usize], visits);
            // Compare rate with best_rate exactly: a/b vs c/d as a*d vs c*b.
            let lhs = u128::from(rate.0) * u128::from(best_rate.1);
            let rhs = u128::from(best_rate.0) * u128::from(rate.1);
            if best.is_empty() || lhs > rhs {
                best.clear();
                best.push(i);
                best_rate = rate;
            } else if lhs == rhs {
                best.push(i);
            }
        }
        let pool: Vec<usize> = if best.is_empty() {
            (0..candidates.len()).collect()
        } else {
            best
        };
        let pick = pool[self.rng.below(pool.len() as u32) as usize];
        Move::Play(candidates[pick])
    }

    /// Moves made in the play-outs of the last search (GTP `ref-nodes`).
    pub fn last_nodes(&self) -> u64 {
        self.last.nodes
    }

    /// Fraction of the last search's play-outs won by the side to move, draws one half
    /// (GTP `ref-score`).
    pub fn last_score(&self) -> f64 {
        self.last.score()
    }

    /// All totals of the last search.
    pub fn last_stats(&self) -> SearchStats {
        self.last
    }
}
