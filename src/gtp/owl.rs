//! GTP commands for owl reading: `owl_attack`, `owl_defend`,
//! `owl_does_attack`, `owl_does_defend`.

use super::{search_reply, stone_arg, vertex_arg, Command, Gtp};

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
];

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
