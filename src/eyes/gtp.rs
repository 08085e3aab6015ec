//! GTP commands for eyes: `eval_eye` and `eye_data`.

use super::{eval_eye, evaluate_space, eye_spaces, Topology};
use crate::gtp::{color_arg, vertex_arg, Command, Engine};
use crate::worms::TacticalReader;

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
fn eval_eye_cmd(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let p = vertex_arg(e, args, 0)?;
    let size = e.board.size();
    let sp = e.reading.stackp(&e.board);
    let mut tactics = TacticalReader::new(&e.board, &mut e.reading.reader, sp);
    let Some(ev) = eval_eye(&mut e.board, &mut tactics, &e.heuristics, p) else {
        return Ok("-1".into());
    };
    let mut out = format!(
        "{} {}",
        ev.value.min_eyes().min(2),
        ev.value.max_eyes().min(2)
    );
    if ev.value.urgency() > 0 {
        let v =
            |q: Option<crate::board::Point>| q.map_or("PASS".to_string(), |q| q.to_vertex(size));
        out.push_str(&format!(" {} {}", v(ev.attack), v(ev.defense)));
    }
    Ok(out)
}

/// `eye_data COLOR VERTEX`: the eye-space data of VERTEX for COLOR.
fn eye_data(e: &mut Engine, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let p = vertex_arg(e, args, 1)?;
    let size = e.board.size();
    let sp = e.reading.stackp(&e.board);
    let mut tactics = TacticalReader::new(&e.board, &mut e.reading.reader, sp);
    let [black, white] = eye_spaces(&mut e.board, &mut tactics);
    let spaces = match color {
        crate::board::Color::Black => black,
        crate::board::Color::White => white,
    };
    let Some(point) = spaces.point[p.index()].clone() else {
        return Ok(format!(
            "color           gray\nvertex          {}",
            p.to_vertex(size)
        ));
    };
    let Some(space) = spaces.space_at(p).cloned() else {
        return Err("eye space missing".into());
    };
    let ev = evaluate_space(&e.board, &spaces, &space, &e.heuristics);
    let topology = match &spaces.topology[p.index()] {
        Topology::Proper => "proper".to_string(),
        Topology::Half { value, .. } => format!("half eye ({value:.2})"),
        Topology::False => "false eye".to_string(),
    };
    let opt = |q: Option<crate::board::Point>| q.map_or("none".to_string(), |q| q.to_vertex(size));
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
