//! GTP commands for tactical reading: attack, defend, the two-string and
//! move-checking variants, the trymove/popgo stack, depth adjustment, and
//! `reading_tree` to dump an explored tree as SGF.

use super::{arg, color_arg, stone_arg, vertex_arg, Command, Gtp};
use crate::board::{Color, Move, Point};
use crate::engine::Engine;
use crate::reading::ReadResult;
use crate::search::{SearchResult, Tree};

pub static COMMANDS: &[Command] = &[
    Command {
        name: "attack",
        handler: attack,
    },
    Command {
        name: "defend",
        handler: defend,
    },
    Command {
        name: "attack_either",
        handler: attack_either,
    },
    Command {
        name: "defend_both",
        handler: defend_both,
    },
    Command {
        name: "does_attack",
        handler: does_attack,
    },
    Command {
        name: "does_defend",
        handler: does_defend,
    },
    Command {
        name: "trymove",
        handler: trymove,
    },
    Command {
        name: "tryko",
        handler: tryko,
    },
    Command {
        name: "popgo",
        handler: popgo,
    },
    Command {
        name: "increase_depths",
        handler: |e, _| {
            e.update_settings(|s| s.reading.shift_depths(1));
            Ok(String::new())
        },
    },
    Command {
        name: "decrease_depths",
        handler: |e, _| {
            e.update_settings(|s| s.reading.shift_depths(-1));
            Ok(String::new())
        },
    },
    Command {
        name: "clear_cache",
        handler: |e, _| {
            e.clear_caches();
            Ok(String::new())
        },
    },
    Command {
        name: "clear_reading_cache",
        handler: |e, _| {
            e.reader.clear_cache();
            Ok(String::new())
        },
    },
    Command {
        name: "reading_tree",
        handler: reading_tree,
    },
];

/// GNU Go's reply to `attack` and `defend`: `0`, or the code and the move.
fn format_outcome(e: &Gtp, r: SearchResult) -> String {
    if r.code == ReadResult::Lose {
        return "0".into();
    }
    let mv = r.mv.map_or(Move::Pass, Move::Play);
    format!("{} {}", r.code.gtp_code(), mv.to_vertex(e.board.size()))
}

fn attack(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let s = stone_arg(e, args, 0)?;
    let r = e.attack(s);
    Ok(format_outcome(e, r))
}

fn defend(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let s = stone_arg(e, args, 0)?;
    let r = e.defend(s);
    Ok(format_outcome(e, r))
}

fn attack_either(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let (a, b) = (stone_arg(e, args, 0)?, stone_arg(e, args, 1)?);
    if e.board.color_at(a) != e.board.color_at(b) {
        return Err("string vertices must be of the same color".into());
    }
    Ok(e.attack_either(a, b).code.gtp_code().to_string())
}

fn defend_both(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let (a, b) = (stone_arg(e, args, 0)?, stone_arg(e, args, 1)?);
    if e.board.color_at(a) != e.board.color_at(b) {
        return Err("string vertices must be of the same color".into());
    }
    Ok(e.defend_both(a, b).code.gtp_code().to_string())
}

fn move_and_string(e: &Gtp, args: &[&str]) -> Result<(Point, Point), String> {
    let mv = vertex_arg(e, args, 0)?;
    if e.board.color_at(mv).is_some() {
        return Err("move vertex must be empty".into());
    }
    Ok((mv, stone_arg(e, args, 1)?))
}

fn does_attack(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let (mv, s) = move_and_string(e, args)?;
    Ok(e.does_attack(mv, s).gtp_code().to_string())
}

fn does_defend(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let (mv, s) = move_and_string(e, args)?;
    Ok(e.does_defend(mv, s).gtp_code().to_string())
}

fn push_trymove(e: &mut Gtp, color: Color, mv: Move, ignore_ko: bool) -> Result<String, String> {
    e.trymove(color, mv, ignore_ko)
        .map_err(|err| err.to_string())?;
    Ok(String::new())
}

fn trymove(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let mv = Move::parse(arg(args, 1)?, e.board.size()).ok_or("invalid coordinate")?;
    push_trymove(e, color, mv, false)
}

fn tryko(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let mv = Move::parse(arg(args, 1)?, e.board.size()).ok_or("invalid coordinate")?;
    push_trymove(e, color, mv, true)
}

fn popgo(e: &mut Gtp, _: &[&str]) -> Result<String, String> {
    if !e.popgo() {
        return Err("Stack empty.".into());
    }
    Ok(String::new())
}

/// Why a GTP command does not write a file named `-` to standard output.
pub(crate) const STDOUT_IS_GTP: &str =
    "'-' would be standard output, which carries the GTP replies: give a file name";

/// `reading_tree FILE COMMAND ARGS...`: runs a reading command while
/// recording the explored tree, writes it to FILE as SGF, and answers as the command.
/// FILE is written in place (a symlink's target, a device, an existing
/// file keeping its mode); `-` is refused, as standard output carries the
/// GTP replies.
fn reading_tree(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    tree_command(
        e,
        args,
        "reading_tree",
        Engine::start_tree,
        Engine::take_tree,
    )
}

/// The frame of the tree commands (`reading_tree`, `owl_tree`): `start`
/// begins recording, the command in `args[1..]` runs, `take` returns the
/// tree, which is written to the file `args[0]` with the command and its
/// answer at the root; the answer is the command's.
pub(crate) fn tree_command(
    e: &mut Gtp,
    args: &[&str],
    name: &str,
    start: fn(&mut Engine, usize),
    take: fn(&mut Engine) -> Option<Tree>,
) -> Result<String, String> {
    let file = arg(args, 0)?;
    let command = args.get(1..).unwrap_or(&[]).join(" ");
    if command.is_empty() {
        return Err(format!("usage: {name} FILE COMMAND [ARGS]"));
    }
    if file == "-" {
        return Err(STDOUT_IS_GTP.into());
    }
    start(e, 200_000);
    let result = e.execute(&command);
    let Some(mut tree) = take(e) else {
        return Err("tree recording failed".into());
    };
    tree.annotate_root(&format!(
        "{command} -> {}",
        result.as_deref().unwrap_or_else(|err| err)
    ));
    let path = e.resolve(file);
    crate::util::write_output(&path, tree.to_sgf().as_bytes())
        .map_err(|err| format!("cannot write '{file}': {err}"))?;
    result
}
