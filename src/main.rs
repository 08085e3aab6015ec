//! The `tesuji` command line: one subcommand per job.

use clap::{Args, Parser, Subcommand};
use std::process::ExitCode;
use tesuji::cli::SettingsArgs;
use tesuji::gtp::{EngineConfig, Gtp};
use tesuji::montecarlo::RefBotConfig;

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
    /// Speak GTP on standard input and output (for GoGui, Sabaki, or scripts).
    Gtp(GtpArgs),
    /// Check pattern databases and match them on positions.
    Patterns(tesuji::patterns::cli::PatternsArgs),
    /// Run GNU Go-style regression suites (.tst files).
    Regress(tesuji::regress::cli::RegressArgs),
    /// Compare two variants on the same suites: what flipped, what it cost.
    Compare(tesuji::regress::cli::CompareArgs),
    /// Combine the runs of several `--partition` slices into one run.
    Merge(tesuji::regress::cli::MergeArgs),
    /// Accept a saved run (or some of its tests) into a baseline folder.
    Accept(tesuji::regress::cli::AcceptArgs),
    /// Write chosen tests with their setup lines as a new suite.
    Extract(tesuji::regress::cli::ExtractArgs),
    /// Passes and node totals of the baselines at each commit that changed them.
    History(tesuji::regress::cli::HistoryArgs),
    /// Reference-bot play-out statistics from the empty board.
    RefbotStats(tesuji::montecarlo::cli::RefbotStatsArgs),
    /// A match between two players (reference-bot variants or GTP engines).
    Match(tesuji::montecarlo::cli::MatchArgs),
}

/// Settings shared by every command that runs the built-in engine.
#[derive(Args, Clone, Debug)]
struct EngineArgs {
    #[command(flatten)]
    settings: SettingsArgs,
    /// Play-outs per move of the reference bot behind `genmove`.
    #[arg(long, value_name = "N", default_value_t = RefBotConfig::default().playouts)]
    playouts: u64,
    /// Seed of the reference bot (same seed, same games).
    #[arg(long, value_name = "S", default_value_t = RefBotConfig::default().seed)]
    seed: u64,
    /// Threads sharing the reference bot's play-outs.
    #[arg(long, value_name = "T", default_value_t = 1)]
    threads: usize,
}

impl EngineArgs {
    fn config(&self) -> Result<EngineConfig, String> {
        Ok(EngineConfig {
            settings: self.settings.settings().map_err(|e| e.to_string())?,
            base_dir: None,
            refbot: RefBotConfig {
                playouts: self.playouts,
                seed: self.seed,
                threads: self.threads.max(1),
            },
        })
    }
}

#[derive(Args)]
struct GtpArgs {
    #[command(flatten)]
    engine: EngineArgs,
}

fn run_gtp(args: GtpArgs) -> ExitCode {
    let config = match args.engine.config() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("tesuji gtp: {e}");
            return ExitCode::from(2);
        }
    };
    // The loop runs on a thread with room for searches, so readings run in place.
    let serve = tesuji::search::spawn_with_search_stack("gtp", move || {
        let mut engine = Gtp::new(config);
        let stdin = std::io::stdin();
        tesuji::gtp::serve(&mut engine, stdin.lock(), std::io::stdout().lock())
    });
    match serve.map(|handle| handle.join()) {
        Ok(Ok(Ok(()))) => ExitCode::SUCCESS,
        Ok(Ok(Err(e))) | Err(e) => {
            eprintln!("tesuji gtp: {e}");
            ExitCode::from(2)
        }
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Gtp(args) => run_gtp(args),
        Command::Patterns(args) => tesuji::patterns::cli::run(args),
        Command::Regress(args) => tesuji::regress::cli::run(args),
        Command::Compare(args) => tesuji::regress::cli::run_compare(args),
        Command::Merge(args) => tesuji::regress::cli::run_merge(args),
        Command::Accept(args) => tesuji::regress::cli::run_accept(args),
        Command::Extract(args) => tesuji::regress::cli::run_extract(args),
        Command::History(args) => tesuji::regress::cli::run_history(args),
        Command::RefbotStats(args) => tesuji::montecarlo::cli::run_refbot_stats(args),
        Command::Match(args) => {
            tesuji::montecarlo::cli::run_match_command(args, tesuji::gtp::player::from_spec)
        }
    }
}
