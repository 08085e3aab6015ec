//! GTP commands for worm data: `worm_data` and `unconditional_status`.

use super::{unconditional_status, Cutstone, Worm, Worms};
use crate::board::Point;
use crate::gtp::{vertex_arg, Command, Engine};

pub static COMMANDS: &[Command] = &[
    Command {
        name: "worm_data",
        handler: worm_data,
    },
    Command {
        name: "unconditional_status",
        handler: unconditional,
    },
];

/// `unconditional_status VERTEX`: undecided, alive, dead, black_territory or white_territory.
fn unconditional(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let p = vertex_arg(e, args, 0)?;
    Ok(unconditional_status(&e.board)[p.index()].name().to_string())
}

fn describe(e: &Engine, w: &Worm) -> String {
    let size = e.board.size();
    let opt = |p: Option<Point>| p.map_or("none".to_string(), |p| p.to_vertex(size));
    let cut = match w.cutstone {
        Cutstone::No => 0,
        Cutstone::Potential => 1,
        Cutstone::Cutting => 2,
    };
    format!(
        "{}:\ncolor           {}\nsize            {}\neffective_size  {:.2}\norigin          {}\nliberties       {}\ncutstone        {}\nattack_point    {}\ndefense_point   {}\nunconditional_status {}",
        w.origin.to_vertex(size),
        w.color.name(),
        w.size,
        w.effective_size,
        w.origin.to_vertex(size),
        w.liberties,
        cut,
        opt(w.attack),
        opt(w.defense),
        w.unconditional.name()
    )
}

/// `worm_data [VERTEX]`: the data of the worm at VERTEX, or of every worm.
fn worm_data(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let worms = Worms::new(&e.board);
    if args.is_empty() {
        let all: Vec<String> = worms.iter().map(|w| describe(e, w)).collect();
        return Ok(all.join("\n"));
    }
    let p = vertex_arg(e, args, 0)?;
    let w = worms.get(p).ok_or("vertex must not be empty")?;
    Ok(describe(e, w))
}
