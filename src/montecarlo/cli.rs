//! Command-line front ends: `tesuji refbot-stats` and `tesuji match`.

use super::matches::{run_match_jobs, Ending, MatchConfig, PlayerPair};
use super::players::{parse_refbot_spec, player_from_spec, Player, PlayerError};
use super::refbot::{RefBot, RefBotConfig};
use crate::board::Color;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Play-out statistics of the reference bot from the empty board (Black to move).
#[derive(Args, Debug)]
pub struct RefbotStatsArgs {
    /// Board side (2 to 19).
    #[arg(long, default_value_t = 9, value_parser = crate::cli::playout_board_size)]
    pub size: usize,
    /// Komi (a finite number).
    #[arg(long, default_value_t = 7.5, allow_negative_numbers = true,
          value_parser = crate::cli::finite_number)]
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

/// Runs `refbot-stats`: prints total moves, moves per play-out and Black's win fraction (each
/// with its standard error), and play-outs per second of CPU time (all play-out threads
/// together; a loaded machine does not lower it) and of wall-clock time.
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
    let mut out = format!("total moves: {}\n", s.nodes);
    out += &format!(
        "moves per playout: {:.4} ± {:.4}\n",
        s.moves_per_playout(),
        s.moves_std_error()
    );
    out += &format!(
        "black win fraction: {:.6} ± {:.6}\n",
        s.score(),
        s.std_error()
    );
    out += &match (s.cpu, s.playouts_per_cpu_second()) {
        (Some(cpu), Some(rate)) => format!(
            "playouts per CPU second: {rate:.0} ({:.3} s CPU, {} thread{})\n",
            cpu.as_secs_f64(),
            args.threads.max(1),
            if args.threads > 1 { "s" } else { "" }
        ),
        _ => "playouts per CPU second: not measured on this platform\n".to_string(),
    };
    out += &format!(
        "playouts per wall second: {:.0} ({:.3} s wall)\n",
        s.playouts_per_second(),
        s.elapsed.as_secs_f64()
    );
    // A reader that stops early (`| head`) is not an error of ours.
    write_out(&out);
    ExitCode::SUCCESS
}

/// Writes `text` to standard output; a closed output (a reader that
/// stopped early) is ignored rather than a panic.
fn write_out(text: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    let _ = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
}

/// Help text for player specifications.
const PLAYER_HELP: &str = "Player: `refbot[:playouts=N,seed=S,threads=T]` for the in-process \
reference bot (defaults playouts=10000, seed=1, threads=1), `tesuji[:NAME=VALUE,...]` for our \
own engine in process with any settings of `list_settings` (e.g. `tesuji:moyo=closest-worm`), \
or the command line of a GTP engine, e.g. \"gnugo --mode gtp --quiet --level 0 --chinese-rules\"";

/// A match between two players with alternating colours.
#[derive(Args, Debug)]
#[command(
    after_help = "Player A (--black) takes Black in games 1, 3, 5, ...; colours \
alternate. Games end on two passes, resignation, forfeit (illegal move, crash, timeout) or the \
move cap, and are counted by Chinese area scoring without dead-stone removal; when an external \
engine plays, its `final_score` is used if it answers. The report gives wins, A's win rate \
with a 95% Wilson interval and the Elo difference with the interval mapped through the same \
bounds."
)]
pub struct MatchArgs {
    #[arg(long, help = PLAYER_HELP)]
    pub black: String,
    #[arg(long, help = PLAYER_HELP)]
    pub white: String,
    /// Number of games.
    #[arg(long, default_value_t = 2)]
    pub games: usize,
    /// Board side (2 to 19).
    #[arg(long, default_value_t = 9, value_parser = crate::cli::playout_board_size)]
    pub size: usize,
    /// Komi (a finite number).
    #[arg(long, default_value_t = 7.5, allow_negative_numbers = true,
          value_parser = crate::cli::finite_number)]
    pub komi: f64,
    /// Move cap per game, passes included (default 3 * size * size).
    #[arg(long)]
    pub max_moves: Option<usize>,
    /// Directory for one SGF file per game and the table of games (`games.dat`: number,
    /// result, moves, ending, CPU seconds per colour, errors), rewritten atomically after
    /// each game.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Seconds an external engine may take per command.
    #[arg(long, default_value_t = 60)]
    pub timeout: u64,
    /// Games played at once, each by players of its own (results are reported in game order)
    #[arg(short, long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
    pub jobs: u64,
    /// Print one line per game on standard output too (a progress line per game always goes
    /// to standard error).
    #[arg(long)]
    pub verbose: bool,
}

/// Players the referee cannot make itself: the command line passes the
/// maker of in-process engines of higher layers (`tesuji[:...]`, made by
/// the GTP layer's `player::from_spec`), which answers `None` for other specs.
pub type ExtraPlayers = fn(&str) -> Option<Result<Box<dyn Player>, PlayerError>>;

/// Runs `match`: prints the summary; exit code 0 on a completed match, 2 on an error.
pub fn run_match_command(args: MatchArgs, extra: ExtraPlayers) -> ExitCode {
    let cwd = match std::env::current_dir() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("tesuji match: cannot read the working directory: {e}");
            return ExitCode::from(2);
        }
    };
    let timeout = Duration::from_secs(args.timeout.max(1));
    // Players that count the final position themselves: external engines and tesuji.
    let external = |spec: &str| parse_refbot_spec(spec.trim()).is_none();
    let names = std::sync::Mutex::new(None::<[String; 2]>);
    let make = || -> Result<PlayerPair, PlayerError> {
        let make_player = |spec: &str| match extra(spec) {
            Some(player) => player,
            None => player_from_spec(spec, &cwd, timeout),
        };
        let a = make_player(&args.black).map_err(|e| side("--black", e))?;
        let b = make_player(&args.white).map_err(|e| side("--white", e))?;
        if let Ok(mut n) = names.lock() {
            n.get_or_insert_with(|| [a.name().to_string(), b.name().to_string()]);
        }
        Ok((a, b))
    };
    let config_games = args.games;
    let config = MatchConfig {
        size: args.size,
        komi: args.komi,
        games: args.games,
        max_moves: args.max_moves,
        out: args.out.clone(),
    };
    let verbose = args.verbose;
    let started = std::time::Instant::now();
    // Wins of A, of B, draws so far, for the progress lines.
    let mut tally = [0usize; 3];
    let result = run_match_jobs(
        &make,
        [external(&args.black), external(&args.white)],
        &config,
        args.jobs as usize,
        |i, record, a_black| {
            let slot = match record.winner {
                None => 2,
                Some(w) => usize::from((w == Color::Black) != a_black),
            };
            tally[slot] += 1;
            let cpu = |c: Option<f64>| c.map_or("-".to_string(), |s| format!("{s:.2} s"));
            eprintln!(
                "game {i}/{}: {} after {} moves ({}), CPU black {} white {}; A {} B {} draws {}",
                config_games,
                record.result,
                record.moves.len(),
                record.ending,
                cpu(record.cpu[0]),
                cpu(record.cpu[1]),
                tally[0],
                tally[1],
                tally[2],
            );
            if verbose {
                let forfeit = match &record.ending {
                    Ending::Forfeit { .. } => format!(" ({})", record.ending),
                    _ => String::new(),
                };
                write_out(&format!(
                    "game {i}: A is {}, {} after {} moves, {}{forfeit}\n",
                    if a_black { "black" } else { "white" },
                    record.result,
                    record.moves.len(),
                    record.ending,
                ));
            }
        },
    );
    match result {
        Ok(summary) => {
            let [a, b] = names
                .lock()
                .ok()
                .and_then(|n| n.clone())
                .unwrap_or_default();
            let report = summary.report(&a, &b);
            write_out(&format!(
                "{report}time: {:.1} s\n",
                started.elapsed().as_secs_f64()
            ));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tesuji match: {e}");
            ExitCode::from(2)
        }
    }
}

/// A player error named by the option that gave the player.
fn side(option: &str, e: PlayerError) -> PlayerError {
    match e {
        PlayerError::Spec { spec, reason } => PlayerError::Spec {
            spec: format!("{option} {spec}"),
            reason,
        },
        other => other,
    }
}
