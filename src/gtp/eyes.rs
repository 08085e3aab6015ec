//! GTP commands for eyes: `eval_eye` and `eye_data`.

use super::{color_arg, vertex_arg, Command, Gtp};
use crate::board::{Color, Point};
use crate::eyes::Topology;

pub static COMMANDS: &[Command] = &[
    Command {
        name: "eval_eye",
        handler: eval_eye_cmd,
    },
    Command {
        name: "eye_data",
        handler: eye_data,
    },
];

/// `eval_eye VERTEX`: `min max`, then the attack and defence points when a
/// vital move matters; `-1` when the vertex is not in an eye space of one colour.
fn eval_eye_cmd(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = vertex_arg(e, args, 0)?;
    let size = e.board.size();
    let found = [Color::Black, Color::White]
        .into_iter()
        .find_map(|color| e.eye_at(color, p));
    let Some(eye) = found else {
        return Ok("-1".into());
    };
    Ok(eye.eval.eval_eye_notation(size))
}

/// `eye_data COLOR VERTEX`: the eye-space data of VERTEX for COLOR.
fn eye_data(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let p = vertex_arg(e, args, 1)?;
    let size = e.board.size();
    let Some(eye) = e.eye_at(color, p) else {
        return Ok(format!(
            "color           gray\nvertex          {}",
            p.to_vertex(size)
        ));
    };
    let (space, point, ev) = (&eye.space, &eye.point, &eye.eval);
    let topology = match &eye.topology {
        Topology::Proper => "proper".to_string(),
        Topology::Half { value, .. } => format!("half eye ({value:.2})"),
        Topology::False => "false eye".to_string(),
    };
    let opt = |q: Option<Point>| q.map_or("none".to_string(), |q| q.to_vertex(size));
    Ok(format!(
        "origin               {}\ncolor                {}\nesize                {}\nmsize                {}\nvalue                {}\npessimistic_min      {}\nattack_point         {}\ndefense_point        {}\nestimated            {}\nmarginal             {}\nneighbors            {}\nmarginal_neighbors   {}\ntopology             {}",
        space.origin.to_vertex(size),
        color.name(),
        space.esize,
        space.msize,
        ev.value,
        ev.pessimistic_min,
        opt(ev.attack),
        opt(ev.defense),
        ev.estimated,
        u8::from(point.marginal),
        point.neighbors,
        point.marginal_neighbors,
        topology
    ))
}
