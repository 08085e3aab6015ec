//! GTP commands a game controller (GoGui, gogui-twogtp, match referees) sends around
//! play: `final_score`, `final_status_list`, `time_settings`, `time_left`,
//! `place_free_handicap` and `set_free_handicap`.
//!
//! Scoring is by area after removing the stones of every dragon owl calls dead
//! (`Engine::final_score`): `final_status_list dead` lists those stones, `alive`
//! every other stone, `seki` none (no seki detection yet). The clock is recorded as
//! the controller gives it; move generation reads its own budgets from the settings
//! (`genmove_owl_nodes`, `genmove_millis`), not the clock.

use super::{arg, color_arg, vertices, Command, Gtp};
use crate::board::{Color, Point};

pub static COMMANDS: &[Command] = &[
    Command {
        name: "final_score",
        handler: final_score,
    },
    Command {
        name: "final_status_list",
        handler: final_status_list,
    },
    Command {
        name: "time_settings",
        handler: time_settings,
    },
    Command {
        name: "time_left",
        handler: time_left,
    },
    Command {
        name: "place_free_handicap",
        handler: place_free_handicap,
    },
    Command {
        name: "set_free_handicap",
        handler: set_free_handicap,
    },
];

/// The time system a controller set with `time_settings` (GTP's Canadian
/// byo-yomi: main time, then `byo_yomi_stones` moves per `byo_yomi_time`; a
/// byo-yomi time of zero with stones zero means no byo-yomi).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimeSettings {
    pub main_time: u64,
    pub byo_yomi_time: u64,
    pub byo_yomi_stones: u64,
}

/// A colour's remaining time as the last `time_left` gave it: seconds, and the
/// stones left in the byo-yomi period (0 while in main time).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimeLeft {
    pub seconds: u64,
    pub stones: u64,
}

/// The clock state of a GTP session.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    pub settings: Option<TimeSettings>,
    /// Black's, then White's time left.
    pub left: [Option<TimeLeft>; 2],
}

/// Area scoring with the stones owl calls dead removed.
fn final_score(e: &mut Gtp, _: &[&str]) -> Result<String, String> {
    Ok(score_text(e.final_score()))
}

/// GTP's score format: `B+3.5`, `W+0.5`, `0` for a draw.
pub fn score_text(margin: f64) -> String {
    if margin > 0.0 {
        format!("B+{margin}")
    } else if margin < 0.0 {
        format!("W+{}", -margin)
    } else {
        "0".into()
    }
}

/// `final_status_list alive|dead|seki`: owl's dead dragons are dead, every
/// other stone alive; no stone is reported in seki.
fn final_status_list(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let wanted = arg(args, 0)?;
    if !matches!(wanted, "alive" | "dead" | "seki") {
        return Err("invalid status".into());
    }
    let dead = e.dead_stones();
    let mut all = e.board.stones_of(Color::Black);
    all.extend(e.board.stones_of(Color::White));
    all.sort();
    let list = match wanted {
        "alive" => all.into_iter().filter(|p| !dead.contains(p)).collect(),
        "dead" => dead,
        _ => Vec::new(),
    };
    Ok(vertices(e, list))
}

/// A non-negative integer argument.
fn count_arg(args: &[&str], i: usize) -> Result<u64, String> {
    arg(args, i)?
        .parse()
        .map_err(|_| "syntax error".to_string())
}

fn time_settings(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let settings = TimeSettings {
        main_time: count_arg(args, 0)?,
        byo_yomi_time: count_arg(args, 1)?,
        byo_yomi_stones: count_arg(args, 2)?,
    };
    e.clock = Clock {
        settings: Some(settings),
        left: [None; 2],
    };
    Ok(String::new())
}

fn time_left(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let left = TimeLeft {
        seconds: count_arg(args, 1)?,
        stones: count_arg(args, 2)?,
    };
    e.clock.left[usize::from(color == Color::White)] = Some(left);
    Ok(String::new())
}

fn place_free_handicap(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let n: usize = arg(args, 0)?
        .parse()
        .map_err(|_| "invalid number of stones")?;
    let points = e.place_free_handicap(n)?;
    Ok(vertices(e, points))
}

fn set_free_handicap(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let size = e.board.size();
    let points = args
        .iter()
        .map(|a| Point::parse_vertex(a, size).ok_or("bad vertex list"))
        .collect::<Result<Vec<_>, _>>()?;
    e.set_free_handicap(&points)?;
    Ok(String::new())
}
