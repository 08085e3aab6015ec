//! Command-line front ends: `tesuji refbot-stats` and `tesuji match`.

use super::refbot::{RefBot, RefBotConfig};
use super::Color;
use clap::Args;
use std::process::ExitCode;

/// Play-out statistics of the reference bot from the empty board (Black to move).
#[derive(Args, Debug)]
pub struct RefbotStatsArgs {
    /// Board side.
    #[arg(long, default_value_t = 9)]
    pub size: usize,
    /// Komi.
    #[arg(long, default_value_t = 7.5, allow_negative_numbers = true)]
    pub komi: f64,
    /// Number of play-outs.
    #[arg(long, default_value_t = 1_000_000)]
    pub playouts: u64,
    /// Threads sharing the play-outs.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Random seed (same seed and threads: same figures).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Runs `refbot-stats`: prints total moves, moves per play-out, Black's win fraction with its
/// standard error, and play-outs per second.
pub fn run_refbot_stats(args: RefbotStatsArgs) -> ExitCode {
    let mut bot = RefBot::new(RefBotConfig {
        playouts: args.playouts,
        seed: args.seed,
        threads: args.threads.max(1),
    });
    if let Err(e) = bot.clear(args.size) {
        eprintln!("tesuji refbot-stats: {e}");
        return ExitCode::from(2);
    }
    bot.set_komi(args.komi);
    bot.search(Color::Black);
    let s = bot.last_stats();
    println!("total moves: {}", s.nodes);
    println!("moves per playout: {:.4}", s.moves_per_playout());
    println!(
        "black win fraction: {:.6} ± {:.6}",
        s.score(),
        s.std_error()
    );
    println!("playouts/s: {:.0}", s.playouts_per_second());
    ExitCode::SUCCESS
}
