//! GTP commands for connection reading: `connect` and `disconnect`.

use super::{stone_arg, Command, Gtp};
use crate::board::Move;
use crate::reading::ReadResult;
use crate::search::SearchResult;

pub static COMMANDS: &[Command] = &[
    Command {
        name: "connect",
        handler: connect,
    },
    Command {
        name: "disconnect",
        handler: disconnect,
    },
];

/// The two string arguments, which must be stones of one colour.
fn strings(e: &Gtp, args: &[&str]) -> Result<(crate::board::Point, crate::board::Point), String> {
    let (a, b) = (stone_arg(e, args, 0)?, stone_arg(e, args, 1)?);
    if e.board.color_at(a) != e.board.color_at(b) {
        return Err("vertices must have same color".into());
    }
    Ok((a, b))
}

/// GNU Go's reply: `0`, or the code and the move (`PASS` when none is needed).
fn reply(e: &Gtp, r: SearchResult) -> String {
    if r.code == ReadResult::Lose {
        return "0".into();
    }
    let mv = r.mv.map_or(Move::Pass, Move::Play);
    format!("{} {}", r.code.gtp_code(), mv.to_vertex(e.board.size()))
}

/// `connect A B`: can the strings be connected, their owner moving first?
fn connect(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let (a, b) = strings(e, args)?;
    let r = e.connect(a, b);
    Ok(reply(e, r))
}

/// `disconnect A B`: can the strings be cut apart, the opponent moving first?
fn disconnect(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let (a, b) = strings(e, args)?;
    let r = e.disconnect(a, b);
    Ok(reply(e, r))
}
