//! The `tesuji` command line: one subcommand per job.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "tesuji", version, about = "Computer-Go analysis engine and regression runner")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check pattern databases and match them on positions.
    Patterns(tesuji::patterns::cli::PatternsArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Patterns(args) => tesuji::patterns::cli::run(args),
    }
}
