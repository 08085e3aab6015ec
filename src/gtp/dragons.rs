//! GTP commands for dragons: `dragon_stones`, `same_dragon`, `dragon_data`,
//! `dragon_status` (owl statuses), and GoGui views of dragons.

use super::{stone_arg, vertices, Command, Gtp};
use crate::board::{Move, Point};
use crate::dragons::{Dragon, Status};
use crate::engine::OwlStatus;

pub static COMMANDS: &[Command] = &[
    Command {
        name: "dragon_stones",
        handler: dragon_stones,
    },
    Command {
        name: "same_dragon",
        handler: same_dragon,
    },
    Command {
        name: "dragon_data",
        handler: dragon_data,
    },
    Command {
        name: "dragon_status",
        handler: dragon_status,
    },
    Command {
        name: "crude_status",
        handler: crude_status,
    },
    Command {
        name: "gogui-dragons",
        handler: gogui_dragons,
    },
    Command {
        name: "gogui-dragon_links",
        handler: gogui_dragon_links,
    },
];

/// GoGui's colour for a crude status.
fn status_color(status: crate::dragons::Status) -> &'static str {
    use crate::dragons::Status;
    match status {
        Status::Alive => "green",
        Status::Critical => "yellow",
        Status::Dead => "red",
        Status::Unknown => "blue",
    }
}

/// `gogui-dragons`: every dragon for GoGui's board (gfx): its stones
/// coloured by crude status (green alive, yellow critical, red dead, blue
/// unknown) and a letter on each stone naming the dragon.
fn gogui_dragons(e: &mut Gtp, _: &[&str]) -> Result<String, String> {
    let dragons = e.dragons().clone();
    let mut lines = Vec::new();
    let mut labels = Vec::new();
    for (i, d) in dragons.iter().enumerate() {
        lines.push(format!(
            "COLOR {} {}",
            status_color(d.status),
            vertices(e, d.stones.iter().copied())
        ));
        let name = dragon_letter(i);
        for &p in &d.stones {
            labels.push(format!("{} {name}", p.to_vertex(e.board.size())));
        }
    }
    if !labels.is_empty() {
        lines.push(format!("LABEL {}", labels.join(" ")));
    }
    lines.push(format!("TEXT {} dragons", dragons.iter().count()));
    Ok(lines.join("\n"))
}

/// A short name for the `i`-th dragon: A..Z, then a..z, then numbers.
fn dragon_letter(i: usize) -> String {
    match i {
        0..=25 => ((b'A' + i as u8) as char).to_string(),
        26..=51 => ((b'a' + (i - 26) as u8) as char).to_string(),
        _ => (i - 52).to_string(),
    }
}

/// `gogui-dragon_links VERTEX`: the dragon at VERTEX for GoGui's board
/// (gfx): its stones marked, the points its links rest on as squares
/// labelled with the link kind, and the links as text.
fn gogui_dragon_links(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = stone_arg(e, args, 0)?;
    let size = e.board.size();
    let dragons = e.dragons().clone();
    let Some(d) = dragons.get(p) else {
        return Ok(String::new());
    };
    let mut squares = Vec::new();
    let mut labels = Vec::new();
    let mut text = Vec::new();
    for l in dragons.links_of(d.origin) {
        for q in &l.points {
            let v = q.to_vertex(size);
            if !squares.contains(&v) {
                squares.push(v.clone());
                labels.push(format!("{v} {}", l.kind.name()));
            }
        }
        text.push(format!(
            "{} {}-{}",
            l.kind.name(),
            l.a.to_vertex(size),
            l.b.to_vertex(size)
        ));
    }
    let mut lines = vec![format!("MARK {}", vertices(e, d.stones.iter().copied()))];
    if !squares.is_empty() {
        lines.push(format!("SQUARE {}", squares.join(" ")));
        lines.push(format!("LABEL {}", labels.join(" ")));
    }
    lines.push(format!(
        "TEXT {} stones, {}: {}",
        d.stones.len(),
        d.status.name(),
        if text.is_empty() {
            "no links".to_string()
        } else {
            text.join(", ")
        }
    ));
    Ok(lines.join("\n"))
}

/// `dragon_status VERTEX`: the owl status of the dragon at VERTEX, as GNU
/// Go prints it: `alive` (owl cannot kill it), `dead` (it can, and the
/// dragon cannot be saved), `critical ATTACK DEFEND` (whoever moves first
/// decides; the moves, `PASS` when none is named), or `unknown` for a point
/// in no dragon.
fn dragon_status(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = stone_arg(e, args, 0)?;
    let Some(owl) = e.owl_status(p) else {
        return Ok("unknown".into());
    };
    let size = e.board.size();
    let point = |p: Option<Point>| p.map_or(Move::Pass, Move::Play).to_vertex(size);
    Ok(match owl.status {
        Status::Critical => format!(
            "critical {} {}",
            point(owl.attack_point()),
            point(owl.defense_point())
        ),
        s => s.name().into(),
    })
}

/// `crude_status VERTEX`: the crude status of the dragon at VERTEX, before
/// owl (alive, critical, dead or unknown, from its eyes, lunches and
/// escape; a tesuji command: GNU Go shows it only in `dragon_data`).
fn crude_status(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let p = stone_arg(e, args, 0)?;
    let status = e
        .dragons()
        .get(p)
        .map(|d| d.status.name())
        .unwrap_or("unknown");
    Ok(status.into())
}

/// `dragon_stones VERTEX`: the stones of the dragon at VERTEX, in board order
/// (with no argument: every dragon, one a line).
fn dragon_stones(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    if args.is_empty() {
        let all: Vec<Vec<crate::board::Point>> =
            e.dragons().iter().map(|d| d.stones.clone()).collect();
        return Ok(all
            .into_iter()
            .map(|s| vertices(e, s))
            .collect::<Vec<_>>()
            .join("\n"));
    }
    let p = stone_arg(e, args, 0)?;
    let stones = e
        .dragons()
        .get(p)
        .map(|d| d.stones.clone())
        .unwrap_or_default();
    Ok(vertices(e, stones))
}

/// `same_dragon A B`: 1 when the stones are in one dragon, else 0.
fn same_dragon(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let (a, b) = (stone_arg(e, args, 0)?, stone_arg(e, args, 1)?);
    let dragons = e.dragons();
    let same = dragons.get(a).map(|d| d.origin) == dragons.get(b).map(|d| d.origin);
    Ok(if same { "1" } else { "0" }.into())
}

/// The post-owl moyo of one dragon, as `dragon_data` prints it.
struct PostOwl {
    size: u32,
    value: f32,
}

fn describe(e: &Gtp, d: &Dragon, post: PostOwl, owl: OwlStatus, links: &[String]) -> String {
    let size = e.board.size();
    // GNU Go's internal codes, as `worm_data` prints them: 5 win, 4 KO_A, 3 KO_B, 0.
    let code = |r: Option<crate::search::SearchResult>| {
        r.map_or(0, |r| match r.code.gtp_code() {
            1 => 5,
            2 => 4,
            3 => 3,
            _ => 0,
        })
        .to_string()
    };
    let point = |p: Option<Point>| p.map_or(Move::Pass, Move::Play).to_vertex(size);
    let certain = |r: Option<crate::search::SearchResult>| {
        if r.map_or(true, |r| r.certain) {
            "YES"
        } else {
            "NO"
        }
        .to_string()
    };
    let (attack, defense) = (Some(owl.attack), owl.defense);
    let mut out = format!("{}:", d.origin.to_vertex(size));
    let fields = [
        ("origin", d.origin.to_vertex(size)),
        ("color", d.color.name().to_string()),
        ("size", d.stones.len().to_string()),
        ("effective_size", format!("{:.2}", d.effective_size)),
        ("genus", format!("{} {}", d.eyes_min, d.eyes_max)),
        ("escape_route", d.escape.to_string()),
        ("moyo_size_pre_owl", d.moyo_pre_owl.size.to_string()),
        ("moyo_size_post_owl", post.size.to_string()),
        ("moyo_territorial_value", format!("{:.2}", post.value)),
        ("lunches", vertices(e, d.lunches.iter().copied())),
        ("neighbors", vertices(e, d.neighbors.iter().copied())),
        ("crude_status", d.status.name().to_string()),
        ("owl_status", owl.status.name().to_string()),
        ("status", owl.status.name().to_string()),
        ("owl_attack_code", code(attack)),
        ("owl_attack_point", point(owl.attack_point())),
        ("owl_attack_certain", certain(attack)),
        ("owl_defense_code", code(defense)),
        ("owl_defense_point", point(owl.defense_point())),
        ("owl_defense_certain", certain(defense)),
        ("worms", vertices(e, d.worms.iter().copied())),
        ("stones", vertices(e, d.stones.iter().copied())),
        ("links", links.join(", ")),
    ];
    for (name, value) in fields {
        out.push_str(&format!("\n{name:<23} {value}"));
    }
    out
}

/// `dragon_data [VERTEX]`: the data of the dragon at VERTEX, or of every
/// dragon: GNU Go's field names where they exist, and the links that joined
/// its worms (kind and the points each rests on).
fn dragon_data(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let target = match args.first() {
        Some(_) => Some(stone_arg(e, args, 0)?),
        None => None,
    };
    let size = e.board.size();
    let dragons = e.dragons().clone();
    let moyo = e.influence().moyo.clone();
    let target = target.and_then(|p| dragons.get(p).map(|d| d.origin));
    let mut out = Vec::new();
    for (d, m) in dragons.iter().zip(&moyo) {
        if target.is_some_and(|t| t != d.origin) {
            continue;
        }
        let links: Vec<String> = dragons
            .links_of(d.origin)
            .map(|l| {
                let pts: Vec<String> = l.points.iter().map(|p| p.to_vertex(size)).collect();
                format!(
                    "{} {}-{} [{}]",
                    l.kind.name(),
                    l.a.to_vertex(size),
                    l.b.to_vertex(size),
                    pts.join(" ")
                )
            })
            .collect();
        let post = PostOwl {
            size: m.size,
            value: m.territorial_value,
        };
        let owl = e
            .owl_status(d.origin)
            .expect("a dragon's origin is in its dragon");
        out.push(describe(e, d, post, owl, &links));
    }
    Ok(out.join("\n"))
}
