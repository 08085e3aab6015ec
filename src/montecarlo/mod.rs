//! The Monte Carlo reference bot (the 2008 computer-go "reference bot" specification) and a match runner.
//!
//! Layout:
//! - [`rng`]: the seedable generator the play-outs draw from.
//! - [`board`]: a play-out board built for speed (padded 1-D arrays, pseudo-liberties, an
//!   empty-point list), separate from the analysis board.
//! - [`game`]: a game record on top of that board: positional superko, area scoring.
//! - [`playout`]: one uniform random play-out and the AMAF (all moves as first) tables.
//! - [`refbot`]: the AMAF player [`RefBot`] with its configuration and per-move statistics.
//! - [`cputime`]: the CPU time of a thread, for play-out rates per CPU second.
//! - [`stats`]: Wilson intervals and Elo differences for match results.
//! - [`players`], [`matches`](mod@matches), [`sgf`]: in-process and GTP players, the referee that runs
//!   games, and the SGF records it writes.
//! - [`cli`]: the `refbot-stats` and `match` subcommands.
//!
//! Engine integration (the engine's `refbot` player, which the protocol
//! layer exposes as commands): [`RefBot`] is the whole surface (`boardsize`/`clear_board` →
//! [`RefBot::clear`], `komi` → [`RefBot::set_komi`], `play` → [`RefBot::play`], `genmove` →
//! [`RefBot::genmove`], `ref-nodes` → [`RefBot::last_nodes`], `ref-score` →
//! [`RefBot::last_score`]).
//!
//! The module speaks the board layer's vocabulary (`crate::board`'s `Color`, `Move`, `Point`
//! with its rows and GTP vertices, `IllegalMove`); only the play-out board's own array
//! indexes ([`board::Cell`]) are its own, converted at the board's boundary
//! ([`board::Board::cell_of`], [`board::Board::point_of`]).

pub mod board;
pub mod cli;
pub mod cputime;
pub mod game;
pub mod matches;
pub mod players;
pub mod playout;
pub mod refbot;
pub mod rng;
pub mod sgf;
pub mod stats;

pub use game::Game;
pub use refbot::{RefBot, RefBotConfig, SearchStats};

/// The largest board side the play-out board supports.
pub const MAX_SIZE: usize = 19;
