//! GTP commands for owl reading: `owl_attack`, `owl_defend`,
//! `owl_does_attack`, `owl_does_defend`, and `owl_tree` to dump an
//! explored owl tree as SGF, `gogui-owl` to show a dragon's owl status on
//! GoGui's board, and `solver_proved` to tell whether the last owl answer
//! was proved.

use super::reading::tree_command;
use super::{search_reply, stone_arg, vertex_arg, vertices, Command, Gtp};
use crate::dragons::Status;
use crate::engine::Engine;

pub static COMMANDS: &[Command] = &[
    Command {
        name: "owl_attack",
        handler: owl_attack,
    },
    Command {
        name: "owl_defend",
        handler: owl_defend,
    },
    Command {
        name: "owl_does_attack",
        handler: owl_does_attack,
    },
    Command {
        name: "owl_does_defend",
        handler: owl_does_defend,
    },
    Command {
        name: "owl_tree",
        handler: owl_tree,
    },
    Command {
        name: "gogui-owl",
        handler: gogui_owl,
    },
    Command {
        name: "solver_proved",
        handler: solver_proved,
    },
];

/// `solver_proved`: `1` when the answer of the last owl question
/// (`owl_attack`, `owl_defend`, `owl_does_attack`, `owl_does_defend`) is
/// the life-and-death solver's proof, `0` when owl's heuristic search gave
/// it. The regression runner asks it after each owl test and marks proved
/// answers in its reports.
fn solver_proved(e: &mut Gtp, _args: &[&str]) -> Result<String, String> {
    Ok(if e.owl.last_proved { "1" } else { "0" }.to_string())
}

/// `gogui-owl VERTEX`: the owl status of the dragon at VERTEX for GoGui's
/// board (gfx): its stones coloured by status, the owl attack point
/// labelled `A` and the defence point `D`, and the status with the owl
/// nodes it took as text.
fn gogui_owl(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = stone_arg(e, args, 0)?;
    let before = e.board.nodes(crate::board::Counter::Owl);
    let Some(owl) = e.owl_status(p) else {
        return Ok(String::new());
    };
    let nodes = e.board.nodes(crate::board::Counter::Owl) - before;
    let size = e.board.size();
    let stones = e
        .dragons()
        .get(p)
        .map(|d| d.stones.clone())
        .unwrap_or_default();
    let color = match owl.status {
        Status::Alive => "green",
        Status::Dead => "red",
        _ => "yellow",
    };
    let mut lines = vec![format!("COLOR {color} {}", vertices(e, stones))];
    let mut labels = Vec::new();
    if let Some(a) = owl.attack_point() {
        labels.push(format!("{} A", a.to_vertex(size)));
    }
    if let Some(d) = owl.defense_point() {
        labels.push(format!("{} D", d.to_vertex(size)));
    }
    if !labels.is_empty() {
        lines.push(format!("LABEL {}", labels.join(" ")));
    }
    let codes = format!(
        "attack {}, defend {}",
        owl.attack.code.gtp_code(),
        owl.defense.map_or(1, |d| d.code.gtp_code())
    );
    lines.push(format!(
        "TEXT {}: {codes} ({nodes} owl nodes)",
        owl.status.name()
    ));
    Ok(lines.join("\n"))
}

/// `owl_tree FILE COMMAND ARGS...`: runs an owl command while recording
/// the owl moves it explores, writes the tree to FILE as SGF (each node's
/// comment holds the static verdict, the candidates of both sides and the
/// result of the move), and answers as the command. `-` is refused, as
/// standard output carries the GTP replies.
fn owl_tree(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    tree_command(
        e,
        args,
        "owl_tree",
        Engine::start_owl_tree,
        Engine::take_owl_tree,
    )
}

/// `owl_attack VERTEX`: can the dragon at VERTEX be killed, its opponent moving first?
fn owl_attack(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = stone_arg(e, args, 0)?;
    let r = e.owl_attack(p);
    Ok(search_reply(e, r))
}

/// `owl_defend VERTEX`: can the dragon at VERTEX live, its owner moving first?
fn owl_defend(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = stone_arg(e, args, 0)?;
    let r = e.owl_defend(p);
    Ok(search_reply(e, r))
}

/// `owl_does_attack MOVE VERTEX`: does the move kill the dragon? The code only.
fn owl_does_attack(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let mv = vertex_arg(e, args, 0)?;
    let p = stone_arg(e, args, 1)?;
    if !e.board.is_empty(mv) {
        return Err("vertex must be empty".into());
    }
    Ok(e.owl_does_attack(mv, p).gtp_code().to_string())
}

/// `owl_does_defend MOVE VERTEX`: does the move save the dragon? The code only.
fn owl_does_defend(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let mv = vertex_arg(e, args, 0)?;
    let p = stone_arg(e, args, 1)?;
    if !e.board.is_empty(mv) {
        return Err("vertex must be empty".into());
    }
    Ok(e.owl_does_defend(mv, p).gtp_code().to_string())
}
