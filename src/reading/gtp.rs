//! GTP commands for tactical reading: attack, defend, the two-string and
//! move-checking variants, the trymove/popgo stack, depth adjustment, and
//! `reading_tree` to dump an explored tree as SGF.

use super::{ReadResult, Tree};
use crate::board::{Color, Move, Point};
use crate::gtp::{arg, color_arg, stone_arg, vertex_arg, Command, Engine};

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
            e.reading.reader.config.shift_depths(1);
            Ok(String::new())
        },
    },
    Command {
        name: "decrease_depths",
        handler: |e, _| {
            e.reading.reader.config.shift_depths(-1);
            Ok(String::new())
        },
    },
    Command {
        name: "clear_reading_cache",
        handler: |e, _| {
            e.reading.reader.clear_cache();
            Ok(String::new())
        },
    },
    Command {
        name: "reading_tree",
        handler: reading_tree,
    },
];

/// Reading state kept by the engine: limits, cache and the trymove stack.
#[derive(Default)]
pub struct ReadingState {
    pub reader: super::Reader,
    /// Board depth and hash after each outstanding `trymove`.
    trymoves: Vec<(usize, u64)>,
}

impl ReadingState {
    /// Moves placed with `trymove` that are still on the board (GNU Go's stackp).
    pub fn stackp(&mut self, board: &crate::board::Board) -> usize {
        if self.trymoves.last() != Some(&(board.depth(), board.hash())) {
            self.trymoves.clear();
        }
        self.trymoves.len()
    }
}

fn format_outcome(e: &Engine, r: ReadResult, mv: Option<Point>) -> String {
    if r == ReadResult::Lose {
        return "0".into();
    }
    let mv = mv.map_or(Move::Pass, Move::Play);
    format!("{} {}", r.gtp_code(), mv.to_vertex(e.board.size()))
}

fn attack(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let s = stone_arg(e, args, 0)?;
    let sp = e.reading.stackp(&e.board);
    let (r, mv) = e.reading.reader.attack(&mut e.board, s, sp);
    Ok(format_outcome(e, r, mv))
}

fn defend(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let s = stone_arg(e, args, 0)?;
    let sp = e.reading.stackp(&e.board);
    let (r, mv) = e.reading.reader.defend(&mut e.board, s, sp);
    Ok(format_outcome(e, r, mv))
}

fn attack_either(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let (a, b) = (stone_arg(e, args, 0)?, stone_arg(e, args, 1)?);
    if e.board.color_at(a) != e.board.color_at(b) {
        return Err("string vertices must be of the same color".into());
    }
    let sp = e.reading.stackp(&e.board);
    let (r, _) = e.reading.reader.attack_either(&mut e.board, a, b, sp);
    Ok(r.gtp_code().to_string())
}

fn defend_both(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let (a, b) = (stone_arg(e, args, 0)?, stone_arg(e, args, 1)?);
    if e.board.color_at(a) != e.board.color_at(b) {
        return Err("string vertices must be of the same color".into());
    }
    let sp = e.reading.stackp(&e.board);
    let (r, _) = e.reading.reader.defend_both(&mut e.board, a, b, sp);
    Ok(r.gtp_code().to_string())
}

fn move_and_string(e: &Engine, args: &[&str]) -> Result<(Point, Point), String> {
    let mv = vertex_arg(e, args, 0)?;
    if e.board.color_at(mv).is_some() {
        return Err("move vertex must be empty".into());
    }
    Ok((mv, stone_arg(e, args, 1)?))
}

fn does_attack(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let (mv, s) = move_and_string(e, args)?;
    let sp = e.reading.stackp(&e.board);
    let r = e.reading.reader.does_attack(&mut e.board, mv, s, sp);
    Ok(r.gtp_code().to_string())
}

fn does_defend(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let (mv, s) = move_and_string(e, args)?;
    let sp = e.reading.stackp(&e.board);
    let r = e.reading.reader.does_defend(&mut e.board, mv, s, sp);
    Ok(r.gtp_code().to_string())
}

fn push_trymove(e: &mut Engine, color: Color, mv: Move, ignore_ko: bool) -> Result<String, String> {
    let sp = e.reading.stackp(&e.board);
    let counter = crate::board::Counter::Reading;
    let ok = match mv {
        Move::Pass => {
            e.board.try_pass(color, counter);
            true
        }
        Move::Play(p) if ignore_ko => e.board.try_ko_move(p, color, counter),
        Move::Play(p) => e.board.try_move(p, color, counter),
    };
    if !ok {
        return Err("illegal move".into());
    }
    e.reading.trymoves.truncate(sp);
    e.reading.trymoves.push((e.board.depth(), e.board.hash()));
    Ok(String::new())
}

fn trymove(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let mv = Move::parse(arg(args, 1)?, e.board.size()).ok_or("invalid coordinate")?;
    push_trymove(e, color, mv, false)
}

fn tryko(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let mv = Move::parse(arg(args, 1)?, e.board.size()).ok_or("invalid coordinate")?;
    push_trymove(e, color, mv, true)
}

fn popgo(e: &mut Engine, _: &[&str]) -> Result<String, String> {
    if e.reading.stackp(&e.board) == 0 {
        return Err("Stack empty.".into());
    }
    e.board.undo();
    e.reading.trymoves.pop();
    Ok(String::new())
}

/// `reading_tree FILE COMMAND ARGS...`: runs a reading command while
/// recording the explored tree, writes it to FILE as SGF, and answers as the command.
fn reading_tree(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let file = arg(args, 0)?;
    let command = args.get(1..).unwrap_or(&[]).join(" ");
    if command.is_empty() {
        return Err("usage: reading_tree FILE COMMAND [ARGS]".into());
    }
    e.reading.reader.clear_cache();
    e.reading.reader.tree = Some(Tree::new(&e.board, 200_000));
    let result = e.execute(&command);
    let Some(mut tree) = e.reading.reader.tree.take() else {
        return Err("tree recording failed".into());
    };
    tree.annotate_root(&format!(
        "{command} -> {}",
        result.as_deref().unwrap_or_else(|err| err)
    ));
    let path = e.resolve(file);
    crate::util::write_atomically(&path, tree.to_sgf().as_bytes())
        .map_err(|err| format!("cannot write '{file}': {err}"))?;
    result
}
