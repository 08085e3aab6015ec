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
    /// Run GNU Go-style regression suites (.tst files).
    Regress(tesuji::regress::cli::RegressArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Regress(args) => tesuji::regress::cli::run(args),
    }
}
