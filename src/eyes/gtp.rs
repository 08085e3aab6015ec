//! GTP commands for eyes: `eval_eye` and `eye_data`.

use super::{evaluate_space, eye_spaces, EyeSpaces, Topology};
use crate::gtp::{color_arg, vertex_arg, Command, Engine};
use crate::reading::ReadingConfig;
use crate::worms::TacticalReader;

/// The eye spaces of the last position analysed, so that the many `eval_eye`
/// questions a suite asks of one position analyse it once. Keyed by the
/// position (stones, ko, moves on the reading stack) and the reading limits.
#[derive(Default)]
pub struct EyeState {
    memo: Option<(u64, usize, ReadingConfig, [EyeSpaces; 2])>,
}

/// Fills the memo for the engine's position if it holds another one.
fn ensure_spaces(e: &mut Engine) {
    let key = (e.board.hash(), e.board.depth());
    let fresh = match &e.eyes.memo {
        Some((h, d, cfg, _)) => (*h, *d) != key || *cfg != e.reading.reader.config,
        None => true,
    };
    if fresh {
        let sp = e.reading.stackp(&e.board);
        let mut tactics = TacticalReader::new(&e.board, &mut e.reading.reader, sp);
        let spaces = eye_spaces(&mut e.board, &mut tactics);
        e.eyes.memo = Some((key.0, key.1, e.reading.reader.config.clone(), spaces));
    }
}

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
    ensure_spaces(e);
    let Some((.., [black, white])) = &e.eyes.memo else {
        return Err("eye spaces missing".into());
    };
    let found = [black, white]
        .into_iter()
        .find_map(|sp| sp.space_at(p).map(|space| (sp, space)));
    let Some((sp, space)) = found else {
        return Ok("-1".into());
    };
    let ev = evaluate_space(&e.board, sp, space, &e.heuristics);
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
    ensure_spaces(e);
    let Some((.., [black, white])) = &e.eyes.memo else {
        return Err("eye spaces missing".into());
    };
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
    let ev = evaluate_space(&e.board, spaces, &space, &e.heuristics);
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
