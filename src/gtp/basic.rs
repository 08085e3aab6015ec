//! The basic GTP commands: protocol, board setup, moves, queries, SGF and counters.

use super::{arg, color_arg, stone_arg, vertex_arg, vertices, Command, Gtp};
use crate::board::{Board, Color, Counter, Move, Point};
use crate::sgf;

pub static COMMANDS: &[Command] = &[
    Command {
        name: "protocol_version",
        handler: |_, _| Ok("2".into()),
    },
    Command {
        name: "name",
        handler: |_, _| Ok("tesuji".into()),
    },
    Command {
        name: "version",
        handler: |_, _| Ok(env!("CARGO_PKG_VERSION").into()),
    },
    Command {
        name: "known_command",
        handler: known_command,
    },
    Command {
        name: "list_commands",
        handler: list_commands,
    },
    Command {
        name: "quit",
        handler: quit,
    },
    Command {
        name: "boardsize",
        handler: boardsize,
    },
    Command {
        name: "clear_board",
        handler: clear_board,
    },
    Command {
        name: "komi",
        handler: komi,
    },
    Command {
        name: "get_komi",
        handler: |e, _| Ok(format!("{}", e.komi)),
    },
    Command {
        name: "play",
        handler: play,
    },
    Command {
        name: "undo",
        handler: undo,
    },
    Command {
        name: "black",
        handler: |e, a| play_color(e, Color::Black, a),
    },
    Command {
        name: "white",
        handler: |e, a| play_color(e, Color::White, a),
    },
    Command {
        name: "showboard",
        handler: showboard,
    },
    Command {
        name: "loadsgf",
        handler: loadsgf,
    },
    Command {
        name: "printsgf",
        handler: printsgf,
    },
    Command {
        name: "fixed_handicap",
        handler: fixed_handicap,
    },
    Command {
        name: "is_legal",
        handler: is_legal,
    },
    Command {
        name: "color",
        handler: color,
    },
    Command {
        name: "list_stones",
        handler: list_stones,
    },
    Command {
        name: "countlib",
        handler: countlib,
    },
    Command {
        name: "findlib",
        handler: findlib,
    },
    Command {
        name: "captures",
        handler: captures,
    },
    Command {
        name: "cputime",
        handler: |e, _| Ok(format!("{:.3}", e.cputime())),
    },
    Command {
        name: "set_heuristic",
        handler: set_setting,
    },
    Command {
        name: "list_heuristics",
        handler: |e, _| Ok(e.settings().assignments().join("\n")),
    },
    Command {
        name: "set_setting",
        handler: set_setting,
    },
    Command {
        name: "list_settings",
        handler: list_settings,
    },
    Command {
        name: "reset_reading_node_counter",
        handler: |e, _| reset(e, Counter::Reading),
    },
    Command {
        name: "reset_owl_node_counter",
        handler: |e, _| reset(e, Counter::Owl),
    },
    Command {
        name: "reset_connection_node_counter",
        handler: |e, _| reset(e, Counter::Connection),
    },
    Command {
        name: "reset_life_node_counter",
        handler: |e, _| reset(e, Counter::Life),
    },
    Command {
        name: "reset_solver_node_counter",
        handler: |e, _| reset(e, Counter::Solver),
    },
    Command {
        name: "reset_semeai_node_counter",
        handler: |e, _| reset(e, Counter::Semeai),
    },
    Command {
        name: "get_reading_node_counter",
        handler: |e, _| get(e, Counter::Reading),
    },
    Command {
        name: "get_owl_node_counter",
        handler: |e, _| get(e, Counter::Owl),
    },
    Command {
        name: "get_connection_node_counter",
        handler: |e, _| get(e, Counter::Connection),
    },
    Command {
        name: "get_life_node_counter",
        handler: |e, _| get(e, Counter::Life),
    },
    Command {
        name: "get_solver_node_counter",
        handler: |e, _| get(e, Counter::Solver),
    },
    Command {
        name: "get_semeai_node_counter",
        handler: |e, _| get(e, Counter::Semeai),
    },
];

fn known_command(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let name = arg(args, 0)?;
    Ok(if e.find(name).is_some() {
        "true"
    } else {
        "false"
    }
    .into())
}

fn list_commands(e: &mut Gtp, _: &[&str]) -> Result<String, String> {
    Ok(e.commands
        .iter()
        .map(|c| c.name)
        .collect::<Vec<_>>()
        .join("\n"))
}

fn quit(e: &mut Gtp, _: &[&str]) -> Result<String, String> {
    e.quit = true;
    Ok(String::new())
}

fn boardsize(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let size: usize = arg(args, 0)?
        .parse()
        .map_err(|_| "boardsize not an integer")?;
    if !Board::valid_size(size) {
        return Err("unacceptable size".into());
    }
    e.clear_board(size);
    Ok(String::new())
}

fn clear_board(e: &mut Gtp, _: &[&str]) -> Result<String, String> {
    let size = e.board.size();
    e.clear_board(size);
    Ok(String::new())
}

fn komi(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let komi: f64 = arg(args, 0)?.parse().map_err(|_| "komi not a float")?;
    if !komi.is_finite() {
        return Err("komi not a float".into());
    }
    e.komi = komi;
    Ok(String::new())
}

fn play(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0).map_err(|_| "invalid color or coordinate")?;
    let mv = Move::parse(arg(args, 1)?, e.board.size()).ok_or("invalid color or coordinate")?;
    e.play(mv, color).map_err(|_| "illegal move")?;
    Ok(String::new())
}

/// GNU Go's older `black VERTEX` / `white VERTEX`: play for that colour.
fn play_color(e: &mut Gtp, color: Color, args: &[&str]) -> Result<String, String> {
    let mv = Move::parse(arg(args, 0)?, e.board.size()).ok_or("invalid coordinate")?;
    e.play(mv, color).map_err(|_| "illegal move")?;
    Ok(String::new())
}

fn undo(e: &mut Gtp, _: &[&str]) -> Result<String, String> {
    if e.undo() {
        Ok(String::new())
    } else {
        Err("cannot undo".into())
    }
}

fn showboard(e: &mut Gtp, _: &[&str]) -> Result<String, String> {
    Ok(format!("\n{}", e.board.to_ascii().trim_end()))
}

fn loadsgf(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let name = args.first().ok_or("missing filename")?;
    let to_move = e
        .load_sgf(name, args.get(1).copied())
        .map_err(|err| format!("cannot open or parse '{name}' ({})", err.reason()))?;
    // GTP replies carry the colour alone: what the record got away with
    // goes to standard error, as engines report such things.
    for warning in e.load_warnings() {
        eprintln!("warning: {warning}");
    }
    Ok(to_move.name().into())
}

fn printsgf(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let text = sgf::position_to_sgf(&e.board, e.komi, e.board.to_move());
    match args.first() {
        None => Ok(text),
        Some(&"-") => Err(super::reading::STDOUT_IS_GTP.into()),
        Some(name) => {
            let path = e.resolve(name);
            crate::util::write_output(&path, text.as_bytes())
                .map_err(|err| format!("cannot write '{name}': {err}"))?;
            Ok(String::new())
        }
    }
}

fn fixed_handicap(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let n: usize = arg(args, 0)?
        .parse()
        .map_err(|_| "handicap not an integer")?;
    let points = e.fixed_handicap(n)?;
    Ok(vertices(e, points))
}

fn is_legal(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let mv = Move::parse(arg(args, 1)?, e.board.size()).ok_or("invalid coordinate")?;
    let legal = match mv {
        Move::Pass => true,
        Move::Play(p) => e.board.is_legal(p, color),
    };
    Ok(if legal { "1" } else { "0" }.into())
}

fn color(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = vertex_arg(e, args, 0)?;
    Ok(e.board.color_at(p).map_or("empty", Color::name).into())
}

fn list_stones(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    Ok(vertices(e, e.board.stones_of(color)))
}

fn countlib(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = stone_arg(e, args, 0)?;
    Ok(e.board.libs(p).to_string())
}

fn findlib(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = stone_arg(e, args, 0)?;
    let libs: Vec<Point> = e.board.liberties(p);
    Ok(vertices(e, libs))
}

fn captures(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    Ok(e.board.captures(color).to_string())
}

/// `set_heuristic NAME VALUE` (or `set_setting`): a heuristic switch or a
/// limit ([`crate::engine::Settings`]).
fn set_setting(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let (name, value) = (arg(args, 0)?, arg(args, 1)?);
    e.set_setting(name, value).map_err(|err| err.to_string())?;
    Ok(String::new())
}

/// `list_settings`: every setting with its value, what it allows, its
/// default and what it does, one a line.
fn list_settings(e: &mut Gtp, _: &[&str]) -> Result<String, String> {
    let lines: Vec<String> = e
        .settings()
        .describe()
        .into_iter()
        .map(|d| {
            format!(
                "{}={} ({}; default {}): {}",
                d.name, d.value, d.allowed, d.default, d.help
            )
        })
        .collect();
    Ok(lines.join("\n"))
}

fn reset(e: &mut Gtp, counter: Counter) -> Result<String, String> {
    e.reset_nodes(counter);
    Ok(String::new())
}

fn get(e: &mut Gtp, counter: Counter) -> Result<String, String> {
    Ok(e.nodes(counter).to_string())
}
