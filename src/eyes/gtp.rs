//! GTP commands for eyes.
use crate::gtp::Command;
pub static COMMANDS: &[Command] = &[];
