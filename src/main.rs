//! The `tesuji` command line: one subcommand per job.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "tesuji",
    version,
    about = "Computer-Go analysis engine and regression runner"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Reference-bot play-out statistics from the empty board.
    RefbotStats(tesuji::montecarlo::cli::RefbotStatsArgs),
    /// A match between two players (reference-bot variants or GTP engines).
    Match(tesuji::montecarlo::cli::MatchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::RefbotStats(args) => tesuji::montecarlo::cli::run_refbot_stats(args),
        Command::Match(args) => tesuji::montecarlo::cli::run_match_command(args),
    }
}
