//! GTP commands of the move generator (stage 9, `crate::engine::genmove`
//! through [`crate::engine::Engine::move_list`]): `reg_genmove`,
//! `genmove`/`gg_genmove`, `restricted_genmove`, `move_reasons`,
//! `top_moves` and GoGui's `gogui-top_moves`.

use super::{color_arg, vertex_arg, Command, Gtp};
use crate::board::{Color, Point};

pub static COMMANDS: &[Command] = &[
    Command {
        name: "reg_genmove",
        handler: reg_genmove,
    },
    Command {
        name: "genmove",
        handler: genmove,
    },
    Command {
        name: "gg_genmove",
        handler: genmove,
    },
    Command {
        name: "restricted_genmove",
        handler: restricted_genmove,
    },
    Command {
        name: "move_reasons",
        handler: move_reasons,
    },
    Command {
        name: "top_moves",
        handler: top_moves,
    },
    Command {
        name: "top_moves_black",
        handler: |e, _| top_list(e, Color::Black, TOP_MOVES),
    },
    Command {
        name: "top_moves_white",
        handler: |e, _| top_list(e, Color::White, TOP_MOVES),
    },
    Command {
        name: "gogui-top_moves",
        handler: gogui_top_moves,
    },
];

/// How many moves `top_moves` lists (GNU Go lists ten).
const TOP_MOVES: usize = 10;

fn reg_genmove(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let size = e.board.size();
    Ok(e.reg_genmove(color).to_vertex(size))
}

fn genmove(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let mv = e.genmove(color)?;
    Ok(mv.to_vertex(e.board.size()))
}

/// `restricted_genmove COLOR V1 V2 ...`: the best of the listed moves.
fn restricted_genmove(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    if args.len() < 2 {
        return Err("missing vertex list".into());
    }
    let allowed = (1..args.len())
        .map(|i| vertex_arg(e, args, i))
        .collect::<Result<Vec<Point>, String>>()?;
    let size = e.board.size();
    Ok(e.restricted_genmove(color, &allowed).to_vertex(size))
}

/// `move_reasons V [COLOR]`: the value of the move and each reason, one a
/// line; the colour defaults to the side to move.
fn move_reasons(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = vertex_arg(e, args, 0)?;
    let color = match args.get(1) {
        Some(_) => color_arg(args, 1)?,
        None => e.board.to_move(),
    };
    let size = e.board.size();
    let list = e.move_list(color);
    let Some(c) = list.at(p) else {
        return Err("illegal move".into());
    };
    let mut lines = vec![format!(
        "{} {}: value {:.2}",
        color.name(),
        p.to_vertex(size),
        c.value
    )];
    lines.extend(c.reasons.iter().map(|r| r.describe(size)));
    if c.unsafe_stones {
        lines.push("its stones count as dead".into());
    }
    Ok(lines.join("\n"))
}

/// `top_moves [COLOR]`: the best moves with their values, GNU Go's
/// `V1 VALUE1 V2 VALUE2 ...`; the colour defaults to the side to move.
fn top_moves(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = match args.first() {
        Some(_) => color_arg(args, 0)?,
        None => e.board.to_move(),
    };
    top_list(e, color, TOP_MOVES)
}

fn top_list(e: &mut Gtp, color: Color, n: usize) -> Result<String, String> {
    let size = e.board.size();
    let list = e.move_list(color);
    let words: Vec<String> = list
        .top(n)
        .map(|c| format!("{} {:.2}", c.mv.to_vertex(size), c.value))
        .collect();
    Ok(words.join(" "))
}

/// GoGui graphics: the best moves of `COLOR` labelled with their values,
/// the chosen one marked.
fn gogui_top_moves(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let size = e.board.size();
    let list = e.move_list(color);
    let mut out = String::from("LABEL");
    for c in list.top(TOP_MOVES) {
        out.push_str(&format!(" {} {:.1}", c.mv.to_vertex(size), c.value));
    }
    if let Some(best) = list.best() {
        out.push_str(&format!("\nMARK {}", best.mv.to_vertex(size)));
    }
    Ok(out)
}
