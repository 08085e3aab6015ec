//! GTP commands for worm data: `worm_data`, `worm_stones` and
//! `unconditional_status`.

use super::{color_arg, stone_arg, vertex_arg, vertices, Command, Gtp};
use crate::board::{Move, Point};
use crate::reading::ReadResult;
use crate::worms::{Cutstone, Worm};

pub static COMMANDS: &[Command] = &[
    Command {
        name: "worm_data",
        handler: worm_data,
    },
    Command {
        name: "worm_stones",
        handler: worm_stones,
    },
    Command {
        name: "unconditional_status",
        handler: unconditional,
    },
];

/// `unconditional_status VERTEX`: undecided, alive, dead, black_territory or white_territory.
fn unconditional(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = vertex_arg(e, args, 0)?;
    Ok(e.unconditional()[p.index()].name().to_string())
}

/// `worm_stones [VERTEX|COLOR]`: the stones of the worm at VERTEX, or of
/// every worm (of COLOR), a line each.
fn worm_stones(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let line = |e: &Gtp, p: Point| {
        let mut stones: Vec<Point> = e.board.stones(p).collect();
        stones.sort();
        vertices(e, stones)
    };
    let color = match args.first() {
        None => None,
        Some(_) => match color_arg(args, 0) {
            Ok(c) => Some(c),
            Err(_) => return Ok(line(e, stone_arg(e, args, 0)?)),
        },
    };
    let origins: Vec<Point> = e
        .worms()
        .iter()
        .filter(|w| color.map_or(true, |c| w.color == c))
        .map(|w| w.origin)
        .collect();
    let lines: Vec<String> = origins.into_iter().map(|o| line(e, o)).collect();
    Ok(lines.join("\n"))
}

/// The result codes `worm_data` prints, as GNU Go's does: its internal
/// numbers (0 fails, 5 WIN, 4 KO_A, 3 KO_B), not the 0-3 of `attack`.
fn worm_code(r: ReadResult) -> u8 {
    match r {
        ReadResult::Lose => 0,
        ReadResult::KoB => 3,
        ReadResult::KoA => 4,
        ReadResult::Win => 5,
    }
}

/// One worm in GNU Go's `worm_data` layout (the fields we compute, in its
/// order; a missing point prints as PASS).
fn describe(size: usize, w: &Worm) -> String {
    let point = |p: Option<Point>| p.map_or(Move::Pass, Move::Play).to_vertex(size);
    let cut = match w.cutstone {
        Cutstone::No => 0,
        Cutstone::Potential => 1,
        Cutstone::Cutting => 2,
    };
    let fields = [
        ("origin", w.origin.to_vertex(size)),
        ("color", w.color.name().to_string()),
        ("size", w.size.to_string()),
        ("effective_size", format!("{:.2}", w.effective_size)),
        ("liberties", w.liberties.to_string()),
        ("attack_code", worm_code(w.attack_code).to_string()),
        ("attack_point", point(w.attack)),
        ("defense_code", worm_code(w.defense_code).to_string()),
        ("defense_point", point(w.defense)),
        ("cutstone", cut.to_string()),
        ("unconditional_status", w.unconditional.name().to_string()),
    ];
    let mut out = format!("{}:", w.origin.to_vertex(size));
    for (name, value) in fields {
        out.push_str(&format!("\n{name:<20} {value}"));
    }
    out
}

/// `worm_data [VERTEX]`: the data of the worm at VERTEX, or of every worm.
fn worm_data(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let target = match args.first() {
        Some(_) => Some(vertex_arg(e, args, 0)?),
        None => None,
    };
    if target.is_some_and(|p| e.board.color_at(p).is_none()) {
        return Err("vertex must not be empty".into());
    }
    let size = e.board.size();
    let worms = e.worms();
    let Some(p) = target else {
        let all: Vec<String> = worms.iter().map(|w| describe(size, w)).collect();
        return Ok(all.join("\n"));
    };
    let w = worms.get(p).ok_or("vertex must not be empty")?;
    Ok(describe(size, w))
}
