//! GTP commands for connection reading: `connect` and `disconnect`.

use super::{search_reply, stone_arg, Command, Gtp};

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

/// `connect A B`: can the strings be connected, their owner moving first?
fn connect(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let (a, b) = strings(e, args)?;
    let r = e.connect(a, b);
    Ok(search_reply(e, r))
}

/// `disconnect A B`: can the strings be cut apart, the opponent moving first?
fn disconnect(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let (a, b) = strings(e, args)?;
    let r = e.disconnect(a, b);
    Ok(search_reply(e, r))
}
